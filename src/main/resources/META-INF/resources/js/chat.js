// A game's two chats on the game page: the players' own (for the two seats, with a mute for the opponent) and the
// spectators' (anyone reads it, registered players write, players may hide it). Texts are set as text, never HTML.
import { ApiError, api, ownStream, player, post } from './api.js';
import { h, toast } from './dom.js';
import { t } from './i18n.js';

const MAX = 500;
const HIDE_SPECTATORS = 'taflpost.hideSpectatorChat';

/** Opens the caller's own stream (player or seat token) and hands it the events of this game of the given types. */
export async function followOwn(page, types, handle) {
  if (!page.token) return;
  try {
    const source = await ownStream(page.token);
    // a mark tests (and styles) may read: the caller's own events reach this page
    source.addEventListener('open', () => (document.body.dataset.ownStream = 'open'));
    for (const type of types) {
      source.addEventListener(type, (e) => {
        let payload = null;
        try {
          payload = JSON.parse(e.data);
        } catch {
          return;
        }
        if (payload && payload.gameId === page.id) handle(type, payload);
      });
    }
    page.cleanups.push(() => source.close());
  } catch {
    // without the stream the chat still shows what is read when the page loads and after each message sent
  }
}

/** One chat: its list of messages and, for those who may write, a one-line input with the 500 limit shown. */
class ChatBox {
  constructor(page, { id, path, title, canWrite, extra }) {
    this.page = page;
    this.path = path;
    this.seen = new Set();
    this.last = 0;
    this.list = h('ol.chat-messages', {
      id: `${id}-messages`,
      'aria-live': 'polite',
      tabIndex: 0,
      'aria-label': title,
    });
    const input = h('input.chat-input', {
      id: `${id}-input`,
      type: 'text',
      maxLength: MAX,
      autocomplete: 'off',
      oninput: () => (this.count.textContent = t('chatCount', { n: input.value.length, max: MAX })),
    });
    this.input = input;
    this.count = h('span.chat-count', { id: `${id}-count`, 'aria-live': 'off' }, t('chatCount', { n: 0, max: MAX }));
    const form = canWrite
      ? h(
          'form.chat-form',
          { onsubmit: (e) => (e.preventDefault(), this.send()) },
          h('label.sr', { htmlFor: `${id}-input` }, t('chatMessage')),
          input,
          h('button', { type: 'submit', id: `${id}-send` }, t('chatSend')),
          this.count,
        )
      : h('p.note', t('chatSignIn'));
    this.el = h('section.chat', { id }, h('div.chat-head', h('h2', title), extra || ''), this.list, form);
  }

  async load() {
    try {
      const page = await api('GET', `${this.path}?after=${this.last}&max=200`, { token: this.page.token });
      for (const m of page.data.items) this.add(m);
      return page.data;
    } catch {
      return null;
    }
  }

  add(m) {
    if (this.seen.has(m.id)) return;
    this.seen.add(m.id);
    this.last = Math.max(this.last, m.id);
    const who = m.author || (m.side ? t(`side.${m.side}`) : '');
    // the author and the text as text nodes: a message is never read as markup
    const li = h(
      'li.chat-message',
      { dataset: { id: m.id, side: m.side || '' } },
      h('strong', who),
      ' ',
      h('span.chat-text', m.text),
    );
    this.list.append(li);
    this.list.scrollTop = this.list.scrollHeight;
  }

  async send() {
    const text = this.input.value.trim();
    if (!text) return;
    try {
      this.add(await post(this.path, { text }, { token: this.page.token }));
      this.input.value = '';
      this.count.textContent = t('chatCount', { n: 0, max: MAX });
    } catch (e) {
      if (e instanceof ApiError && e.code === 'chat-too-fast') toast(t('chatTooFast'), 'error');
      else toast(e instanceof ApiError ? e.message : t('unreachable'), 'error');
    }
  }
}

/** The game page's chats, mounted in host; the players' chat only for a seat of this game. */
export class GameChat {
  constructor(page, host) {
    this.page = page;
    this.host = host;
    this.players = null;
    this.spectators = null;
  }

  /** Draws the chats once the page knows the caller's side; again only if the side changed. */
  update() {
    const side = this.page.yourSide();
    const key = `${side || ''}`;
    if (this.key === key) return;
    this.key = key;
    const boxes = [];
    if (side && this.page.token) {
      const mute = h('button.chat-mute', { type: 'button', id: 'chat-mute', 'aria-pressed': 'false' }, t('chatMute'));
      this.players = new ChatBox(this.page, {
        id: 'chat',
        path: `/api/games/${this.page.id}/chat`,
        title: t('chatPlayers'),
        canWrite: true,
        extra: mute,
      });
      mute.addEventListener('click', () => this.toggleMute(mute));
      this.players.load().then((data) => data && this.showMuted(mute, data.muted));
      this.mute = mute;
      boxes.push(this.players.el);
    }
    const canWrite = !!((side && this.page.token) || player());
    const hidden = localStorage.getItem(HIDE_SPECTATORS) === 'yes';
    const hide = h(
      'button.chat-hide',
      { type: 'button', id: 'spectator-chat-hide', 'aria-expanded': String(!hidden) },
      hidden ? t('chatShow') : t('chatHide'),
    );
    this.spectators = new ChatBox(this.page, {
      id: 'spectator-chat',
      path: `/api/games/${this.page.id}/spectator-chat`,
      title: t('chatSpectators'),
      canWrite,
      extra: hide,
    });
    const wrap = h('div.spectator-chat-wrap', this.spectators.el);
    this.spectators.el.classList.toggle('collapsed', hidden);
    hide.addEventListener('click', () => {
      const now = !this.spectators.el.classList.contains('collapsed');
      this.spectators.el.classList.toggle('collapsed', now);
      localStorage.setItem(HIDE_SPECTATORS, now ? 'yes' : 'no');
      hide.textContent = now ? t('chatShow') : t('chatHide');
      hide.setAttribute('aria-expanded', String(!now));
    });
    this.spectators.load();
    boxes.push(wrap);
    this.host.replaceChildren(...boxes);
  }

  showMuted(button, muted) {
    button.setAttribute('aria-pressed', String(!!muted));
    button.textContent = muted ? t('chatUnmute') : t('chatMute');
  }

  async toggleMute(button) {
    const muted = button.getAttribute('aria-pressed') !== 'true';
    try {
      const answer = await api('PUT', `/api/games/${this.page.id}/chat/mute`, {
        body: { muted },
        token: this.page.token,
      });
      this.showMuted(button, answer.data.muted);
    } catch (e) {
      toast(e instanceof ApiError ? e.message : t('unreachable'), 'error');
    }
  }

  /** A chat-message event: from the caller's own stream (players) or the game's public one (spectators). */
  event(payload) {
    const box = payload.chat === 'players' ? this.players : this.spectators;
    if (box && payload.message) box.add(payload.message);
  }
}
