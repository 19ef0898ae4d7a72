// Vacation: the settings page's control (days left, start some days, end now) and, on the game page, the note
// "on vacation until ..." beside a player who is away.
import { api, get } from './api.js';
import { h, toast } from './dom.js';
import { t } from './i18n.js';

const PATH = '/api/players/me/vacation';

const when = (instant) => new Date(instant).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

/** The note beside the player of side when they are on vacation; empty otherwise. */
export function vacationNote(g, side) {
  const until = g.players && g.players.onVacation && g.players.onVacation[side];
  if (!until) return '';
  return h('span.vacation-note', { dataset: { side } }, ` ${t('onVacationUntil', { date: when(until) })}`);
}

/** The settings page's vacation section for the signed-in player. */
export function vacationPart(token) {
  const state = h('p', { id: 'vacation-state', role: 'status' });
  const days = h('input', { type: 'number', id: 'vacation-days', min: 1, max: 365, value: 7, inputMode: 'numeric' });
  const start = h('button', { type: 'button', id: 'vacation-start' }, t('vacationStart'));
  const end = h('button.secondary', { type: 'button', id: 'vacation-end' }, t('vacationEnd'));
  const show = (v) => {
    state.textContent = v.onVacation
      ? t('vacationOn', { date: when(v.until), days: v.daysLeft })
      : t('vacationOff', { days: v.daysLeft });
    start.disabled = v.onVacation || v.daysLeft < 1;
    days.disabled = start.disabled;
    if (v.daysLeft >= 1) days.max = v.daysLeft;
    end.hidden = !v.onVacation;
  };
  const run = async (method, body) => {
    start.disabled = end.disabled = true;
    try {
      show((await api(method, PATH, { body, token })).data);
      toast(t('saved'));
    } catch (e) {
      toast(t('notSaved', { detail: e.message }), 'error');
    } finally {
      end.disabled = false;
    }
  };
  start.addEventListener('click', () => run('POST', { days: Number(days.value) }));
  end.addEventListener('click', () => run('DELETE'));
  end.hidden = true;
  get(PATH, { token })
    .then(show)
    .catch((e) => (state.textContent = t('serverSaid', { detail: e.message })));
  return h(
    'section.panel',
    { id: 'vacation-part' },
    h('h2', t('vacationTitle')),
    h('p.note', t('vacationIntro')),
    state,
    h('div.vacation-form', h('label', { htmlFor: 'vacation-days' }, t('vacationDays')), days, start, end),
  );
}
