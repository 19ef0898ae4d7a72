// Times and numbers in words for the tournament, leaderboard and profile pages: "3 days per move", never "P3D".
import { language, t } from './i18n.js';

const UNITS = [
  ['week', 604800],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** Seconds in an ISO-8601 duration such as P3D, PT12H or P1DT6H30M; null when it is not one. */
export function isoSeconds(iso) {
  const m = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(String(iso));
  if (!m || iso === 'P' || iso === 'PT') return null;
  const [w, d, hh, mm, ss] = m.slice(1).map((x) => Number(x || 0));
  return w * 604800 + d * 86400 + hh * 3600 + mm * 60 + ss;
}

/** "3 days", "1 day, 12 hours": an ISO-8601 duration or a number of milliseconds in the page's language. */
export function durationWords(isoOrMillis) {
  if (isoOrMillis === null || isoOrMillis === undefined || isoOrMillis === '') return '';
  let left = typeof isoOrMillis === 'number' ? Math.round(isoOrMillis / 1000) : isoSeconds(isoOrMillis);
  if (left === null) return String(isoOrMillis);
  const parts = [];
  for (const [unit, size] of UNITS) {
    // Whole weeks read better as days unless the time is a plain number of weeks.
    if (unit === 'week' && left % size !== 0) continue;
    const n = Math.floor(left / size);
    if (n > 0) {
      parts.push(new Intl.NumberFormat(language(), { style: 'unit', unit, unitDisplay: 'long' }).format(n));
      left -= n * size;
    }
  }
  if (!parts.length)
    return new Intl.NumberFormat(language(), { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(0);
  return new Intl.ListFormat(language(), { style: 'long', type: 'unit' }).format(parts);
}

/** A game's or tournament's time control in words: "3 days per move", "7 days, plus 1 day per move". */
export function timeControlWords(tc) {
  if (!tc || tc.type === 'none') return t('clock.none');
  if (tc.type === 'per-move') return t('clockPerMove', { time: durationWords(tc.perMove) });
  const fischer = t('clockFischer', { initial: durationWords(tc.initial), increment: durationWords(tc.increment) });
  return tc.cap ? `${fischer}; ${t('clockCap', { cap: durationWords(tc.cap) })}` : fischer;
}

/** A number with the page language's digits and decimal sign, at most `digits` decimals. */
export function num(x, digits = 0) {
  return new Intl.NumberFormat(language(), { maximumFractionDigits: digits }).format(x);
}

/** A date (and time, when asked) as the page's language writes it. */
export function when(instant, withTime = false) {
  if (!instant) return '';
  const d = new Date(instant);
  return withTime ? d.toLocaleString(language()) : d.toLocaleDateString(language());
}
