// The tournament list: newest first, a page at a time.

import {h, replace, errorBox} from './dom.js';
import {getJson} from './api.js';
import {t, has, formatDateTime} from './i18n.js';

const PAGE = 50;

/** Renders the list of tournaments into `main`. */
export async function renderList(main) {
  document.title = `${t('page-list-title')} — draughts-arbiter`;
  const offset = Math.max(0, Number.parseInt(new URLSearchParams(location.search).get('offset') || '0', 10) || 0);
  let page;
  try {
    page = await getJson(`/tournaments?limit=${PAGE}&offset=${offset}`);
  } catch (e) {
    replace(main, h('h1', {}, t('page-list-title')), errorBox(e.message));
    return;
  }
  const heading = h('h1', {}, t('page-list-title'));
  if (page.total === 0) {
    replace(main, heading, h('p', {}, `${t('page-list-empty')} `, h('a', {href: '/upload'}, t('page-nav-upload'))));
    return;
  }
  const rows = page.items.map((tour) => h('tr', {},
    h('th', {scope: 'row'}, h('a', {href: `/t/${encodeURIComponent(tour.id)}`}, tour.name)),
    h('td', {'data-label': t('page-list-uploaded')}, formatDate(tour.uploaded_at)),
    h('td', {class: 'num', 'data-label': t('page-list-games')}, tour.games),
    h('td', {'data-label': t('page-list-verdicts')}, statusSummary(tour.statuses)),
    h('td', {'data-label': t('page-list-findings')}, findingsSummary(tour)),
  ));
  const table = h('div', {class: 'table-wrap'}, h('table', {class: 'tournaments'},
    h('caption', {class: 'visually-hidden'}, t('page-list-caption')),
    h('thead', {}, h('tr', {},
      h('th', {scope: 'col'}, t('page-list-name')), h('th', {scope: 'col'}, t('page-list-uploaded')), h('th', {scope: 'col', class: 'num'}, t('page-list-games')),
      h('th', {scope: 'col'}, t('page-list-verdicts')), h('th', {scope: 'col'}, t('page-list-findings')))),
    h('tbody', {}, rows)));
  const pager = h('nav', {class: 'pager', 'aria-label': t('page-list-games')},
    offset > 0 ? h('a', {href: `/?offset=${Math.max(0, offset - PAGE)}`}, t('page-list-newer')) : null,
    h('span', {}, t('page-list-range', {first: offset + 1, last: offset + page.items.length, total: page.total})),
    offset + page.items.length < page.total ? h('a', {href: `/?offset=${offset + PAGE}`}, t('page-list-older')) : null);
  replace(main, heading, h('p', {}, h('a', {href: '/upload', class: 'button'}, t('page-nav-upload'))), table, pager);
}

/** "2026-11-30T10:00:00Z" in the page's language: "30 nov. 2026, 10:00 UTC". */
export function formatDate(text) {
  return formatDateTime(text);
}

/**
 * What a tournament's findings are, from its summary: a valid game has no error, so the games
 * with errors are those with another verdict. "35 findings, no error" beside "34 valid" says the
 * findings are warnings and notes; the tournament page counts them by severity.
 */
export function findingsSummary(tour) {
  const s = tour.statuses || {};
  const withErrors = (s.irregular || 0) + (s.invalid || 0) + (s.unparsable || 0);
  if (!tour.findings) return t('page-findings-none');
  const findings = t('page-findings-count', {count: tour.findings});
  if (withErrors === 0) return t('page-findings-no-error', {findings});
  return t('page-findings-errors-in', {findings, games: withErrors});
}

/** "31 valid, 2 irregular": only the verdicts that occur. */
export function statusSummary(statuses) {
  const parts = Object.entries(statuses || {}).filter(([, count]) => count > 0)
    .map(([status, count]) => (has(`page-status-count-${status}`)
      ? t(`page-status-count-${status}`, {count})
      : `${count} ${status.replace(/_/g, ' ')}`));
  return parts.length ? parts.join(', ') : '—';
}
