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
  who();
  const main = document.getElementById('main');
  try {
    await route(main);
  } catch (e) {
    main.replaceChildren(h('p.refusal', e.message));
  }
}

boot();
