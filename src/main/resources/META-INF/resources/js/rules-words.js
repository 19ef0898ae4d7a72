// The questions of a ruleset description in words: "Escape to: Edges". The editor on the home page and a custom
// game's page both read the keys and answers the server gives (GET /api/rulesets/questions, a game's rules).
import { get } from './api.js';
import { h } from './dom.js';
import { t } from './i18n.js';

export const ruleLabel = (key) => t(`rule.${key}`);

/** An answer in words: its own wording for this question where it has one, else the shared word (yes, draw...). */
export function answerLabel(key, answer) {
  if (key === 'move-limit') return answer === '0' ? t('rule.move-limit.none') : answer;
  const own = `rule.${key}.${answer}`;
  const text = t(own);
  return text === own ? t(`answer.${answer}`) : text;
}

let questions = null;
/** The questions, read once a page. */
export function rulesQuestions() {
  // A failed read is not kept, so that the next page asks again.
  questions =
    questions ||
    get('/api/rulesets/questions').catch((e) => {
      questions = null;
      throw e;
    });
  return questions;
}

/** Whether a question means anything beside the other answers (no throne, no throne rules). */
export const applies = (question, answerOf) =>
  !question.unless || answerOf(question.unless.key) !== question.unless.answer;

/**
 * A custom game's rules as readable lines in a disclosure, so both players know what they play; the rules that
 * differ from Copenhagen's come first and stand out.
 */
export function customRulesBox(rules) {
  const box = h('details.game-rules', { id: 'game-rules' }, h('summary', t('gameRulesTitle')));
  Promise.all([rulesQuestions(), get('/api/rulesets')])
    .then(([all, rulesets]) => {
      const copenhagen = (rulesets.find((r) => r.id === 'copenhagen') || {}).questions || {};
      const shown = all.filter((q) => q.key in rules);
      const differs = (q) => rules[q.key] !== copenhagen[q.key];
      const line = (q) =>
        h(
          `li${differs(q) ? '.differs' : ''}`,
          { dataset: { rule: q.key } },
          `${ruleLabel(q.key)}: `,
          h(differs(q) ? 'strong' : 'span', answerLabel(q.key, rules[q.key])),
        );
      box.append(
        h('p.note', t('gameRulesHelp')),
        h('ul.rule-lines', ...shown.filter(differs).map(line), ...shown.filter((q) => !differs(q)).map(line)),
      );
    })
    .catch(() =>
      box.append(
        h(
          'p.note',
          Object.entries(rules)
            .map(([k, v]) => `${k}:${v}`)
            .join(' '),
        ),
      ),
    );
  return box;
}
