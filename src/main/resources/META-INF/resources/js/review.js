// The computer's review on the game page of a finished game: a button to ask for it while none exists, its progress
// while it runs, then a graph of the evaluation over the game; the move list shows the labels (game-view.js).
import { ApiError, get, post } from './api.js';
import { h } from './dom.js';
import { t } from './i18n.js';
import { reviewChart } from './review-chart.js';

/** How often a review under way is read again. */
const FOLLOW_MS = 1500;
const SIGNS = { inaccuracy: '?!', mistake: '?', blunder: '??' };

export class ReviewPanel {
  /** page: the game page (id, game, showPly(), view). */
  constructor(page) {
    this.page = page;
    this.review = null;
    this.read = false;
    this.timer = null;
    this.el = h('section.review', { id: 'review', 'aria-labelledby': 'review-title', hidden: true });
  }

  /** The game changed: a finished game gets its review read once, and followed while it runs. */
  update(g) {
    this.el.hidden = g.status !== 'finished';
    if (this.el.hidden || this.read) return;
    this.read = true;
    this.load();
  }

  stop() {
    clearTimeout(this.timer);
  }

  async load() {
    try {
      this.review = await get(`/api/games/${this.page.id}/review`);
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 404)) this.trouble = e;
      this.review = null;
    }
    this.changed();
  }

  async ask() {
    this.trouble = null;
    try {
      this.review = await post(`/api/games/${this.page.id}/review`);
    } catch (e) {
      this.trouble = e;
    }
    this.changed();
  }

  changed() {
    // the page draws the panel with the move list, whose marks come from the review too
    this.page.view.render();
    clearTimeout(this.timer);
    if (this.review && this.review.status !== 'done') this.timer = setTimeout(() => this.load(), FOLLOW_MS);
  }

  /** The label of the move at `ply` (from 1), for the move list: {label, sign} or null. */
  mark(ply) {
    const m = this.review && this.review.moves[ply - 1];
    return m && m.label ? { label: m.label, sign: SIGNS[m.label], text: t(`reviewLabel.${m.label}`) } : null;
  }

  render() {
    const r = this.review;
    const parts = [h('h2', { id: 'review-title' }, t('review'))];
    if (!r) {
      parts.push(
        h('p.note', t('reviewNone')),
        h('button', { type: 'button', id: 'request-review', onclick: () => this.ask() }, t('requestReview')),
      );
    } else {
      if (r.status !== 'done') {
        parts.push(
          h(
            'p.progress-line',
            { role: 'status' },
            t('reviewRunning', { done: r.reviewedPlies, total: r.plies }),
            h('progress', { max: Math.max(1, r.plies), value: r.reviewedPlies, 'aria-label': t('review') }),
          ),
        );
      }
      const shown = this.page.shownPly();
      const { svg, summary } = reviewChart(r.moves, r.plies, {
        id: 'review-chart',
        shown,
        onPly: (p) => this.page.showPly(p),
      });
      parts.push(h('figure.chart-box', svg, h('figcaption.note', summary)));
      const m = shown > 0 && r.moves[shown - 1];
      if (m) parts.push(h('p.review-move', { id: 'review-move' }, this.moveText(m)));
    }
    if (this.trouble) parts.push(h('p.trouble', t('serverSaid', { detail: this.trouble.message })));
    this.el.replaceChildren(...parts);
  }

  /** The move shown on the board, as the review judged it. */
  moveText(m) {
    const label = m.label ? ` ${t(`reviewLabel.${m.label}`)} (${SIGNS[m.label]}).` : '';
    const best = m.bestMove && m.bestMove !== m.move ? ` ${t('reviewBest', { move: m.bestMove })}` : '';
    const line = m.line.length ? ` ${t('reviewLine', { line: m.line.join(' ') })}` : '';
    return `${m.ply}. ${m.move}:${label}${best}${line}`;
  }
}
