// The explorer panel: the moves played from a position in the server's finished games, each with how often and how
// those games ended as a bar, and the games themselves a page at a time. The analysis board plays a move chosen here;
// the game page opens the analysis board with it.
import { get, pathOf } from './api.js';
import { h } from './dom.js';
import { t } from './i18n.js';

const GAMES_SHOWN = 5;

export class ExplorerPanel {
  /** onMove(move): a move of the list was chosen. */
  constructor({ id, onMove }) {
    this.onMove = onMove;
    this.asked = null;
    this.el = h('section.explorer', { id, 'aria-labelledby': `${id}-title` });
    this.titleId = `${id}-title`;
  }

  /** Shows the moves from the position (ruleset id, position string, side to move); a custom ruleset has none. */
  async show(ruleset, position, side) {
    const key = `${ruleset} ${side} ${position}`;
    if (this.asked === key) return;
    this.asked = key;
    if (ruleset === 'custom') {
      this.draw([h('p.note', t('explorerCustom'))]);
      return;
    }
    const query = new URLSearchParams({ ruleset, position, side });
    try {
      const [explored, games] = await Promise.all([
        get(`/api/explorer?${query}`),
        get(`/api/explorer/games?${query}&size=${GAMES_SHOWN}`),
      ]);
      if (this.asked !== key) return; // another position was asked meanwhile
      this.games = games.items;
      this.next = games.next;
      this.draw(this.parts(explored));
    } catch (e) {
      if (this.asked === key) this.draw([h('p.trouble', t('serverSaid', { detail: e.message }))]);
    }
  }

  draw(parts) {
    this.el.replaceChildren(h('h2', { id: this.titleId }, t('explorer')), ...parts);
  }

  parts(explored) {
    if (!explored.moves.length) return [h('p.note', t('explorerNone'))];
    const rows = explored.moves.map((m) =>
      h(
        'tr',
        h(
          'th',
          { scope: 'row' },
          h('button.link.explorer-move', { type: 'button', onclick: () => this.onMove(m.move) }, m.move),
        ),
        h('td.num', String(m.games)),
        h('td', bar(m)),
      ),
    );
    return [
      h('p.note', t('explorerSummary', { games: explored.games })),
      h(
        'table.data.explorer-moves',
        h('caption.sr', t('explorer')),
        h(
          'thead',
          h(
            'tr',
            [t('explorerMove'), t('explorerGames'), t('explorerResults')].map((x) => h('th', { scope: 'col' }, x)),
          ),
        ),
        h('tbody', rows),
      ),
      h('h3', t('explorerRecent')),
      this.gameList(),
    ];
  }

  gameList() {
    const list = h(
      'ul.explorer-games',
      this.games.map((g) =>
        h(
          'li',
          h('a', { href: `/play/${g.gameId}` }, g.gameId),
          ` ${g.move} · `,
          g.winner === 'draw' ? t('draw') : t('wins', { side: t(`side.${g.winner}`) }),
        ),
      ),
    );
    const more = this.next
      ? h(
          'button.link',
          {
            type: 'button',
            id: 'explorer-more',
            onclick: async () => {
              const page = await get(pathOf(this.next));
              this.games = this.games.concat(page.items);
              this.next = page.next;
              list.replaceWith(this.gameList());
            },
          },
          t('explorerMore'),
        )
      : '';
    return h('div.explorer-game-list', list, more);
  }
}

/** How the games of a move ended: the attackers' wins, draws and the defenders' wins as parts of one bar. */
function bar(m) {
  const pct = (n) => Math.round((100 * n) / m.games);
  const text = t('explorerBar', {
    attackers: pct(m.attackersWon),
    draws: pct(m.draws),
    defenders: pct(m.defendersWon),
  });
  // set through the style object: the page's Content-Security-Policy refuses style attributes
  const part = (cls, n) => {
    if (!n) return '';
    const span = h(`span.${cls}`);
    span.style.flexGrow = String(n);
    return span;
  };
  // the numbers beside the bar: a bar of the defenders' light colour alone would read as empty
  return [
    h(
      'span.results-bar',
      { role: 'img', 'aria-label': text, title: text },
      part('attackers', m.attackersWon),
      part('draws', m.draws),
      part('defenders', m.defendersWon),
    ),
    h(
      'span.results-text',
      { 'aria-hidden': 'true' },
      `${pct(m.attackersWon)} · ${pct(m.draws)} · ${pct(m.defendersWon)}%`,
    ),
  ];
}
