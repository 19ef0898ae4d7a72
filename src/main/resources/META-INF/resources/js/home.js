// The home page: start a game and share its link; for registered players their games and challenges.
import { forgetGame, get, knownGames, ownStream, pathOf, player, post, setSeat } from './api.js';
import { copy, duration, h, toast } from './dom.js';
import { timeControlWords } from './words.js';
import { t } from './i18n.js';
import { accountForms } from './account.js';
import { finishedGames, finishedItem, markTournamentGames } from './players.js';
import { rulesEditor } from './rules-editor.js';

const CLOCKS = {
  none: { type: 'none' },
  'per-move-1d': { type: 'per-move', perMove: 'P1D' },
  'per-move-3d': { type: 'per-move', perMove: 'P3D' },
  'per-move-7d': { type: 'per-move', perMove: 'P7D' },
  'fischer-7d': { type: 'fischer', initial: 'P7D', increment: 'P1D', cap: 'P14D' },
};

function select(name, options, selected) {
  return h(
    'select',
    { name, id: name },
    options.map(([value, label]) => h('option', { value, selected: value === selected }, label)),
  );
}

async function gameFields(prefix, wanted = new URLSearchParams()) {
  const [rulesets, boards] = await Promise.all([get('/api/rulesets'), get('/api/boards')]);
  const list = (x) => (Array.isArray(x) ? x : x.rulesets || x.boards || []);
  // A finished game's "New game" link asks for its rules and board again; anything else keeps the defaults.
  const pick = (key, items, fallback) => (items.some((i) => i.id === wanted.get(key)) ? wanted.get(key) : fallback);
  const field = (label, control) => h('div.field', h('label', { htmlFor: control.id }, label), control);
  const ruleset = select(
    `${prefix}-ruleset`,
    list(rulesets).map((r) => [r.id, t(`ruleset.${r.id}`)]),
    pick('ruleset', list(rulesets), 'copenhagen'),
  );
  const board = h('select', { name: `${prefix}-board`, id: `${prefix}-board` });
  // The board list offers the boards the chosen ruleset can start on, its own board chosen: choosing Brandubh starts
  // on the 7x7 board, not on whichever board was chosen before.
  const offerBoards = (chosen) => {
    const rules = list(rulesets).find((r) => r.id === ruleset.value) || {};
    const fitting = list(boards).filter((b) => !rules.boards || rules.boards.includes(b.id));
    const selected = fitting.some((b) => b.id === chosen) ? chosen : rules.board;
    board.replaceChildren(
      ...fitting.map((b) =>
        h('option', { value: b.id, selected: b.id === selected }, `${t(`boardName.${b.id}`)} ${b.size}×${b.size}`),
      ),
    );
  };
  offerBoards(wanted.get('board'));
  ruleset.addEventListener('change', () => offerBoards(null));
  const side = select(
    `${prefix}-side`,
    ['attackers', 'defenders', 'random'].map((s) => [s, t(`side.${s}`)]),
    'random',
  );
  const clock = select(
    `${prefix}-clock`,
    Object.keys(CLOCKS).map((c) => [c, t(`clock.${c}`)]),
    'none',
  );
  return {
    fields: [
      field(t('rulesetLabel'), ruleset),
      field(t('boardLabel'), board),
      field(t('sideLabel'), side),
      field(t('clockLabel'), clock),
    ],
    ruleset,
    rulesets: list(rulesets),
    value: () => ({
      ruleset: ruleset.value,
      board: board.value || undefined,
      side: side.value,
      timeControl: CLOCKS[clock.value],
    }),
  };
}

/** Whom a new game is against: a friend by invitation, or the computer at a level. */
function opponentField() {
  const opponent = select(
    'game-opponent',
    [['friend', t('opponentFriend')]].concat(
      [1, 2, 3, 4, 5, 6, 7, 8].map((level) => [`computer-${level}`, t('opponentComputer', { level })]),
    ),
    new URLSearchParams(location.search).get('computer')
      ? `computer-${new URLSearchParams(location.search).get('computer')}`
      : 'friend',
  );
  return {
    field: h('div.field', h('label', { htmlFor: opponent.id }, t('opponentLabel')), opponent),
    value: () =>
      opponent.value === 'friend' ? {} : { computer: { level: Number(opponent.value.slice('computer-'.length)) } },
  };
}

async function newGame(p) {
  const { fields, value, ruleset, rulesets } = await gameFields('game', new URLSearchParams(location.search));
  const editor = await rulesEditor(ruleset, rulesets);
  const opponent = opponentField();
  const asPlayer = p ? h('input', { type: 'checkbox', id: 'as-player', name: 'as-player' }) : null;
  const error = h('p.refusal', { role: 'alert' });
  return h(
    'form.panel',
    {
      id: 'new-game',
      onsubmit: async (e) => {
        e.preventDefault();
        error.textContent = '';
        editor.refuse();
        try {
          const token = asPlayer && asPlayer.checked ? p.token : undefined;
          const game = await post('/api/games', { ...value(), ...editor.value(), ...opponent.value() }, { token });
          const mine = game.seat || {};
          setSeat(game.id, {
            token: mine.token || null,
            side: mine.side || game.yourSide || null,
            playUrl: mine.playUrl || null,
            invitationUrl: game.invitation ? game.invitation.url : null,
          });
          location.assign(`/play/${game.id}`);
        } catch (err) {
          if (!editor.refuse(err)) error.textContent = err.message;
        }
      },
    },
    h('h2', t('newGame')),
    h('p.note', t('newGameHelp')),
    h('div.fields', fields, opponent.field),
    editor.el,
    asPlayer ? h('label.check', asPlayer, ' ', t('asPlayer', { name: p.name })) : '',
    h('button.primary', { type: 'submit', id: 'create-game' }, t('createGame')),
    error,
  );
}

export function describeChallenge(c) {
  const timed = c.timeControl && c.timeControl.type !== 'none';
  const clock = timed ? `, ${timeControlWords(c.timeControl)}` : '';
  const who = c.opponent
    ? t('challengeTo', { from: c.challenger, to: c.opponent })
    : t('challengeOpen', { from: c.challenger });
  const rules = `${t(`ruleset.${c.ruleset}`)}, ${t(`boardName.${c.board}`)}`;
  const plays = t('challengerPlays', { side: t(`side.${c.side}`) });
  return `${who}: ${rules}, ${plays}${clock}`;
}

const MY_GAMES_PAGE = 50;

async function myGames(p) {
  const list = h('ul.list', { id: 'my-games' });
  const finished = h('ul.list', { id: 'my-finished-games' });
  const section = h(
    'section.panel',
    h('h2', t('myGames')),
    list,
    h('h3', t('finishedGames')),
    finished,
    h('p.note', h('a', { href: `/players/${encodeURIComponent(p.name)}` }, t('myProfile'))),
  );
  let shown = null;
  const item = (g, now) =>
    h(
      `li${g.yourTurn ? '.your-turn' : ''}`,
      { dataset: { game: g.id } },
      h('a', { href: `/play/${g.id}` }, `${t(`ruleset.${g.ruleset}`)} · ${t('versus', { name: g.opponent || '?' })}`),
      ` · ${t(`side.${g.side}`)} · ${g.yourTurn ? t('yourTurn') : t('theirTurn')}`,
      g.deadline ? ` · ${t('timeLeft', { time: duration(Date.parse(g.deadline) - now) })}` : '',
    );
  // The games come a page at a time, the most urgent first; a button follows the next link for the rest.
  const more = (next) => {
    const button = h('button', { type: 'button', id: 'my-games-more' }, t('nextPage'));
    const row = h('li.note', button);
    button.onclick = async () => {
      const page = await get(pathOf(next), { token: p.token });
      row.replaceWith(...page.games.map((g) => item(g, Date.now())), ...(page.next ? [more(page.next)] : []));
      markTournamentGames(list);
    };
    return row;
  };
  const load = async () => {
    const mine = await get(`/api/players/me/games?size=${MY_GAMES_PAGE}`, { token: p.token });
    const now = Date.now();
    list.replaceChildren(...mine.games.map((g) => item(g, now)), ...(mine.next ? [more(mine.next)] : []));
    if (!mine.games.length) list.append(h('li.note', t('noGames')));
    markTournamentGames(list);
    document.title = mine.awaitingYou ? `(${mine.awaitingYou}) ${t('yourTurn')} · Taflpost` : 'Taflpost';
    // The finished games come from the games export, read again only when a game left the active list.
    const active = mine.games.map((g) => g.id).join(' ');
    if (active === shown) return;
    shown = active;
    finishedGames(p.name, 10)
      .then((done) => {
        finished.replaceChildren(...done.map((g) => finishedItem(g, p.name)));
        if (!done.length) finished.append(h('li.note', t('noFinishedGames')));
        markTournamentGames(finished);
      })
      .catch(() => {});
  };
  await load();
  return { section, load };
}

async function challenges(p) {
  const box = h('div', { id: 'challenges' });
  const error = h('p.refusal', { role: 'alert' });
  const act = (c, what) => async () => {
    try {
      const answer = await post(`/api/challenges/${c.id}/${what}`, what === 'decline' ? {} : undefined, {
        token: p.token,
      });
      if (what === 'accept') location.assign(`/play/${answer.id}`);
      else await load();
    } catch (e) {
      error.textContent = e.message;
    }
  };
  const item = (c, buttons) =>
    h(
      'li',
      { dataset: { challenge: c.id } },
      describeChallenge(c),
      ' ',
      h('span.tag', t(`challengeStatus.${c.status}`)),
      ' ',
      ...buttons,
      c.gameId ? h('a', { href: `/play/${c.gameId}` }, t('openGame')) : '',
    );
  const group = (title, items, empty) => [h('h3', title), h('ul.list', items.length ? items : [h('li.note', empty)])];
  const load = async () => {
    const inbox = await get('/api/challenges', { token: p.token });
    box.replaceChildren(
      ...group(
        t('received'),
        inbox.received.map((c) =>
          item(c, [
            h(
              'button.primary',
              { type: 'button', onclick: act(c, 'accept'), dataset: { action: 'accept' } },
              t('accept'),
            ),
            h('button', { type: 'button', onclick: act(c, 'decline'), dataset: { action: 'decline' } }, t('decline')),
          ]),
        ),
        t('none'),
      ),
      ...group(
        t('sent'),
        inbox.sent.map((c) =>
          item(c, c.status === 'open' ? [h('button', { type: 'button', onclick: act(c, 'cancel') }, t('cancel'))] : []),
        ),
        t('none'),
      ),
      ...group(
        t('openChallenges'),
        inbox.open.map((c) =>
          item(c, [
            h(
              'button.primary',
              { type: 'button', onclick: act(c, 'accept'), dataset: { action: 'accept' } },
              t('accept'),
            ),
          ]),
        ),
        t('none'),
      ),
    );
  };
  await load();
  const { fields, value } = await gameFields('challenge');
  const opponent = h('input', { id: 'challenge-opponent', name: 'opponent', maxLength: 32, placeholder: t('anyone') });
  const shared = h('div');
  const form = h(
    'form',
    {
      id: 'new-challenge',
      onsubmit: async (e) => {
        e.preventDefault();
        error.textContent = '';
        try {
          const body = { ...value(), opponent: opponent.value.trim() || undefined };
          const c = await post('/api/challenges', body, { token: p.token });
          const url = c.url || `${location.origin}/challenge/${c.id}`;
          shared.replaceChildren(
            h('p', t('challengeSent')),
            h(
              'div.row',
              h('input.link', { id: 'challenge-link', readOnly: true, value: url }),
              h(
                'button',
                { type: 'button', onclick: async () => toast((await copy(url)) ? t('copied') : t('copyByHand')) },
                t('copy'),
              ),
            ),
          );
          await load();
        } catch (err) {
          error.textContent = err.message;
        }
      },
    },
    h('h3', t('newChallenge')),
    h('div.fields', fields, h('div.field', h('label', { htmlFor: opponent.id }, t('opponent')), opponent)),
    h('button.primary', { type: 'submit', id: 'send-challenge' }, t('sendChallenge')),
    shared,
  );
  return { section: h('section.panel', h('h2', t('challenges')), error, box, form), load };
}

/** The games played in this browser, from its own list: the way back for a player without an account. */
function browserGames() {
  const games = knownGames();
  if (!games.length) return '';
  const list = h('ul.list', { id: 'browser-games' });
  const show = () => {
    const sorted = knownGames().sort((a, b) => (a.status === b.status ? 0 : a.status === 'active' ? -1 : 1));
    list.replaceChildren(
      ...sorted.map((g) =>
        h(
          `li.${g.status}`,
          { dataset: { game: g.id } },
          h(
            'a',
            { href: `/play/${g.id}` },
            `${t(`ruleset.${g.ruleset}`)}, ${t(`boardName.${g.board}`)} · ${t('versus', { name: g.opponent || t('anonymous') })}`,
          ),
          ` · ${t(`side.${g.side}`)} · ${g.status === 'active' ? t('gameGoesOn') : t('gameEnded')} `,
          h(
            'button.link',
            {
              type: 'button',
              dataset: { forget: g.id },
              onclick: () => {
                forgetGame(g.id);
                show();
              },
            },
            t('forget'),
          ),
        ),
      ),
    );
    if (!sorted.length) list.append(h('li.note', t('noGames')));
  };
  show();
  return h('section.panel', { id: 'browser-games-section' }, h('h2', t('browserGames')), list);
}

function rules() {
  return h('section.panel.rules', h('h2', t('rulesTitle')), ...[1, 2, 3, 4, 5].map((i) => h('p', t(`rules.${i}`))));
}

export async function homePage(main) {
  const p = player();
  const parts = [h('section.hero', h('h1', t('tagline')), h('p', t('intro'))), browserGames(), await newGame(p)];
  if (p) {
    const games = await myGames(p);
    const inbox = await challenges(p);
    parts.push(games.section, inbox.section);
    // The player's own stream, opened with a single-use ticket: lists refresh when something happens. A ticket
    // works once, so a broken stream is reopened with a new one; without tickets the lists are polled.
    const reload = () => Promise.all([games.load(), inbox.load()]).catch(() => {});
    let polling = null;
    const open = () =>
      ownStream(p.token)
        .then((source) => {
          source.onopen = () => (document.body.dataset.live = 'stream');
          source.onerror = () => {
            source.close();
            document.body.dataset.live = 'reconnecting';
            setTimeout(open, 3000);
          };
          for (const type of [
            'move',
            'your-turn',
            'game-started',
            'game-over',
            'challenge-received',
            'challenge-accepted',
            'challenge-declined',
          ]) {
            source.addEventListener(type, reload);
          }
        })
        .catch(() => {
          document.body.dataset.live = 'polling';
          polling = polling || setInterval(reload, 15000);
        });
    open();
  } else {
    parts.push(
      h(
        'section.panel',
        h('h2', t('account')),
        h('p.note', t('accountHelp')),
        accountForms(() => location.reload()),
      ),
    );
  }
  parts.push(rules());
  main.replaceChildren(...parts);
}
