// Signing up and logging in: the player token is kept in this browser until it expires or the player logs out.
import { post, setPlayer } from './api.js';
import { h } from './dom.js';
import { t } from './i18n.js';

function form(kind, onDone) {
  const name = h('input', {
    name: 'name',
    id: `${kind}-name`,
    required: true,
    minLength: 3,
    maxLength: 32,
    autocomplete: 'username',
    pattern: '[A-Za-z0-9_\\-]{3,32}',
  });
  const password = h('input', {
    name: 'password',
    id: `${kind}-password`,
    type: 'password',
    required: true,
    minLength: 8,
    maxLength: 128,
    autocomplete: kind === 'signup' ? 'new-password' : 'current-password',
  });
  const error = h('p.refusal', { role: 'alert' });
  return h(
    'form.account',
    {
      id: `${kind}-form`,
      onsubmit: async (e) => {
        e.preventDefault();
        error.textContent = '';
        const body = { name: name.value.trim(), password: password.value };
        try {
          if (kind === 'signup') await post('/api/players', body);
          setPlayer(await post('/api/auth/token', body));
          onDone();
        } catch (err) {
          error.textContent = err.message;
        }
      },
    },
    h('h3', t(kind === 'signup' ? 'signUp' : 'logIn')),
    h('label', { htmlFor: name.id }, t('name')),
    name,
    h('label', { htmlFor: password.id }, t('password')),
    password,
    h('button.primary', { type: 'submit' }, t(kind === 'signup' ? 'signUp' : 'logIn')),
    error,
  );
}

export function accountForms(onDone) {
  return h('div.forms', form('login', onDone), form('signup', onDone));
}
