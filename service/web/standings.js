// A tournament checked whole (issues 13 and 14): tabs for the standings, the crosstable, the
// pairing findings, a player's games with the arbiter's rulings, the exports and the audit
// trail. Rulings are made here with the arbiter's token; the standings are read again after
// each, so what the ruling changed shows at once.

import {h, replace, append, badge, errorBox} from './dom.js';
import {API, savedToken, keepToken, send, addRound} from './api.js';
import {tokenField} from './token.js';
import {tooLarge} from './upload.js';
import {rulingForm, rulingHistory, showForm} from './rulings.js';
import {sideName, severityWord} from './explain.js';
import {t, has, lang, formatNumber, formatDateTime, codeWord} from './i18n.js';

/** The tabs: [name, label's key]. */
const TABS = [
  ['standings', 'page-tab-standings'],
  ['crosstable', 'page-tab-crosstable'],
  ['findings', 'page-tab-findings'],
  ['games', 'page-tab-games'],
  ['exports', 'page-tab-exports'],
  ['audit', 'page-tab-audit'],
  ['add', 'page-tab-add'],
];
/** The exports: [file, label's key]. */
const EXPORTS = [
  ['standings.csv', 'page-export-standings-csv'],
  ['standings.html', 'page-export-standings-html'],
  ['report.json', 'page-export-report-json'],
  ['crosstable.csv', 'page-export-crosstable-csv'],
  ['crosstable.json', 'page-export-crosstable-json'],
  ['fmjd.csv', 'page-export-fmjd-csv'],
  ['verdicts.csv', 'page-export-verdicts-csv'],
  ['verdicts.json', 'page-export-verdicts-json'],
  ['tournament.pdn', 'page-export-tournament-pdn'],
  ['originals.zip', 'page-export-originals-zip'],
];

/** A column heading: an abbreviation with its full name for a screen reader and a tooltip. */
function abbrHeading(short, full) {
  return h('th', {scope: 'col'}, short === full ? short : h('abbr', {title: full}, short));
}

/** Renders the standings page of tournament `id`, on the tab the address names. */
export async function renderStandings(main, id) {
  const base = `/tournaments/${encodeURIComponent(id)}`;
  const token = savedToken();
  let summary;
  let report;
  let me;
  try {
    [summary, report, me] = await Promise.all([
      send('GET', base, token),
      send('GET', `${base}/standings`, token),
      // What the token may do with this tournament, grants included.
      send('GET', `/me?tournament=${encodeURIComponent(id)}`, token).catch(() => ({role: null})),
    ]);
  } catch (e) {
    replace(main, h('h1', {}, t('page-tab-standings')), errorBox(e.message));
    return;
  }
  const tour = summary.tournament;
  document.title = `${t('page-standings-title', {name: tour.name})} — draughts-arbiter`;
  const chosen = new URLSearchParams(location.search).get('tab') || 'standings';
  const panel = h('div', {class: 'tab-panel', role: 'tabpanel', id: 'tab-panel'});
  const tabs = h('div', {class: 'tabs', role: 'tablist', 'aria-label': t('page-standings-views')});
  const context = {id, base, token, me, report, panel, tabs, summary: tour};
  for (const [name, label] of TABS) {
    const tab = h('button', {type: 'button', role: 'tab', class: 'tab', 'data-tab': name, 'aria-controls': 'tab-panel',
      on: {click: () => show(context, name)}}, t(label));
    tabs.append(tab);
  }
  replace(main,
    h('nav', {class: 'crumbs', 'aria-label': t('page-breadcrumb')}, h('a', {href: '/'}, t('page-nav-list')), ' › ',
      h('a', {href: `/t/${encodeURIComponent(id)}`}, tour.name), ' › ', h('span', {'aria-current': 'page'}, t('page-tab-standings'))),
    h('h1', {}, tour.name),
    h('p', {class: 'help', id: 'may-do'}, mayDo(me, tour)),
    tabs, panel);
  await show(context, TABS.some(([n]) => n === chosen) ? chosen : 'standings');
}

/** What the page's token may do with this tournament, in a sentence. */
function mayDo(me, tour) {
  if (!me || !me.role) return tour.private ? t('page-standings-no-token') : t('page-standings-no-token-public');
  const own = Boolean(me.tournament && me.tournament.may_write);
  const role = codeWord(`page-role-${me.role}`, me.role);
  return own ? t('page-standings-token-may-rule', {name: me.name, role}) : t('page-standings-token-may-read', {name: me.name, role});
}

async function show(context, name) {
  for (const tab of context.tabs.children) {
    tab.setAttribute('aria-selected', String(tab.dataset.tab === name));
  }
  const url = new URL(location.href);
  url.searchParams.set('tab', name);
  history.replaceState(null, '', url);
  context.panel.setAttribute('data-shown', name);
  try {
    if (!['standings', 'exports', 'add'].includes(name)) replace(context.panel, h('p', {class: 'loading'}, t('page-loading')));
    await ({standings, crosstable, findings, games, exports, audit, add})[name](context);
  } catch (e) {
    replace(context.panel, errorBox(e.message));
  }
}

/** A tie-break's value: a number ("12,5" in French) or a sequence ("2-1-0"). */
function tiebreakValue(v) {
  if (Array.isArray(v)) return v.map((n) => formatNumber(n)).join('-');
  return typeof v === 'number' ? formatNumber(v) : String(v ?? '');
}

function standings({report, panel}) {
  const rows = report.standings;
  const tiebreaks = rows.length ? Object.keys(rows[0].tiebreaks || {}) : [];
  const ruled = report.games.filter((g) => g.source === 'ruling');
  const tiebreakName = (k) => codeWord(`page-tiebreak-${k}`, k);
  const tiebreakShort = (k) => (has(`page-tiebreak-${k}-short`) ? t(`page-tiebreak-${k}-short`) : k);
  const games = new Intl.ListFormat(lang, {type: 'conjunction'});
  replace(panel,
    h('div', {class: 'table-wrap'}, h('table', {class: 'standings', id: 'standings'},
      h('caption', {class: 'visually-hidden'}, t('page-tab-standings')),
      h('thead', {}, h('tr', {},
        abbrHeading(t('page-standings-rank'), t('page-standings-rank')),
        abbrHeading(t('page-standings-player'), t('page-standings-player')),
        abbrHeading(t('page-standings-points-short'), t('page-standings-points')),
        abbrHeading(t('page-standings-games'), t('page-standings-games')),
        abbrHeading(t('page-standings-wins-short'), t('page-standings-wins')),
        abbrHeading(t('page-standings-draws-short'), t('page-standings-draws')),
        abbrHeading(t('page-standings-losses-short'), t('page-standings-losses')),
        tiebreaks.map((k) => abbrHeading(tiebreakShort(k), tiebreakName(k))))),
      h('tbody', {}, rows.map((r) => h('tr', {'data-player': r.name},
        h('td', {'data-label': t('page-standings-rank')}, formatNumber(r.rank)),
        h('td', {'data-label': t('page-standings-player'), class: 'name'}, r.name, r.title ? h('small', {}, ` ${r.title}`) : null),
        h('td', {'data-label': t('page-standings-points'), class: 'points'}, formatNumber(r.points)),
        h('td', {'data-label': t('page-standings-games')}, formatNumber(r.games)),
        h('td', {'data-label': t('page-standings-wins')}, formatNumber(r.wins)),
        h('td', {'data-label': t('page-standings-draws')}, formatNumber(r.draws)),
        h('td', {'data-label': t('page-standings-losses')}, formatNumber(r.losses)),
        tiebreaks.map((k) => h('td', {'data-label': tiebreakName(k)}, tiebreakValue(r.tiebreaks[k])))))))),
    ruled.length ? h('p', {class: 'note', id: 'ruled-note'},
      t('page-standings-ruled', {count: ruled.length, games: games.format(ruled.map((g) => t('page-standings-ruled-game',
        {n: g.n, white: g.white, black: g.black, counted: g.counted, recorded: g.recorded || '*'})))})) : null);
}

async function crosstable({base, token, panel}) {
  const table = await send('GET', `${base}/crosstable`, token);
  const swiss = table.kind === 'swiss';
  const columns = swiss
    ? table.rounds.map((r) => (r === null ? h('th', {scope: 'col', class: 'cell'}, '?')
      : h('th', {scope: 'col', class: 'cell'}, h('abbr', {title: t('page-crosstable-round', {round: r})}, t('page-crosstable-round-short', {round: r})))))
    : table.rows.map((r) => h('th', {scope: 'col', class: 'cell'}, formatNumber(r.position)));
  replace(panel, h('div', {class: 'table-wrap cross'}, h('table', {class: 'crosstable', id: 'crosstable'},
    h('caption', {class: 'visually-hidden'}, swiss ? t('page-crosstable-swiss') : t('page-tab-crosstable')),
    h('thead', {}, h('tr', {}, h('th', {scope: 'col'}, '#'), h('th', {scope: 'col'}, t('page-standings-player')),
      columns, abbrHeading(t('page-standings-points-short'), t('page-standings-points')))),
    h('tbody', {}, table.rows.map((r) => h('tr', {},
      h('td', {}, formatNumber(r.position)), h('th', {scope: 'row', class: 'name'}, r.name),
      r.cells.map((c) => {
        const text = typeof c === 'string' ? c : c.text;
        return text === 'X' ? h('td', {class: 'cell self', 'aria-label': t('page-crosstable-self')}, '') : h('td', {class: 'cell'}, text);
      }),
      h('td', {class: 'points'}, formatNumber(r.points))))))));
}

/** The suggestions rejected on this page, by tournament: kept for the session, never sent. */
function rejected(base) {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(`rejected:${base}`) || '[]'));
  } catch {
    return new Set();
  }
}

function reject(base, key) {
  const keys = rejected(base);
  keys.add(key);
  sessionStorage.setItem(`rejected:${base}`, JSON.stringify([...keys]));
}

/** The decisions the tournament suggests (issue 28), each to accept or reject: accepting
 * records it as the arbiter's decision (with the token), rejecting only hides it here. */
async function suggestionList(context) {
  const {base} = context;
  const answer = await send('GET', `${base}/suggestions`, context.token);
  const hidden = rejected(base);
  const shown = answer.suggestions.filter((s) => !hidden.has(s.key));
  if (!shown.length) return null;
  const status = h('p', {role: 'status', class: 'help', id: 'suggestion-status'});
  const item = (s, i) => {
    const accept = h('button', {type: 'button', class: 'accept', id: `suggestion-accept-${i}`, on: {click: async () => {
      accept.disabled = true;
      try {
        const done = await send('POST', `${base}/suggestions/accept`, context.token, {keys: [s.key]});
        context.report = await send('GET', `${base}/standings`, context.token);
        await show(context, 'findings');
        const said = document.getElementById('suggestion-status');
        if (said) said.textContent = t('page-suggestion-accepted', {count: done.decisions.length});
      } catch (e) {
        accept.disabled = false;
        status.textContent = e.message;
      }
    }}}, t('page-suggestion-accept'));
    const rejectButton = h('button', {type: 'button', class: 'reject', id: `suggestion-reject-${i}`, on: {click: () => {
      reject(base, s.key);
      row.remove();
      status.textContent = t('page-suggestion-rejected');
    }}}, t('page-suggestion-reject'));
    const row = h('li', {class: 'suggestion', 'data-key': s.key},
      h('span', {'data-said-by': 'service'}, s.message), ' ',
      h('span', {class: 'actions'}, accept, ' ', rejectButton));
    return row;
  };
  return h('section', {id: 'suggestions', 'aria-labelledby': 'suggestions-title'},
    h('h3', {id: 'suggestions-title'}, t('page-suggestions-title', {count: shown.length})),
    h('p', {class: 'help'}, t('page-suggestions-help')),
    h('ul', {class: 'suggestions'}, shown.map(item)),
    status);
}

async function findings(context) {
  const {id, base, token, panel} = context;
  const [answer, suggested] = await Promise.all([
    send('GET', `${base}/findings`, token),
    suggestionList(context),
  ]);
  if (!answer.findings.length) {
    replace(panel, suggested, h('p', {class: 'ok', id: 'findings'}, t('page-pairing-none')));
    return;
  }
  const list = new Intl.ListFormat(lang, {type: 'unit', style: 'narrow'});
  replace(panel, suggested, h('ul', {class: 'tournament-findings', id: 'findings'}, answer.findings.map((f) => h('li', {class: `finding severity-${f.severity}`},
    h('span', {class: `sev severity-${f.severity}`, 'data-severity': f.severity}, severityWord(f.severity)), ' ',
    h('span', {'data-said-by': 'service'}, f.message),
    f.games && f.games.length ? h('small', {}, ' — ', gameLinks(id, f.games, list)) : null))));
}

/** The games a pairing finding names, each a link to its game page (issue 29), in a list as
 * the language writes one ("partie 2, partie 5 et partie 7"). */
function gameLinks(id, games, list) {
  const words = games.map((g) => (g.n ? t('page-pairing-game', {n: g.n}) : t('page-pairing-file-game', {file: g.file, index: g.index})));
  // The list's own words ("et", "и") around each game's, the game's a link when it has a number.
  const parts = list.formatToParts(words.map((_, i) => `\u0000${i}\u0000`));
  return parts.flatMap((part) => part.value.split(/\u0000(\d+)\u0000/).map((piece, k) => {
    if (k % 2 === 0) return piece;
    const g = games[Number(piece)];
    return g.n ? h('a', {href: `/t/${encodeURIComponent(id)}/g/${g.n}`, 'data-game-link': g.n}, words[Number(piece)]) : words[Number(piece)];
  }));
}

async function games(context) {
  const {token, panel, report} = context;
  const players = report.standings.map((r) => r.name);
  const picker = h('select', {id: 'player', on: {change: () => playerGames(context, picker.value, list)}},
    players.map((p) => h('option', {value: p}, p)));
  const list = h('div', {id: 'player-games'});
  // Outside the list, which is drawn again after a ruling.
  context.status = h('p', {role: 'status', id: 'ruling-status', class: 'help'});
  const field = tokenField({id: 'ruling-token', label: t('page-games-token'), tournament: context.id});
  if (token && !field.value()) field.input.value = token;
  field.input.addEventListener('change', () => {
    context.token = field.value();
    keepToken(context.token);
  });
  replace(panel,
    h('p', {}, h('label', {for: 'player'}, `${t('page-games-player')} `), picker),
    field.field,
    context.status, list);
  if (players.length) await playerGames(context, players[0], list);
}

/** The columns of a player's games: the label's key (none for the ruling button's column). */
const PLAYER_COLUMNS = ['page-col-round', 'page-games-opponent', 'page-games-colour', 'page-games-recorded', 'page-games-counts', 'page-col-status', null];

async function playerGames(context, name, list) {
  const answer = await send('GET', `${context.base}/players/${encodeURIComponent(name)}/games`, context.token);
  // The ruling form goes below the table, where it has the page's width.
  const area = h('div', {id: 'ruling-area'});
  const label = (i) => t(PLAYER_COLUMNS[i]);
  replace(list, h('div', {class: 'table-wrap'}, h('table', {class: 'player-games'},
    h('caption', {class: 'visually-hidden'}, t('page-games-of', {name})),
    h('thead', {}, h('tr', {}, PLAYER_COLUMNS.map((key) => h('th', {scope: 'col'}, key ? t(key) : '')))),
    h('tbody', {}, answer.rounds.map((r) => {
      const cell = h('td', {});
      if (r.n) {
        cell.append(h('button', {type: 'button', class: 'rule', 'data-game': r.n,
          on: {click: () => ruleOn(context, r, area, name, list)}}, t('page-games-rule')));
      }
      return h('tr', {'data-game': r.n || ''},
        h('td', {'data-label': label(0)}, r.round === null ? '?' : formatNumber(r.round)),
        h('td', {'data-label': label(1)}, r.opponent || (r.kind === 'bye' ? t('page-games-bye') : '')),
        h('td', {'data-label': label(2)}, sideName(r.colour)),
        h('td', {class: 'result', 'data-label': label(3)}, r.recorded || '—'),
        h('td', {class: 'result', 'data-label': label(4)}, r.counted || codeWord(`page-games-state-${r.state}`, r.state),
          r.source === 'ruling' ? h('small', {class: 'ruled'}, ` ${t('page-games-ruled', {kind: codeWord(`page-ruling-kind-${r.ruling}`, r.ruling)})}`) : null),
        h('td', {'data-label': label(5)}, r.status ? badge(r.status) : ''),
        cell);
    })))), area);
}

/** The ruling form for game `r.n` of `name`'s games, under the table; the standings read again after. */
async function ruleOn(context, r, area, name, list) {
  const base = context.base;
  const [game, history] = await Promise.all([
    send('GET', `${base}/games/${r.n}`, context.token),
    send('GET', `${base}/games/${r.n}/rulings`, context.token),
  ]);
  const findings = game.findings || [];
  const form = rulingForm({
    base, n: r.n, findings, result: r.counted, token: () => context.token,
    intro: t('page-ruling-intro-player', {n: r.n, name, colour: r.colour ? sideName(r.colour) : '?', opponent: r.opponent || '?', recorded: r.recorded || '*'}),
    onRecorded: async (ruling) => {
      context.report = await send('GET', `${base}/standings`, context.token);
      context.status.textContent = t('page-ruling-recorded', {n: r.n, result: ruling.result});
      await playerGames(context, name, list);
    },
  });
  const past = rulingHistory(history, findings, {
    base, token: () => context.token,
    onWithdrawn: async () => {
      context.report = await send('GET', `${base}/standings`, context.token);
      context.status.textContent = t('page-ruling-withdrawn-status', {n: r.n});
      await playerGames(context, name, list);
    },
  });
  if (past) form.insertBefore(h('details', {}, h('summary', {}, t('page-ruling-history', {count: history.rulings.length})), past), form.lastElementChild);
  showForm(area, form);
}

function exports({base, panel}) {
  replace(panel, h('ul', {class: 'exports', id: 'exports'}, EXPORTS.map(([file, label]) =>
    // In the page's language: the printable page and the reports say their words in it.
    h('li', {}, h('a', {href: `${API}${base}/exports/${file}?lang=${encodeURIComponent(lang)}`, download: file}, t(label))))),
  h('p', {class: 'help'}, t('page-exports-help')));
}

/** The audit trail's columns: [heading's key, card label's key]. */
const AUDIT_COLUMNS = [['page-audit-when', 'page-audit-when'], ['page-audit-who', 'page-audit-who'], ['page-audit-what', 'page-audit-what'], ['page-audit-on', 'page-audit-on']];

async function audit({base, token, panel}) {
  if (!token) {
    replace(panel, h('p', {class: 'help'}, t('page-audit-needs-token', {tab: t('page-tab-games')})));
    return;
  }
  const page = await send('GET', `${base}/audit?limit=1000`, token);
  const [when, who, what, on] = AUDIT_COLUMNS.map(([, key]) => t(key));
  replace(panel, h('div', {class: 'table-wrap'}, h('table', {class: 'audit', id: 'audit'},
    h('thead', {}, h('tr', {}, AUDIT_COLUMNS.map(([key]) => h('th', {scope: 'col'}, t(key))))),
    h('tbody', {}, page.items.map((e) => h('tr', {},
      h('td', {'data-label': when}, h('time', {datetime: e.at}, formatDateTime(e.at))), h('td', {'data-label': who}, e.actor),
      h('td', {'data-label': what}, codeWord(`page-audit-action-${e.action}`, e.action)), h('td', {'data-label': on, 'data-said-by': 'service'}, e.subject)))))));
  append(panel, [h('p', {class: 'help', id: 'audit-count'}, t('page-audit-count', {count: page.total}))]);
}

/** A round file added to this tournament (checked under its rules), then the standings again;
 * a file over the service's limit refused before it is sent. */
function add(context) {
  const {panel} = context;
  const file = h('input', {type: 'file', id: 'round-file', class: 'file-input', accept: '.pdn,.txt,text/plain', required: true});
  const chosenName = h('span', {class: 'chosen', id: 'round-chosen'}, t('page-upload-no-file'));
  const status = h('p', {role: 'status', id: 'add-status', class: 'help'});
  const say = (text, error) => {
    status.className = error ? 'error' : 'help';
    status.textContent = text;
  };
  file.addEventListener('change', () => {
    const chosen = file.files && file.files[0];
    chosenName.textContent = chosen ? chosen.name : t('page-upload-no-file');
    const why = tooLarge(chosen);
    if (why) say(why, true);
    else say('', false);
  });
  const round = h('input', {type: 'number', id: 'round-number', min: '1', max: '999', inputmode: 'numeric'});
  const token = tokenField({id: 'round-token', label: t('page-add-token'), tournament: context.id});
  if (context.token && !token.value()) token.input.value = context.token;
  token.input.required = true;
  const form = h('form', {class: 'ruling', id: 'add-round'},
    h('p', {}, h('label', {for: 'round-file'}, `${t('page-add-file')} `),
      h('span', {class: 'file-picker'}, file, h('label', {for: 'round-file', class: 'file-button'}, t('page-add-choose')), chosenName)),
    h('p', {}, h('label', {for: 'round-number'}, `${t('page-add-round')} `), round),
    token.field,
    h('button', {type: 'submit', class: 'primary'}, t('page-add-submit')),
    status);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const chosen = file.files && file.files[0];
    if (!chosen) {
      say(t('page-upload-choose-first'), true);
      return;
    }
    const why = tooLarge(chosen);
    if (why) {
      say(why, true);
      return;
    }
    context.token = token.value();
    keepToken(context.token);
    try {
      const answer = await addRound({id: context.id, file: chosen, round: round.value, token: context.token,
        onProgress: (fraction) => say(fraction < 1
          ? t('page-upload-progress', {file: chosen.name, percent: formatNumber(fraction, {style: 'percent'})})
          : t('page-upload-checking'), false)});
      const added = answer.files.filter((f) => f.created).length;
      context.report = await send('GET', `${context.base}/standings`, context.token);
      say(added
        ? t('page-add-added', {file: chosen.name, games: answer.files[0].games, files: answer.tournament.files})
        : t('page-add-already', {file: chosen.name}), false);
    } catch (e) {
      say(e.message, true);
    }
  });
  replace(panel, form);
}
