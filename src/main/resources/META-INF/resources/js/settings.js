// The player's notification settings: web push, the chime, the time alarm, and the daily e-mail digest.
// Every change is saved at once; the digest hour is stored in UTC but shown in the browser's local time.
import { api, get, player } from './api.js';
import { h, toast } from './dom.js';
import { t } from './i18n.js';
import { enablePush, pushSupported, setSound, soundOn } from './notify.js';
import { vacationPart } from './vacation.js';

const SETTINGS = '/api/players/me/notifications';
const EMAIL = '/api/players/me/email';

/** A labelled checkbox; onchange gets the new value and returns false (or throws) to put the box back. */
function toggle(id, label, checked, onchange, hint) {
  const box = h('input', { type: 'checkbox', id, checked });
  box.addEventListener('change', async () => {
    box.disabled = true;
    try {
      if ((await onchange(box.checked)) === false) box.checked = !box.checked;
    } catch {
      box.checked = !box.checked;
    } finally {
      box.disabled = box.dataset.locked === 'true';
    }
  });
  return {
    box,
    el: h('div.setting', h('label.switch', { htmlFor: id }, box, h('span', label)), hint && h('p.note', hint)),
  };
}

/** The local-time label of an hour of the day in UTC, on today's date (so summer time is right today). */
function localHour(utc) {
  const d = new Date();
  d.setUTCHours(utc, 0, 0, 0);
  return d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

export async function settingsPage(main) {
  const p = player();
  if (!p) {
    main.replaceChildren(
      h('section.panel', h('h1', t('notifications')), h('p', t('settingsNeedLogin')), h('a', { href: '/' }, t('home'))),
    );
    return;
  }
  const token = p.token;
  let settings = await get(SETTINGS, { token });
  let email = await get(EMAIL, { token }).catch((e) => {
    if (e.status === 404) return null;
    throw e;
  });

  /** Saves a change of the settings: a toast either way; false when the server refused it. */
  const save = async (patch) => {
    try {
      settings = (await api('PUT', SETTINGS, { body: patch, token })).data;
      toast(t('saved'));
      return true;
    } catch (e) {
      toast(t('notSaved', { detail: e.message }), 'error');
      return false;
    }
  };

  // In this browser, and for every browser the player turned notifications on in.
  const push = toggle('push-switch', t('pushSwitch'), settings.push, (on) => save({ push: on }), t('pushHint'));
  const browser = [push.el];
  if (!pushSupported()) browser.push(h('p.note', { id: 'push-unsupported' }, t('pushUnsupported')));
  else if (Notification.permission === 'denied') browser.push(h('p.note', { id: 'push-blocked' }, t('notifyBlocked')));
  else {
    const button = h('button.secondary', { type: 'button', id: 'enable-push' }, t('enablePush'));
    button.addEventListener('click', async () => {
      button.disabled = true;
      try {
        const on = await enablePush(token);
        toast(on ? t('notifyOn') : t('notifyBlocked'), on ? 'info' : 'error');
      } catch (e) {
        toast(t('notifyFailed', { detail: e.message }), 'error');
      } finally {
        button.disabled = false;
      }
    });
    browser.push(h('div.setting', button));
  }
  const sound = toggle(
    'sound-switch',
    t('soundOnTurn'),
    soundOn(),
    (on) => {
      setSound(on);
      toast(t('saved'));
    },
    t('soundHint'),
  );
  const alarm = toggle('alarm-switch', t('alarmSwitch'), settings.alarm, (on) => save({ alarm: on }), t('alarmHint'));
  browser.push(sound.el, alarm.el);

  // E-mail: the address, its verification, and the daily digest.
  const status = h('p', { id: 'email-status' });
  const refusal = h('p.refusal', { id: 'email-refusal', role: 'alert' });
  const address = h('input', { type: 'email', id: 'email-address', autocomplete: 'email', required: true });
  const code = h('input', {
    id: 'email-code',
    inputMode: 'numeric',
    autocomplete: 'one-time-code',
    pattern: '[0-9]{6}',
    maxLength: 6,
    required: true,
  });
  const verifyForm = h(
    'form.setting',
    { id: 'verify-form' },
    h('label', { htmlFor: code.id }, t('emailCode')),
    h('div.row', code, h('button.primary', { type: 'submit', id: 'verify-code' }, t('verify'))),
  );
  const remove = h('button.link', { type: 'button', id: 'remove-email' }, t('removeEmail'));
  const digest = toggle('digest-switch', t('digestSwitch'), settings.email, (on) => save({ email: on }));
  const hour = h(
    'select',
    { id: 'digest-hour' },
    Array.from({ length: 24 }, (_, utc) =>
      h('option', { value: utc, selected: utc === settings.digestHour }, localHour(utc)),
    ),
  );
  const hourHint = h('p.note', { id: 'digest-hour-hint' });
  const showHourHint = () =>
    (hourHint.textContent = t('digestHourHint', { utc: `${String(settings.digestHour).padStart(2, '0')}:00` }));
  hour.addEventListener('change', async () => {
    if (!(await save({ digestHour: Number(hour.value) }))) hour.value = settings.digestHour;
    showHourHint();
  });
  const digestNote = h('p.note', { id: 'digest-needs-address' }, t('digestNeedsAddress'));
  digest.el.append(digestNote);

  const show = () => {
    status.replaceChildren(
      ...(email
        ? [
            t('emailAddress'),
            ' ',
            h('strong', email.address),
            ' ',
            h(email.verified ? 'span.tag.ok' : 'span.tag.pending', email.verified ? t('verified') : t('notVerified')),
            ' ',
            remove,
          ]
        : [t('noEmail')]),
    );
    verifyForm.hidden = !email || email.verified;
    const usable = !!(email && email.verified);
    digest.box.dataset.locked = String(!usable);
    digest.box.disabled = !usable;
    hour.disabled = !usable;
    digestNote.hidden = usable;
    showHourHint();
  };

  const emailPart = h('section.panel', { id: 'email-part' });
  const unavailable = () => {
    emailPart.replaceChildren(
      h('h2', t('emailTitle')),
      h('p.notice', { id: 'mail-unavailable' }, t('mailUnavailable')),
    );
  };
  /** Runs a request of the e-mail part: the server's problem shown under the forms when it refuses. */
  const attempt = async (button, request) => {
    button.disabled = true;
    refusal.textContent = '';
    try {
      await request();
    } catch (e) {
      if (e.status === 503 && e.code === 'mail-unavailable') unavailable();
      else refusal.textContent = e.message;
    } finally {
      button.disabled = false;
    }
  };
  const sendButton = h('button.primary', { type: 'submit', id: 'send-code' }, t('sendCode'));
  const addressForm = h(
    'form.setting',
    { id: 'email-form' },
    h('label', { htmlFor: address.id }, t('emailNew')),
    h('div.row', address, sendButton),
  );
  addressForm.addEventListener('submit', (e) => {
    e.preventDefault();
    attempt(sendButton, async () => {
      await api('PUT', EMAIL, { body: { address: address.value.trim() }, token });
      email = await get(EMAIL, { token });
      address.value = '';
      show();
      if (!email.verified) {
        toast(t('codeSent', { address: email.address }));
        code.focus();
      }
    });
  });
  verifyForm.addEventListener('submit', (e) => {
    e.preventDefault();
    attempt(verifyForm.querySelector('button'), async () => {
      await api('POST', `${EMAIL}/verify`, { body: { code: code.value.trim() }, token });
      email = await get(EMAIL, { token });
      code.value = '';
      show();
      toast(t('emailVerified'));
    });
  });
  remove.addEventListener('click', () =>
    attempt(remove, async () => {
      await api('DELETE', EMAIL, { token });
      email = null;
      show();
      toast(t('emailRemoved'));
    }),
  );
  emailPart.append(
    h('h2', t('emailTitle')),
    h('p.note', t('emailHelp')),
    status,
    addressForm,
    verifyForm,
    refusal,
    h('h3', t('digestTitle')),
    digest.el,
    h('div.setting.field', h('label', { htmlFor: hour.id }, t('digestHour')), hour, hourHint),
  );
  show();

  main.replaceChildren(
    h('section.hero', h('h1', t('notifications')), h('p', t('notificationsIntro'))),
    h(
      'div.settings',
      h('section.panel', { id: 'browser-part' }, h('h2', t('browserTitle')), ...browser),
      emailPart,
      vacationPart(token),
    ),
  );
}
