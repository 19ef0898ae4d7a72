// The review's graph: the computer's evaluation after each move from the attackers' view, held within the scale the
// labels use, drawn by hand as SVG; the labelled moves are marked, and a point shows its ply on the board.
import { t } from './i18n.js';

const NS = 'http://www.w3.org/2000/svg';
// drawn for the side panel's width, so that its marks stay large enough to see and to click
const W = 320;
const H = 120;
const PAD = { left: 6, right: 6, top: 8, bottom: 8 };
/** The scores' hold, as the server's labels use it (review.Labels.CAP): past it a side is winning. */
export const CAP = 1000;

function s(tag, attrs = {}, ...children) {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) el.setAttribute(k, v);
  for (const c of children) el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return el;
}

const held = (v) => Math.max(-CAP, Math.min(CAP, v));

/** The attackers' evaluation at each ply from the start: the start's, then after each reviewed move. */
export function attackersLine(moves) {
  if (!moves.length) return [];
  const view = (m, v) => (m.side === 'attackers' ? v : -v);
  return [view(moves[0], moves[0].before), ...moves.map((m) => view(m, m.after))].map(held);
}

/** The graph of a review's moves (of a game of `plies` moves), the ply `shown` marked; onPly(ply) when one is chosen. */
export function reviewChart(moves, plies, { id, shown, onPly }) {
  const values = attackersLine(moves);
  const x = (i) => PAD.left + ((W - PAD.left - PAD.right) * i) / Math.max(1, plies);
  const y = (v) => PAD.top + ((H - PAD.top - PAD.bottom) * (CAP - v)) / (2 * CAP);
  const points = values.map((v, i) => `${x(i)},${y(v)}`).join(' ');
  const area = values.length ? `${x(0)},${y(0)} ${points} ${x(values.length - 1)},${y(0)}` : '';
  const marks = s('g', { class: 'marks' });
  moves.forEach((m, i) => {
    if (!m.label) return;
    const mark = s(
      'circle',
      { cx: x(i + 1), cy: y(values[i + 1]), r: 4.5, class: `mark ${m.label}`, 'data-ply': m.ply },
      s('title', {}, `${m.ply}. ${m.move}: ${t(`reviewLabel.${m.label}`)}`),
    );
    mark.addEventListener('click', () => onPly(m.ply));
    marks.append(mark);
  });
  const counts = { inaccuracy: 0, mistake: 0, blunder: 0 };
  for (const m of moves) if (m.label) counts[m.label]++;
  const summary = t('reviewSummary', counts);
  const svg = s(
    'svg',
    {
      class: 'chart review-chart',
      id,
      viewBox: `0 0 ${W} ${H}`,
      role: 'img',
      'aria-labelledby': `${id}-title ${id}-desc`,
      preserveAspectRatio: 'none',
    },
    s('title', { id: `${id}-title` }, t('reviewChartTitle')),
    s('desc', { id: `${id}-desc` }, summary),
    s('rect', { class: 'defenders-half', x: 0, y: y(0), width: W, height: H - y(0) }),
    s('line', { class: 'zero', x1: 0, x2: W, y1: y(0), y2: y(0) }),
    s('line', { class: 'shown', x1: x(shown), x2: x(shown), y1: 0, y2: H }),
    area ? s('polygon', { class: 'area', points: area }) : '',
    s('polyline', { class: 'line', points }),
    marks,
  );
  // a click anywhere picks the nearest ply: the graph is a way through the game as much as a picture of it
  svg.addEventListener('click', (e) => {
    if (e.target.closest('.mark')) return;
    const box = svg.getBoundingClientRect();
    const at = ((e.clientX - box.left) / box.width) * W;
    const ply = Math.round(((at - PAD.left) / (W - PAD.left - PAD.right)) * plies);
    onPly(Math.max(0, Math.min(values.length - 1, ply)));
  });
  return { svg, summary };
}
