// The board: a grid of square buttons drawn from the game's grid, turned round for the defenders. A move is a click
// or tap on a piece and then on a highlighted target, a drag from the piece to the target, or the same with the
// keyboard (arrow keys to move the focus, Enter or Space to pick).
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

function squareName(cell, size, index) {
  return cell.square || `${String.fromCharCode(97 + (index % size))}${size - Math.floor(index / size)}`;
}

/**
 * Draws game.grid into host. opts: {flipped, lastMove, legal: Map from -> [{to, captures, notation}],
 * onMove(move), focus}. Returns nothing; call again to redraw.
 */
export function drawBoard(host, grid, opts) {
  const size = grid.length;
  const mid = Math.floor(size / 2);
  const last = parseMove(opts.lastMove);
  const legal = opts.legal || new Map();
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
    const rankLabel = document.createElement('span');
    rankLabel.className = 'coord rank';
    rankLabel.textContent = row[0].square.replace(/^[a-z]/, '');
    board.append(rankLabel);
    row.forEach((cell) => {
      const name = cell.square;
      const file = name.charCodeAt(0) - 97;
      const rank = Number(name.slice(1)) - 1;
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'sq';
      b.dataset.square = name;
      b.setAttribute('role', 'gridcell');
      b.tabIndex = -1;
      if (cell.restricted) b.classList.add(file === mid && rank === mid ? 'throne' : 'corner');
      if ((file + rank) % 2 === 0) b.classList.add('dark');
      if (cell.piece) {
        b.append(pieceSvg(cell.piece));
        b.dataset.piece = cell.piece;
      }
      if (last && (name === last.from || name === last.to)) b.classList.add(name === last.to ? 'last-to' : 'last-from');
      if (last && last.captures.includes(name)) b.classList.add('captured');
      if (legal.has(name)) b.classList.add('movable');
      b.setAttribute('aria-label', label(name, cell.piece));
      buttons.set(name, b);
      board.append(b);
    });
  });
  board.append(document.createElement('span'));
  for (const cell of rows[rows.length - 1]) {
    const fileLabel = document.createElement('span');
    fileLabel.className = 'coord file';
    fileLabel.textContent = cell.square[0];
    board.append(fileLabel);
  }

  function label(name, piece) {
    return piece ? `${name} ${t(`piece.${piece}`)}` : name;
  }

  function clearMarks() {
    for (const b of buttons.values()) b.classList.remove('selected', 'target', 'capture');
  }

  function select(from) {
    clearMarks();
    selected = from;
    if (!from) return;
    buttons.get(from).classList.add('selected');
    for (const m of legal.get(from)) {
      const b = buttons.get(m.to);
      b.classList.add('target');
      if (m.captures.length) b.classList.add('capture');
    }
  }

  function targetOf(to) {
    return selected && legal.get(selected).find((m) => m.to === to);
  }

  function pick(name) {
    const move = targetOf(name);
    if (move) {
      select(null);
      opts.onMove(move);
    } else if (legal.has(name) && name !== selected) {
      select(name);
    } else {
      select(null);
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
    }
  };
  board.addEventListener('pointerup', endDrag);
  board.addEventListener('pointercancel', endDrag);

  host.replaceChildren(board);
  setFocus(focusSquare && buttons.has(focusSquare) ? focusSquare : [...legal.keys()][0] || [...buttons.keys()][0]);
  return { focus: () => buttons.get(focusSquare).focus(), focused: () => focusSquare };
}
