// Search across the archive (issue 15): every stored game by player, event, dates, round,
// verdict, finding and result, a page at a time, and the games stored more than once. The
// form's fields are the query string of `GET /api/v1/games` (docs/api.md), so a search is a
// link that can be bookmarked or sent.

import {h, replace, badge, errorBox} from './dom.js';
import {getJson} from './api.js';
import {kindLabel} from './explain.js';
import {t, has, formatCalendarDate} from './i18n.js';

const PAGE = 50;

/** The form's fields: [name, label's key, type, help's key]. */
const FIELDS = [
  ['player', 'page-search-player', 'search', 'page-search-player-help'],
  ['event', 'page-fact-event', 'search', 'page-search-event-help'],
  ['fmjd_id', 'page-search-fmjd-id', 'text', null],
  ['date_from', 'page-search-from', 'text', 'page-search-date-help'],
  ['date_to', 'page-search-to', 'text', null],
  ['round', 'page-col-round', 'text', null],
  ['result', 'page-search-result', 'text', 'page-search-result-help'],
];

/** The columns of the games found, but the last (the game): their headings' keys. */
const COLUMNS = ['page-fact-date', 'page-col-white', 'page-col-black', 'page-search-result', 'page-fact-event', 'page-col-status'];

const STATUSES = ['valid', 'irregular', 'invalid', 'unparsable', 'unsupported_variant'];
/** The kinds of finding to search by: the referee's own list (`/assets/finding-kinds.json`),
 * so a kind added to the engine is offered here with no change to the page. */
let findingKinds = null;
async function kinds() {
  if (findingKinds) return findingKinds;
  try {
    const response = await fetch('/assets/finding-kinds.json');
    if (response.ok) findingKinds = (await response.json()).map((k) => k.kind);
  } catch {
    // No list (the network): the search by kind is left out of the form, the rest works.
  }
  return findingKinds || [];
}

/** A list to choose from: `values` are codes, `word` says each. */
function select(name, label, values, word, current) {
  const id = `search-${name}`;
  return h('div', {class: 'field'},
    h('label', {for: id}, label),
    h('select', {id, name},
      h('option', {value: ''}, t('page-search-any')),
      values.map((v) => h('option', {value: v, selected: v === current}, word(v)))));
}

/** A verdict's word ("irrégulière"). */
function statusWord(status) {
  return has(`page-status-${status}`) ? t(`page-status-${status}`) : status.replace(/_/g, ' ');
}

function form(params, findings) {
  const fields = FIELDS.map(([name, label, type, help]) => {
    const id = `search-${name}`;
    return h('div', {class: 'field'},
      h('label', {for: id}, t(label)),
      h('input', {id, name, type, value: params.get(name) || '', 'aria-describedby': help ? `${id}-help` : null}),
      help ? h('small', {id: `${id}-help`}, t(help)) : null);
  });
  return h('form', {class: 'search', method: 'get', action: '/search', role: 'search'},
    fields,
    select('status', t('page-col-status'), STATUSES, statusWord, params.get('status')),
    findings.length ? select('finding', t('page-search-finding'), findings, kindLabel, params.get('finding')) : null,
    h('div', {class: 'field'},
      h('label', {}, h('input', {type: 'checkbox', name: 'duplicates', value: 'true', checked: params.get('duplicates') === 'true'}),
        ` ${t('page-search-duplicates')}`)),
    h('button', {type: 'submit'}, t('page-nav-search')));
}

/** The query for the API: the page's own parameters, empty ones left out. */
function apiQuery(params, offset) {
  const query = new URLSearchParams();
  for (const [key, value] of params) {
    if (value && key !== 'offset') query.set(key, value);
  }
  query.set('limit', String(PAGE));
  query.set('offset', String(offset));
  return query;
}

function results(page, params, offset) {
  if (page.total === 0) return h('p', {class: 'empty'}, t('page-search-none'));
  const [date, white, black, result, event, verdict] = COLUMNS.map((key) => t(key));
  const rows = page.items.map((g) => h('tr', {},
    h('td', {'data-label': date}, g.date ? formatCalendarDate(g.date) : '—'),
    h('td', {'data-label': white}, g.white || '?'),
    h('td', {'data-label': black}, g.black || '?'),
    h('td', {class: 'result', 'data-label': result}, g.result || '—'),
    h('td', {'data-label': event}, g.event || '—'),
    h('td', {'data-label': verdict}, badge(g.status)),
    h('th', {scope: 'row'}, h('a', {href: `/t/${encodeURIComponent(g.tournament)}/g/${g.n}`},
      `${g.tournament_name} #${g.n}`))));
  const link = (to) => {
    const query = new URLSearchParams(params);
    query.set('offset', String(to));
    return `/search?${query}`;
  };
  return [
    h('p', {class: 'count', 'aria-live': 'polite'}, t('page-search-found', {count: page.total})),
    h('div', {class: 'table-wrap'}, h('table', {class: 'games search-results'},
      h('caption', {class: 'visually-hidden'}, t('page-search-caption')),
      h('thead', {}, h('tr', {}, [...COLUMNS, 'page-col-game'].map((key) => h('th', {scope: 'col'}, t(key))))),
      h('tbody', {}, rows))),
    h('nav', {class: 'pager', 'aria-label': t('page-search-pages')},
      offset > 0 ? h('a', {href: link(Math.max(0, offset - PAGE))}, t('page-previous')) : null,
      h('span', {}, t('page-list-range', {first: offset + 1, last: offset + page.items.length, total: page.total})),
      offset + page.items.length < page.total ? h('a', {href: link(offset + PAGE)}, t('page-next')) : null),
  ];
}

/** Renders the search page into `main`; searches when the address has a query. */
export async function renderSearch(main) {
  document.title = `${t('page-search-title')} — draughts-arbiter`;
  const params = new URLSearchParams(location.search);
  const offset = Math.max(0, Number.parseInt(params.get('offset') || '0', 10) || 0);
  const heading = h('h1', {}, t('page-search-title'));
  const searched = [...params.keys()].some((k) => k !== 'offset' && params.get(k));
  const findings = await kinds();
  if (!searched) {
    replace(main, heading, form(params, findings));
    return;
  }
  let page;
  try {
    page = await getJson(`/games?${apiQuery(params, offset)}`);
  } catch (e) {
    replace(main, heading, form(params, findings), errorBox(e.message));
    return;
  }
  const found = h('section', {class: 'results', id: 'search-results', 'aria-label': t('page-search-results')}, results(page, params, offset));
  replace(main, heading, form(params, findings), found);
  // On a phone the form fills the screen: the games found are what the arbiter asked for.
  if (window.matchMedia('(max-width: 600px)').matches) found.scrollIntoView({block: 'start', behavior: 'instant'});
}
