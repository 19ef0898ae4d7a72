// Telling a person it is their turn: a chime while the page is open (switchable), and web push once they ask for it.
// Permission is asked only from a click: browsers block prompts on page load, and people rightly dislike them.
import { get, post } from './api.js';
import { h, toast } from './dom.js';
import { t } from './i18n.js';

const SOUND = 'taflpost.sound';

export const soundOn = () => localStorage.getItem(SOUND) !== 'off';
export const setSound = (on) => localStorage.setItem(SOUND, on ? 'on' : 'off');

let audio;

/** Two short notes from WebAudio: no file to fetch, and browsers keep it silent until the page has been touched. */
export function chime() {
  if (!soundOn()) return;
  try {
    audio = audio || new AudioContext();
    const start = audio.currentTime;
    [660, 880].forEach((frequency, i) => {
      const at = start + i * 0.15;
      const note = audio.createOscillator();
      const gain = audio.createGain();
      note.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
      note.connect(gain).connect(audio.destination);
      note.start(at);
      note.stop(at + 0.32);
    });
  } catch {
    // no audio here: the title and the status still show the turn
  }
}

export const pushSupported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID key as the push manager wants it: bytes, from base64url. */
function bytes(base64url) {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/** Subscribes this browser to the pushes of {@code token} (a player's or a seat's): true when it is done. */
export async function enablePush(token) {
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const registration = await navigator.serviceWorker.register('/sw.js');
  await navigator.serviceWorker.ready;
  const { publicKey } = await get('/api/push/key');
  const subscription =
    (await registration.pushManager.getSubscription()) ||
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytes(publicKey) }));
  await post('/api/push/subscriptions', subscription.toJSON(), { token });
  return true;
}

/** The game page's controls: the chime switch, and the button that asks for notifications. */
export function notifyControls(token) {
  const sound = h('input', { type: 'checkbox', id: 'sound-switch', checked: soundOn() });
  sound.addEventListener('change', () => setSound(sound.checked));
  const items = [h('label.switch', sound, ` ${t('soundOnTurn')}`)];
  if (token && pushSupported() && Notification.permission !== 'denied') {
    const button = h('button.secondary', { type: 'button', id: 'notify-me' }, t('notifyMe'));
    button.addEventListener('click', async () => {
      button.disabled = true;
      try {
        const on = await enablePush(token);
        toast(on ? t('notifyOn') : t('notifyBlocked'), on ? 'info' : 'error');
        if (on) button.remove();
      } catch (e) {
        toast(t('notifyFailed', { detail: e.message }), 'error');
      } finally {
        button.disabled = false;
      }
    });
    items.push(button);
  }
  return h('div.notify', ...items);
}
