// The page of a shared challenge, /challenge/{id}: log in, then accept it (or decline one addressed to you).
import { get, player, post } from './api.js';
import { h } from './dom.js';
import { t } from './i18n.js';
import { accountForms } from './account.js';
import { describeChallenge } from './home.js';

export async function challengePage(main, id) {
  const p = player();
  if (!p) {
    main.replaceChildren(
      h(
        'section.panel',
        h('h1', t('challenge')),
        h('p', t('loginToAccept')),
        accountForms(() => location.reload()),
      ),
    );
    return;
  }
  const error = h('p.refusal', { role: 'alert' });
  try {
    const c = await get(`/api/challenges/${id}`, { token: p.token });
    const act = (what) => async () => {
      try {
        const answer = await post(`/api/challenges/${id}/${what}`, what === 'decline' ? {} : undefined, {
          token: p.token,
        });
        location.assign(what === 'accept' ? `/play/${answer.id}` : '/');
      } catch (e) {
        error.textContent = e.message;
      }
    };
    const mine = c.challenger === p.name;
    main.replaceChildren(
      h(
        'section.panel',
        h('h1', t('challenge')),
        h('p', describeChallenge(c)),
        h('p', t(`challengeStatus.${c.status}`)),
        c.status === 'open' && !mine
          ? h('button.primary', { type: 'button', id: 'accept', onclick: act('accept') }, t('accept'))
          : '',
        c.status === 'open' && c.opponent === p.name
          ? h('button', { type: 'button', onclick: act('decline') }, t('decline'))
          : '',
        c.gameId ? h('a', { href: `/play/${c.gameId}` }, t('openGame')) : '',
        error,
        h('p', h('a', { href: '/' }, t('home'))),
      ),
    );
  } catch (e) {
    main.replaceChildren(
      h('section.panel', h('h1', t('challenge')), h('p.refusal', e.message), h('a', { href: '/' }, t('home'))),
    );
  }
}
