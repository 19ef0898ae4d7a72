// The game's clocks: each side's time, the running one counted down every second until the next move.
import { duration, h } from './dom.js';
import { language, t } from './i18n.js';

export class Clock {
  constructor(el) {
    this.el = el;
    this.game = null;
    this.timer = setInterval(() => this.tick(), 1000);
  }

  show(game) {
    this.game = game;
    this.render();
  }

  tick() {
    const g = this.game;
    if (g && g.clock && g.clock.deadline && g.status === 'active') this.render();
  }

  render() {
    const g = this.game;
    const c = g && g.clock;
    if (!c || c.type === 'none') {
      this.el.replaceChildren();
      return;
    }
    const now = Date.now();
    const rows = ['attackers', 'defenders'].map((s) => {
      const running = g.status === 'active' && g.sideToMove === s && c.deadline;
      const ms = running ? Date.parse(c.deadline) - now : c[s] && c[s].millis;
      return h(
        `div.clock${running ? '.running' : ''}`,
        { dataset: { side: s } },
        h('span', t(`side.${s}`)),
        h('time', duration(ms)),
      );
    });
    const deadline =
      c.deadline && g.status === 'active'
        ? h('p.deadline', t('deadline', { when: new Date(c.deadline).toLocaleString(language()) }))
        : '';
    this.el.replaceChildren(...rows, deadline);
  }

  stop() {
    clearInterval(this.timer);
  }
}
