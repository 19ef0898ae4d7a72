// What the game page shows: the status, the connection, the board, the moves, the links to share and the controls.
// It reads the page's state (see game.js) and calls back into it for what a person does.
import { get, seat } from './api.js';
import { encode, startOfGame } from './analysis-line.js';
import { drawBoard, refusalText } from './board.js';
import { copy, h, toast } from './dom.js';
import { t } from './i18n.js';
import { notifyControls } from './notify.js';
import { gamePlayer, tournamentOf } from './players.js';
import { customRulesBox } from './rules-words.js';
import { vacationNote } from './vacation.js';
import { timeControlWords } from './words.js';

export class GameView {
  /** page: the game page (game, shown, legal, token, yourSide(), shownPly() and the actions); notice: {text, link}. */
  constructor(main, page, notice) {
    this.main = main;
    this.page = page;
    this.notice = notice;
  }

  layout() {
    const n = this.notice;
    this.el = {
      live: h('p.live', { id: 'live', role: 'status' }),
      status: h('p.status', { id: 'status', role: 'status', 'aria-live': 'polite' }),
      trouble: h('p.trouble', { id: 'trouble', role: 'alert' }),
      refusal: h('p.refusal', { id: 'refusal', role: 'alert' }),
      notice: n
        ? h(
            'div.notice',
            { id: 'notice', role: 'status' },
            h('p', n.text),
            n.link ? linkBox('opponent-link', t('opponentLink'), n.link) : '',
          )
        : '',
      board: h('div.board-host', { id: 'board' }),
      zoom: zoomToggle(),
      clocks: h('div.clocks', { id: 'clocks' }),
      keep: h('div.keep', { id: 'keep' }),
      share: h('div.share', { id: 'share' }),
      moves: h('ol.moves', { id: 'moves', tabIndex: 0, 'aria-label': t('moves') }),
      steps: h('div.steps'),
      links: h('div.links'),
      actions: h('div.actions', { id: 'actions' }),
      takeback: h('div.takeback', { id: 'takeback' }),
      takebackOffer: h('div.takeback', { id: 'takeback-answer' }),
      meta: h('p.meta'),
      rules: h('div.rules-host'),
      // the chats (chat.js) draw themselves here
      chat: h('div.chat-host', { id: 'chat-host' }),
    };
    const p = this.page;
    const step = (key, label, fn) =>
      h(
        'button.step',
        { type: 'button', title: t(key), 'aria-label': t(key), onclick: fn, dataset: { step: key } },
        label,
      );
    this.el.steps.append(
      step('first', '«', () => p.showPly(0)),
      step('previous', '‹', () => p.showPly(p.shownPly() - 1)),
      step('next', '›', () => p.showPly(p.shownPly() + 1)),
      step('last', '»', () => p.showPly(p.game.ply)),
    );
    this.main.replaceChildren(
      h('h1.sr', t('gameHeading')),
      h(
        'div.game',
        h(
          'div.play',
          this.el.notice,
          // the toggle beside the connection, its place kept while hidden: the board does not move when it goes
          h('div.board-bar', this.el.live, this.el.zoom),
          this.el.status,
          this.el.takebackOffer,
          this.el.trouble,
          this.el.clocks,
          this.el.board,
          this.el.refusal,
          this.el.keep,
        ),
        h(
          'aside.side',
          this.el.meta,
          this.el.rules,
          this.el.share,
          h('h2', t('moves')),
          this.el.steps,
          this.el.moves,
          this.el.actions,
          p.review ? p.review.el : '',
          p.explorer ? p.explorer.el : '',
          this.el.takeback,
          p.conditional ? p.conditional.el : '',
          this.el.links,
          this.el.chat,
        ),
      ),
    );
  }

  /** The connection as a word: live, reconnecting or offline (the page catches up once it is back). */
  live(state) {
    const text = { stream: t('live.stream'), offline: t('live.offline') }[state] || t('live.reconnecting');
    this.el.live.textContent = text;
    this.el.live.className = `live ${state}`;
  }

  /** Trouble reaching the server in plain words; null once the page is up to date again. */
  trouble(error) {
    if (!error) this.el.trouble.textContent = '';
    else if (error.status) this.el.trouble.textContent = t('serverSaid', { detail: error.message });
    else this.el.trouble.textContent = t('unreachable');
  }

  refuse(text) {
    this.el.refusal.textContent = text || '';
  }

  render() {
    const p = this.page;
    const g = p.game;
    const view = p.shown || g;
    const side = p.yourSide();
    const yourTurn = p.isYourTurn();
    const hadFocus = this.board && document.activeElement && document.activeElement.closest('.board');
    this.board = drawBoard(this.el.board, view.grid, {
      flipped: side === 'defenders',
      lastMove: view.lastMove,
      legal: p.shown ? new Map() : p.legal,
      onMove: (m) => p.play(m),
      yourTurn,
      // A refused try says why below the board, while the person plays in the game shown.
      onRefusal:
        p.token && g.status === 'active' && !p.shown ? (key) => this.refuse(key ? refusalText(key) : '') : undefined,
      focus: this.board && this.board.focused(),
    });
    if (hadFocus) this.board.focus();
    this.el.board.classList.toggle('past', !!p.shown);
    this.el.board.classList.toggle('zoomed', largeSquares());
    // Where the whole board already has squares as large as the toggle's, it would only scroll for nothing.
    const fits = this.el.board.clientWidth / view.grid.length >= LARGE_SQUARE;
    this.el.zoom.classList.toggle('needless', fits);

    document.title = `${yourTurn ? `● ${t('yourTurn')} · ` : ''}Taflpost ${g.id}`;
    this.el.status.replaceChildren(...this.statusText(g, side, yourTurn));
    this.el.status.className = `status ${yourTurn ? 'your-turn' : ''} ${g.status}`;
    const timed = g.clock && g.clock.type !== 'none';
    this.el.meta.replaceChildren(
      h('strong', t(`ruleset.${g.ruleset}`)),
      ` · ${t(`boardName.${g.board}`)} (${g.boardSize}×${g.boardSize})`,
      g.tournament ? [' ', tournamentOf(g)] : '',
      timed ? [h('br'), timeControlWords(g.clock)] : '',
      h('br'),
      `${t('side.attackers')}: `,
      gamePlayer(g, 'attackers', side),
      vacationNote(g, 'attackers'),
      h('br'),
      `${t('side.defenders')}: `,
      gamePlayer(g, 'defenders', side),
      vacationNote(g, 'defenders'),
    );
    // Drawn once, so that the disclosure stays open or closed as the player left it while the game goes on.
    if (g.ruleset === 'custom' && !this.el.rules.firstChild) this.el.rules.append(customRulesBox(g.rules));
    if (p.conditional && !p.shown) p.conditional.update(g, side);
    this.renderShare(g, side);
    this.renderMoves(g, view);
    this.renderActions(g, view, side);
    if (p.review && g.status === 'finished') p.review.render();
    if (p.explorer) {
      // a finished game's positions only: the explorer of a running game is the analysis board's to show
      p.explorer.el.hidden = g.status !== 'finished';
      if (!p.explorer.el.hidden) p.explorer.show(g.ruleset, view.position, view.sideToMove);
    }
    if (p.controls) p.controls.render();
  }

  statusText(g, side, yourTurn) {
    const p = this.page;
    if (p.shown) return [t('showingPly', { ply: p.shown.shownPly, total: g.ply })];
    if (g.status === 'aborted') return [h('strong.result', { id: 'result' }, t('gameAborted'))];
    if (g.status === 'finished' && g.result) {
      const r = g.result;
      const who = r.winner === 'draw' ? t('draw') : t('wins', { side: t(`side.${r.winner}`) });
      const you = side ? (r.winner === side ? ` ${t('youWon')}` : r.winner === 'draw' ? '' : ` ${t('youLost')}`) : '';
      return [h('strong.result', { id: 'result' }, `${who}: ${t(`reason.${r.reason}`)}.`), you];
    }
    if (g.status === 'waiting') return [t('waiting')];
    if (yourTurn) return [h('strong', t('yourTurn')), ` (${t(`side.${side}`)})`];
    return [t('toMove', { side: t(`side.${g.sideToMove}`) })];
  }

  renderShare(g, side) {
    const p = this.page;
    const s = seat(p.id) || {};
    const open = g.status === 'waiting' || g.status === 'active';
    const items = [];
    const invitation = s.invitationUrl || (this.invitation && this.invitation.game === g.id && this.invitation.url);
    if (g.status === 'waiting' && invitation) {
      items.push(linkBox('invitation', t('invitationLink'), invitation, t('invitationHelp'), t('invitationTitle')));
    } else if (g.status === 'waiting' && p.token && side) this.findInvitation(g);
    if (!p.token) items.push(h('p.note', t('spectating')));
    else if (open) items.push(this.notify || (this.notify = notifyControls(p.token)));
    this.el.share.replaceChildren(...items);
    // An anonymous seat lives in its link alone: shown in full, not folded away, while the game goes on.
    const keep = s.token && s.playUrl && open;
    this.el.keep.replaceChildren(
      keep ? h('h2', t('keepLinkTitle')) : '',
      keep ? linkBox('seat-link', t('yourLink'), s.playUrl, t('keepLinkHelp')) : '',
    );
    this.el.keep.hidden = !keep;
  }

  /**
   * The creator's seat came back without the answer that created the game (another device, a page left): the link to
   * send is asked for once, then shown.
   */
  findInvitation(g) {
    if (this.invitation && this.invitation.game === g.id) return;
    this.invitation = { game: g.id, url: null };
    get(`/api/games/${g.id}/invitation`, { token: this.page.token })
      .then((found) => {
        this.invitation.url = found.url;
        if (this.page.game && this.page.game.status === 'waiting') this.render();
      })
      .catch(() => {}); // claimed meanwhile, or not this seat's to send: nothing to show
  }

  renderMoves(g, view) {
    const items = [];
    for (let i = 0; i < g.moves.length; i += 2) {
      const li = h('li', { value: i / 2 + 1 });
      for (const j of [i, i + 1]) {
        if (j >= g.moves.length) break;
        li.append(
          h(
            'button.ply',
            {
              type: 'button',
              onclick: () => this.page.showPly(j + 1),
              'aria-current': view.shownPly === j + 1 ? 'step' : null,
              title:
                g.moveTimes && g.moveTimes[j] && g.moveTimes[j].at
                  ? new Date(g.moveTimes[j].at).toLocaleString()
                  : null,
              dataset: { ply: j + 1 },
            },
            g.moves[j],
            markOf(this.page, j + 1),
          ),
        );
      }
      items.push(li);
    }
    this.el.moves.replaceChildren(...items);
    const current = this.el.moves.querySelector('[aria-current]');
    // Scroll the list alone: scrolling the page would pull a phone's view away from the board.
    if (current) this.el.moves.scrollTop = current.offsetTop - this.el.moves.clientHeight / 2;
    const [first, prev, next, last] = this.el.steps.children;
    first.disabled = prev.disabled = view.shownPly === 0;
    next.disabled = last.disabled = view.shownPly === g.ply;
  }

  renderActions(g, view, side) {
    const p = this.page;
    const turned = side === 'defenders' ? '&bottom=defenders' : '';
    const picture = `/api/games/${g.id}/board.svg?ply=${view.shownPly}${turned}`;
    const ended = g.status === 'finished' || g.status === 'aborted';
    this.el.links.replaceChildren(
      h(
        'a',
        { href: `/api/games/${g.id}/record`, download: `taflpost-${g.id}.txt`, id: 'record-link' },
        t('downloadRecord'),
      ),
      ' · ',
      h('a', { href: picture, target: '_blank', rel: 'noopener', id: 'picture-link' }, t('picture')),
      ' · ',
      h('a', { href: '/' }, t('home')),
    );
    // every game page opens the analysis board at the position shown; its players get no computer there while it runs
    const analyse = `/analysis#${encode(startOfGame(g), g.moves, view.shownPly)}`;
    const buttons = [h('a.button', { href: analyse, id: 'analyse-link' }, t('analyse'))];
    const seated = !!(p.token && side);
    if (seated && g.status === 'waiting') {
      buttons.push(h('button', { type: 'button', id: 'cancel-game', onclick: () => p.abort() }, t('cancelGame')));
    }
    if (seated && g.status === 'active' && g.ply < 2) {
      buttons.push(h('button', { type: 'button', id: 'abort', onclick: () => p.abort() }, t('abortGame')));
    }
    if (seated && g.status === 'active') {
      buttons.push(h('button.danger', { type: 'button', id: 'resign', onclick: () => p.resign() }, t('resign')));
    }
    if (ended) {
      // The rematch button of a later change goes into #rematch, beside the new game.
      buttons.push(
        h('a.button.primary', { href: newGameHref(g), id: 'new-game-link' }, t('newGame')),
        h('span', { id: 'rematch' }),
      );
    }
    this.el.actions.replaceChildren(...buttons);
    // rematch.js fills #rematch
    if (p.rematch) p.rematch.render();
  }
}

/** The review's mark on a move of the list: its sign, and its label for a screen reader and a pointer's title. */
function markOf(page, ply) {
  const mark = page.review && page.review.mark(ply);
  return mark
    ? h(`span.review-mark.${mark.label}`, { title: mark.text }, mark.sign, h('span.sr', ` ${mark.text}`))
    : '';
}

/** The home page's form for a new game; it names the rules and board, for a form that reads them. */
function newGameHref(g) {
  return `/?${new URLSearchParams({ ruleset: g.ruleset, board: g.board })}#new-game`;
}

export function linkBox(id, label, url, help, title) {
  const input = h('input.link', {
    id,
    readOnly: true,
    value: url,
    'aria-label': label,
    onfocus: (e) => e.target.select(),
  });
  const button = h(
    'button',
    {
      type: 'button',
      dataset: { copy: id },
      onclick: async () => toast((await copy(url)) ? t('copied') : t('copyByHand')),
    },
    t('copy'),
  );
  // the system's share sheet where the browser has one (phones, mostly): the link goes to a message in two taps
  const share =
    title && navigator.share
      ? h(
          'button',
          {
            type: 'button',
            dataset: { share: id },
            onclick: () => navigator.share({ title, url }).catch(() => {}),
          },
          t('share'),
        )
      : '';
  return h(
    'div.linkbox',
    h('label', { htmlFor: id }, label),
    h('div.row', input, button, share),
    help ? h('p.note', help) : '',
  );
}

const LARGE_SQUARES = 'taflpost.largeSquares';
/** The side of a large square in CSS pixels, as app.css draws it: a comfortable target for a finger. */
const LARGE_SQUARE = 44;
const largeSquares = () => localStorage.getItem(LARGE_SQUARES) === 'yes';

/**
 * On a phone an 11x11 board fits the screen only with squares under 44 px; this toggle trades the whole board in view
 * for 44 px squares and a board that scrolls sideways, remembered in this browser. Shown on small screens only.
 */
function zoomToggle() {
  const button = h(
    'button.zoom',
    {
      type: 'button',
      id: 'board-zoom',
      'aria-pressed': String(largeSquares()),
      onclick: () => {
        const on = !largeSquares();
        localStorage.setItem(LARGE_SQUARES, on ? 'yes' : 'no');
        button.setAttribute('aria-pressed', String(on));
        document.getElementById('board').classList.toggle('zoomed', on);
      },
    },
    t('largeSquares'),
  );
  return button;
}
