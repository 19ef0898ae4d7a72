// The leaderboard, /leaderboard?ruleset=…&board=…: one rating pool's ranked players, a page at a time.
import { get } from './api.js';
import { h } from './dom.js';
import { t } from './i18n.js';
import { playerLink } from './players.js';
import { num } from './words.js';

const SIZE = 50;
const list = (x, key) => (Array.isArray(x) ? x : x[key] || []);

export async function leaderboardPage(main) {
  const query = new URLSearchParams(location.search);
  const [rulesets, boards] = await Promise.all([get('/api/rulesets'), get('/api/boards')]);
  const field = (id, label, options, value) => {
    const select = h(
      'select',
      { id, name: id },
      options.map(([v, text]) => h('option', { value: v, selected: v === value }, text)),
    );
    return [h('div.field', h('label', { htmlFor: id }, label), select), select];
  };
  const [rulesetField, ruleset] = field(
    'board-ruleset',
    t('rulesetLabel'),
    list(rulesets, 'rulesets').map((r) => [r.id, t(`ruleset.${r.id}`)]),
    query.get('ruleset') || 'copenhagen',
  );
  const [boardField, board] = field(
    'board-board',
    t('boardLabel'),
    list(boards, 'boards').map((b) => [b.id, `${t(`boardName.${b.id}`)} ${b.size}×${b.size}`]),
    query.get('board') || 'copenhagen',
  );
  // The cursor of each page shown so far (the first has none), so that the previous page is one step back.
  let trail = [null];
  let page = 0;
  const body = h('div', { id: 'leaderboard' });
  const error = h('p.refusal', { role: 'alert' });
  const prev = h(
    'button',
    { type: 'button', id: 'leaderboard-prev', onclick: () => show(page - 1) },
    t('previousPage'),
  );
  const next = h('button', { type: 'button', id: 'leaderboard-next', onclick: () => show(page + 1) }, t('nextPage'));

  async function show(p) {
    page = Math.max(0, Math.min(p, trail.length - 1));
    error.textContent = '';
    const params = new URLSearchParams({ ruleset: ruleset.value, board: board.value });
    history.replaceState(null, '', `/leaderboard?${params}`);
    params.set('size', SIZE);
    if (trail[page]) params.set('cursor', trail[page]);
    try {
      const answer = await get(`/api/leaderboards?${params}`);
      const pool = `${t(`ruleset.${ruleset.value}`)}, ${t(`boardName.${board.value}`)}`;
      body.replaceChildren(
        answer.items.length
          ? h(
              'table.data.ranking',
              h('caption', t('leaderboardCaption', { pool })),
              h(
                'thead',
                h(
                  'tr',
                  h('th.num', { scope: 'col' }, t('rank')),
                  h('th', { scope: 'col' }, t('player')),
                  h('th.num', { scope: 'col' }, t('ratingLabel')),
                  h('th.num', { scope: 'col' }, t('deviation')),
                  h('th.num', { scope: 'col' }, t('ratedGames')),
                ),
              ),
              h(
                'tbody',
                answer.items.map((e) =>
                  h(
                    'tr',
                    { dataset: { player: e.player } },
                    h('td.num', num(e.rank)),
                    h('th', { scope: 'row' }, playerLink(e.player)),
                    h('td.num.rating-value', num(Math.round(e.rating))),
                    h('td.num', `±${num(Math.round(e.deviation))}`),
                    h('td.num', num(e.games)),
                  ),
                ),
              ),
            )
          : h('p.note', { id: 'leaderboard-empty' }, t('leaderboardEmpty')),
      );
      trail = trail.slice(0, page + 1);
      if (answer.next) trail.push(new URL(answer.next).searchParams.get('cursor'));
      prev.disabled = page === 0;
      next.disabled = !answer.next;
    } catch (e) {
      error.textContent = e.message;
    }
  }
  const restart = () => {
    trail = [null];
    show(0);
  };
  ruleset.addEventListener('change', restart);
  board.addEventListener('change', restart);
  document.title = `${t('leaderboard')} · Taflpost`;
  main.replaceChildren(
    h(
      'section.panel',
      h('h1', t('leaderboard')),
      h('p.note', t('leaderboardHelp')),
      h('div.fields', rulesetField, boardField),
      error,
      body,
      h('div.pager', prev, next),
    ),
  );
  await show(0);
}
