// The board: an ARIA grid of rows of square cells drawn from the game's grid, turned round for the defenders. A move is
// a click or tap on a piece and then on a highlighted target, a drag from the piece to the target, or the same with the
// keyboard (arrow keys to move the focus, Enter or Space to pick). A try that cannot be played is reported with why.
import { t } from './i18n.js';

const SVG = 'http://www.w3.org/2000/svg';

function pieceSvg(kind) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('class', `piece ${kind}`);
  svg.setAttribute('aria-hidden', 'true');
  const disc = document.createElementNS(SVG, 'circle');
  disc.setAttribute('cx', '50');
  disc.setAttribute('cy', '50');
  disc.setAttribute('r', '36');
  svg.append(disc);
  if (kind === 'king') {
    const crown = document.createElementNS(SVG, 'path');
    crown.setAttribute('d', 'M30 62 L30 38 L40 50 L50 32 L60 50 L70 38 L70 62 Z');
    crown.setAttribute('class', 'crown');
    svg.append(crown);
  }
  return svg;
}

/** Parses "g3-e3xe2xe4" into {from, to, captures}. */
export function parseMove(notation) {
  if (!notation) return null;
  const [path, ...captures] = notation.split('x');
  const [from, to] = path.split('-');
  return { from, to, captures, notation };
}

/** The words for a refused try's reason, as the board reports it to onRefusal. */
export function refusalText(reasonKey) {
  return t(`refusal.${reasonKey}`);
}

const sideOf = (piece) => (piece === 'attacker' ? 'attackers' : 'defenders');

/**
 * Draws game.grid into host. opts: {flipped, lastMove, legal: Map from -> [{to, captures, notation}], onMove(move),
 * focus, yourTurn, onRefusal(reasonKey, square)}. A try that cannot be played calls onRefusal with a key for
 * refusalText (notYourTurn, notYourPiece, cannotMove, straightLines, blocked, restricted, notAllowed), and a later
 * accepted pick calls it with null so that a shown reason can go. Returns {focus(), focused()}; call again to redraw.
 */
export function drawBoard(host, grid, opts) {
  const size = grid.length;
  const last = parseMove(opts.lastMove);
  const legal = opts.legal || new Map();
  // Without a word from the page, a board with no legal move is one on which it is not the person's turn.
  const yourTurn = opts.yourTurn ?? legal.size > 0;
  const cells = new Map(grid.flat().map((cell) => [cell.square, cell]));
  const mine = new Set([...legal.keys()].map((from) => sideOf(cells.get(from).piece)));
  let selected = null;
  let focusSquare = opts.focus || null;

  const board = document.createElement('div');
  board.className = 'board';
  board.setAttribute('role', 'grid');
  board.setAttribute('aria-label', t('board'));
  board.style.setProperty('--n', size);

  const rows = opts.flipped ? [...grid].reverse().map((r) => [...r].reverse()) : grid;
  const buttons = new Map();
  rows.forEach((row) => {
    const line = document.createElement('div');
    line.className = 'board-row';
    line.setAttribute('role', 'row');
    // The cells' names hold their coordinates, so the printed ones are for the eye alone.
    const rankLabel = document.createElement('span');
    rankLabel.className = 'coord rank';
    rankLabel.setAttribute('aria-hidden', 'true');
    rankLabel.textContent = row[0].square.replace(/^[a-z]/, '');
    line.append(rankLabel);
    row.forEach((cell) => {
      const name = cell.square;
      const [file, rank] = coords(name);
      const b = document.createElement('div');
      b.className = 'sq';
      b.dataset.square = name;
      b.setAttribute('role', 'gridcell');
      b.tabIndex = -1;
      if (cell.kind) b.classList.add(cell.kind);
      if ((file + rank) % 2 === 0) b.classList.add('dark');
      // Its name, shown in the corner of large squares on a phone, where the board scrolls past the printed ones.
      const tag = document.createElement('span');
      tag.className = 'sq-name';
      tag.setAttribute('aria-hidden', 'true');
      tag.textContent = name;
      b.append(tag);
      if (cell.piece) {
        b.append(pieceSvg(cell.piece));
        b.dataset.piece = cell.piece;
      }
      if (last && (name === last.from || name === last.to)) b.classList.add(name === last.to ? 'last-to' : 'last-from');
      if (last && last.captures.includes(name)) b.classList.add('captured');
      if (legal.has(name)) {
        b.classList.add('movable');
        b.setAttribute('aria-selected', 'false');
      }
      b.setAttribute('aria-label', label(name));
      buttons.set(name, b);
      line.append(b);
    });
    board.append(line);
  });
  const files = document.createElement('div');
  files.className = 'board-row files';
  files.setAttribute('aria-hidden', 'true');
  files.append(document.createElement('span'));
  for (const cell of rows[rows.length - 1]) {
    const fileLabel = document.createElement('span');
    fileLabel.className = 'coord file';
    fileLabel.textContent = cell.square[0];
    files.append(fileLabel);
  }
  board.append(files);

  function coords(name) {
    return [name.charCodeAt(0) - 97, Number(name.slice(1)) - 1];
  }

  /** What a square holds and offers, e.g. "c4, attacker, can move", or "c4: move here, captures c5" as a target. */
  function label(name, move) {
    if (move) {
      const here = `${name}: ${t('square.moveHere')}`;
      return move.captures.length ? `${here}, ${t('square.captures', { squares: move.captures.join(', ') })}` : here;
    }
    const cell = cells.get(name);
    const parts = [name];
    if (cell.piece) parts.push(t(`piece.${cell.piece}`));
    if (cell.kind) parts.push(t(`square.${cell.kind}`));
    if (legal.has(name)) parts.push(t('square.canMove'));
    if (last && name === last.to) parts.push(t('square.lastMove'));
    if (last && last.captures.includes(name)) parts.push(t('square.captured'));
    return parts.join(', ');
  }

  function clearMarks() {
    for (const [name, b] of buttons) {
      if (!b.classList.contains('target') && !b.classList.contains('selected')) continue;
      b.classList.remove('selected', 'target', 'capture');
      if (legal.has(name)) b.setAttribute('aria-selected', 'false');
      b.setAttribute('aria-label', label(name));
    }
  }

  function select(from) {
    clearMarks();
    selected = from;
    if (!from) return;
    buttons.get(from).classList.add('selected');
    buttons.get(from).setAttribute('aria-selected', 'true');
    for (const m of legal.get(from)) {
      const b = buttons.get(m.to);
      b.classList.add('target');
      if (m.captures.length) b.classList.add('capture');
      b.setAttribute('aria-label', label(m.to, m));
    }
  }

  function targetOf(to) {
    return selected && legal.get(selected).find((m) => m.to === to);
  }

  /** Why a try on name cannot be played, or null when nothing was tried (an empty square, no piece picked). */
  function reason(name) {
    const piece = cells.get(name).piece;
    if (!yourTurn) return piece || selected ? 'notYourTurn' : null;
    if (piece) return mine.has(sideOf(piece)) ? 'cannotMove' : 'notYourPiece';
    if (!selected) return null;
    const [f1, r1] = coords(selected);
    const [f2, r2] = coords(name);
    if (f1 !== f2 && r1 !== r2) return 'straightLines';
    if (cells.get(name).restricted && cells.get(selected).piece !== 'king') return 'restricted';
    const between = [];
    for (let f = Math.min(f1, f2), r = Math.min(r1, r2); f <= Math.max(f1, f2) && r <= Math.max(r1, r2);) {
      between.push(`${String.fromCharCode(97 + f)}${r + 1}`);
      if (f1 === f2) r++;
      else f++;
    }
    if (between.some((sq) => sq !== selected && sq !== name && cells.get(sq).piece)) return 'blocked';
    return 'notAllowed';
  }

  function refuse(name) {
    const why = reason(name);
    // A refused target keeps the picked piece so that another target can be tried; anything else drops it.
    if (!selected || cells.get(name).piece) select(null);
    if (why && opts.onRefusal) opts.onRefusal(why, name);
  }

  function pick(name) {
    const move = targetOf(name);
    if (move) {
      select(null);
      opts.onMove(move);
    } else if (legal.has(name) && name !== selected) {
      select(name);
      if (opts.onRefusal) opts.onRefusal(null, name);
    } else if (name === selected) {
      select(null);
    } else {
      refuse(name);
    }
  }

  function setFocus(name) {
    if (focusSquare && buttons.get(focusSquare)) buttons.get(focusSquare).tabIndex = -1;
    focusSquare = name;
    buttons.get(name).tabIndex = 0;
  }

  board.addEventListener('click', (e) => {
    const b = e.target.closest('.sq');
    if (!b) return;
    if (board.dataset.dragged === b.dataset.square) {
      delete board.dataset.dragged;
      return;
    }
    setFocus(b.dataset.square);
    pick(b.dataset.square);
  });

  board.addEventListener('keydown', (e) => {
    const b = e.target.closest('.sq');
    if (!b) return;
    const all = [...buttons.keys()];
    const i = all.indexOf(b.dataset.square);
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -size, ArrowDown: size }[e.key];
    if (step !== undefined) {
      e.preventDefault();
      const j = i + step;
      const sameRow = Math.abs(step) === size || Math.floor(j / size) === Math.floor(i / size);
      if (j >= 0 && j < all.length && sameRow) {
        setFocus(all[j]);
        buttons.get(all[j]).focus();
      }
    } else if (e.key === 'Enter' || e.key === ' ') {
      // The cells are grid cells, not buttons: Enter and Space pick as a click does.
      e.preventDefault();
      pick(b.dataset.square);
    } else if (e.key === 'Escape') {
      select(null);
    }
  });

  // Dragging: the piece follows the pointer; dropped on a target it moves.
  let drag = null;
  board.addEventListener('pointerdown', (e) => {
    const b = e.target.closest('.sq');
    if (!b || !legal.has(b.dataset.square) || e.button > 0) return;
    drag = { from: b.dataset.square, x: e.clientX, y: e.clientY, piece: b.querySelector('.piece'), moved: false };
  });
  board.addEventListener('pointermove', (e) => {
    if (!drag) return;
    const dx = e.clientX - drag.x;
    const dy = e.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < 6) return;
    if (!drag.moved) {
      drag.moved = true;
      board.setPointerCapture(e.pointerId);
      select(drag.from);
      drag.piece.classList.add('dragging');
    }
    drag.piece.style.transform = `translate(${dx}px, ${dy}px)`;
  });
  const endDrag = (e) => {
    if (!drag) return;
    const d = drag;
    drag = null;
    if (!d.moved) return;
    d.piece.classList.remove('dragging');
    d.piece.style.transform = '';
    const under = document.elementFromPoint(e.clientX, e.clientY);
    const b = under && under.closest('.sq');
    board.dataset.dragged = b ? b.dataset.square : '';
    setTimeout(() => delete board.dataset.dragged, 0);
    const move = b && targetOf(b.dataset.square);
    if (move) {
      select(null);
      opts.onMove(move);
    } else if (b && b.dataset.square !== d.from) {
      refuse(b.dataset.square);
    }
  };
  board.addEventListener('pointerup', endDrag);
  board.addEventListener('pointercancel', endDrag);

  host.replaceChildren(board);
  setFocus(focusSquare && buttons.has(focusSquare) ? focusSquare : [...legal.keys()][0] || [...buttons.keys()][0]);
  return { focus: () => buttons.get(focusSquare).focus(), focused: () => focusSquare };
}
