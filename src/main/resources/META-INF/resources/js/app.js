// Taflpost's web client: plain ES modules over the public API. The path picks the page.
import { player, post, setPlayer } from './api.js';
import { h } from './dom.js';
import { LANGUAGES, pickLanguage, setLanguage, t } from './i18n.js';

async function route(main) {
  const [, page, id] = location.pathname.split('/');
  if (page === 'play' && id) {
    const { gamePage } = await import('./game.js');
    await gamePage(main, decodeURIComponent(id));
  } else if (page === 'challenge' && id) {
    const { challengePage } = await import('./challenge.js');
    await challengePage(main, decodeURIComponent(id));
  } else if (page === 'tournaments' && id) {
    const { tournamentPage } = await import('./tournament.js');
    await tournamentPage(main, decodeURIComponent(id));
  } else if (page === 'tournaments') {
    const { tournamentsPage } = await import('./tournaments.js');
    await tournamentsPage(main);
  } else if (page === 'analysis') {
    const { analysisPage } = await import('./analysis.js');
    await analysisPage(main);
  } else if (page === 'leaderboard') {
    const { leaderboardPage } = await import('./leaderboard.js');
    await leaderboardPage(main);
  } else if (page === 'players' && id) {
    const { profilePage } = await import('./profile.js');
    await profilePage(main, decodeURIComponent(id));
  } else if (!page && new URLSearchParams(location.search).has('notifications')) {
    // "/?notifications": the server serves the client at "/", so the settings page is a query, not a path.
    const { settingsPage } = await import('./settings.js');
    await settingsPage(main);
  } else {
    const { homePage } = await import('./home.js');
    await homePage(main);
  }
}

/**
 * The read-only banner: shown while writes answer 503 database-unavailable (a failover), until the server says it
 * writes again (readiness names it) or a write goes through.
 */
function readOnlyBanner() {
  const banner = h('div.read-only', { id: 'read-only', role: 'status', hidden: true }, t('readOnly'));
  document.querySelector('header.top').after(banner);
  let timer = null;
  const hide = () => {
    banner.hidden = true;
    clearTimeout(timer);
    timer = null;
  };
  const check = async (seconds) => {
    try {
      const health = await fetch('/q/health/ready').then((r) => r.json());
      const database = (health.checks || []).find((c) => c.name === 'Database');
      if (database && database.data && database.data.writes) return hide();
    } catch {
      // not answering yet: look again
    }
    timer = setTimeout(() => check(seconds), seconds * 1000);
  };
  window.addEventListener('taflpost:read-only', (e) => {
    banner.hidden = false;
    if (!timer) timer = setTimeout(() => check(e.detail.retryAfter), e.detail.retryAfter * 1000);
  });
  window.addEventListener('taflpost:writable', hide);
}

function who() {
  const p = player();
  const el = document.getElementById('who');
  if (!p) {
    el.replaceChildren();
    return;
  }
  el.replaceChildren(
    h('a', { id: 'player-name', href: `/players/${encodeURIComponent(p.name)}` }, p.name),
    ' ',
    h('a', { href: '/?notifications', id: 'settings-link' }, t('notifications')),
    ' ',
    h(
      'button.link',
      {
        type: 'button',
        id: 'logout',
        onclick: async () => {
          await post('/api/auth/logout', undefined, { token: p.token }).catch(() => {});
          setPlayer(null);
          location.assign('/');
        },
      },
      t('logOut'),
    ),
  );
}

async function boot() {
  const select = document.getElementById('lang');
  const lang = pickLanguage();
  for (const [code, name] of Object.entries(LANGUAGES))
    select.append(h('option', { value: code, selected: code === lang }, name));
  await setLanguage(lang, false);
  for (const link of document.querySelectorAll('.top-nav a[aria-current]')) link.removeAttribute('aria-current');
  const here = document.querySelector(`.top-nav a[href="/${location.pathname.split('/')[1]}"]`);
  if (here) here.setAttribute('aria-current', 'page');
  select.addEventListener('change', async () => {
    await setLanguage(select.value, true);
    location.reload();
  });
  readOnlyBanner();
  who();
  const main = document.getElementById('main');
  try {
    await route(main);
  } catch (e) {
    main.replaceChildren(h('p.refusal', e.message));
  }
}

boot();
