// The game page, /play/{id}: takes a seat link or an invitation from the fragment, then shows the game, plays moves
// and keeps up with the game (game-state.js) until the page is left.
import { ApiError, get, player, post, rememberGame, seat, setSeat, tokenFor } from './api.js';
import { parseMove } from './board.js';
import { Clock } from './clock.js';
import { GameChat, followOwn } from './chat.js';
import { GameState } from './game-state.js';
import { Rematch } from './rematch.js';
import { GameView, linkBox } from './game-view.js';
import { h } from './dom.js';
import { t } from './i18n.js';
import { chime } from './notify.js';
import { announce, moveSentence } from './announce.js';
import { TakebackControls } from './takeback.js';
import { ConditionalEditor } from './conditional.js';
import { ReviewPanel } from './review.js';
import { ExplorerPanel } from './explorer.js';
import { encode, plain, startOfGame } from './analysis-line.js';

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
  // Secrets come in the fragment: out of the address bar and the history before anything else happens.
  history.replaceState(null, '', `/play/${id}`);
  // A link into this same page (a seat or an invitation) changes only the fragment: read it as a new visit.
  const reload = () => location.reload();
  addEventListener('hashchange', reload);
  let notice = null;
  if (fragment.has('s')) notice = await exchange(id, fragment.get('s'));
  else if (fragment.has('seat')) notice = await checkSeat(id, fragment.get('seat'));
  if (fragment.has('invitation')) {
    const { invitationPage } = await import('./invitation.js');
    const answer = await invitationPage(main, id, fragment.get('invitation'));
    if (answer.notice) notice = { text: answer.notice, link: answer.link };
  }
  const page = new GamePage(main, id, notice);
  page.cleanups.push(() => removeEventListener('hashchange', reload));
  page.listen(window, 'pagehide', () => page.stop());
  page.listen(window, 'pageshow', (e) => e.persisted && location.reload());
  await page.start();
}

/** Keeps a seat the server vouched for, never in place of another seat of this game: a notice when it does not. */
function keep(id, answer) {
  const held = seat(id);
  if (held && held.token && held.token !== answer.token) {
    // The same seat again (each exchange signs a new token): the one held goes on, nothing to say.
    if (held.side === answer.side) return null;
    return { text: held.side ? t('seatLinkOtherSide') : t('seatLinkAlreadyHeld') };
  }
  setSeat(id, answer);
  return null;
}

/** A short seat link, #s=SECRET: the server trades the secret for the seat's token. */
async function exchange(id, secret) {
  try {
    const answer = await post(`/api/games/${encodeURIComponent(id)}/seat-link`, { secret });
    return keep(id, { token: answer.token, side: answer.side, playUrl: answer.playUrl });
  } catch (e) {
    return { text: e instanceof ApiError && e.status < 500 ? t('seatLinkBroken') : t('seatLinkUnchecked') };
  }
}

/** A long seat link, #seat=TOKEN: kept only once the game read with it names the seat's side. */
async function checkSeat(id, token) {
  try {
    const game = await get(`/api/games/${encodeURIComponent(id)}`, { token });
    if (!game.yourSide) return { text: t('seatLinkBroken') };
    const playUrl = `${location.origin}/play/${encodeURIComponent(id)}#seat=${token}`;
    return keep(id, { token, side: game.yourSide, playUrl: (seat(id) || {}).playUrl || playUrl });
  } catch (e) {
    return { text: e instanceof ApiError && e.status < 500 ? t('seatLinkBroken') : t('seatLinkUnchecked') };
  }
}

class GamePage {
  constructor(main, id, notice) {
    this.main = main;
    this.id = id;
    this.token = tokenFor(id);
    this.game = null;
    this.shown = null; // the game as shown at an earlier ply, or null for the current one
    this.legal = new Map();
    this.cache = new Map();
    this.cleanups = [];
    this.conditional = new ConditionalEditor(this);
    this.review = new ReviewPanel(this);
    this.explorer = new ExplorerPanel({ id: 'game-explorer', onMove: (move) => this.explore(move) });
    this.view = new GameView(main, this, notice);
    this.controls = new TakebackControls(this);
    this.state = new GameState(id, this.token, {
      game: (game, prev) => this.changed(game, prev),
      live: (s) => this.view.live(s),
      trouble: (e) => this.view.trouble(e),
      extra: (type, payload) => this.chat && this.chat.event(payload),
    });
    this.rematch = new Rematch(this);
  }

  listen(target, type, fn) {
    target.addEventListener(type, fn);
    this.cleanups.push(() => target.removeEventListener(type, fn));
  }

  async start() {
    this.view.layout();
    this.clock = new Clock(this.view.el.clocks);
    try {
      await this.state.load();
    } catch (e) {
      this.stop();
      const message = e instanceof ApiError ? e.message : t('unreachable');
      this.main.replaceChildren(
        h('section.panel', h('h1', t('gameNotFound')), h('p', message), h('a', { href: '/' }, t('home'))),
      );
      return;
    }
    this.state.follow();
    this.controls.start();
    this.listen(document, 'keydown', (e) => this.keys(e));
    this.chat = new GameChat(this, this.view.el.chat);
    this.chat.update();
    followOwn(this, ['chat-message', 'rematch-offered', 'rematch-accepted', 'rematch-declined'], (type, payload) =>
      type === 'chat-message' ? this.chat.event(payload) : this.rematch.event(type, payload),
    );
  }

  /** Leaves the page: no stream, timer or listener stays behind. */
  stop() {
    this.state.stop();
    this.controls.stop();
    this.review.stop();
    if (this.clock) this.clock.stop();
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }

  shownPly() {
    return this.shown ? this.shown.shownPly : this.game.ply;
  }

  yourSide() {
    const g = this.game;
    if (g.yourSide) return g.yourSide;
    const s = seat(this.id);
    if (s && s.side && this.token === s.token) return s.side;
    const p = player();
    if (p && g.players) return ['attackers', 'defenders'].find((side) => g.players[side] === p.name) || null;
    return null;
  }

  isYourTurn(g = this.game) {
    return !!g && g.status === 'active' && !!this.token && this.yourSide() === g.sideToMove;
  }

  /** A new state of the game: its legal moves when it is this browser's turn, then the page. */
  async changed(game, prev) {
    const wasYourTurn = !!prev && prev.status === 'active' && this.yourSide() === prev.sideToMove && !!this.token;
    this.game = game;
    const side = this.yourSide();
    if (side && this.token) {
      const s = seat(this.id);
      if (s && s.token === this.token) setSeat(this.id, { side });
      this.remember(game, side);
    }
    let legal = new Map();
    if (this.isYourTurn(game)) {
      try {
        const lm = await get(`/api/games/${this.id}/legal-moves`);
        if (lm.ply === game.ply) legal = byOrigin(lm.moves);
      } catch (e) {
        this.view.trouble(e);
      }
      // A newer state came while the moves were read: it draws the page.
      if (this.game !== game) return;
    }
    this.legal = legal;
    this.review.update(game);
    if (prev && !wasYourTurn && this.isYourTurn(game)) chime();
    // The other side's move, said by a screen reader: a person who cannot see the board hears what changed.
    if (prev && game.ply === prev.ply + 1 && game.moves && prev.sideToMove !== side) {
      announce(moveSentence(game.moves[game.ply - 1], prev.sideToMove));
    }
    this.view.render();
    if (this.chat) this.chat.update();
    this.clock.show(game);
  }

  /** This game in the list of games played in this browser (the home page's way back). */
  remember(g, side) {
    rememberGame({
      id: g.id,
      side,
      opponent: (g.players && g.players[other(side)]) || null,
      ruleset: g.ruleset,
      board: g.board,
      boardSize: g.boardSize,
      status: g.status === 'waiting' || g.status === 'active' ? 'active' : 'finished',
    });
  }

  async play(move) {
    this.view.refuse('');
    try {
      const game = await post(
        `/api/games/${this.id}/moves`,
        { move: move.notation || `${move.from}-${move.to}`, ply: this.game.ply },
        { token: this.token },
      );
      this.state.set(game);
    } catch (e) {
      // A refusal stays until the next try; a network failure goes to the trouble line, cleared once caught up.
      if (e instanceof ApiError) this.view.refuse(t('refused', { detail: e.message }));
      else this.view.trouble(e);
      await this.state.catchUp();
    }
  }

  async showPly(ply) {
    if (!this.game || ply < 0 || ply > this.game.ply) return;
    if (ply === this.game.ply) {
      this.shown = null;
    } else {
      try {
        if (!this.cache.has(ply)) this.cache.set(ply, await get(`/api/games/${this.id}?ply=${ply}`));
      } catch (e) {
        this.view.trouble(e);
        return;
      }
      this.shown = this.cache.get(ply);
    }
    this.view.render();
  }

  /** A move chosen in the explorer: the game's own next move is stepped to, another opens the analysis board. */
  explore(move) {
    const g = this.game;
    const ply = this.shownPly();
    if (g.moves[ply] && plain(g.moves[ply]) === plain(move)) return this.showPly(ply + 1);
    location.href = `/analysis#${encode(startOfGame(g), [...g.moves.slice(0, ply), move], ply + 1)}`;
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

  resign() {
    return this.act('resign', t('resignConfirm'));
  }

  abort() {
    return this.act('abort', this.game.status === 'waiting' ? t('cancelConfirm') : t('abortConfirm'));
  }

  async act(what, question) {
    if (!confirm(question)) return;
    this.view.refuse('');
    try {
      this.state.set(await post(`/api/games/${this.id}/${what}`, undefined, { token: this.token }));
    } catch (e) {
      if (e instanceof ApiError) this.view.refuse(t('actionRefused', { detail: e.message }));
      else this.view.trouble(e);
      await this.state.catchUp();
    }
  }
}

export { linkBox, other };
