// The tournament list: newest first, a page at a time.

import {h, replace, errorBox} from './dom.js';
import {getJson} from './api.js';
import {t, has, formatDateTime, formatDateSpan} from './i18n.js';

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
  const apart = await tellApart(page.items);
  const rows = page.items.map((tour) => h('tr', {'data-tournament': tour.id},
    h('th', {scope: 'row'}, h('a', {href: `/t/${encodeURIComponent(tour.id)}`}, tour.name),
      apart.has(tour.id) ? h('small', {class: 'tell-apart'}, ` ${apart.get(tour.id)}`) : null),
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

/** The first and last of the games' dates ("2024.03.02" … "2024.03.05") in the language's
 * form: "2–5 mars 2024", one date when they are the same; "" when none. */
export function dateSpan(dates) {
  const known = dates.filter((d) => /^\d{4}/.test(d || '')).sort();
  if (!known.length) return '';
  return formatDateSpan(known[0], known[known.length - 1]);
}

/** When and where a tournament was played, from its games (the dates) and its first game's
 * Site tag; when it was uploaded if they say nothing. */
async function whenAndWhere(tour) {
  const id = encodeURIComponent(tour.id);
  const [detail, first] = await Promise.all([
    getJson(`/tournaments/${id}`).catch(() => null),
    getJson(`/tournaments/${id}/games/1`).catch(() => null),
  ]);
  const dates = detail ? dateSpan(detail.games.map((g) => g.date)) : '';
  const tags = (first && first.tags) || {};
  const site = Object.entries(tags).find(([k]) => k.toLowerCase() === 'site');
  const place = site && site[1] && site[1] !== '?' ? site[1] : '';
  const words = [dates, place].filter(Boolean).join(', ');
  return words || t('page-list-uploaded-on', {when: formatDateTime(tour.uploaded_at)});
}

/**
 * What tells apart the tournaments of `items` that share a name (case and spacing aside):
 * their dates and place, by id. Only those are asked about, a request or two each: most
 * names are their tournament's alone.
 */
export async function tellApart(items) {
  const key = (tour) => tour.name.trim().toLowerCase().replace(/\s+/g, ' ');
  const counts = new Map();
  for (const tour of items) counts.set(key(tour), (counts.get(key(tour)) || 0) + 1);
  const shared = items.filter((tour) => counts.get(key(tour)) > 1);
  const words = await Promise.all(shared.map((tour) => whenAndWhere(tour)));
  return new Map(shared.map((tour, i) => [tour.id, words[i]]));
}
