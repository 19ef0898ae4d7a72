// A player's profile, /players/{name}: results, ratings with their history drawn as a chart, and games.
import { allPages, ApiError, get } from './api.js';
import { h } from './dom.js';
import { t } from './i18n.js';
import { ratingChart } from './chart.js';
import { finishedItem, finishedPage, markTournamentGames, ratingBadge } from './players.js';
import { num, when } from './words.js';

/** The last thousand rating changes of one pool, oldest first (the API gives the last first, a page at a time). */
async function history(name, r) {
  const params = new URLSearchParams({ ruleset: r.ruleset, board: r.board, size: 100 });
  const items = await allPages(`/api/players/${encodeURIComponent(name)}/ratings/history?${params}`, undefined, 10);
  return items.reverse();
}

const pool = (r) => `${t(`ruleset.${r.ruleset}`)}, ${t(`boardName.${r.board}`)}`;

function ratingsTable(ratings) {
  return h(
    'table.data',
    { id: 'ratings' },
    h('caption.sr', t('ratings')),
    h(
      'thead',
      h(
        'tr',
        h('th', { scope: 'col' }, t('pool')),
        h('th.num', { scope: 'col' }, t('ratingLabel')),
        h('th.num', { scope: 'col' }, t('deviation')),
        h('th.num', { scope: 'col' }, t('ratedGames')),
      ),
    ),
    h(
      'tbody',
      ratings.map((r) =>
        h(
          'tr',
          { dataset: { pool: `${r.ruleset}/${r.board}` } },
          h('th', { scope: 'row' }, pool(r)),
          h('td.num', ratingBadge(r), r.provisional ? h('span.note', ` ${t('provisional')}`) : ''),
          h('td.num', `±${num(Math.round(r.deviation))}`),
          h('td.num', num(r.games)),
        ),
      ),
    ),
  );
}

export async function profilePage(main, name) {
  let profile;
  try {
    profile = await get(`/api/players/${encodeURIComponent(name)}`);
  } catch (e) {
    if (!(e instanceof ApiError) || e.status !== 404) throw e;
    main.replaceChildren(
      h('section.panel', h('h1', t('playerNotFound')), h('p', e.message), h('a', { href: '/' }, t('home'))),
    );
    return;
  }
  document.title = `${profile.name} · Taflpost`;
  const res = profile.games.results;
  const ratings = profile.ratings || [];
  const charts = await Promise.all(
    ratings.map(async (r, i) => {
      const changes = await history(profile.name, r);
      return h(
        'section.pool',
        h('h3', pool(r)),
        changes.length
          ? ratingChart(changes, { id: `chart-${i}`, title: t('chartTitle', { name: profile.name, pool: pool(r) }) })
          : h('p.note', t('noRatingChanges')),
      );
    }),
  );
  const current = h(
    'ul.list',
    { id: 'profile-games' },
    profile.games.current.length
      ? profile.games.current.map((g) =>
          h(
            'li',
            { dataset: { game: g.id } },
            h(
              'a',
              { href: `/play/${g.id}` },
              `${t(`ruleset.${g.ruleset}`)} · ${t('versus', { name: g.opponent || '?' })}`,
            ),
            ` · ${t(`side.${g.side}`)} · ${t('movesPlayed', { ply: g.ply })}`,
          ),
        )
      : h('li.note', t('noGames')),
  );
  const finished = h('ul.list', { id: 'profile-finished' }, h('li.note', '…'));
  const more = h('button', { type: 'button', id: 'more-finished', hidden: true }, t('moreGames'));
  const outcome = h(
    'select',
    { id: 'finished-filter' },
    ['', 'won', 'lost', 'drawn'].map((r) => h('option', { value: r }, t(r ? `resultFilter.${r}` : 'resultFilter.all'))),
  );
  let next = null;
  // a page of finished games after the ones shown (or the first page, afresh, when the filter changed)
  async function showFinished(afresh) {
    more.disabled = true;
    try {
      const page = await finishedPage(profile.name, { result: outcome.value, next: afresh ? null : next });
      const items = page.games.map((g) => finishedItem(g, profile.name));
      if (afresh) finished.replaceChildren(...(items.length ? items : [h('li.note', t('noGames'))]));
      else finished.append(...items);
      markTournamentGames(finished);
      next = page.next;
    } catch {
      if (afresh) finished.replaceChildren(h('li.note', t('noGames')));
      next = null;
    }
    more.hidden = !next;
    more.disabled = false;
  }
  more.addEventListener('click', () => showFinished(false));
  outcome.addEventListener('change', () => showFinished(true));
  main.replaceChildren(
    h(
      'div.profile',
      h(
        'section.panel',
        h('h1', { id: 'profile-name' }, profile.name),
        h('p.note', t('memberSince', { date: when(profile.createdAt) })),
        h(
          'p',
          { id: 'results' },
          t('resultsLine', { wins: num(res.wins), draws: num(res.draws), losses: num(res.losses) }),
        ),
      ),
      h(
        'section.panel',
        h('h2', t('ratings')),
        ratings.length ? ratingsTable(ratings) : h('p.note', t('noRatings')),
        ...charts,
      ),
      h(
        'section.panel',
        h('h2', t('currentGames')),
        current,
        h('h2', t('finishedGames')),
        h('label.filter', t('showResults'), ' ', outcome),
        finished,
        more,
      ),
    ),
  );
  markTournamentGames(current);
  await showFinished(true);
}
