// Words for screen readers about what changes on its own, such as the opponent's move: a visually hidden polite live
// region, the one in index.html or one made on first use.
import { language, t } from './i18n.js';
import { parseMove } from './board.js';

function region() {
  let el = document.getElementById('announcer');
  if (!el) {
    el = document.createElement('div');
    el.id = 'announcer';
    el.className = 'sr';
    el.setAttribute('aria-live', 'polite');
    document.body.append(el);
  }
  return el;
}

/** Has screen readers say text politely, once the person's current speech is done. */
export function announce(text) {
  const el = region();
  // Emptied first and filled a moment later, so that the same sentence twice is read twice.
  el.textContent = '';
  clearTimeout(announce.timer);
  announce.timer = setTimeout(() => (el.textContent = text), 100);
}

/**
 * A move in words, e.g. "Attackers moved e1 to e4, capturing e5.": move as notation ("e1-e4xe5") or {from, to,
 * captures}; captures, when given, replace the move's own.
 */
export function moveSentence(move, side, captures) {
  const m = typeof move === 'string' ? parseMove(move) : move;
  const taken = captures || m.captures || [];
  const params = { side: t(`side.${side}`), from: m.from, to: m.to };
  if (!taken.length) return t('announce.move', params);
  const list = new Intl.ListFormat(language(), { type: 'conjunction' }).format(taken);
  return t('announce.moveCapturing', { ...params, captures: list });
}
