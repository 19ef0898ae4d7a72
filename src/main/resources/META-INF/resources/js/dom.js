// A tiny element builder: h('button.primary', {onclick}, 'text', child...). Text is always set as text, never HTML.
import { language, t } from './i18n.js';

export function h(spec, attrs = {}, ...children) {
  const [tag, ...classes] = spec.split('.');
  const el = document.createElement(tag || 'div');
  if (classes.length) el.className = classes.join(' ');
  if (attrs === null || typeof attrs !== 'object' || attrs instanceof Node || Array.isArray(attrs)) {
    children.unshift(attrs);
    attrs = {};
  }
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
    else if (k === 'dataset') Object.assign(el.dataset, v);
    else if (k in el && k !== 'list' && k !== 'form') el[k] = v;
    else el.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

export function toast(text, kind = 'info') {
  const el = document.getElementById('toast');
  el.textContent = text;
  el.className = `toast show ${kind}`;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => (el.className = 'toast'), kind === 'error' ? 8000 : 4000);
}

/** "2d 03:04:05" style text for a number of milliseconds. */
export function duration(ms) {
  if (ms === null || ms === undefined) return '';
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86400);
  const hms = [Math.floor(s / 3600) % 24, Math.floor(s / 60) % 60, s % 60].map((n) => String(n).padStart(2, '0'));
  return (d ? `${d}d ` : '') + hms.join(':');
}

const UNITS = [
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * A duration in words in the page's language, e.g. "3 days" or "1 hour, 30 minutes": value is milliseconds or an
 * ISO-8601 duration (P3D, PT72H, PT1M30S). The browser's own unit names carry each language's plural forms. A text it
 * cannot read comes back as it is.
 */
export function durationWords(value) {
  let rest;
  if (typeof value === 'number') {
    rest = Math.max(0, Math.round(value / 1000));
  } else {
    const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value || '');
    if (!m) return value || '';
    const [, d = 0, hours = 0, minutes = 0, secs = 0] = m;
    rest = Number(d) * 86400 + Number(hours) * 3600 + Number(minutes) * 60 + Math.round(Number(secs));
  }
  const parts = [];
  for (const [unit, size] of UNITS) {
    const n = Math.floor(rest / size);
    rest -= n * size;
    if (n > 0 || (unit === 'second' && !parts.length)) {
      parts.push(new Intl.NumberFormat(language(), { style: 'unit', unit, unitDisplay: 'long' }).format(n));
    }
  }
  return new Intl.ListFormat(language(), { style: 'narrow', type: 'unit' }).format(parts);
}

/** A time control in words, e.g. "3 days per move"; empty for none. */
export function clockWords(c) {
  if (!c || c.type === 'none') return '';
  if (c.type === 'per-move') return t('clockPerMove', { time: durationWords(c.perMove) });
  return t('clockFischer', { initial: durationWords(c.initial), increment: durationWords(c.increment) });
}

export async function copy(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
