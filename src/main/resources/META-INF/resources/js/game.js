// The game page, /play/{id}: asks about an invitation or keeps a seat link from the fragment, draws the game, plays
// moves, follows the game's public event stream and counts the clock down.
import { api, ApiError, get, player, post, seat, setSeat, tokenFor } from './api.js';
import { drawBoard, parseMove, refusalText } from './board.js';
import { copy, duration, h, toast } from './dom.js';
import { language, t } from './i18n.js';
import { chime, notifyControls } from './notify.js';

const other = (side) => (side === 'attackers' ? 'defenders' : 'attackers');

/** Legal moves as a map from square to [{to, captures, notation}]; accepts notation strings too. */
function byOrigin(moves) {
  const map = new Map();
  for (const m of moves || []) {
    const move = typeof m === 'string' ? parseMove(m) : { ...m, captures: m.captures || [] };
    if (!map.has(move.from)) map.set(move.from, []);
    map.get(move.from).push(move);
  }
  return map;
}

export async function gamePage(main, id) {
  const fragment = new URLSearchParams(location.hash.slice(1));
  // Secrets come in the fragment; keep them in this browser and take them out of the address bar and history.
  if (fragment.has('seat')) setSeat(id, { token: fragment.get('seat') });
  history.replaceState(null, '', `/play/${id}`);
  // A link into this same page (a seat or an invitation) changes only the fragment: read it as a new visit.
  addEventListener('hashchange', () => location.reload(), { once: true });
  let notice = '';
  if (fragment.has('invitation')) {
    const { invitationPage } = await import('./invitation.js');
    ({ notice = '' } = await invitationPage(main, id, fragment.get('invitation')));
  }
  new GameView(main, id, notice).start();
}

class GameView {
  constructor(main, id, notice) {
    this.main = main;
    this.id = id;
    this.notice = notice;
    this.token = tokenFor(id);
    this.game = null;
    this.shown = null; // the game as shown at an earlier ply, or null for the current one
    this.legal = new Map();
    this.etag = null;
    this.cache = new Map();
  }

  async start() {
    this.layout();
    try {
      await this.refresh();
    } catch (e) {
      this.main.replaceChildren(
        h('section.panel', h('h1', t('gameNotFound')), h('p', e.message), h('a', { href: '/' }, t('home'))),
      );
      return;
    }
    this.follow();
    this.ticker = setInterval(() => this.tick(), 1000);
    document.addEventListener('keydown', (e) => this.keys(e));
  }

  layout() {
    this.el = {
      status: h('p.status', { id: 'status', role: 'status', 'aria-live': 'polite' }),
      refusal: h('p.refusal', { id: 'refusal', role: 'alert' }),
      notice: this.notice ? h('p.notice', { id: 'notice', role: 'status' }, this.notice) : '',
      board: h('div.board-host', { id: 'board' }),
      clocks: h('div.clocks', { id: 'clocks' }),
      share: h('div.share', { id: 'share' }),
      moves: h('ol.moves', { id: 'moves', tabIndex: 0, 'aria-label': t('moves') }),
      steps: h('div.steps'),
      links: h('div.links'),
      actions: h('div.actions'),
      meta: h('p.meta'),
    };
    const step = (key, label, fn) =>
      h(
        'button.step',
        { type: 'button', title: t(key), 'aria-label': t(key), onclick: fn, dataset: { step: key } },
        label,
      );
    this.el.steps.append(
      step('first', '«', () => this.showPly(0)),
      step('previous', '‹', () => this.showPly(this.shownPly() - 1)),
      step('next', '›', () => this.showPly(this.shownPly() + 1)),
      step('last', '»', () => this.showPly(this.game.ply)),
    );
    this.main.replaceChildren(
      h('h1.sr', t('gameHeading')),
      h(
        'div.game',
        h('div.play', this.el.notice, this.el.status, this.el.clocks, this.el.board, this.el.refusal),
        h(
          'aside.side',
          this.el.meta,
          this.el.share,
          h('h2', t('moves')),
          this.el.steps,
          this.el.moves,
          this.el.actions,
          this.el.links,
        ),
      ),
    );
  }

  shownPly() {
    return this.shown ? this.shown.shownPly : this.game.ply;
  }

  yourSide() {
    const g = this.game;
    if (g.yourSide) return g.yourSide;
    const s = seat(this.id);
    if (s && s.side) return s.side;
    const p = player();
    if (p && g.players) return ['attackers', 'defenders'].find((side) => g.players[side] === p.name) || null;
    return null;
  }

  async refresh() {
    const headers = this.etag ? { 'If-None-Match': this.etag } : {};
    const r = await api('GET', `/api/games/${this.id}`, { token: this.token, headers });
    if (r.status === 304) return;
    this.etag = r.headers.get('ETag');
    await this.update(r.data);
  }

  async update(game) {
    const seen = !!this.game;
    const wasYourTurn = this.isYourTurn(this.game);
    const prevYourSide = this.game && this.yourSide();
    this.game = game.yourSide === undefined && prevYourSide ? { ...game, yourSide: prevYourSide } : game;
    const side = this.yourSide();
    if (side && this.token) setSeat(this.id, { side });
    this.legal = new Map();
    if (game.status === 'active' && side === game.sideToMove && this.token) {
      const lm = await get(`/api/games/${this.id}/legal-moves`);
      if (lm.ply === game.ply) this.legal = byOrigin(lm.moves);
    }
    // the opponent's move made it our turn: a chime for a person who looks away from the open page
    if (seen && !wasYourTurn && this.isYourTurn(this.game)) chime();
    this.render();
  }

  isYourTurn(g) {
    return !!g && g.status === 'active' && !!this.token && this.yourSide() === g.sideToMove;
  }

  follow() {
    // The public per-game stream: it starts with the whole game and then sends each change.
    const source = new EventSource(`/api/games/${this.id}/events`);
    const onChange = () => this.refresh().catch(() => {});
    for (const type of ['game', 'move', 'game-over', 'game-started']) source.addEventListener(type, onChange);
    source.onopen = () => (document.body.dataset.live = 'stream');
    source.onerror = () => {
      document.body.dataset.live = source.readyState === EventSource.CLOSED ? 'polling' : 'reconnecting';
      if (source.readyState === EventSource.CLOSED && !this.poller) {
        // No stream (an old server or a proxy that refuses it): poll cheaply with If-None-Match instead.
        this.poller = setInterval(onChange, 5000);
      }
    };
    this.source = source;
  }

  async play(move) {
    this.el.refusal.textContent = '';
    try {
      const game = await post(
        `/api/games/${this.id}/moves`,
        { move: move.notation || `${move.from}-${move.to}`, ply: this.game.ply },
        { token: this.token },
      );
      this.etag = null;
      await this.update(game);
    } catch (e) {
      this.el.refusal.textContent = e instanceof ApiError ? t('refused', { detail: e.message }) : e.message;
      await this.refresh().catch(() => {});
    }
  }

  async showPly(ply) {
    if (!this.game || ply < 0 || ply > this.game.ply) return;
    if (ply === this.game.ply) {
      this.shown = null;
    } else {
      if (!this.cache.has(ply)) this.cache.set(ply, await get(`/api/games/${this.id}?ply=${ply}`));
      this.shown = this.cache.get(ply);
    }
    this.render();
  }

  keys(e) {
    if (e.target.closest && e.target.closest('input, select, textarea, .board')) return;
    if (e.key === 'ArrowLeft') this.showPly(this.shownPly() - 1);
    else if (e.key === 'ArrowRight') this.showPly(this.shownPly() + 1);
    else if (e.key === 'Home') this.showPly(0);
    else if (e.key === 'End') this.showPly(this.game.ply);
    else return;
    e.preventDefault();
  }

  render() {
    const g = this.game;
    const view = this.shown || g;
    const side = this.yourSide();
    const yourTurn = g.status === 'active' && side === g.sideToMove && !!this.token;
    const hadFocus = this.board && document.activeElement && document.activeElement.closest('.board');
    this.board = drawBoard(this.el.board, view.grid, {
      flipped: side === 'defenders',
      lastMove: view.lastMove,
      legal: this.shown ? new Map() : this.legal,
      onMove: (m) => this.play(m),
      yourTurn,
      // A refused try says why below the board, while the person plays in the game shown.
      onRefusal:
        this.token && g.status === 'active' && !this.shown
          ? (key) => (this.el.refusal.textContent = key ? refusalText(key) : '')
          : undefined,
      focus: this.board && this.board.focused(),
    });
    if (hadFocus) this.board.focus();
    this.el.board.classList.toggle('past', !!this.shown);

    document.title = `${yourTurn ? `● ${t('yourTurn')} · ` : ''}Taflpost ${g.id}`;
    this.el.status.replaceChildren(...this.statusText(g, side, yourTurn));
    this.el.status.className = `status ${yourTurn ? 'your-turn' : ''} ${g.status}`;
    this.el.meta.replaceChildren(
      h('strong', t(`ruleset.${g.ruleset}`)),
      ` · ${t(`boardName.${g.board}`)} (${g.boardSize}×${g.boardSize})`,
      h('br'),
      `${t('side.attackers')}: ${this.name(g, 'attackers', side)}`,
      h('br'),
      `${t('side.defenders')}: ${this.name(g, 'defenders', side)}`,
    );
    this.renderShare(g);
    this.renderMoves(g, view);
    this.renderClocks();
    this.renderActions(g, yourTurn, view, side);
  }

  name(g, s, mine) {
    const n = g.players && g.players[s];
    const you = s === mine ? ` (${t('you')})` : '';
    return (n || (g.anonymous ? t('anonymous') : t('openSeat'))) + you;
  }

  statusText(g, side, yourTurn) {
    if (this.shown) return [t('showingPly', { ply: this.shown.shownPly, total: g.ply })];
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

  renderShare(g) {
    const s = seat(this.id) || {};
    const items = [];
    if (g.status === 'waiting' && s.invitationUrl) {
      items.push(linkBox('invitation', t('invitationLink'), s.invitationUrl, t('invitationHelp')));
    }
    if (s.playUrl && g.status !== 'finished') {
      items.push(
        h('details', h('summary', t('yourLink')), linkBox('seat-link', t('yourLink'), s.playUrl, t('yourLinkHelp'))),
      );
    }
    if (!this.token) items.push(h('p.note', t('spectating')));
    else if (g.status !== 'finished') items.push(this.notify || (this.notify = notifyControls(this.token)));
    this.el.share.replaceChildren(...items);
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
              onclick: () => this.showPly(j + 1),
              'aria-current': view.shownPly === j + 1 ? 'step' : null,
              dataset: { ply: j + 1 },
            },
            g.moves[j],
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

  renderClocks() {
    const c = this.game.clock;
    if (!c || c.type === 'none') {
      this.el.clocks.replaceChildren();
      return;
    }
    const now = Date.now();
    const rows = ['attackers', 'defenders'].map((s) => {
      const running = this.game.status === 'active' && this.game.sideToMove === s && c.deadline;
      const ms = running ? Date.parse(c.deadline) - now : c[s] && c[s].millis;
      return h(
        `div.clock${running ? '.running' : ''}`,
        { dataset: { side: s } },
        h('span', t(`side.${s}`)),
        h('time', duration(ms)),
      );
    });
    const deadline = c.deadline
      ? h('p.deadline', t('deadline', { when: new Date(c.deadline).toLocaleString(language()) }))
      : '';
    this.el.clocks.replaceChildren(...rows, deadline);
  }

  tick() {
    if (this.game && this.game.clock && this.game.clock.deadline && this.game.status === 'active') this.renderClocks();
  }

  renderActions(g, yourTurn, view, side) {
    const turned = side === 'defenders' ? '&bottom=defenders' : '';
    const picture = `/api/games/${g.id}/board.svg?ply=${view.shownPly}${turned}`;
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
    this.el.actions.replaceChildren();
    if (yourTurn) {
      this.el.actions.append(
        h('button.danger', { type: 'button', id: 'resign', onclick: () => this.resign() }, t('resign')),
      );
    }
  }

  async resign() {
    if (!confirm(t('resignConfirm'))) return;
    try {
      await this.update(await post(`/api/games/${this.id}/resign`, undefined, { token: this.token }));
    } catch (e) {
      this.el.refusal.textContent = t('refused', { detail: e.message });
    }
  }
}

function linkBox(id, label, url, help) {
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
      onclick: async () => toast((await copy(url)) ? t('copied') : t('copyByHand')),
    },
    t('copy'),
  );
  return h(
    'div.linkbox',
    h('label', { htmlFor: id }, label),
    h('div.row', input, button),
    help ? h('p.note', help) : '',
  );
}

export { linkBox, other };
