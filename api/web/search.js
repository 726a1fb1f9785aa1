// Search across the archive (issue 15): every stored game by player, event, dates, round,
// verdict, finding and result, a page at a time, and the games stored more than once. The
// form's fields are the query string of `GET /api/v1/games` (docs/api.md), so a search is a
// link that can be bookmarked or sent.

import {h, replace, badge, errorBox} from './dom.js';
import {getJson} from './api.js';

const PAGE = 50;

/** The form's fields: [name, label, type, help]. */
const FIELDS = [
  ['player', 'Player', 'search', 'Any words of the name, any order: “baliakin”, “Baliakin, Alexander”.'],
  ['event', 'Event', 'search', 'Words of the Event tag.'],
  ['fmjd_id', 'FMJD id', 'text', null],
  ['date_from', 'From', 'text', '2021-07-14, 2021-07 or 2021.'],
  ['date_to', 'To', 'text', null],
  ['round', 'Round', 'text', null],
  ['result', 'Result', 'text', 'As written: 2-0, 1-1, 0-2.'],
];

const STATUSES = ['valid', 'irregular', 'invalid', 'unparsable', 'unsupported_variant'];
const FINDINGS = ['missed_capture', 'not_maximum_capture', 'premature_king_move', 'illegal_move',
  'impossible_move', 'ambiguous_notation', 'moves_after_game_end', 'result_mismatch',
  'result_tag_mismatch', 'unrecognised_result', 'missing_result', 'bad_fen', 'parse_error'];

function select(name, label, values, current) {
  const id = `search-${name}`;
  return h('div', {class: 'field'},
    h('label', {for: id}, label),
    h('select', {id, name},
      h('option', {value: ''}, 'any'),
      values.map((v) => h('option', {value: v, selected: v === current}, v.replace(/_/g, ' ')))));
}

function form(params) {
  const fields = FIELDS.map(([name, label, type, help]) => {
    const id = `search-${name}`;
    return h('div', {class: 'field'},
      h('label', {for: id}, label),
      h('input', {id, name, type, value: params.get(name) || '', 'aria-describedby': help ? `${id}-help` : null}),
      help ? h('small', {id: `${id}-help`}, help) : null);
  });
  return h('form', {class: 'search', method: 'get', action: '/search', role: 'search'},
    fields,
    select('status', 'Verdict', STATUSES, params.get('status')),
    select('finding', 'Finding', FINDINGS, params.get('finding')),
    h('div', {class: 'field'},
      h('label', {}, h('input', {type: 'checkbox', name: 'duplicates', value: 'true', checked: params.get('duplicates') === 'true'}),
        ' Only games stored more than once')),
    h('button', {type: 'submit'}, 'Search'));
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
  if (page.total === 0) return h('p', {class: 'empty'}, 'No game matches.');
  const rows = page.items.map((g) => h('tr', {},
    h('td', {'data-label': 'Date'}, g.date || '—'),
    h('td', {'data-label': 'White'}, g.white || '?'),
    h('td', {'data-label': 'Black'}, g.black || '?'),
    h('td', {'data-label': 'Result'}, g.result || '—'),
    h('td', {'data-label': 'Event'}, g.event || '—'),
    h('td', {'data-label': 'Verdict'}, badge(g.status)),
    h('th', {scope: 'row'}, h('a', {href: `/t/${encodeURIComponent(g.tournament)}/g/${g.n}`},
      `${g.tournament_name} #${g.n}`))));
  const link = (to) => {
    const query = new URLSearchParams(params);
    query.set('offset', String(to));
    return `/search?${query}`;
  };
  return [
    h('p', {class: 'count', 'aria-live': 'polite'}, `${page.total} games found`),
    h('div', {class: 'table-wrap'}, h('table', {class: 'games search-results'},
      h('caption', {class: 'visually-hidden'}, 'Games found, newest first'),
      h('thead', {}, h('tr', {}, ['Date', 'White', 'Black', 'Result', 'Event', 'Verdict', 'Game']
        .map((c) => h('th', {scope: 'col'}, c)))),
      h('tbody', {}, rows))),
    h('nav', {class: 'pager', 'aria-label': 'Pages'},
      offset > 0 ? h('a', {href: link(Math.max(0, offset - PAGE))}, '← Previous') : null,
      h('span', {}, `${offset + 1}–${offset + page.items.length} of ${page.total}`),
      offset + page.items.length < page.total ? h('a', {href: link(offset + PAGE)}, 'Next →') : null),
  ];
}

/** Renders the search page into `main`; searches when the address has a query. */
export async function renderSearch(main) {
  document.title = 'Search the archive — draughts-arbiter';
  const params = new URLSearchParams(location.search);
  const offset = Math.max(0, Number.parseInt(params.get('offset') || '0', 10) || 0);
  const heading = h('h1', {}, 'Search the archive');
  const searched = [...params.keys()].some((k) => k !== 'offset' && params.get(k));
  if (!searched) {
    replace(main, heading, form(params));
    return;
  }
  let page;
  try {
    page = await getJson(`/games?${apiQuery(params, offset)}`);
  } catch (e) {
    replace(main, heading, form(params), errorBox(e.message));
    return;
  }
  replace(main, heading, form(params), h('section', {class: 'results', 'aria-label': 'Results'}, results(page, params, offset)));
}
