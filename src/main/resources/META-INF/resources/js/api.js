// The public API, and the tokens this browser holds (localStorage): the player's and one seat token per game.
const PLAYER_KEY = 'taflpost.player';
const SEAT_PREFIX = 'taflpost.seat.';

export class ApiError extends Error {
  constructor(status, problem) {
    super((problem && (problem.detail || problem.title)) || `HTTP ${status}`);
    this.status = status;
    this.code = problem && problem.code;
    this.problem = problem;
  }
}

export async function api(method, path, { body, token, headers = {} } = {}) {
  const h = { Accept: 'application/json', ...headers };
  if (body !== undefined) h['Content-Type'] = 'application/json';
  if (token) h.Authorization = `Bearer ${token}`;
  const res = await fetch(path, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) });
  if (res.status === 204 || res.status === 304) return { status: res.status, headers: res.headers, data: null };
  const type = res.headers.get('Content-Type') || '';
  const data = type.includes('json') ? await res.json() : await res.text();
  if (method !== 'GET') announceWrites(res, data);
  if (!res.ok) throw new ApiError(res.status, typeof data === 'object' ? data : null);
  return { status: res.status, headers: res.headers, data };
}

/**
 * Tells the page when writes stop and start again: during a database failover the server still serves reads from
 * its standby while every write answers 503 database-unavailable (app.js shows the read-only banner).
 */
function announceWrites(res, data) {
  if (res.status === 503 && data && data.code === 'database-unavailable') {
    const retryAfter = Number(res.headers.get('Retry-After')) || 5;
    window.dispatchEvent(new CustomEvent('taflpost:read-only', { detail: { retryAfter } }));
  } else if (res.ok) {
    window.dispatchEvent(new CustomEvent('taflpost:writable'));
  }
}

export const get = (path, opts) => api('GET', path, opts).then((r) => r.data);
/** The path and query of an API link (a next link is absolute, on the server's public base URL). */
export const pathOf = (link) => {
  const url = new URL(link, location.href);
  return url.pathname + url.search;
};

/** The items of a list paged by cursor, following its next links, at most `pages` pages. */
export async function allPages(path, opts, pages = 20) {
  const items = [];
  let next = path;
  for (let page = 0; page < pages && next; page++) {
    const answer = await get(next, opts);
    items.push(...answer.items);
    next = answer.next && pathOf(answer.next);
  }
  return items;
}

export const post = (path, body, opts = {}) => api('POST', path, { ...opts, body }).then((r) => r.data);

export function player() {
  try {
    const p = JSON.parse(localStorage.getItem(PLAYER_KEY));
    if (p && p.expiresAt && Date.parse(p.expiresAt) < Date.now()) return null;
    return p;
  } catch {
    return null;
  }
}

export function setPlayer(answer) {
  if (answer) {
    const p = { token: answer.token, name: answer.player.name, expiresAt: answer.expiresAt };
    localStorage.setItem(PLAYER_KEY, JSON.stringify(p));
  } else {
    localStorage.removeItem(PLAYER_KEY);
  }
}

/** A seat of one game held by this browser: {token, side, playUrl, invitationUrl}. */
export function seat(gameId) {
  try {
    return JSON.parse(localStorage.getItem(SEAT_PREFIX + gameId));
  } catch {
    return null;
  }
}

/**
 * Adds to the seat this browser holds in a game. A seat token already held is never replaced by another (a link of
 * the opponent's must not take this browser's seat away): then nothing is written and the answer is false.
 */
export function setSeat(gameId, value) {
  const held = seat(gameId) || {};
  if (held.token && value.token && value.token !== held.token) return false;
  if (held.token && held.side && value.side && value.side !== held.side) return false;
  localStorage.setItem(SEAT_PREFIX + gameId, JSON.stringify({ ...held, ...value }));
  return true;
}

/** The token that acts in a game: its seat token when this browser holds one, else the player's. */
export function tokenFor(gameId) {
  const s = seat(gameId);
  if (s && s.token) return s.token;
  const p = player();
  return p ? p.token : null;
}

/** An EventSource on the caller's own stream, opened with a single-use ticket (no token in the URL). */
export async function ownStream(token) {
  const { ticket } = await post('/api/events/tickets', undefined, { token });
  return new EventSource(`/api/events?ticket=${encodeURIComponent(ticket)}`);
}

const GAMES_KEY = 'taflpost.games';

/**
 * The games played in this browser, newest first: {id, side, opponent, ruleset, board, boardSize, status, seen}, so
 * that an anonymous player finds their way back from the home page.
 */
export function knownGames() {
  try {
    const list = JSON.parse(localStorage.getItem(GAMES_KEY));
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** Records or updates a game shown in this browser; a short list, so the oldest finished ones go first. */
export function rememberGame(entry) {
  const rest = knownGames().filter((g) => g.id !== entry.id);
  const list = [{ ...entry, seen: new Date().toISOString() }, ...rest];
  while (list.length > 50) {
    const old = list.map((g) => g.status).lastIndexOf('finished');
    list.splice(old >= 0 ? old : list.length - 1, 1);
  }
  localStorage.setItem(GAMES_KEY, JSON.stringify(list));
}

export function forgetGame(id) {
  localStorage.setItem(GAMES_KEY, JSON.stringify(knownGames().filter((g) => g.id !== id)));
}
