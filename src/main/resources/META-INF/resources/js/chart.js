// A rating history drawn by hand as SVG: one point per rated game, labelled axes, each point's numbers in its
// <title>, and a table with the same numbers for readers who cannot see the drawing.
import { h } from './dom.js';
import { t } from './i18n.js';
import { num, when } from './words.js';

const NS = 'http://www.w3.org/2000/svg';
const W = 640;
const H = 260;
const PAD = { left: 52, right: 16, top: 14, bottom: 36 };

/** An SVG element; text is set as text, as h() does. */
function s(tag, attrs = {}, ...children) {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) el.setAttribute(k, v);
  for (const c of children) el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return el;
}

/** Round tick values between lo and hi, about `count` of them. */
function ticks(lo, hi, count) {
  const raw = (hi - lo) / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((x) => x >= raw);
  const out = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi; v += step) out.push(v);
  return out;
}

/**
 * The chart of rating changes (oldest first: {at, before, after, opponent, score, gameId}) with an accessible name
 * and description, and its text alternative.
 */
export function ratingChart(changes, { id, title }) {
  const values = changes.map((c) => c.after.rating);
  const first = changes.length ? changes[0].before.rating : 1500;
  let lo = Math.min(first, ...values);
  let hi = Math.max(first, ...values);
  const margin = Math.max(20, (hi - lo) * 0.1);
  lo -= margin;
  hi += margin;
  const x = (i) => PAD.left + ((W - PAD.left - PAD.right) * (i + 0.5)) / Math.max(1, changes.length);
  const y = (v) => PAD.top + ((H - PAD.top - PAD.bottom) * (hi - v)) / (hi - lo);
  const last = values.length ? values[values.length - 1] : first;
  const summary = t('chartSummary', {
    count: changes.length,
    first: num(first),
    last: num(last),
    low: num(Math.min(first, ...values)),
    high: num(Math.max(first, ...values)),
  });

  const grid = s('g', { class: 'axis y', 'aria-hidden': 'true' });
  for (const v of ticks(lo, hi, 5)) {
    grid.append(
      s('line', { x1: PAD.left, x2: W - PAD.right, y1: y(v), y2: y(v), class: 'grid' }),
      s('text', { x: PAD.left - 6, y: y(v), 'text-anchor': 'end', 'dominant-baseline': 'middle' }, num(v)),
    );
  }
  const xAxis = s('g', { class: 'axis x', 'aria-hidden': 'true' });
  xAxis.append(s('line', { x1: PAD.left, x2: W - PAD.right, y1: H - PAD.bottom, y2: H - PAD.bottom }));
  const labelled = changes.length > 2 ? [0, Math.floor((changes.length - 1) / 2), changes.length - 1] : changes.keys();
  for (const i of new Set(labelled)) {
    // The outer labels lean inwards so that they stay inside the drawing.
    const anchor = changes.length < 2 ? 'middle' : i === 0 ? 'start' : i === changes.length - 1 ? 'end' : 'middle';
    const at = anchor === 'start' ? PAD.left : anchor === 'end' ? W - PAD.right : x(i);
    xAxis.append(s('text', { x: at, y: H - PAD.bottom + 16, 'text-anchor': anchor }, when(changes[i].at)));
  }
  xAxis.append(s('text', { x: (W + PAD.left) / 2, y: H - 4, 'text-anchor': 'middle', class: 'label' }, t('chartX')));
  grid.append(
    s(
      'text',
      {
        x: 12,
        y: (H - PAD.bottom + PAD.top) / 2,
        transform: `rotate(-90 12 ${(H - PAD.bottom + PAD.top) / 2})`,
        'text-anchor': 'middle',
        class: 'label y-label',
      },
      t('ratingLabel'),
    ),
  );
  const line = s('polyline', { class: 'line', points: values.map((v, i) => `${x(i)},${y(v)}`).join(' ') });
  const points = s('g', { class: 'points' });
  changes.forEach((c, i) => {
    const text = pointText(c);
    points.append(
      s(
        'circle',
        {
          cx: x(i),
          cy: y(c.after.rating),
          r: 4.5,
          class: `point s${String(c.score).replace('.', '')}`,
          'data-game': c.gameId,
        },
        s('title', {}, text),
      ),
    );
  });
  const svg = s(
    'svg',
    {
      class: 'chart',
      id,
      viewBox: `0 0 ${W} ${H}`,
      role: 'img',
      'aria-labelledby': `${id}-title ${id}-desc`,
      preserveAspectRatio: 'xMidYMid meet',
    },
    s('title', { id: `${id}-title` }, title),
    s('desc', { id: `${id}-desc` }, summary),
    grid,
    xAxis,
    line,
    points,
  );
  return h('figure.chart-box', svg, h('figcaption.note', summary), table(changes, id));
}

function pointText(c) {
  return t('chartPoint', {
    date: when(c.at),
    rating: num(c.after.rating),
    change: (c.after.rating >= c.before.rating ? '+' : '') + num(c.after.rating - c.before.rating),
    opponent: c.opponent,
    outcome: t(`outcome.${c.score === 1 ? 'won' : c.score === 0 ? 'lost' : 'drew'}`),
  });
}

/** The same numbers as a table, folded away under a summary: the chart's text alternative. */
function table(changes, id) {
  const rows = [...changes]
    .reverse()
    .map((c) =>
      h(
        'tr',
        h('td', when(c.at)),
        h('td', h('a', { href: `/play/${c.gameId}` }, c.opponent)),
        h('td', t(`outcome.${c.score === 1 ? 'won' : c.score === 0 ? 'lost' : 'drew'}`)),
        h('td.num', num(c.after.rating)),
        h('td.num', (c.after.rating >= c.before.rating ? '+' : '') + num(c.after.rating - c.before.rating)),
      ),
    );
  return h(
    'details.chart-table',
    h('summary', t('chartTable')),
    h(
      'table.data',
      { id: `${id}-table` },
      h('caption.sr', t('chartTable')),
      h(
        'thead',
        h(
          'tr',
          [t('date'), t('opponent'), t('result'), t('ratingLabel'), t('change')].map((x) =>
            h('th', { scope: 'col' }, x),
          ),
        ),
      ),
      h('tbody', rows),
    ),
  );
}
