// An invitation link, /play/{id}#invitation=CODE: shows what the seat offers and claims it only when the visitor
// says so, since a claim starts the game and its clock. A browser that already plays in the game never claims.
import { get, player, post, seat, setSeat } from './api.js';
import { h, toast } from './dom.js';
import { language, t } from './i18n.js';
import { accountForms } from './account.js';

// Below this a visitor could lose on time before reading the board, so the prompt warns.
const SHORT_CLOCK_SECONDS = 3600;

/**
 * Asks whether to take the seat and claims it on "Take this seat". Resolves once the game should be shown, with a
 * notice for the game page when the invitation was not claimed for a reason worth telling (and the link itself when
 * it is this browser's own invitation, to send on); never resolves while the
 * visitor must log in first (the log-in reloads the link).
 */
export async function invitationPage(main, id, code) {
  const held = seat(id);
  // The creator opening their own invitation: it is the link to send, so the page hands it back to copy.
  const own = () => ({
    notice: t('invitationIsOpponents'),
    link: (held && held.invitationUrl) || `${location.origin}/play/${id}#invitation=${encodeURIComponent(code)}`,
  });
  if (held && held.token) return own();
  let offer;
  try {
    offer = await get(`/api/invitations/${encodeURIComponent(code)}`);
  } catch (e) {
    return { notice: e.code === 'invitation-used' ? t('invitationUsed') : t('invitationUnknown') };
  }
  if (offer.gameId !== id) {
    // The code names another game: ask about that one on its own page.
    location.replace(`/play/${encodeURIComponent(offer.gameId)}#invitation=${encodeURIComponent(code)}`);
    return new Promise(() => {});
  }
  const p = player();
  if (p && !offer.anonymous) {
    const game = await get(`/api/games/${encodeURIComponent(id)}`, { token: p.token });
    if (game.yourSide) return own();
  }
  if (!offer.open) return { notice: t('invitationUsed') };
  return ask(main, offer, code, p);
}

function ask(main, offer, code, p) {
  return new Promise((resolve) => {
    const reservedForOther = offer.reservedFor && !(p && p.name.toLowerCase() === offer.reservedFor.toLowerCase());
    const error = h('p.refusal', { role: 'alert' });
    const take = h('button.primary', { type: 'button', id: 'take-seat', disabled: reservedForOther }, t('takeSeat'));
    const notNow = h('button', { type: 'button', id: 'not-now' }, t('notNow'));
    notNow.addEventListener('click', () => resolve({}));
    take.addEventListener('click', async () => {
      take.disabled = notNow.disabled = true;
      try {
        await claim(offer, code, p);
        resolve({});
      } catch (e) {
        if (e.status === 401) {
          logInFirst(main, offer.gameId, code);
          return;
        }
        error.textContent = e.message;
        notNow.disabled = false;
      }
    });
    const notes = [h('p.note', t('claimStartsGame'))];
    if (isShort(offer.clock)) notes.unshift(h('p.warning', { id: 'short-clock' }, t('shortClock')));
    if (reservedForOther) notes.push(h('p.note', t('seatReservedFor', { name: offer.reservedFor })));
    else if (!offer.anonymous && !p) notes.push(h('p.note', t('claimNeedsLogin')));
    main.replaceChildren(
      h(
        'section.panel.offer',
        { id: 'offer', 'aria-labelledby': 'offer-title' },
        h('h1', { id: 'offer-title' }, t('invitationTitle')),
        h(
          'dl',
          row('opponent', t('opponent'), offer.opponent || t('anonymous')),
          row(
            'rules',
            t('rulesetLabel'),
            `${t(`ruleset.${offer.ruleset}`)}, ${t(`boardName.${offer.board}`)} (${offer.boardSize}×${offer.boardSize})`,
          ),
          row('clock', t('clockLabel'), clockText(offer.clock)),
          row('rated', t('ratingLabel'), offer.rated ? t('rated') : t('unrated')),
          row('side', t('offerSide'), h('strong', t(`side.${offer.side}`))),
        ),
        ...notes,
        h('div.choices', take, notNow),
        error,
      ),
    );
  });
}

function row(key, label, value) {
  return h('div', { dataset: { offer: key } }, h('dt', label), h('dd', value));
}

async function claim(offer, code, p) {
  const answer = await post(`/api/invitations/${encodeURIComponent(code)}/claim`, undefined, {
    token: p && p.token,
  });
  // setSeat never replaces a seat this browser already holds in the game.
  if (answer.token && answer.token !== (p && p.token)) {
    setSeat(answer.gameId || offer.gameId, { token: answer.token, side: answer.side, playUrl: answer.playUrl });
  }
  toast(t('claimed', { side: t(`side.${answer.side}`) }));
}

function logInFirst(main, id, code) {
  main.replaceChildren(
    h(
      'section.panel',
      h('h1', t('loginToClaim')),
      accountForms(() => location.assign(`/play/${id}#invitation=${code}`)),
    ),
  );
}

/** Seconds in an ISO-8601 duration such as P3D, PT72H or PT1M30S; null when it reads otherwise. */
function seconds(iso) {
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(iso || '');
  if (!m) return null;
  const [, d = 0, hours = 0, minutes = 0, secs = 0] = m;
  return Number(d) * 86400 + Number(hours) * 3600 + Number(minutes) * 60 + Number(secs);
}

/** A duration in words in the page's language, e.g. "3 days" or "1 hour 30 minutes". */
function spoken(iso) {
  let rest = seconds(iso);
  if (rest === null) return iso;
  const parts = [];
  for (const [unit, size] of [
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
    ['second', 1],
  ]) {
    const n = Math.floor(rest / size);
    if (n > 0 || (unit === 'second' && !parts.length)) {
      parts.push(new Intl.NumberFormat(language(), { style: 'unit', unit, unitDisplay: 'long' }).format(n));
    }
    rest -= n * size;
  }
  return parts.join(' ');
}

function clockText(c) {
  if (!c || c.type === 'none') return t('clock.none');
  if (c.type === 'per-move') return t('clockPerMove', { time: spoken(c.perMove) });
  const fischer = t('clockFischer', { initial: spoken(c.initial), increment: spoken(c.increment) });
  return c.cap ? `${fischer} (${t('clockCap', { cap: spoken(c.cap) })})` : fischer;
}

function isShort(c) {
  if (!c || c.type === 'none') return false;
  const s = seconds(c.type === 'per-move' ? c.perMove : c.initial);
  return s !== null && s < SHORT_CLOCK_SECONDS;
}
