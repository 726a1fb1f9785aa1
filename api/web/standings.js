// A tournament checked whole (issues 13 and 14): tabs for the standings, the crosstable, the
// pairing findings, a player's games with the arbiter's rulings, the exports and the audit
// trail. Rulings are made here with the arbiter's token; the standings are read again after
// each, so what the ruling changed shows at once.

import {h, replace, append, badge, errorBox} from './dom.js';
import {API, savedToken, keepToken, send} from './api.js';
import {rulingForm, rulingHistory, showForm} from './rulings.js';
import {sideName} from './explain.js';
import {t} from './i18n.js';

const TABS = [
  ['standings', 'Standings'],
  ['crosstable', 'Crosstable'],
  ['findings', 'Pairing findings'],
  ['games', 'Games and rulings'],
  ['exports', 'Exports'],
  ['audit', 'Audit trail'],
  ['add', 'Add a round'],
];
const EXPORTS = [
  ['standings.csv', 'Standings (CSV)'],
  ['standings.html', 'Standings and crosstable (printable page)'],
  ['report.json', 'Standings, crosstable and findings (JSON)'],
  ['crosstable.csv', 'Crosstable (CSV)'],
  ['crosstable.json', 'Crosstable (JSON)'],
  ['fmjd.csv', 'FMJD results table (CSV)'],
  ['verdicts.csv', 'Every verdict (CSV)'],
  ['verdicts.json', 'Every verdict (JSON)'],
  ['tournament.pdn', 'The tournament as one normalised PDN'],
  ['originals.zip', 'The original files (zip)'],
];

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
      send('GET', '/me', token).catch(() => ({role: null})),
    ]);
  } catch (e) {
    replace(main, h('h1', {}, 'Standings'), errorBox(e.message));
    return;
  }
  const t = summary.tournament;
  document.title = `${t.name}: standings — draughts-arbiter`;
  const chosen = new URLSearchParams(location.search).get('tab') || 'standings';
  const panel = h('div', {class: 'tab-panel', role: 'tabpanel', id: 'tab-panel'});
  const tabs = h('div', {class: 'tabs', role: 'tablist', 'aria-label': 'Tournament views'});
  const context = {id, base, token, me, report, panel, tabs, summary: t};
  for (const [name, label] of TABS) {
    const tab = h('button', {type: 'button', role: 'tab', class: 'tab', 'data-tab': name, 'aria-controls': 'tab-panel',
      on: {click: () => show(context, name)}}, label);
    tabs.append(tab);
  }
  replace(main,
    h('nav', {class: 'crumbs', 'aria-label': 'Breadcrumb'}, h('a', {href: '/'}, 'Tournaments'), ' › ',
      h('a', {href: `/t/${encodeURIComponent(id)}`}, t.name), ' › ', h('span', {'aria-current': 'page'}, 'Standings')),
    h('h1', {}, t.name),
    h('p', {class: 'help', id: 'may-do'}, mayDo(me, t)),
    tabs, panel);
  await show(context, TABS.some(([n]) => n === chosen) ? chosen : 'standings');
}

/** What the page's token may do with this tournament, in a sentence. */
function mayDo(me, t) {
  if (!me || !me.role) return `Reading without a token${t.private ? '' : ' (a public tournament)'}. Rulings need an arbiter's token.`;
  const own = me.role === 'admin' || (me.role === 'arbiter' && t.created_by === me.name);
  return `Token “${me.name}” (${me.role}): ${own ? 'may rule on this tournament' : 'may read this tournament, not rule on it'}.`;
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
    if (!['standings', 'exports', 'add'].includes(name)) replace(context.panel, h('p', {class: 'loading'}, 'Loading…'));
    await ({standings, crosstable, findings, games, exports, audit, add})[name](context);
  } catch (e) {
    replace(context.panel, errorBox(e.message));
  }
}

function standings({report, panel}) {
  const rows = report.standings;
  const tiebreaks = rows.length ? Object.keys(rows[0].tiebreaks || {}) : [];
  const ruled = report.games.filter((g) => g.source === 'ruling');
  replace(panel,
    h('div', {class: 'table-wrap'}, h('table', {class: 'standings', id: 'standings'},
      h('caption', {class: 'visually-hidden'}, 'Standings'),
      h('thead', {}, h('tr', {},
        ['Rank', 'Name', 'Pts', 'Games', 'W', 'D', 'L', ...tiebreaks].map((c) => h('th', {scope: 'col'}, c)))),
      h('tbody', {}, rows.map((r) => h('tr', {'data-player': r.name},
        h('td', {'data-label': 'Rank'}, String(r.rank)),
        h('td', {'data-label': 'Name', class: 'name'}, r.name, r.title ? h('small', {}, ` ${r.title}`) : null),
        h('td', {'data-label': 'Points', class: 'points'}, String(r.points)),
        h('td', {'data-label': 'Games'}, String(r.games)),
        h('td', {'data-label': 'Wins'}, String(r.wins)),
        h('td', {'data-label': 'Draws'}, String(r.draws)),
        h('td', {'data-label': 'Losses'}, String(r.losses)),
        tiebreaks.map((k) => h('td', {'data-label': k}, String(r.tiebreaks[k])))))))),
    ruled.length ? h('p', {class: 'note', id: 'ruled-note'},
      `${ruled.length} result${ruled.length > 1 ? 's count' : ' counts'} as the arbiter ruled: `,
      ruled.map((g) => `game ${g.n} (${g.white} – ${g.black}) ${g.counted} for ${g.recorded || '*'}`).join('; '), '.') : null);
}

async function crosstable({base, token, panel}) {
  const table = await send('GET', `${base}/crosstable`, token);
  const swiss = table.kind === 'swiss';
  const columns = swiss
    ? table.rounds.map((r) => (r === null ? '?' : `R${r}`))
    : table.rows.map((r) => String(r.position));
  replace(panel, h('div', {class: 'table-wrap cross'}, h('table', {class: 'crosstable', id: 'crosstable'},
    h('caption', {class: 'visually-hidden'}, swiss ? 'Swiss table' : 'Crosstable'),
    h('thead', {}, h('tr', {}, h('th', {scope: 'col'}, '#'), h('th', {scope: 'col'}, 'Name'),
      columns.map((c) => h('th', {scope: 'col', class: 'cell'}, c)), h('th', {scope: 'col'}, 'Pts'))),
    h('tbody', {}, table.rows.map((r) => h('tr', {},
      h('td', {}, String(r.position)), h('th', {scope: 'row', class: 'name'}, r.name),
      r.cells.map((c) => {
        const text = typeof c === 'string' ? c : c.text;
        return text === 'X' ? h('td', {class: 'cell self', 'aria-label': 'same player'}, '') : h('td', {class: 'cell'}, text);
      }),
      h('td', {class: 'points'}, String(r.points))))))));
}

async function findings({base, token, panel}) {
  const answer = await send('GET', `${base}/findings`, token);
  if (!answer.findings.length) {
    replace(panel, h('p', {class: 'ok', id: 'findings'}, 'No pairing or round finding.'));
    return;
  }
  replace(panel, h('ul', {class: 'tournament-findings', id: 'findings'}, answer.findings.map((f) => h('li', {class: `finding severity-${f.severity}`},
    badge(f.severity), ' ', f.message,
    f.games && f.games.length ? h('small', {}, ' — ', f.games.map((g) => (g.n ? `game ${g.n}` : `${g.file} #${g.index}`)).join(', ')) : null))));
}

async function games(context) {
  const {token, panel, report} = context;
  const players = report.standings.map((r) => r.name);
  const picker = h('select', {id: 'player', on: {change: () => playerGames(context, picker.value, list)}},
    players.map((p) => h('option', {value: p}, p)));
  const list = h('div', {id: 'player-games'});
  // Outside the list, which is drawn again after a ruling.
  context.status = h('p', {role: 'status', id: 'ruling-status', class: 'help'});
  const tokenInput = h('input', {type: 'password', id: 'ruling-token', autocomplete: 'off', spellcheck: 'false', value: token});
  tokenInput.addEventListener('change', () => {
    context.token = tokenInput.value.trim();
    keepToken(context.token);
  });
  replace(panel,
    h('p', {}, h('label', {for: 'player'}, 'Player '), picker),
    h('p', {}, h('label', {for: 'ruling-token'}, 'Arbiter’s token (for rulings) '), tokenInput),
    context.status, list);
  if (players.length) await playerGames(context, players[0], list);
}

async function playerGames(context, name, list) {
  const answer = await send('GET', `${context.base}/players/${encodeURIComponent(name)}/games`, context.token);
  // The ruling form goes below the table, where it has the page's width.
  const area = h('div', {id: 'ruling-area'});
  replace(list, h('div', {class: 'table-wrap'}, h('table', {class: 'player-games'},
    h('caption', {class: 'visually-hidden'}, `Games of ${name}`),
    h('thead', {}, h('tr', {}, ['Round', 'Opponent', 'Colour', 'Recorded', 'Counts', 'Verdict', ''].map((c) => h('th', {scope: 'col'}, c)))),
    h('tbody', {}, answer.rounds.map((r) => {
      const cell = h('td', {});
      if (r.n) {
        cell.append(h('button', {type: 'button', class: 'rule', 'data-game': r.n,
          on: {click: () => ruleOn(context, r, area, name, list)}}, 'Rule…'));
      }
      return h('tr', {'data-game': r.n || ''},
        h('td', {'data-label': 'Round'}, r.round === null ? '?' : String(r.round)),
        h('td', {'data-label': 'Opponent'}, r.opponent || (r.kind === 'bye' ? 'bye' : '')),
        h('td', {'data-label': 'Colour'}, r.colour || ''),
        h('td', {'data-label': 'Recorded'}, r.recorded || '—'),
        h('td', {'data-label': 'Counts'}, r.counted || r.state, r.source === 'ruling' ? h('small', {class: 'ruled'}, ` ruled (${r.ruling})`) : null),
        h('td', {'data-label': 'Verdict'}, r.status ? badge(r.status) : ''),
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
  const past = rulingHistory(history, findings);
  if (past) form.insertBefore(h('details', {}, h('summary', {}, t('page-ruling-history', {count: history.rulings.length})), past), form.lastElementChild);
  showForm(area, form);
}

function exports({base, panel}) {
  replace(panel, h('ul', {class: 'exports', id: 'exports'}, EXPORTS.map(([file, label]) =>
    h('li', {}, h('a', {href: `${API}${base}/exports/${file}`, download: file}, label)))),
  h('p', {class: 'help'}, 'Results the arbiter ruled count as ruled in every export, and the printable page lists them.'));
}

async function audit({base, token, panel}) {
  if (!token) {
    replace(panel, h('p', {class: 'help'}, 'The audit trail is read with a token: give it on the “Games and rulings” tab.'));
    return;
  }
  const page = await send('GET', `${base}/audit?limit=1000`, token);
  replace(panel, h('div', {class: 'table-wrap'}, h('table', {class: 'audit', id: 'audit'},
    h('thead', {}, h('tr', {}, ['When (UTC)', 'Who', 'What', 'On'].map((c) => h('th', {scope: 'col'}, c)))),
    h('tbody', {}, page.items.map((e) => h('tr', {},
      h('td', {'data-label': 'When'}, e.at), h('td', {'data-label': 'Who'}, e.actor),
      h('td', {'data-label': 'What'}, e.action.replace(/_/g, ' ')), h('td', {'data-label': 'On'}, e.subject)))))));
  append(panel, [h('p', {class: 'help'}, `${page.total} entries.`)]);
}

/** A round file added to this tournament (checked under its rules), then the standings again. */
function add(context) {
  const {base, panel} = context;
  const file = h('input', {type: 'file', id: 'round-file', accept: '.pdn,.txt,text/plain', required: true});
  const round = h('input', {type: 'number', id: 'round-number', min: '1', max: '999', inputmode: 'numeric'});
  const tokenInput = h('input', {type: 'password', id: 'round-token', autocomplete: 'off', spellcheck: 'false', value: context.token, required: true});
  const status = h('p', {role: 'status', id: 'add-status', class: 'help'});
  const form = h('form', {class: 'ruling', id: 'add-round'},
    h('p', {}, h('label', {for: 'round-file'}, 'Round file (PDN) '), file),
    h('p', {}, h('label', {for: 'round-number'}, 'Round (when its games have no Round tag) '), round),
    h('p', {}, h('label', {for: 'round-token'}, 'Arbiter’s token '), tokenInput),
    h('button', {type: 'submit', class: 'primary'}, 'Add the round'),
    status);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const chosen = file.files && file.files[0];
    if (!chosen) return;
    context.token = tokenInput.value.trim();
    keepToken(context.token);
    const data = new FormData();
    data.append('file', chosen, chosen.name);
    const query = round.value ? `?round=${encodeURIComponent(round.value)}` : '';
    try {
      const response = await fetch(`${API}${base}/files${query}`, {method: 'POST', body: data,
        headers: {Authorization: `Bearer ${context.token}`, Accept: 'application/json'}});
      const answer = await response.json();
      if (!response.ok) throw new Error(answer.error ? answer.error.message : `The service answered ${response.status}.`);
      const added = answer.files.filter((f) => f.created).length;
      context.report = await send('GET', `${base}/standings`, context.token);
      status.className = 'help';
      status.textContent = added
        ? `Added ${chosen.name}: ${answer.files[0].games} games; the tournament has ${answer.tournament.files} files.`
        : `${chosen.name} is in this tournament already: nothing was added.`;
    } catch (e) {
      status.className = 'error';
      status.textContent = e.message;
    }
  });
  replace(panel, form);
}
