// The tournament list: newest first, a page at a time.

import {h, replace, errorBox} from './dom.js';
import {getJson} from './api.js';
import {isoDateTime} from './explain.js';

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
    h('td', {'data-label': 'Findings'}, findingsSummary(t)),
  ));
  const table = h('div', {class: 'table-wrap'}, h('table', {class: 'tournaments'},
    h('caption', {class: 'visually-hidden'}, 'Uploaded tournaments, newest first'),
    h('thead', {}, h('tr', {},
      h('th', {scope: 'col'}, 'Name'), h('th', {scope: 'col'}, 'Uploaded'), h('th', {scope: 'col', class: 'num'}, 'Games'),
      h('th', {scope: 'col'}, 'Verdicts'), h('th', {scope: 'col'}, 'Findings'))),
    h('tbody', {}, rows)));
  const pager = h('nav', {class: 'pager', 'aria-label': 'Pages'},
    offset > 0 ? h('a', {href: `/?offset=${Math.max(0, offset - PAGE)}`}, '← Newer') : null,
    h('span', {}, `${offset + 1}–${offset + page.items.length} of ${page.total}`),
    offset + page.items.length < page.total ? h('a', {href: `/?offset=${offset + PAGE}`}, 'Older →') : null);
  replace(main, heading, h('p', {}, h('a', {href: '/upload', class: 'button'}, 'Upload a round')), table, pager);
}

/** "2026-11-30T10:00:00Z" as "2026-11-30 10:00 UTC": an ISO date, not the browser's locale. */
export function formatDate(text) {
  return isoDateTime(text);
}

/**
 * What a tournament's findings are, from its summary: a valid game has no error, so the games
 * with errors are those with another verdict. "35 findings, no error" beside "34 valid" says the
 * findings are warnings and notes; the tournament page counts them by severity.
 */
export function findingsSummary(t) {
  const s = t.statuses || {};
  const withErrors = (s.irregular || 0) + (s.invalid || 0) + (s.unparsable || 0);
  if (!t.findings) return 'none';
  const count = `${t.findings} finding${t.findings === 1 ? '' : 's'}`;
  if (withErrors === 0) return `${count}, no error (warnings and notes)`;
  return `${count}, errors in ${withErrors} game${withErrors === 1 ? '' : 's'}`;
}

/** "31 valid, 2 irregular": only the verdicts that occur. */
export function statusSummary(statuses) {
  const parts = Object.entries(statuses || {}).filter(([, count]) => count > 0)
    .map(([status, count]) => `${count} ${status.replace(/_/g, ' ')}`);
  return parts.length ? parts.join(', ') : '—';
}
