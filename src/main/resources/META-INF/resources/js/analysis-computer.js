// The computer's view on the analysis board: asked for a position at a level, it answers its best move, a score and
// the line it expects. The players of a game still being played get none (docs/api.md, "Fair play"): the panel says
// so, and the server refuses them too.
import { ApiError, get, tokenFor } from './api.js';
import { h } from './dom.js';
import { t } from './i18n.js';

export class ComputerPanel {
  constructor(page) {
    this.page = page;
    this.blocked = false;
    this.level = 4;
    this.reset();
  }

  /** Forgets the answer shown, for a new start. */
  reset() {
    this.result = null; // {node, evaluation} or {node, refused}
  }

  /** Reads the game the board came from: its own players get no computer while it is played. */
  async forGame(id) {
    this.blocked = false;
    if (!id) return;
    const token = tokenFor(id);
    try {
      const g = await get(`/api/games/${encodeURIComponent(id)}`, { token });
      this.blocked = g.status === 'active' && !!g.yourSide && !g.computer;
    } catch {
      // a game that cannot be read says nothing of the caller: the server still refuses what it must
    }
  }

  render(a) {
    const el = this.page.el.computer;
    if (this.blocked) {
      el.replaceChildren(h('h2', t('analysisComputer')), h('p.note', { id: 'no-computer' }, t('analysisNoComputer')));
      return;
    }
    const level = h(
      'select',
      {
        id: 'computer-level',
        onchange: (e) => (this.level = Number(e.target.value)),
      },
      [1, 2, 3, 4, 5, 6, 7, 8].map((l) => h('option', { value: l, selected: l === this.level }, String(l))),
    );
    const ask = h(
      'button',
      { type: 'button', id: 'ask-computer', disabled: !!a.result, onclick: () => this.ask(ask) },
      t('analysisAsk'),
    );
    el.replaceChildren(
      h('h2', t('analysisComputer')),
      h('div.row', h('label', { htmlFor: 'computer-level' }, t('analysisLevel')), level, ask),
      this.shown(),
    );
  }

  /** The answer for the position shown, if the computer was asked about it. */
  shown() {
    const r = this.result;
    if (!r || r.node !== this.page.node) return '';
    if (r.refused) return h('p.refusal', { id: 'computer-refused', role: 'alert' }, r.refused);
    const e = r.evaluation;
    // a forced end is said in moves, its sign saying whose: the side to move's view, as the score's
    const sign = e.score > 0 ? '+' : e.score < 0 ? '−' : '';
    const score =
      e.endsInPlies != null
        ? `${sign}${t('analysisEnds', { plies: e.endsInPlies })}`
        : `${sign}${Math.abs(e.score / 100).toFixed(2)}`;
    return h(
      'div.evaluation',
      { id: 'evaluation', role: 'status' },
      h(
        'p',
        t('analysisBest', { move: e.bestMove }),
        ' ',
        h(
          'button.link',
          { type: 'button', id: 'play-best', onclick: () => this.page.play(e.bestMove) },
          t('analysisPlayBest'),
        ),
      ),
      h('p', t('analysisScore', { score })),
      h('p.pv', t('analysisLine', { moves: e.principalVariation.join(' ') })),
    );
  }

  async ask(button) {
    const page = this.page;
    const node = page.node;
    button.disabled = true;
    button.textContent = t('analysisThinking');
    try {
      const a = await page.answer(page.start, node.line(), { level: this.level });
      this.result = { node, evaluation: a.evaluation };
    } catch (e) {
      this.result = { node, refused: e instanceof ApiError ? e.message : t('unreachable') };
    }
    if (page.node === node) page.render();
  }
}
