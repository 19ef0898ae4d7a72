// Players beside their ratings, and games marked with their tournament: helpers the tournament, leaderboard, profile
// and home pages share (and the game page can call: see gamePlayer).
import { get } from './api.js';
import { h } from './dom.js';
import { t } from './i18n.js';
import { num } from './words.js';

const profiles = new Map();
const games = new Map();

/** The player's public profile, asked for once per page. */
export function profileOf(name) {
  if (!profiles.has(name))
    profiles.set(
      name,
      get(`/api/players/${encodeURIComponent(name)}`).catch(() => null),
    );
  return profiles.get(name);
}

/** The player's rating in the pool of this ruleset and board, or null when they have played no rated game there. */
export function ratingIn(profile, ruleset, board) {
  return (profile && (profile.ratings || []).find((r) => r.ruleset === ruleset && r.board === board)) || null;
}

/** "1662" or, while the deviation is too wide to rank, "1662?"; the deviation goes into the title. */
export function ratingBadge(r) {
  if (!r) return h('span.rating.none', { title: t('unratedPool') }, '–');
  const text = num(Math.round(r.rating)) + (r.provisional ? '?' : '');
  const title = t('ratingTitle', { rating: num(r.rating, 1), deviation: num(r.deviation) });
  return h('span.rating', { title, dataset: { rating: Math.round(r.rating) } }, text);
}

/** A link to the player's profile. */
export function playerLink(name) {
  return h('a.player', { href: `/players/${encodeURIComponent(name)}` }, name);
}

/**
 * The player's name linked to their profile with their rating in the pool beside it: given, or looked up (the span
 * fills in once the profile arrives).
 */
export function playerName(name, pool = null, rating = undefined) {
  if (!name) return h('span.player', t('openSeat'));
  const el = h('span.player-rated', playerLink(name));
  if (rating !== undefined) el.append(' ', ratingBadge(rating));
  else if (pool) {
    profileOf(name).then((p) => el.append(' ', ratingBadge(ratingIn(p, pool.ruleset, pool.board))));
  }
  return el;
}

/**
 * For the game page's player lines: the name of the game's player on `side` linked to their profile, with their
 * rating in the game's pool; `you` is appended when it is the reader's side. Anonymous seats stay plain text.
 */
export function gamePlayer(g, side, mine) {
  const name = g.players && g.players[side];
  const you = side === mine ? ` (${t('you')})` : '';
  if (g.computer && g.computer.side === side)
    return h('span.computer', t('computerPlayer', { level: g.computer.level }));
  if (!name) return h('span', (g.anonymous ? t('anonymous') : t('openSeat')) + you);
  return h('span', playerName(name, g.board === 'custom' ? null : g), you);
}

/** A small link to the game's tournament, for the game page: empty outside tournaments. */
export function tournamentOf(g) {
  if (!g.tournament) return '';
  return h(
    'a.tag.tournament',
    { href: `/tournaments/${g.tournament.id}` },
    t('tournamentRound', { round: g.tournament.round }),
  );
}

/** The game's tournament ({id, round}) or null, asked for once per page. */
function tournamentOfGame(id) {
  if (!games.has(id))
    games.set(
      id,
      get(`/api/games/${encodeURIComponent(id)}`)
        .then((g) => g.tournament)
        .catch(() => null),
    );
  return games.get(id);
}

/** Adds a "tournament" badge, linked to the tournament, to every list item with data-game of a tournament game. */
export function markTournamentGames(root) {
  for (const li of root.querySelectorAll('[data-game]')) {
    tournamentOfGame(li.dataset.game).then((tour) => {
      if (!tour || li.querySelector('.tournament')) return;
      li.append(' ', h('a.tag.tournament', { href: `/tournaments/${tour.id}` }, t('tournamentBadge')));
    });
  }
}

/**
 * The player's finished games, the last ended first: read from the games export, which lists the oldest first, a
 * few answers at most.
 */
/**
 * A page of a player's finished games, the last ended first ({@code result} won, lost or drawn, or all): the games and
 * the link to the next page, or null.
 */
export async function finishedPage(name, { size = 10, result = '', next = null } = {}) {
  const params = new URLSearchParams({ status: 'finished', size });
  if (result) params.set('result', result);
  // the link is absolute on the server's public address; this page asks its own origin
  const path = next ? new URL(next).pathname + new URL(next).search : null;
  const answer = await get(path || `/api/players/${encodeURIComponent(name)}/games?${params}`);
  return { games: answer.items, next: answer.next };
}

/** The player's last finished games. */
export async function finishedGames(name, limit = 10) {
  return (await finishedPage(name, { size: limit })).games;
}

/** One finished game as a list item from the player's side: result, opponent, rules and a link to the game. */
export function finishedItem(g, name) {
  const side = g.players.attackers === name ? 'attackers' : 'defenders';
  const opponent = g.players[side === 'attackers' ? 'defenders' : 'attackers'];
  const w = g.result && g.result.winner;
  const outcome = w === 'draw' ? 'drew' : w === side ? 'won' : 'lost';
  return h(
    `li.finished.${outcome}`,
    { dataset: { game: g.id } },
    h('span.tag.outcome', t(`outcome.${outcome}`)),
    ' ',
    h('a', { href: `/play/${g.id}` }, `${t(`ruleset.${g.ruleset}`)} · ${t('versus', { name: opponent || '?' })}`),
    ` · ${t(`side.${side}`)}`,
    g.result ? ` · ${t(`reason.${g.result.reason}`)}` : '',
  );
}
