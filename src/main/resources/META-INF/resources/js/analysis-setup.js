// The analysis board's setup: any ruleset on any board it starts on, or a position written out, under the ruleset's
// rules or the player's own (the new-game form's rules editor); starting it clears the moves tried.
import { get } from './api.js';
import { h } from './dom.js';
import { t } from './i18n.js';
import { rulesEditor } from './rules-editor.js';

const field = (label, control) => h('div.field', h('label', { htmlFor: control.id }, label), control);

/** The setup form, in a disclosure; onStart(start) with start as analysis-line.js writes it. */
export async function setupForm(onStart) {
  const [rulesets, boards] = await Promise.all([get('/api/rulesets'), get('/api/boards')]);
  const list = (x) => (Array.isArray(x) ? x : x.rulesets || x.boards || []);
  const ruleset = h(
    'select',
    { id: 'setup-ruleset' },
    list(rulesets).map((r) => h('option', { value: r.id, selected: r.id === 'copenhagen' }, t(`ruleset.${r.id}`))),
  );
  const board = h('select', { id: 'setup-board' });
  const offerBoards = () => {
    const rules = list(rulesets).find((r) => r.id === ruleset.value) || {};
    const fitting = list(boards).filter((b) => !rules.boards || rules.boards.includes(b.id));
    board.replaceChildren(
      ...fitting.map((b) =>
        h('option', { value: b.id, selected: b.id === rules.board }, `${t(`boardName.${b.id}`)} ${b.size}×${b.size}`),
      ),
    );
  };
  offerBoards();
  ruleset.addEventListener('change', offerBoards);
  const position = h('input', {
    id: 'setup-position',
    type: 'text',
    spellcheck: false,
    autocomplete: 'off',
    placeholder: '/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/',
  });
  const side = h(
    'select',
    { id: 'setup-side' },
    ['attackers', 'defenders'].map((s) => h('option', { value: s }, t(`side.${s}`))),
  );
  const editor = await rulesEditor(ruleset, list(rulesets));
  const refusal = h('p.refusal', { id: 'setup-refusal', role: 'alert' });
  const form = h(
    'form.setup',
    {
      onsubmit: async (e) => {
        e.preventDefault();
        refusal.textContent = '';
        const written = position.value.trim();
        const own = editor.value().rules || null;
        try {
          await onStart({
            ruleset: ruleset.value,
            rules: own,
            board: written ? null : board.value,
            position: written || null,
            sideToMove: written ? side.value : null,
            game: null,
          });
        } catch (err) {
          if (!editor.refuse(err)) refusal.textContent = err.message;
        }
      },
    },
    field(t('rulesetLabel'), ruleset),
    field(t('boardLabel'), board),
    field(t('analysisPosition'), position),
    field(t('analysisSideToMove'), side),
    editor.el,
    h('button.primary', { type: 'submit', id: 'setup-start' }, t('analysisStart')),
    refusal,
  );
  return h('details.analysis-setup', { id: 'analysis-setup' }, h('summary', t('analysisSetup')), form);
}
