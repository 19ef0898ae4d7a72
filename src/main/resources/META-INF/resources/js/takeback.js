// The game page's takeback and time controls, for the game's players: propose to take back one's last move, answer
// the opponent's proposal (heard on the player's own event stream, or read when the page loads), and give the
// opponent time. The page's state applies the game taken back (see game-state.js).
import { ApiError, get, ownStream, post } from './api.js';
import { h, toast } from './dom.js';
import { t } from './i18n.js';

const OFFER_EVENTS = ['takeback-offered', 'takeback-declined', 'takeback-cancelled', 'takeback-accepted'];
const GIFTS = [
  ['PT1H', 'giveTime.hour'],
  ['P1D', 'giveTime.day'],
  ['P3D', 'giveTime.days3'],
];

export class TakebackControls {
  /** page: the game page (id, token, game, state, view, yourSide()). */
  constructor(page) {
    this.page = page;
    this.offer = null;
    this.readPly = null;
    this.stream = null;
  }

  async start() {
    if (!this.page.token) return;
    try {
      this.stream = await ownStream(this.page.token);
      for (const type of OFFER_EVENTS) this.stream.addEventListener(type, (e) => this.heard(type, e));
    } catch {
      // without the stream the offer is still read whenever the game changes
    }
  }

  stop() {
    if (this.stream) this.stream.close();
    this.stream = null;
  }

  path(what = '') {
    return `/api/games/${encodeURIComponent(this.page.id)}/${what}`;
  }

  heard(type, e) {
    let p;
    try {
      p = JSON.parse(e.data);
    } catch {
      return;
    }
    if (!p || p.gameId !== this.page.id) return;
    this.offer = type === 'takeback-offered' ? { by: p.by, ply: p.ply, toPly: p.toPly } : null;
    const side = this.page.yourSide();
    if (type === 'takeback-declined' && p.by === side) toast(t('takeback.declined'));
    if (type === 'takeback-accepted') this.page.state.catchUpAfterTakeback();
    this.render();
  }

  /** The offer waiting in the game, read once per ply shown (a reloaded page, a move that cancelled it). */
  async read(ply) {
    this.readPly = ply;
    try {
      this.offer = await get(this.path('takeback'), { token: this.page.token });
    } catch (e) {
      if (!(e instanceof ApiError)) this.page.view.trouble(e);
      this.offer = null;
    }
    this.render();
  }

  /**
   * Draws the controls into the page's slots, called by the page's view after each render: the opponent's offer under
   * the status (in view on a phone), the proposal and the time to give in #takeback beside the moves.
   */
  render() {
    const slot = document.getElementById('takeback');
    const answer = document.getElementById('takeback-answer');
    if (!slot || !answer) return;
    const g = this.page.game;
    const side = this.page.yourSide();
    if (!g || !this.page.token || !side || g.status !== 'active') {
      slot.replaceChildren();
      answer.replaceChildren();
      return;
    }
    if (this.readPly !== g.ply) {
      this.read(g.ply);
      return;
    }
    const offered = g.takebacksAllowed && this.offer && this.offer.by !== side;
    answer.replaceChildren(offered ? this.answerItems() : '');
    const items = [];
    if (g.takebacksAllowed && !offered) items.push(this.takebackItems(g, side));
    if (g.clock && g.clock.type !== 'none' && !g.tournament) items.push(this.timeItems());
    slot.replaceChildren(...items);
  }

  /** The opponent's offer, to accept or decline. */
  answerItems() {
    return h(
      'div.takeback-offer',
      { id: 'takeback-offer', role: 'status' },
      h('p', t('takeback.offered')),
      h(
        'div.row',
        h(
          'button.primary',
          { type: 'button', id: 'takeback-accept', onclick: () => this.accept() },
          t('takeback.accept'),
        ),
        h('button', { type: 'button', id: 'takeback-decline', onclick: () => this.decline() }, t('takeback.decline')),
      ),
    );
  }

  takebackItems(g, side) {
    if (this.offer) return h('p.note', { id: 'takeback-waiting', role: 'status' }, t('takeback.waiting'));
    // the side that moves first has moved once the game has a ply; the other once it has two
    const moved = g.ply >= (g.startSideToMove === side ? 1 : 2);
    return h(
      'button',
      { type: 'button', id: 'takeback-propose', disabled: !moved, onclick: () => this.propose() },
      t('takeback.propose'),
    );
  }

  timeItems() {
    return h(
      'div.give-time',
      { role: 'group', 'aria-labelledby': 'give-time-label' },
      h('span', { id: 'give-time-label' }, t('giveTime.label')),
      ...GIFTS.map(([duration, key]) =>
        h(
          'button',
          { type: 'button', dataset: { give: duration }, onclick: () => this.give(duration, t(key)) },
          t(key),
        ),
      ),
    );
  }

  async propose() {
    await this.act(async () => {
      this.offer = await post(this.path('takeback'), undefined, { token: this.page.token });
    });
  }

  async accept() {
    await this.act(async () => {
      const game = await post(this.path('takeback/accept'), undefined, { token: this.page.token });
      this.offer = null;
      this.page.state.takeBack(game);
    });
  }

  async decline() {
    await this.act(async () => {
      await post(this.path('takeback/decline'), undefined, { token: this.page.token });
      this.offer = null;
    });
  }

  async give(duration, words) {
    if (!confirm(t('giveTime.confirm', { time: words }))) return;
    await this.act(async () => {
      this.page.state.set(await post(this.path('add-time'), { duration }, { token: this.page.token }));
      toast(t('giveTime.given', { time: words }));
    });
  }

  async act(fn) {
    this.page.view.refuse('');
    try {
      await fn();
    } catch (e) {
      if (e instanceof ApiError) this.page.view.refuse(t('actionRefused', { detail: e.message }));
      else this.page.view.trouble(e);
      this.readPly = null;
      await this.page.state.catchUp();
    }
    this.render();
  }
}
