// The conditional-moves editor of the game page: on the opponent's turn a player writes lines of moves (the
// opponent's move, the reply, ...), sees the lines stored and deletes them. The server plays a reply as soon as the
// opponent plays the first move of a line.
import { ApiError, api, get } from './api.js';
import { h } from './dom.js';
import { t } from './i18n.js';

export class ConditionalEditor {
  constructor(page) {
    this.page = page;
    this.lines = [];
    this.ply = null;
    this.input = h('input', {
      type: 'text',
      id: 'conditional-line',
      autocomplete: 'off',
      spellcheck: false,
      placeholder: 'c4-c7 a4-a5',
    });
    this.list = h('ol.conditional-lines', { id: 'conditional-lines' });
    this.message = h('p.refusal', { id: 'conditional-refusal', role: 'alert' });
    this.add = h('button', { type: 'button', id: 'conditional-add' }, t('conditionalAdd'));
    this.add.addEventListener('click', () => this.addLine());
    this.input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') this.addLine();
    });
    this.el = h(
      'section.conditional',
      { id: 'conditional', hidden: true },
      h('h2', t('conditionalTitle')),
      h('p.note', t('conditionalHelp')),
      this.list,
      h('label', { htmlFor: 'conditional-line' }, t('conditionalLine')),
      h('div.conditional-form', this.input, this.add),
      this.message,
    );
  }

  path() {
    return `/api/games/${this.page.id}/conditional-moves`;
  }

  /** The game changed: shown on the opponent's turn to a seated player, with the lines as stored now. */
  async update(g, side) {
    const open = !!(this.page.token && side && g.status === 'active' && g.sideToMove !== side);
    this.el.hidden = !open;
    if (!open || this.ply === g.ply) return;
    this.ply = g.ply;
    try {
      this.show((await get(this.path(), { token: this.page.token })).lines);
    } catch (e) {
      this.message.textContent = t('serverSaid', { detail: e.message });
    }
  }

  show(lines) {
    this.lines = lines || [];
    this.list.replaceChildren(
      ...this.lines.map((line, i) =>
        h(
          'li',
          h('span.conditional-moves', line.join(' ')),
          ' ',
          h(
            'button.secondary.small',
            {
              type: 'button',
              dataset: { line: i },
              'aria-label': t('conditionalDeleteLine', { n: i + 1 }),
              onclick: () => this.store(this.lines.filter((_, j) => j !== i)),
            },
            t('conditionalDelete'),
          ),
        ),
      ),
    );
    if (!this.lines.length) this.list.append(h('li.none', t('conditionalNone')));
  }

  async addLine() {
    const moves = this.input.value.split(/[\s,;]+/).filter(Boolean);
    if (moves.length < 2 || moves.length % 2) {
      this.message.textContent = t('conditionalEven');
      return;
    }
    if (await this.store([...this.lines, moves])) this.input.value = '';
  }

  /** Stores the lines (none: clears them); true when the server took them. */
  async store(lines) {
    this.message.textContent = '';
    try {
      if (lines.length)
        this.show((await api('PUT', this.path(), { body: { lines }, token: this.page.token })).data.lines);
      else {
        await api('DELETE', this.path(), { token: this.page.token });
        this.show([]);
      }
      return true;
    } catch (e) {
      this.message.textContent =
        e instanceof ApiError ? t('conditionalRefused', { detail: e.message }) : t('unreachable');
      return false;
    }
  }
}
