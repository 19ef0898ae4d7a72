// The analysis board's data: its start (ruleset, rules, board or position), the tree of moves tried from it, and the
// link that shares the start and the line being looked at (/analysis#r=copenhagen&b=brandubh&m=d2f2.d3c3&n=2).
import { parseMove } from './board.js';

/** A move tried: its canonical notation (with captures), the node it was played from, and the moves tried after it. */
export class Node {
  constructor(move, parent) {
    this.move = move;
    this.parent = parent;
    this.children = [];
    this.ply = parent ? parent.ply + 1 : 0;
  }

  /** The moves from the start to here, in order. */
  line() {
    const moves = [];
    for (let n = this; n.parent; n = n.parent) moves.unshift(n.move);
    return moves;
  }

  /** The child played with this move (compared without captures), made when it is new: a new variation. */
  child(move) {
    const key = plain(move);
    let found = this.children.find((c) => plain(c.move) === key);
    if (!found) {
      found = new Node(move, this);
      this.children.push(found);
    }
    return found;
  }

  /** The node at the end of the first line from here (the main continuation). */
  end() {
    let n = this;
    while (n.children.length) n = n.children[0];
    return n;
  }
}

/** A move without its captures, the way the server accepts it and the link writes it: d2-f2. */
export const plain = (move) => move.split('x')[0];

/** A tree holding the moves as its first line; answers the root. */
export function treeOf(moves) {
  const root = new Node(null, null);
  let n = root;
  for (const m of moves) n = n.child(m);
  return root;
}

/** The node reached from root by moves (the nodes made where the tree has no such move yet). */
export function walk(root, moves) {
  let n = root;
  for (const m of moves) n = n.child(m);
  return n;
}

// A move in a link drops its hyphen, since squares begin with a letter and end with digits: d2-f2 is d2f2.
const SQUARES = /^([a-z]\d{1,2})([a-z]\d{1,2})$/;
// Characters a link's values keep as they are: enough for ids, position strings, rules and moves.
const KEPT = /^[A-Za-z0-9/:,.~_-]*$/;

/**
 * The start and the line as the link's fragment. start: {ruleset, rules, board, position, sideToMove, game}; moves
 * without captures are enough, the server finds them again.
 */
export function encode(start, moves, ply) {
  const parts = [];
  const put = (key, value) => {
    if (value === undefined || value === null || value === '') return;
    const text = String(value);
    parts.push(`${key}=${KEPT.test(text) ? text : encodeURIComponent(text)}`);
  };
  put('r', start.ruleset);
  if (start.rules) {
    put(
      'u',
      Object.entries(start.rules)
        .map(([k, v]) => `${k}:${v}`)
        .join(','),
    );
  }
  if (start.position) {
    put('p', start.position);
    put('s', start.sideToMove === 'defenders' ? 'd' : 'a');
  } else put('b', start.board);
  put('m', moves.map((m) => plain(m).replace('-', '')).join('.'));
  if (ply !== moves.length) put('n', ply);
  put('g', start.game);
  return parts.join('&');
}

/** The start, the moves and the ply shown read from a link's fragment (without the #); null without a start. */
export function decode(fragment) {
  const q = new URLSearchParams(fragment);
  const rules = q.get('u')
    ? Object.fromEntries(
        q
          .get('u')
          .split(',')
          .filter(Boolean)
          .map((pair) => pair.split(':')),
      )
    : null;
  if (!q.get('r') && !rules && !q.get('b') && !q.get('p')) return null;
  const moves = (q.get('m') || '')
    .split('.')
    .filter(Boolean)
    .map((m) => {
      const squares = SQUARES.exec(m);
      return squares ? `${squares[1]}-${squares[2]}` : m;
    });
  const n = q.has('n') ? Number(q.get('n')) : moves.length;
  return {
    start: {
      ruleset: q.get('r') || null,
      rules,
      board: q.get('p') ? null : q.get('b') || null,
      position: q.get('p') || null,
      sideToMove: q.get('p') ? (q.get('s') === 'd' ? 'defenders' : 'attackers') : null,
      game: q.get('g') || null,
    },
    moves,
    ply: Number.isInteger(n) && n >= 0 && n <= moves.length ? n : moves.length,
  };
}

/** The start of a game as the game page has it (GET /api/games/{id}): its rules, board or custom position. */
export function startOfGame(g) {
  const custom = g.ruleset === 'custom';
  return {
    ruleset: custom ? null : g.ruleset,
    rules: custom ? g.rules : null,
    board: g.board === 'custom' ? null : g.board,
    position: g.board === 'custom' ? g.startPosition : null,
    sideToMove: g.board === 'custom' ? g.startSideToMove : null,
    game: g.id,
  };
}

/** The analysis request's start: what POST /api/analysis takes beside the moves. */
export function requestOf(start) {
  const body = {};
  if (start.ruleset) body.ruleset = start.ruleset;
  if (start.rules) body.rules = start.rules;
  if (start.position) {
    body.position = start.position;
    body.sideToMove = start.sideToMove;
  } else if (start.board) body.board = start.board;
  return body;
}

/** Legal moves as a map from square to [{from, to, captures, notation}], as the board takes them. */
export function byOrigin(moves) {
  const map = new Map();
  for (const m of moves || []) {
    const move = parseMove(m);
    if (!map.has(move.from)) map.set(move.from, []);
    map.get(move.from).push(move);
  }
  return map;
}
