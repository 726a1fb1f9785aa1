// A tournament: its summary and a table of games. The list endpoint gives the verdict and the
// count of findings per game; the judged outcome and the finding kinds are in each game's report,
// fetched for the rows on screen, a few at a time.

import {h, replace, append, badge, errorBox} from './dom.js';
import {getJson} from './api.js';
import {kindLabel, outcomeText} from './explain.js';
import {formatDate, statusSummary} from './list.js';

const ROWS_PER_PAGE = 200;
const PARALLEL = 4;

/** Renders tournament `id` into `main`. */
export async function renderTournament(main, id) {
  const params = new URLSearchParams(location.search);
  let detail;
  try {
    detail = await getJson(`/tournaments/${encodeURIComponent(id)}`);
  } catch (e) {
    replace(main, h('h1', {}, 'Tournament'), errorBox(e.message));
    return;
  }
  const t = detail.tournament;
  document.title = `${t.name} — draughts-arbiter`;
  const onlyProblems = params.get('problems') === '1';
  const games = onlyProblems ? detail.games.filter((g) => g.status !== 'valid' || g.findings > 0) : detail.games;
  const start = Math.max(0, Number.parseInt(params.get('from') || '0', 10) || 0);
  const shown = games.slice(start, start + ROWS_PER_PAGE);

  const base = `/t/${encodeURIComponent(id)}`;
  const rows = shown.map((g) => gameRow(base, g));
  const table = h('div', {class: 'table-wrap'}, h('table', {class: 'games'},
    h('caption', {class: 'visually-hidden'}, `Games of ${t.name}`),
    h('thead', {}, h('tr', {},
      h('th', {scope: 'col', class: 'num'}, '#'), h('th', {scope: 'col'}, 'White'), h('th', {scope: 'col'}, 'Black'),
      h('th', {scope: 'col'}, 'Round'), h('th', {scope: 'col'}, 'Result recorded'), h('th', {scope: 'col'}, 'Outcome judged'),
      h('th', {scope: 'col'}, 'Status'), h('th', {scope: 'col'}, 'Findings'))),
    h('tbody', {}, rows.map((r) => r.row))));

  const filter = h('p', {class: 'filter'}, onlyProblems
    ? h('a', {href: base}, 'Show all games')
    : h('a', {href: `${base}?problems=1`}, 'Show only games with findings'));
  const pager = games.length > ROWS_PER_PAGE ? h('nav', {class: 'pager', 'aria-label': 'Pages of games'},
    start > 0 ? h('a', {href: pageLink(base, onlyProblems, start - ROWS_PER_PAGE)}, '← Previous') : null,
    h('span', {}, `Games ${start + 1}–${start + shown.length} of ${games.length}`),
    start + ROWS_PER_PAGE < games.length ? h('a', {href: pageLink(base, onlyProblems, start + ROWS_PER_PAGE)}, 'Next →') : null) : null;

  replace(main,
    h('nav', {class: 'crumbs', 'aria-label': 'Breadcrumb'}, h('a', {href: '/'}, 'Tournaments'), ' › ', h('span', {'aria-current': 'page'}, t.name)),
    h('h1', {}, t.name),
    params.get('again') === '1' ? h('p', {class: 'note', role: 'status'}, 'This file had been uploaded before: these are the verdicts of the first upload.') : null,
    h('dl', {class: 'facts'},
      [['Games', String(t.games)], ['Verdicts', statusSummary(t.statuses)], ['Findings', String(t.findings)],
        ['Rules', `${t.ruleset}${t.strict ? ', strict PDN' : ''}`], ['Uploaded', formatDate(t.uploaded_at)]]
        .map(([k, v]) => h('div', {}, h('dt', {}, k), h('dd', {}, v)))),
    h('p', {class: 'filter'}, h('a', {href: `${base}/standings`, id: 'standings-link'}, 'Standings, crosstable, rulings and exports')),
    filter, table, pager);

  // Fill in outcomes and kinds without holding up the table.
  fillDetails(id, rows);
}

function pageLink(base, onlyProblems, from) {
  return `${base}?${onlyProblems ? 'problems=1&' : ''}from=${Math.max(0, from)}`;
}

function gameRow(base, g) {
  const href = `${base}/g/${g.n}`;
  const judged = h('td', {class: 'judged', 'data-label': 'Outcome judged'}, '…');
  const findings = h('td', {class: 'findings', 'data-label': 'Findings'}, g.findings === 0 ? 'none' : `${g.findings}`);
  // data-label: on a phone each row becomes a card, the labels shown beside the values.
  const row = h('tr', {'data-game': g.n, 'data-status': g.status, class: `row-${g.status}`},
    h('td', {class: 'num', 'data-label': 'Game'}, h('a', {href, 'aria-label': `Game ${g.n}: ${g.white || '?'} – ${g.black || '?'}`}, String(g.n))),
    h('td', {'data-label': 'White'}, h('a', {href, tabindex: '-1'}, g.white || '?')),
    h('td', {'data-label': 'Black'}, g.black || '?'),
    h('td', {'data-label': 'Round'}, g.round || ''),
    h('td', {'data-label': 'Result recorded'}, g.result || '—'),
    judged,
    h('td', {'data-label': 'Status'}, badge(g.status)),
    findings);
  return {n: g.n, count: g.findings, row, judged, findings};
}

async function fillDetails(id, rows) {
  const queue = rows.slice();
  const worker = async () => {
    while (queue.length) {
      const r = queue.shift();
      try {
        const report = await getJson(`/tournaments/${encodeURIComponent(id)}/games/${r.n}`);
        r.judged.textContent = outcomeText(report.outcome);
        if (r.count > 0) showKinds(r.findings, report.findings);
      } catch {
        r.judged.textContent = '?';
      }
    }
  };
  await Promise.all(Array.from({length: PARALLEL}, worker));
}

/** "2: Not the largest capture, Missing result" with the kinds' codes in data-kinds. */
function showKinds(cell, findings) {
  const counts = new Map();
  for (const f of findings) counts.set(f.kind, (counts.get(f.kind) || 0) + 1);
  cell.setAttribute('data-kinds', [...counts.keys()].join(' '));
  replace(cell, h('span', {class: 'count'}, String(findings.length)), ': ');
  const list = h('ul', {class: 'kinds'});
  for (const [kind, count] of counts) {
    list.append(h('li', {class: `kind kind-${kind}`, title: kind}, count > 1 ? `${kindLabel(kind)} ×${count}` : kindLabel(kind)));
  }
  append(cell, [list]);
}
