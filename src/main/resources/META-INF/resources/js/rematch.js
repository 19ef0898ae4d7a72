// The rematch controls of an ended game: offer, the opponent's offer with Accept and Decline, and the way to the new
// game once agreed. Both pages go to the new game; an anonymous seat keeps its token there (the server lets the first
// game's seat tokens play every rematch of the chain).
import { ApiError, get, post, setSeat } from './api.js';
import { h, toast } from './dom.js';
import { t } from './i18n.js';

export class Rematch {
  constructor(page) {
    this.page = page;
    this.state = null;
    this.loading = null;
  }

  /** Draws into #rematch (there only once the game ended), reading the offer once. */
  render() {
    const spot = document.getElementById('rematch');
    const g = this.page.game;
    if (!spot || !g) return;
    if (g.rematch) {
      // an anonymous seat opened from the first game's link takes its token to the rematch, which it plays too
      const keepSeat = () => g.anonymous && this.page.token && setSeat(g.rematch, { token: this.page.token });
      spot.replaceChildren(
        h('a.button.primary', { href: `/play/${g.rematch}`, id: 'rematch-link', onclick: keepSeat }, t('rematchGo')),
      );
      return;
    }
    const side = this.page.yourSide();
    if (g.status !== 'finished' || g.tournament || !side || !this.page.token) {
      spot.replaceChildren();
      return;
    }
    if (!this.state) {
      if (!this.loading) this.loading = this.refresh();
      return;
    }
    const s = this.state;
    if (s.rematch) {
      this.go(s.rematch);
      return;
    }
    if (s.offeredBy === side) {
      spot.replaceChildren(h('span.rematch-waiting', { id: 'rematch-waiting', role: 'status' }, t('rematchWaiting')));
    } else if (s.offeredBy) {
      spot.replaceChildren(
        h('span.rematch-offer', { id: 'rematch-offer', role: 'status' }, t('rematchOffered')),
        h(
          'button.primary',
          { type: 'button', id: 'rematch-accept', onclick: () => this.act('/accept') },
          t('rematchAccept'),
        ),
        h(
          'button',
          { type: 'button', id: 'rematch-decline', onclick: () => this.act('/decline') },
          t('rematchDecline'),
        ),
      );
    } else {
      spot.replaceChildren(
        h('button', { type: 'button', id: 'rematch-offer-button', onclick: () => this.act('') }, t('rematchOffer')),
      );
    }
  }

  async refresh() {
    try {
      this.state = await get(`/api/games/${this.page.id}/rematch`, { token: this.page.token });
    } catch {
      this.state = null;
    }
    this.loading = null;
    this.render();
  }

  async act(path) {
    try {
      this.state = await post(`/api/games/${this.page.id}/rematch${path}`, undefined, { token: this.page.token });
      this.render();
    } catch (e) {
      toast(e instanceof ApiError ? e.message : t('unreachable'), 'error');
      await this.refresh();
    }
  }

  /** An event of the caller's own stream about this game's rematch. */
  event(type, payload) {
    if (type === 'rematch-accepted' && payload.rematch) this.go(payload.rematch);
    else this.refresh();
  }

  /** Goes to the rematch; an anonymous seat takes its token along, as the server lets it play there. */
  go(id) {
    if (this.gone) return;
    this.gone = true;
    if (this.page.game && this.page.game.anonymous && this.page.token) setSeat(id, { token: this.page.token });
    location.assign(`/play/${id}`);
  }
}
