// A game as this browser knows it, kept fresh: the game's public event stream carries each change, which is applied
// as it comes; the game is read again (with If-None-Match, so mostly a 304) whenever the stream may have missed one.
import { api } from './api.js';

const CHANGES = ['move', 'game-over', 'game-started', 'game-aborted', 'takeback-accepted', 'time-added'];
// Events of the game's stream that change no game state: handed to on.extra (the spectators' chat).
const EXTRAS = ['chat-message'];
// Events after which the game is read again: they change what the game's view shows (a player away on vacation).
const REREADS = ['vacation-started', 'vacation-ended'];
// A safety net under the stream, for a connection that died without telling.
const SLOW_POLL_MS = 60000;
// While the stream is down the game is read this often, so that a move shows up before the stream is back.
const DOWN_POLL_MS = 10000;
const MAX_BACKOFF_MS = 60000;
const PIECES = { t: 'attacker', T: 'defender', K: 'king' };
const STAGE = { waiting: 0, active: 1, finished: 2, aborted: 2 };

/**
 * The grid of a position string (ranks from the top, t attacker, T defender, K king, digits for empty squares),
 * with the squares' names and kinds taken from a grid of the same board; null when it does not fit that grid.
 */
export function gridFrom(position, grid) {
  if (!position || !grid) return null;
  const ranks = position.replace(/^\/|\/$/g, '').split('/');
  if (ranks.length !== grid.length) return null;
  const rows = [];
  for (const [r, rank] of ranks.entries()) {
    const row = [];
    for (const [, empty, piece] of rank.matchAll(/(\d+)|([tTK])/g)) {
      if (empty) row.push(...Array(Number(empty)).fill(null));
      else row.push(PIECES[piece]);
    }
    if (row.length !== grid[r].length) return null;
    rows.push(grid[r].map((cell, f) => ({ ...cell, piece: row[f] })));
  }
  return rows;
}

export class GameState {
  /** on: {game(game, previous), live(state), trouble(error or null), extra(type, payload) for EXTRAS}. */
  constructor(id, token, on) {
    this.id = id;
    this.token = token;
    this.on = on;
    this.game = null;
    this.etag = null;
    this.live = null;
    this.backoff = 3000;
    this.cleanups = [];
  }

  /** Reads the game (a 304 when nothing changed since the last read); throws what the API throws. */
  async load() {
    const headers = this.etag ? { 'If-None-Match': this.etag } : {};
    const r = await api('GET', `/api/games/${this.id}`, { token: this.token, headers });
    if (r.status !== 304) {
      this.etag = r.headers.get('ETag');
      this.set(r.data);
    }
    this.on.trouble(null);
  }

  /** Reads the game again; trouble is reported, not thrown, and the next occasion tries again. */
  catchUp() {
    return this.load().catch((e) => this.on.trouble(e));
  }

  /** Takes a whole game, unless it is older than the one shown (an answer overtaken by an event). */
  set(game) {
    const prev = this.game;
    // a game with fewer moves is older, unless moves were taken back (see takeBack)
    const shorter = game.ply < prev?.ply && !this.takenBack;
    if (prev && (shorter || STAGE[game.status] < STAGE[prev.status])) return;
    this.takenBack = false;
    // The public stream does not know whose browser this is: the side read with the token stays.
    if (prev && game.yourSide == null && prev.yourSide) game = { ...game, yourSide: prev.yourSide };
    this.game = game;
    this.on.game(game, prev);
  }

  /** Takes the game after a takeback, which has fewer moves than the one shown. */
  takeBack(game) {
    this.takenBack = true;
    this.set(game);
  }

  /** Reads the game again after a takeback the stream told of: the shorter game is then taken. */
  catchUpAfterTakeback() {
    this.takenBack = true;
    return this.catchUp();
  }

  /** Applies an event's payload; what it cannot tell (a gap of several moves, another board) is read instead. */
  apply(type, p) {
    const g = this.game;
    if (g && type === 'takeback-accepted' && p.gameId === this.id) {
      this.catchUpAfterTakeback();
      return;
    }
    if (!g || (p.gameId && p.gameId !== this.id) || p.ply < g.ply) return;
    const next = {
      ...g,
      sideToMove: p.sideToMove || g.sideToMove,
      status: p.status || g.status,
      result: p.result || g.result,
      clock: p.clock || g.clock,
    };
    if (type === 'game-aborted') next.status = 'aborted';
    if (type === 'game-started' && (p.attackers || p.defenders)) {
      next.players = { attackers: p.attackers || null, defenders: p.defenders || null };
    }
    if (p.ply > g.ply) {
      const grid = p.ply === g.ply + 1 && p.move ? gridFrom(p.position, g.grid) : null;
      if (!grid) {
        this.catchUp();
        return;
      }
      Object.assign(next, {
        ply: p.ply,
        shownPly: p.ply,
        moves: [...g.moves, p.move],
        lastMove: p.move,
        position: p.position,
        grid,
      });
    }
    this.set(next);
    this.on.trouble(null);
  }

  /** Follows the game's stream and catches up after anything that may have broken it. */
  follow() {
    this.open(false);
    this.listen(window, 'online', () => this.open(true));
    this.listen(window, 'offline', () => this.setLive('offline'));
    this.listen(document, 'visibilitychange', () => {
      if (document.visibilityState === 'visible') this.catchUp();
    });
    this.slowPoll = setInterval(() => this.catchUp(), SLOW_POLL_MS);
  }

  listen(target, type, fn) {
    target.addEventListener(type, fn);
    this.cleanups.push(() => target.removeEventListener(type, fn));
  }

  /** Opens the stream, closing any earlier one: after a break the game is read again once it is open. */
  open(broken) {
    if (this.source) this.source.close();
    clearTimeout(this.reopening);
    const source = new EventSource(`/api/games/${this.id}/events`);
    const parse = (e) => {
      try {
        return JSON.parse(e.data);
      } catch {
        return null;
      }
    };
    source.addEventListener('game', (e) => {
      const game = parse(e);
      if (game) this.set(game);
    });
    for (const type of CHANGES) {
      source.addEventListener(type, (e) => {
        const payload = parse(e);
        if (payload) this.apply(type, payload);
        else this.catchUp();
      });
    }
    for (const type of EXTRAS) {
      source.addEventListener(type, (e) => {
        const payload = parse(e);
        if (payload && this.on.extra) this.on.extra(type, payload);
      });
    }
    for (const type of REREADS) source.addEventListener(type, () => this.catchUp());
    source.onopen = () => {
      this.backoff = 3000;
      this.downPoll = clearInterval(this.downPoll);
      this.setLive('stream');
      if (broken) this.catchUp();
    };
    source.onerror = () => {
      broken = true;
      this.setLive(navigator.onLine === false ? 'offline' : 'reconnecting');
      if (source.readyState !== EventSource.CLOSED) return;
      // The browser gave the stream up (a refused or failed reconnection): open it again later, reading meanwhile.
      this.downPoll = this.downPoll || setInterval(() => this.catchUp(), DOWN_POLL_MS);
      this.reopening = setTimeout(() => this.open(true), this.backoff);
      this.backoff = Math.min(this.backoff * 2, MAX_BACKOFF_MS);
    };
    this.source = source;
  }

  setLive(state) {
    if (this.live === state) return;
    this.live = state;
    document.body.dataset.live = state;
    this.on.live(state);
  }

  stop() {
    if (this.source) this.source.close();
    clearTimeout(this.reopening);
    clearInterval(this.downPoll);
    clearInterval(this.slowPoll);
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }
}
