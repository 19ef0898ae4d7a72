// The tournaments, /tournaments: the list, newest first, and a form to organise one for a logged-in player.
import { get, player, post } from './api.js';
import { h } from './dom.js';
import { t } from './i18n.js';
import { playerLink } from './players.js';
import { num } from './words.js';

const SIZE = 20;
const CLOCKS = {
  none: { type: 'none' },
  'per-move-1d': { type: 'per-move', perMove: 'P1D' },
  'per-move-3d': { type: 'per-move', perMove: 'P3D' },
  'per-move-7d': { type: 'per-move', perMove: 'P7D' },
  'fischer-7d': { type: 'fischer', initial: 'P7D', increment: 'P1D', cap: 'P14D' },
};
const list = (x, key) => (Array.isArray(x) ? x : x[key] || []);

function field(label, control, hint) {
  return h('div.field', h('label', { htmlFor: control.id }, label), control, hint ? h('span.note', hint) : '');
}

function select(id, options, selected) {
  return h(
    'select',
    { id, name: id },
    options.map(([v, text]) => h('option', { value: v, selected: v === selected }, text)),
  );
}

async function createForm(p) {
  const [rulesets, boards] = await Promise.all([get('/api/rulesets'), get('/api/boards')]);
  const name = h('input', { id: 'tournament-name', name: 'name', required: true, maxLength: 100 });
  const format = select(
    'tournament-format',
    ['round-robin', 'swiss'].map((f) => [f, t(`format.${f}`)]),
    'round-robin',
  );
  const rounds = h('input', { id: 'tournament-rounds', type: 'number', min: 1, max: 20, value: 3, disabled: true });
  format.addEventListener('change', () => (rounds.disabled = format.value !== 'swiss'));
  const ruleset = select(
    'tournament-ruleset',
    list(rulesets, 'rulesets').map((r) => [r.id, t(`ruleset.${r.id}`)]),
    'copenhagen',
  );
  const board = select(
    'tournament-board',
    list(boards, 'boards').map((b) => [b.id, `${t(`boardName.${b.id}`)} ${b.size}×${b.size}`]),
    'copenhagen',
  );
  const clock = select(
    'tournament-clock',
    Object.keys(CLOCKS).map((c) => [c, t(`clock.${c}`)]),
    'per-move-3d',
  );
  const perPairing = select(
    'tournament-games',
    [
      ['2', t('gamesPerPairing.2')],
      ['1', t('gamesPerPairing.1')],
    ],
    '2',
  );
  const max = h('input', { id: 'tournament-max', type: 'number', min: 2, max: 64, value: 8 });
  const rated = h('input', { type: 'checkbox', id: 'tournament-rated', name: 'rated' });
  const description = h('textarea', { id: 'tournament-description', name: 'description', maxLength: 500, rows: 2 });
  const error = h('p.refusal', { role: 'alert' });
  return h(
    'form.panel',
    {
      id: 'new-tournament',
      onsubmit: async (e) => {
        e.preventDefault();
        error.textContent = '';
        const body = {
          name: name.value.trim(),
          format: format.value,
          ruleset: ruleset.value,
          board: board.value,
          timeControl: CLOCKS[clock.value],
          rated: rated.checked,
          gamesPerPairing: Number(perPairing.value),
          maxPlayers: Number(max.value),
          description: description.value.trim() || undefined,
        };
        if (format.value === 'swiss') body.rounds = Number(rounds.value);
        try {
          const created = await post('/api/tournaments', body, { token: p.token });
          location.assign(`/tournaments/${created.id}`);
        } catch (err) {
          error.textContent = err.message;
        }
      },
    },
    h('h2', t('newTournament')),
    h(
      'div.fields',
      field(t('tournamentName'), name),
      field(t('formatLabel'), format),
      field(t('roundsLabel'), rounds, t('roundsHint')),
      field(t('rulesetLabel'), ruleset),
      field(t('boardLabel'), board),
      field(t('clockLabel'), clock),
      field(t('gamesPerPairingLabel'), perPairing),
      field(t('maxPlayersLabel'), max),
    ),
    field(t('descriptionLabel'), description),
    h('label.check', rated, ' ', t('ratedTournament')),
    h('button.primary', { type: 'submit', id: 'create-tournament' }, t('createTournament')),
    error,
  );
}

export async function tournamentsPage(main) {
  const p = player();
  // The cursor of each page shown so far (the first has none), so that the previous page is one step back.
  let trail = [null];
  let page = 0;
  const status = select(
    'tournament-status',
    [['', t('allTournaments')], ...['entry', 'running', 'finished', 'cancelled'].map((s) => [s, t(`tstatus.${s}`)])],
    '',
  );
  const body = h('div', { id: 'tournaments' });
  const prev = h('button', { type: 'button', onclick: () => show(page - 1) }, t('previousPage'));
  const next = h('button', { type: 'button', onclick: () => show(page + 1) }, t('nextPage'));
  async function show(n) {
    page = Math.max(0, Math.min(n, trail.length - 1));
    const params = new URLSearchParams({ size: SIZE });
    if (status.value) params.set('status', status.value);
    if (trail[page]) params.set('cursor', trail[page]);
    const answer = await get(`/api/tournaments?${params}`);
    body.replaceChildren(
      answer.items.length
        ? h(
            'ul.list.tournaments',
            answer.items.map((x) =>
              h(
                'li',
                { dataset: { tournament: x.id } },
                h('a.name', { href: `/tournaments/${x.id}` }, x.name),
                ' ',
                h(`span.tag.status.${x.status}`, t(`tstatus.${x.status}`)),
                h(
                  'div.note',
                  `${t(`format.${x.format}`)} · ${t(`ruleset.${x.ruleset}`)}, ${t(`boardName.${x.board}`)} · `,
                  t('entrantsCount', { count: num(x.players), max: num(x.maxPlayers) }),
                  x.rated ? ` · ${t('ratedShort')}` : '',
                  ` · ${t('organisedBy')} `,
                  playerLink(x.organiser),
                ),
              ),
            ),
          )
        : h('p.note', t('noTournaments')),
    );
    trail = trail.slice(0, page + 1);
    if (answer.next) trail.push(new URL(answer.next).searchParams.get('cursor'));
    prev.disabled = page === 0;
    next.disabled = !answer.next;
  }
  status.addEventListener('change', () => {
    trail = [null];
    show(0);
  });
  document.title = `${t('tournaments')} · Taflpost`;
  const parts = [
    h(
      'section.panel',
      h('h1', t('tournaments')),
      h('div.fields', field(t('statusLabel'), status)),
      body,
      h('div.pager', prev, next),
    ),
  ];
  // the first page is read before anything is shown, so that the note below the list does not move as it arrives
  const [below] = await Promise.all([p ? createForm(p) : h('p.note.panel', t('loginToOrganise')), show(0)]);
  parts.push(below);
  main.replaceChildren(...parts);
}
