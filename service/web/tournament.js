// A tournament: its summary and a table of games that can be filtered (errors only, warnings,
// a finding kind) and sorted by any column. The game list gives the players, round, result and
// verdict; every game's findings in brief and what the board decided come in one answer
// (`/game-findings`), so the filters and the counts by severity cover every game, not the rows shown.
// The view (filter, sort, page) is kept in the address so it can be shared.

import {h, replace, append, badge, errorBox} from './dom.js';
import {getJson} from './api.js';
import {kindLabel, boardVerdict, severityCounts, SEVERITY_RANK} from './explain.js';
import {t} from './i18n.js';
import {formatDate, statusSummary, dateSpan} from './list.js';

const ROWS_PER_PAGE = 200;

const SHOW = {
  all: ['page-show-all', () => true],
  problems: ['page-show-problems', (g) => g.worst === 'error' || g.worst === 'warning'],
  errors: ['page-show-errors', (g) => g.worst === 'error'],
  warnings: ['page-show-warnings', (g) => g.counts.warning > 0],
};

/** Verdicts from the worst to the best, for sorting by status. */
const STATUS_RANK = {invalid: 0, unparsable: 1, irregular: 2, unsupported_variant: 3, valid: 4};

/** The columns: heading (a catalogue key, `#` for the game's number), sort key, class. */
const heading = (label) => (label === '#' ? '#' : t(label));
const COLUMNS = [
  ['#', 'n', 'num'],
  ['page-col-white', 'white'],
  ['page-col-black', 'black'],
  ['page-col-round', 'round'],
  ['page-col-result', 'result'],
  ['page-col-board', 'board'],
  ['page-col-status', 'status'],
  ['page-col-findings', 'findings'],
];

const collator = new Intl.Collator('en', {numeric: true, sensitivity: 'base'});

/** Sort keys of a game: text compares as people read it ("R10" after "R9"). */
function sortValue(g, key) {
  switch (key) {
    case 'n': return g.n;
    case 'status': return STATUS_RANK[g.status] ?? 9;
    // Games with errors first, then warnings, then the most findings.
    case 'findings': return [SEVERITY_RANK[g.worst] ?? 3, -g.findingCount];
    default: return g[key] || '';
  }
}

function compare(a, b) {
  if (Array.isArray(a)) {
    for (let i = 0; i < a.length; i++) {
      const c = compare(a[i], b[i]);
      if (c !== 0) return c;
    }
    return 0;
  }
  if (typeof a === 'number') return a - b;
  // Empty cells last whatever the direction is handled by the caller; here plain text order.
  return collator.compare(a, b);
}

/** Renders tournament `id` into `main`. */
export async function renderTournament(main, id) {
  let detail;
  let brief;
  try {
    [detail, brief] = await Promise.all([
      getJson(`/tournaments/${encodeURIComponent(id)}`),
      getJson(`/tournaments/${encodeURIComponent(id)}/game-findings`),
    ]);
  } catch (e) {
    replace(main, h('h1', {}, t('page-tournament')), errorBox(e.message));
    return;
  }
  new TournamentPage(main, id, detail, brief).start();
}

class TournamentPage {
  constructor(main, id, detail, brief) {
    this.main = main;
    this.id = id;
    this.t = detail.tournament;
    this.base = `/t/${encodeURIComponent(id)}`;
    const byN = new Map((brief.games || []).map((g) => [g.n, g]));
    this.games = detail.games.map((g) => {
      const found = byN.get(g.n) || {findings: [], outcome: null};
      const counts = {error: 0, warning: 0, info: 0};
      for (const f of found.findings) counts[f.severity] = (counts[f.severity] || 0) + 1;
      const worst = counts.error ? 'error' : counts.warning ? 'warning' : counts.info ? 'info' : null;
      return {
        ...g,
        findingList: found.findings,
        findingCount: found.findings.length,
        counts,
        worst,
        board: boardVerdict(found.outcome, found.findings),
      };
    });
    const params = new URLSearchParams(location.search);
    // `?problems=1`, the address of earlier versions, is the errors-or-warnings filter.
    this.show = SHOW[params.get('show')] ? params.get('show') : params.get('problems') === '1' ? 'problems' : 'all';
    this.kind = params.get('kind') || '';
    const sort = params.get('sort') || 'n';
    this.sort = COLUMNS.some(([, key]) => key === sort) ? sort : 'n';
    this.descending = params.get('dir') === 'desc';
    this.from = Math.max(0, Number.parseInt(params.get('from') || '0', 10) || 0);
  }

  start() {
    const tour = this.t;
    document.title = `${tour.name} — draughts-arbiter`;
    const totals = {error: 0, warning: 0, info: 0};
    const kinds = new Map();
    for (const g of this.games) {
      for (const s of Object.keys(totals)) totals[s] += g.counts[s];
      for (const f of g.findingList) {
        if (!kinds.has(f.kind)) kinds.set(f.kind, {severity: f.severity, games: new Set()});
        kinds.get(f.kind).games.add(g.n);
      }
    }
    this.kinds = kinds;

    this.showSelect = h('select', {id: 'filter-show', name: 'show', on: {change: () => this.update({from: 0})}},
      Object.entries(SHOW).map(([key, [label]]) => h('option', {value: key, selected: key === this.show}, t(label))));
    this.kindSelect = h('select', {id: 'filter-kind', name: 'kind', on: {change: () => this.update({from: 0})}},
      h('option', {value: ''}, t('page-any-kind')),
      [...kinds.entries()].sort((a, b) => (SEVERITY_RANK[a[1].severity] - SEVERITY_RANK[b[1].severity]) || collator.compare(kindLabel(a[0]), kindLabel(b[0])))
        .map(([kind, {games}]) => h('option', {value: kind, selected: kind === this.kind}, t('page-kind-games', {kind: kindLabel(kind), games: games.size}))));
    this.count = h('p', {class: 'shown-count', id: 'shown-count', role: 'status', 'aria-live': 'polite'});
    // On a phone the table's headings are hidden (each game is a card): the order is chosen here.
    this.sortSelect = h('select', {id: 'sort-by', name: 'sort', on: {change: () => {
      const [key, dir] = this.sortSelect.value.split(':');
      this.update({sort: key, descending: dir === 'desc', from: 0});
    }}}, COLUMNS.flatMap(([label, key]) => [
      h('option', {value: `${key}:asc`}, t('page-sort-ascending', {column: label === '#' ? t('page-col-game') : t(label)})),
      h('option', {value: `${key}:desc`}, t('page-sort-descending', {column: label === '#' ? t('page-col-game') : t(label)})),
    ]));
    const filters = h('form', {class: 'filters', 'aria-label': t('page-filter'), on: {submit: (e) => e.preventDefault()}},
      h('div', {class: 'field'}, h('label', {for: 'filter-show'}, t('page-filter-show')), this.showSelect),
      h('div', {class: 'field'}, h('label', {for: 'filter-kind'}, t('page-filter-kind')), this.kindSelect),
      h('div', {class: 'field sort-field'}, h('label', {for: 'sort-by'}, t('page-sort-by')), this.sortSelect),
      this.count);

    this.headers = COLUMNS.map(([label, key, cls]) => {
      const button = h('button', {type: 'button', class: 'sort', 'data-sort': key, on: {click: () => this.sortBy(key)}}, heading(label));
      return h('th', {scope: 'col', class: cls || null, 'data-sort-key': key}, button);
    });
    this.tbody = h('tbody', {});
    const table = h('div', {class: 'table-wrap'}, h('table', {class: 'games'},
      h('caption', {class: 'visually-hidden'}, `${tour.name}`),
      h('thead', {}, h('tr', {}, this.headers)), this.tbody));
    this.pager = h('nav', {class: 'pager', 'aria-label': t('page-fact-games')});

    replace(this.main,
      h('nav', {class: 'crumbs', 'aria-label': t('page-breadcrumb')}, h('a', {href: '/'}, t('page-nav-list')), ' › ', h('span', {'aria-current': 'page'}, tour.name)),
      h('h1', {}, tour.name),
      new URLSearchParams(location.search).get('again') === '1' ? h('p', {class: 'note', role: 'status'}, t('page-uploaded-again')) : null,
      new URLSearchParams(location.search).get('added') === '1' ? h('p', {class: 'note', role: 'status', id: 'added-note'}, t('page-uploaded-added', {files: tour.files})) : null,
      h('dl', {class: 'facts'},
        [['games', String(tour.games)], ['verdicts', statusSummary(tour.statuses)], ['findings', severityCounts(totals)],
          ['dates', dateSpan(this.games.map((g) => g.date))],
          ['rules', `${tour.ruleset}${tour.strict ? `, ${t('page-strict')}` : ''}`], ['uploaded', formatDate(tour.uploaded_at)]]
          .filter(([, v]) => v)
          .map(([k, v]) => h('div', {}, h('dt', {}, t(`page-fact-${k}`)), h('dd', {'data-fact': k}, v)))),
      h('p', {class: 'filter'}, h('a', {href: `${this.base}/standings`, id: 'standings-link'}, t('page-standings-link')),
        ' · ', h('a', {href: `/upload?to=${encodeURIComponent(this.id)}`, id: 'add-round-link'}, t('page-tab-add'))),
      filters, table, this.pager);
    this.render();
  }

  sortBy(key) {
    const descending = this.sort === key ? !this.descending : false;
    this.update({sort: key, descending, from: 0});
  }

  update({sort = this.sort, descending = this.descending, from = this.from} = {}) {
    this.show = this.showSelect.value;
    this.kind = this.kindSelect.value;
    this.sort = sort;
    this.descending = descending;
    this.from = from;
    const query = new URLSearchParams();
    if (this.show !== 'all') query.set('show', this.show);
    if (this.kind) query.set('kind', this.kind);
    if (this.sort !== 'n') query.set('sort', this.sort);
    if (this.descending) query.set('dir', 'desc');
    if (this.from) query.set('from', String(this.from));
    const text = query.toString();
    history.replaceState(null, '', text ? `?${text}` : location.pathname);
    this.render();
  }

  /** The games the filters keep, in the chosen order. */
  selected() {
    const keep = SHOW[this.show][1];
    const games = this.games.filter((g) => keep(g) && (!this.kind || g.findingList.some((f) => f.kind === this.kind)));
    const direction = this.descending ? -1 : 1;
    return games.sort((a, b) => {
      const [x, y] = [sortValue(a, this.sort), sortValue(b, this.sort)];
      // Empty text sorts last in either direction: a blank round is no information.
      if (x === '' || y === '') return (x === '') - (y === '') || a.n - b.n;
      return direction * compare(x, y) || a.n - b.n;
    });
  }

  render() {
    const games = this.selected();
    const start = Math.min(this.from, Math.max(0, games.length - 1));
    const shown = games.slice(start, start + ROWS_PER_PAGE);
    replace(this.tbody, shown.map((g) => this.row(g)));
    this.sortSelect.value = `${this.sort}:${this.descending ? 'desc' : 'asc'}`;
    for (const th of this.headers) {
      const key = th.dataset.sortKey;
      if (key === this.sort) th.setAttribute('aria-sort', this.descending ? 'descending' : 'ascending');
      else th.removeAttribute('aria-sort');
    }
    this.count.textContent = games.length === this.games.length
      ? t('page-games-count', {count: games.length})
      : t('page-games-shown', {shown: games.length, total: this.games.length});
    if (games.length === 0) {
      this.tbody.append(h('tr', {class: 'empty'}, h('td', {colspan: COLUMNS.length}, t('page-no-match'))));
    }
    replace(this.pager, games.length > ROWS_PER_PAGE ? [
      start > 0 ? h('button', {type: 'button', on: {click: () => this.update({from: Math.max(0, start - ROWS_PER_PAGE)})}}, t('page-previous')) : null,
      h('span', {}, t('page-games-range', {first: start + 1, last: start + shown.length, total: games.length})),
      start + ROWS_PER_PAGE < games.length ? h('button', {type: 'button', on: {click: () => this.update({from: start + ROWS_PER_PAGE})}}, t('page-next')) : null,
    ] : []);
  }

  row(g) {
    const href = `${this.base}/g/${g.n}`;
    const findings = h('td', {class: 'findings', 'data-label': t('page-col-findings'), 'data-kinds': [...new Set(g.findingList.map((f) => f.kind))].join(' ')});
    if (g.findingCount === 0) {
      findings.append(t('page-findings-none'));
    } else {
      const counts = new Map();
      for (const f of g.findingList) {
        const c = counts.get(f.kind) || {n: 0, severity: f.severity};
        c.n += 1;
        counts.set(f.kind, c);
      }
      const list = h('ul', {class: 'kinds'});
      for (const [kind, {n, severity}] of [...counts.entries()].sort((a, b) => SEVERITY_RANK[a[1].severity] - SEVERITY_RANK[b[1].severity])) {
        list.append(h('li', {class: `kind severity-${severity}`, 'data-kind': kind}, n > 1 ? `${kindLabel(kind)} ×${n}` : kindLabel(kind)));
      }
      append(findings, [list]);
    }
    // data-label: on a phone each row becomes a card, the labels shown beside the values.
    const cells = [
      h('td', {class: 'num', 'data-label': t('page-col-game')}, h('a', {href, 'aria-label': `${t('page-game', {n: g.n})}: ${g.white || '?'} – ${g.black || '?'}`}, String(g.n))),
      h('td', {'data-label': t('page-col-white'), 'data-col': 'white'}, h('a', {href, tabindex: '-1'}, g.white || '?')),
      h('td', {'data-label': t('page-col-black'), 'data-col': 'black'}, g.black || '?'),
      h('td', {'data-label': t('page-col-round')}, g.round || ''),
      h('td', {class: 'result', 'data-label': t('page-col-result')}, g.result || '—'),
      h('td', {class: 'board-says', 'data-label': t('page-col-board')}, g.board),
      h('td', {'data-label': t('page-col-status')}, badge(g.status)),
      findings,
    ];
    return h('tr', {'data-game': g.n, 'data-status': g.status, 'data-worst': g.worst || 'none', class: `row-${g.status}`}, cells);
  }
}
