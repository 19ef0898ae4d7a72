// "Your own rules" on the new-game form: one choice per question (GET /api/rulesets/questions), pre-set to the chosen
// ruleset's answers. The game is created with the changed answers only, amending the chosen ruleset.
import { h } from './dom.js';
import { t } from './i18n.js';
import { answerLabel, applies, ruleLabel, rulesQuestions } from './rules-words.js';

/** rulesetSelect: the form's ruleset choice; rulesets: GET /api/rulesets, each with its questions (answers). */
export async function rulesEditor(rulesetSelect, rulesets) {
  const questions = await rulesQuestions();
  const answersOf = (id) => (rulesets.find((r) => r.id === id) || {}).questions || {};
  // A key the chosen ruleset leaves out (a throne it has none of) starts at Copenhagen's answer, as the server reads it.
  const preset = (key) => answersOf(rulesetSelect.value)[key] ?? answersOf('copenhagen')[key];
  const controls = new Map();
  const rows = new Map();
  for (const q of questions) {
    const id = `rule-${q.key}`;
    const control = q.answers.length
      ? h(
          'select',
          { id, name: id },
          q.answers.map((a) => h('option', { value: a }, answerLabel(q.key, a))),
        )
      : h('input', { id, name: id, type: 'number', min: 0, max: q.maximum, step: 1, inputMode: 'numeric' });
    control.addEventListener('change', () => update());
    control.addEventListener('input', () => update());
    controls.set(q.key, control);
    rows.set(
      q.key,
      h('div.field', { dataset: { question: q.key } }, h('label', { htmlFor: id }, ruleLabel(q.key)), control),
    );
  }
  const answerOf = (key) => controls.get(key).value.trim();
  const changed = () => {
    const rules = {};
    for (const q of questions) {
      if (applies(q, answerOf) && answerOf(q.key) !== preset(q.key)) rules[q.key] = answerOf(q.key);
    }
    return rules;
  };
  const note = h('p.custom-rules', { id: 'custom-rules', role: 'status' });
  const refusal = h('p.refusal', { id: 'rules-refusal', role: 'alert' });
  const details = h(
    'details.rules-editor',
    { id: 'rules-editor' },
    h('summary', t('ownRules')),
    h('p.note', t('ownRulesHelp')),
    h('div.fields', [...rows.values()]),
    h('button', { type: 'button', id: 'rules-reset', onclick: () => reset() }, t('rulesReset')),
  );
  function update() {
    const rules = changed();
    for (const q of questions) {
      rows.get(q.key).hidden = !applies(q, answerOf);
      rows.get(q.key).classList.toggle('changed', q.key in rules);
    }
    const custom = Object.keys(rules).length > 0;
    note.textContent = custom ? t('customRulesNote') : '';
    details.classList.toggle('custom', custom);
    refusal.textContent = '';
  }
  function reset() {
    for (const q of questions) controls.get(q.key).value = preset(q.key);
    update();
  }
  rulesetSelect.addEventListener('change', reset);
  reset();
  return {
    el: h('div.rules-editor-host', details, note, refusal),
    /** The new game's rules member: only the changed answers, none when nothing changed. */
    value: () => {
      const rules = changed();
      return Object.keys(rules).length ? { rules } : {};
    },
    /** Shows the server's reason for refusing the rules beside them; false for any other refusal. */
    refuse: (err) => {
      refusal.textContent = '';
      if (!err || !String(err.code || '').startsWith('rules-')) return false;
      refusal.textContent = t('rulesRefused', { reason: err.message });
      details.open = true;
      return true;
    },
  };
}
