// The tournament list: newest first, a page at a time.

import {h, replace, errorBox} from './dom.js';
import {getJson} from './api.js';

const PAGE = 50;

/** Renders the list of tournaments into `main`. */
export async function renderList(main) {
  document.title = 'Tournaments — draughts-arbiter';
  const offset = Math.max(0, Number.parseInt(new URLSearchParams(location.search).get('offset') || '0', 10) || 0);
  let page;
  try {
    page = await getJson(`/tournaments?limit=${PAGE}&offset=${offset}`);
  } catch (e) {
    replace(main, h('h1', {}, 'Tournaments'), errorBox(e.message));
    return;
  }
  const heading = h('h1', {}, 'Tournaments');
  if (page.total === 0) {
    replace(main, heading, h('p', {}, 'No tournament has been uploaded yet. ', h('a', {href: '/upload'}, 'Upload a round'), '.'));
    return;
  }
  const rows = page.items.map((t) => h('tr', {},
    h('th', {scope: 'row'}, h('a', {href: `/t/${encodeURIComponent(t.id)}`}, t.name)),
    h('td', {'data-label': 'Uploaded'}, formatDate(t.uploaded_at)),
    h('td', {class: 'num', 'data-label': 'Games'}, t.games),
    h('td', {'data-label': 'Verdicts'}, statusSummary(t.statuses)),
    h('td', {class: 'num', 'data-label': 'Findings'}, t.findings),
  ));
  const table = h('div', {class: 'table-wrap'}, h('table', {class: 'tournaments'},
    h('caption', {class: 'visually-hidden'}, 'Uploaded tournaments, newest first'),
    h('thead', {}, h('tr', {},
      h('th', {scope: 'col'}, 'Name'), h('th', {scope: 'col'}, 'Uploaded'), h('th', {scope: 'col', class: 'num'}, 'Games'),
      h('th', {scope: 'col'}, 'Verdicts'), h('th', {scope: 'col', class: 'num'}, 'Findings'))),
    h('tbody', {}, rows)));
  const pager = h('nav', {class: 'pager', 'aria-label': 'Pages'},
    offset > 0 ? h('a', {href: `/?offset=${Math.max(0, offset - PAGE)}`}, '← Newer') : null,
    h('span', {}, `${offset + 1}–${offset + page.items.length} of ${page.total}`),
    offset + page.items.length < page.total ? h('a', {href: `/?offset=${offset + PAGE}`}, 'Older →') : null);
  replace(main, heading, h('p', {}, h('a', {href: '/upload', class: 'button'}, 'Upload a round')), table, pager);
}

/** "2026-11-30T10:00:00Z" as the reader's local date and time. */
export function formatDate(text) {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toLocaleString();
}

/** "31 valid, 2 irregular": only the verdicts that occur. */
export function statusSummary(statuses) {
  const parts = Object.entries(statuses || {}).filter(([, count]) => count > 0)
    .map(([status, count]) => `${count} ${status.replace(/_/g, ' ')}`);
  return parts.length ? parts.join(', ') : '—';
}
