// Messages: one JSON file per language under /i18n; the browser's language first, then the one chosen.
export const LANGUAGES = {
  en: 'English',
  nl: 'Nederlands',
  fr: 'Français',
  el: 'Ελληνικά',
  hu: 'Magyar',
  ru: 'Русский',
};
const KEY = 'taflpost.lang';
let messages = {};
let fallback = {};
let current = 'en';

export function pickLanguage() {
  const chosen = localStorage.getItem(KEY);
  if (chosen && LANGUAGES[chosen]) return chosen;
  for (const tag of navigator.languages || [navigator.language || 'en']) {
    const base = tag.toLowerCase().split('-')[0];
    if (LANGUAGES[base]) return base;
  }
  return 'en';
}

async function load(lang) {
  const res = await fetch(`/i18n/${lang}.json`);
  return res.ok ? res.json() : {};
}

export async function setLanguage(lang, remember) {
  if (remember) localStorage.setItem(KEY, lang);
  if (!Object.keys(fallback).length) fallback = await load('en');
  messages = lang === 'en' ? fallback : await load(lang);
  current = lang;
  document.documentElement.lang = lang;
  translate(document);
}

export const language = () => current;

/** The message for key with {placeholders} filled in; the English one when a language lacks it. */
export function t(key, params = {}) {
  const text = messages[key] ?? fallback[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));
}

export function translate(root) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-label]')) el.setAttribute('aria-label', t(el.dataset.i18nLabel));
}
