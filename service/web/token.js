// The arbiter's token on a form: the field, a button that shows it, and a line that says whose
// token the form will send and what it may do (the service's `/me`). A token typed on another
// page and kept in this browser is filled in, and said so: it is never sent unseen (issue 29).

import {h} from './dom.js';
import {send, savedToken} from './api.js';
import {t, codeWord} from './i18n.js';

/**
 * A token field labelled `label`, its input `id`, filled with the token kept in this browser.
 * `tournament` (an id, or a function giving the one chosen, or none): what the token may do
 * with it is said too; without one, `need` `create` says whether it may make a tournament.
 * `{field, input, value()}`.
 */
export function tokenField({id, label, tournament = null, need = 'write', help = null}) {
  const kept = savedToken();
  const input = h('input', {type: 'password', id, name: 'token', autocomplete: 'off', spellcheck: 'false',
    value: kept, 'aria-describedby': `${id}-whose`});
  const show = h('button', {type: 'button', class: 'show-token', id: `${id}-show`, 'aria-controls': id, 'aria-pressed': 'false'}, t('page-token-show'));
  show.addEventListener('click', () => {
    const hidden = input.type === 'password';
    input.type = hidden ? 'text' : 'password';
    show.setAttribute('aria-pressed', String(hidden));
    show.textContent = t(hidden ? 'page-token-hide' : 'page-token-show');
  });
  const whose = h('p', {class: 'help token-whose', id: `${id}-whose`, 'aria-live': 'polite'});
  let serial = 0;
  const describe = async () => {
    const token = input.value.trim();
    const mine = ++serial;
    whose.dataset.state = 'checking';
    if (!token) {
      whose.textContent = t('page-token-none');
      whose.dataset.state = 'none';
      return;
    }
    whose.textContent = t('page-token-checking');
    const about = typeof tournament === 'function' ? tournament() : tournament;
    const query = about ? `?tournament=${encodeURIComponent(about)}` : '';
    let me;
    try {
      me = await send('GET', `/me${query}`, token);
    } catch (e) {
      if (mine !== serial) return;
      // The service's own words: an unknown token and a revoked one are told apart there.
      whose.textContent = t('page-token-refused', {error: e.message});
      whose.dataset.state = 'refused';
      return;
    }
    if (mine !== serial) return;
    const words = {name: me.name || '?', role: codeWord(`page-role-${me.role}`, me.role)};
    const from = token === kept ? 'page-token-whose-kept' : 'page-token-whose';
    const may = about
      ? Boolean(me.tournament && me.tournament.may_write)
      : need === 'create' ? Boolean(me.may_create) : true;
    whose.textContent = may ? t(from, words) : `${t(from, words)} ${t(about ? 'page-token-may-not-write' : 'page-token-may-not-create')}`;
    whose.dataset.state = may ? 'may' : 'may-not';
  };
  input.addEventListener('change', describe);
  describe();
  const field = h('div', {class: 'field token-field'},
    h('label', {for: id}, label),
    h('span', {class: 'token-input'}, input, show),
    whose, help);
  return {field, input, value: () => input.value.trim(), describe};
}
