// Taflpost's web client: plain ES modules over the public API. The path picks the page.
import { player, post, setPlayer } from './api.js';
import { h } from './dom.js';
import { LANGUAGES, pickLanguage, setLanguage, t } from './i18n.js';

/**
 * The page the path names: its module, asked for at once (beside the messages, not after them), and how it opens.
 */
function pageFor() {
  const [, page, raw] = location.pathname.split('/');
  const id = raw && decodeURIComponent(raw);
  if (page === 'play' && id) {
    // the modules at the bottom of its imports asked for beside it: the game's names and ratings do not wait for a
    // chain of round trips (app.js, game.js, game-view.js, players.js) before they are read
    import('./players.js');
    import('./game-view.js');
    return [import('./game.js'), (m, main) => m.gamePage(main, id)];
  }
  if (page === 'challenge' && id) return [import('./challenge.js'), (m, main) => m.challengePage(main, id)];
  if (page === 'tournaments' && id) return [import('./tournament.js'), (m, main) => m.tournamentPage(main, id)];
  if (page === 'tournaments') return [import('./tournaments.js'), (m, main) => m.tournamentsPage(main)];
  if (page === 'analysis') return [import('./analysis.js'), (m, main) => m.analysisPage(main)];
  if (page === 'leaderboard') return [import('./leaderboard.js'), (m, main) => m.leaderboardPage(main)];
  if (page === 'players' && id) return [import('./profile.js'), (m, main) => m.profilePage(main, id)];
  // "/?notifications": the server serves the client at "/", so the settings page is a query, not a path.
  if (!page && new URLSearchParams(location.search).has('notifications')) {
    return [import('./settings.js'), (m, main) => m.settingsPage(main)];
  }
  return [import('./home.js'), (m, main) => m.homePage(main)];
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
  const [module, open] = pageFor();
  module.catch(() => {}); // its failure is said below, once the page is there to say it
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
    await open(await module, main);
  } catch (e) {
    main.replaceChildren(h('p.refusal', e.message));
  }
}

boot();
