// One tournament, /tournaments/{id}: settings, players with their ratings, standings, rounds and their games; join and
// leave for a logged-in player, and the organiser's controls for the organiser alone.
import { allPages, api, ApiError, get, player } from './api.js';
import { h, toast } from './dom.js';
import { t } from './i18n.js';
import { playerLink, playerName } from './players.js';
import { num, timeControlWords, when } from './words.js';

const same = (a, b) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

export async function tournamentPage(main, id) {
  const page = new TournamentView(main, id);
  try {
    await page.load();
  } catch (e) {
    if (!(e instanceof ApiError) || e.status !== 404) throw e;
    main.replaceChildren(
      h(
        'section.panel',
        h('h1', t('tournamentNotFound')),
        h('p', e.message),
        h('a', { href: '/tournaments' }, t('tournaments')),
      ),
    );
  }
}

class TournamentView {
  constructor(main, id) {
    this.main = main;
    this.id = id;
    this.p = player();
    this.error = h('p.refusal', { id: 'tournament-refusal', role: 'alert' });
    this.open = new Set();
  }

  async load() {
    const base = `/api/tournaments/${encodeURIComponent(this.id)}`;
    const tour = await get(base);
    const [standings, rounds] =
      tour.status === 'entry' || tour.status === 'cancelled'
        ? [null, []]
        : await Promise.all([get(`${base}/standings`), allPages(`${base}/rounds?size=100`)]);
    this.tour = tour;
    if (!this.open.size && tour.currentRound) this.open.add(tour.currentRound.number);
    this.render(tour, standings, rounds);
  }

  /** Runs an action of the API, then shows the tournament afresh; a refusal is shown in words. */
  async act(method, path, body, done) {
    this.error.textContent = '';
    try {
      await api(method, `/api/tournaments/${encodeURIComponent(this.id)}${path}`, { body, token: this.p.token });
      if (done) toast(done);
      await this.load();
    } catch (e) {
      this.error.textContent = e.message;
    }
  }

  organiser() {
    return this.p && same(this.p.name, this.tour.organiser);
  }

  render(tour, standings, rounds) {
    document.title = `${tour.name} · Taflpost`;
    const s = tour.settings;
    const pool = { ruleset: s.ruleset, board: s.board };
    const parts = [
      h(
        'section.panel',
        h('p.note', h('a', { href: '/tournaments' }, t('tournaments'))),
        h('h1', { id: 'tournament-name' }, tour.name),
        h('p', h(`span.tag.status.${tour.status}`, { id: 'tournament-status' }, t(`tstatus.${tour.status}`))),
        tour.description ? h('p.description', tour.description) : '',
        this.playerActions(tour),
        this.error,
      ),
      this.settings(tour),
      this.entrants(tour, pool),
    ];
    if (this.organiser()) parts.push(this.organiserControls(tour));
    if (standings) parts.push(this.standings(tour, standings, pool));
    if (rounds.length) parts.push(this.rounds(tour, rounds));
    this.main.replaceChildren(h('div.tournament', parts));
  }

  playerActions(tour) {
    if (!this.p) return h('p.note', t('loginToEnter'));
    if (tour.status !== 'entry') return '';
    const entered = tour.players.some((n) => same(n, this.p.name));
    if (entered) {
      return h(
        'div.choices',
        h('span', t('youEntered')),
        h(
          'button',
          {
            type: 'button',
            id: 'leave-tournament',
            onclick: () => this.act('DELETE', '/entries/me', undefined, t('youLeft')),
          },
          t('leaveTournament'),
        ),
      );
    }
    if (tour.players.length >= tour.settings.maxPlayers) return h('p.note', t('tournamentFull'));
    return h(
      'div.choices',
      h(
        'button.primary',
        {
          type: 'button',
          id: 'join-tournament',
          onclick: () => this.act('POST', '/entries', undefined, t('youJoined')),
        },
        t('joinTournament'),
      ),
    );
  }

  settings(tour) {
    const s = tour.settings;
    const row = (label, value) => h('div', h('dt', label), h('dd', value));
    return h(
      'section.panel',
      h('h2', t('settings')),
      h(
        'dl.facts',
        { id: 'tournament-settings' },
        row(t('formatLabel'), t(`format.${s.format}`)),
        s.rounds ? row(t('roundsLabel'), num(s.rounds)) : '',
        row(t('rulesetLabel'), t(`ruleset.${s.ruleset}`)),
        row(t('boardLabel'), t(`boardName.${s.board}`)),
        row(t('clockLabel'), timeControlWords(s.timeControl)),
        row(t('gamesPerPairingLabel'), t(`gamesPerPairing.${s.gamesPerPairing}`)),
        row(t('ratingLabel'), s.rated ? t('ratedShort') : t('unrated')),
        row(t('maxPlayersLabel'), num(s.maxPlayers)),
        row(t('organiser'), playerLink(tour.organiser)),
        row(t('created'), when(tour.createdAt, true)),
        tour.startedAt ? row(t('started'), when(tour.startedAt, true)) : '',
        tour.finishedAt ? row(t('finished'), when(tour.finishedAt, true)) : '',
      ),
    );
  }

  entrants(tour, pool) {
    const items = tour.players.map((n) =>
      h(
        'li',
        { dataset: { player: n } },
        playerName(n, pool),
        tour.withdrawn.includes(n) ? [' ', h('span.tag.withdrawn', t('withdrawn'))] : '',
      ),
    );
    return h(
      'section.panel',
      h('h2', t('entrants', { count: num(tour.players.length), max: num(tour.settings.maxPlayers) })),
      h('ul.list', { id: 'entrants' }, items.length ? items : h('li.note', t('noEntrants'))),
    );
  }

  organiserControls(tour) {
    const controls = [];
    if (tour.status === 'entry') {
      controls.push(
        h(
          'button.primary',
          {
            type: 'button',
            id: 'start-tournament',
            disabled: tour.players.length < 2,
            onclick: () => this.act('POST', '/start', undefined, t('tournamentStarted')),
          },
          t('startTournament'),
        ),
        h(
          'button.danger',
          {
            type: 'button',
            id: 'cancel-tournament',
            onclick: () => confirm(t('cancelTournamentConfirm')) && this.act('POST', '/cancel', undefined),
          },
          t('cancelTournament'),
        ),
      );
      if (tour.players.length < 2) controls.push(h('p.note', t('startNeedsTwo')));
    } else if (tour.status === 'running') {
      const active = tour.players.filter((n) => !tour.withdrawn.includes(n));
      const who = h(
        'select',
        { id: 'withdraw-player', name: 'withdraw-player' },
        active.map((n) => h('option', { value: n }, n)),
      );
      controls.push(
        h(
          'form.row.inline',
          {
            id: 'withdraw-form',
            onsubmit: (e) => {
              e.preventDefault();
              if (confirm(t('withdrawConfirm', { name: who.value })))
                this.act('POST', '/withdraw', { player: who.value }, t('playerWithdrawn', { name: who.value }));
            },
          },
          h('label', { htmlFor: who.id }, t('withdrawLabel')),
          who,
          h('button.danger', { type: 'submit', id: 'withdraw-button' }, t('withdrawPlayer')),
        ),
        h('p.note', t('adjudicateHint')),
      );
    } else {
      controls.push(h('p.note', t('nothingToOrganise')));
    }
    return h(
      'section.panel.organiser',
      { id: 'organiser' },
      h('h2', t('organiserControls')),
      h('div.choices', controls),
    );
  }

  standings(tour, standings, pool) {
    const swiss = tour.settings.format === 'swiss';
    // The tie-breaks in the order the format applies them, as the API documents them.
    const breaks = swiss ? ['buchholz', 'sonnebornBerger'] : ['sonnebornBerger'];
    return h(
      'section.panel',
      h('h2', t('standings')),
      h(
        'div.scroll',
        h(
          'table.data',
          { id: 'standings' },
          h('caption.note', swiss ? t('standingsOrderSwiss') : t('standingsOrderRoundRobin')),
          h(
            'thead',
            h(
              'tr',
              h('th.num', { scope: 'col' }, t('rank')),
              h('th', { scope: 'col' }, t('player')),
              h('th.num', { scope: 'col' }, t('points')),
              h('th.num', { scope: 'col' }, t('gamesShort')),
              h('th.num', { scope: 'col', title: t('wdlTitle') }, t('wdl')),
              breaks.map((b) => h('th.num', { scope: 'col' }, t(`tieBreak.${b}`))),
            ),
          ),
          h(
            'tbody',
            standings.rows.map((r) =>
              h(
                'tr',
                { dataset: { player: r.player } },
                h('td.num', num(r.rank)),
                h('th', { scope: 'row' }, playerName(r.player, pool)),
                h('td.num.points', num(r.points, 1)),
                h('td.num', num(r.games)),
                h('td.num', `${num(r.wins)}–${num(r.draws)}–${num(r.losses)}`),
                breaks.map((b) => h('td.num', num(r.tieBreaks[b], 2))),
              ),
            ),
          ),
        ),
      ),
    );
  }

  rounds(tour, rounds) {
    return h(
      'section.panel',
      h('h2', t('rounds')),
      h(
        'div',
        { id: 'rounds' },
        rounds.map((r) => {
          const games = h('ul.list.round-games', h('li.note', '…'));
          const details = h(
            'details.round',
            { dataset: { round: r.number }, open: this.open.has(r.number) },
            h(
              'summary',
              h('h3', t('roundTitle', { round: r.number })),
              ` · ${t(`rstatus.${r.status}`)} · ${t('roundProgress', { finished: num(r.finished), games: num(r.games) })}`,
              r.bye ? ` · ${t('bye', { name: r.bye })}` : '',
            ),
            games,
          );
          let loaded = false;
          const load = () => {
            if (loaded) return;
            loaded = true;
            this.roundGames(tour, r.number, games).catch((e) => games.replaceChildren(h('li.refusal', e.message)));
          };
          details.addEventListener('toggle', () => {
            if (details.open) this.open.add(r.number);
            else this.open.delete(r.number);
            if (details.open) load();
          });
          if (details.open) load();
          return details;
        }),
      ),
    );
  }

  async roundGames(tour, number, list) {
    const games = await allPages(`/api/tournaments/${encodeURIComponent(this.id)}/rounds/${number}/games?size=100`);
    const organiser = this.organiser() && tour.status === 'running';
    list.replaceChildren(
      ...games.map((g) =>
        h(
          'li',
          { dataset: { game: g.gameId } },
          h('span.board-no', `${num(g.pairing)}.`),
          ' ',
          playerLink(g.attackers),
          ` (${t('side.attackers')}) – `,
          playerLink(g.defenders),
          ` (${t('side.defenders')}) · `,
          g.result ? h('span.result', resultText(g.result)) : h('span.note', t('inPlay')),
          ' · ',
          h('a.open-game', { href: `/play/${g.gameId}` }, t('openGame')),
          organiser && !g.result ? this.adjudicate(g) : '',
        ),
      ),
    );
    if (!games.length) list.append(h('li.note', t('none')));
  }

  adjudicate(g) {
    const id = `adjudicate-${g.gameId}`;
    const winner = h(
      'select',
      { id, name: id },
      ['attackers', 'defenders', 'draw'].map((w) =>
        h('option', { value: w }, w === 'draw' ? t('draw') : t('wins', { side: t(`side.${w}`) })),
      ),
    );
    return h(
      'form.row.inline.adjudicate',
      {
        onsubmit: (e) => {
          e.preventDefault();
          this.act(
            'POST',
            `/games/${encodeURIComponent(g.gameId)}/adjudicate`,
            { winner: winner.value },
            t('adjudicated'),
          );
        },
      },
      h('label', { htmlFor: id }, t('adjudicateLabel')),
      winner,
      h('button', { type: 'submit' }, t('adjudicate')),
    );
  }
}

export function resultText(r) {
  const who = r.winner === 'draw' ? t('draw') : t('wins', { side: t(`side.${r.winner}`) });
  return `${who}: ${t(`reason.${r.reason}`)}`;
}
