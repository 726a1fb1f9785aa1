// Live rounds (issue 30): the rounds followed (`/live`), every board of one round at once
// (`/live/{name}`), each updated from the round's event stream, and one live game
// (`/live/{name}/g/{n}`). A finding, a draw by rule and a count about to run out raise an alert
// the arbiter cannot miss: a banner over the boards and a beep that repeats until it is
// acknowledged. The events' sentences come from the service in the page's language.

import {h, replace, badge, errorBox} from './dom.js';
import {API, getJson, getSvg} from './api.js';
import {Board} from './board.js';
import {kindLabel, findingPlace, severityWord, outcomeText} from './explain.js';
import {t, lang} from './i18n.js';

/** The events that call the arbiter to a board: a finding, a draw by rule, a count about to
 * run out (a position on the board a second time is one: the third draws). */
const ALERTS = new Set(['finding', 'draw', 'count', 'repetition']);
/** A count with this many moves left or fewer is shown as running out (the service warns at 3). */
const RUNNING_OUT = 3;
/** Which alert of a board is said first: a draw stops the clocks, then a finding, a count. */
const RANK = {draw: 0, finding: 1, count: 2, repetition: 3};
/** The outcomes that are draws by rule (article 6). */
const DRAWS = new Set(['threefold_repetition', 'twenty_five_move_rule', 'sixteen_move_rule', 'long_diagonal_rule', 'five_move_rule']);
/** How often the beep repeats while an alert waits. */
const BEEP_EVERY_MS = 2000;
/** How often a pulled round's state is read again, to show its feed's health. */
const FEED_EVERY_MS = 5000;

/** Where this browser keeps, per round, the last event the arbiter acknowledged: a page
 * reloaded raises again the alerts that came after it. */
const ACKNOWLEDGED = 'draughts-arbiter.live-acknowledged.';

function acknowledgedOf(name) {
  try {
    const n = Number.parseInt(sessionStorage.getItem(ACKNOWLEDGED + name) || '', 10);
    return Number.isInteger(n) && n >= 0 ? n : null;
  } catch {
    return null;
  }
}

function keepAcknowledged(name, id) {
  try {
    sessionStorage.setItem(ACKNOWLEDGED + name, String(id));
  } catch {
    // Storage refused: a reload raises nothing told before it.
  }
}

const roundPath = (name) => `/live/${encodeURIComponent(name)}`;
const gameHref = (name, n, ply) => `${roundPath(name)}/g/${n}${ply === undefined ? '' : `?ply=${ply}`}`;
/** A game's identity across versions, as the service matches them. */
const keyOf = (g) => [g.white, g.black, g.round, g.repeat || 0].join('\u0000');

/** A draw clause in words, with a capital. */
function ruleName(clause) {
  const text = t(`page-reason-${clause}`);
  return text.startsWith('page-') ? clause : `${text[0].toUpperCase()}${text.slice(1)}`;
}

/** Draws the SVG at `url` (an API path) into `box`; no cache: a live game's positions change. */
async function drawBoard(box, url, label) {
  const text = await getSvg(url);
  const svg = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
  if (svg.nodeName !== 'svg') throw new Error(t('page-board-not-svg'));
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('data-url', url);
  box.replaceChildren(document.importNode(svg, true));
}

/** The counts running, each with its moves left (running out ones marked). */
function countList(counts, id) {
  if (!counts || counts.length === 0) return null;
  return h('ul', {class: 'live-counts', id},
    counts.map((c) => h('li', {class: c.moves_left <= RUNNING_OUT ? 'running-out' : '', 'data-clause': c.clause, 'data-moves-left': c.moves_left},
      t('page-live-count', {rule: ruleName(c.clause), moves: c.moves_left, article: c.article}))));
}

/** Opens the round's event stream after event `after`; `onEvent(data)` for each, `onState(ok)`
 * when the connection opens or is lost (the browser reconnects with Last-Event-ID). */
function follow(name, after, onEvent, onState) {
  const source = new EventSource(`${API}${roundPath(name)}/events?lang=${lang}&after=${after}`);
  source.addEventListener('message', (e) => {
    try {
      onEvent(JSON.parse(e.data));
    } catch {
      // Not an event of ours: ignored.
    }
  });
  source.addEventListener('open', () => onState(true));
  source.addEventListener('error', () => onState(false));
  return source;
}

/** Renders the rounds followed into `main`. */
export async function renderLiveList(main) {
  document.title = `${t('page-live-title')} — draughts-arbiter`;
  let list;
  try {
    list = await getJson('/live');
  } catch (e) {
    replace(main, h('h1', {}, t('page-live-title')), errorBox(e.message));
    return;
  }
  const heading = h('h1', {}, t('page-live-title'));
  if (list.rounds.length === 0) {
    replace(main, heading, h('p', {id: 'live-empty'}, t('page-live-empty')));
    return;
  }
  const rows = list.rounds.map((r) => h('tr', {'data-round': r.name},
    h('th', {scope: 'row'}, h('a', {href: roundPath(r.name)}, r.name)),
    h('td', {class: 'num', 'data-label': t('page-live-col-games')}, r.games),
    h('td', {'data-label': t('page-live-col-state')}, r.finished ? t('page-live-finished') : t('page-live-going-on'))));
  replace(main, heading,
    h('div', {class: 'table-wrap'}, h('table', {id: 'live-rounds'},
      h('thead', {}, h('tr', {}, h('th', {scope: 'col'}, t('page-live-col-round')), h('th', {scope: 'col', class: 'num'}, t('page-live-col-games')), h('th', {scope: 'col'}, t('page-live-col-state')))),
      h('tbody', {}, rows))));
}

/** Renders every board of live round `name` into `main`, following its events. */
export async function renderLiveRound(main, name) {
  let state;
  try {
    state = await getJson(`${roundPath(name)}?lang=${lang}`);
  } catch (e) {
    replace(main, h('h1', {}, t('page-live-round', {name})), errorBox(e.message));
    return;
  }
  new RoundPage(main, name, state).start();
}

/** The beep: two short tones through Web Audio, made on the first alert. */
class Beeper {
  constructor(onState) {
    this.context = null;
    this.count = 0;
    this.onState = onState;
  }

  /** The audio context (a browser starts it suspended until the page is clicked). */
  audio() {
    if (!this.context) {
      const Context = window.AudioContext || window.webkitAudioContext;
      if (!Context) return null;
      this.context = new Context();
      this.context.addEventListener('statechange', () => this.onState(this.context.state));
    }
    return this.context;
  }

  /** Resumes the sound after a click (the browser's rule for sound). */
  unlock() {
    const audio = this.audio();
    if (audio && audio.state !== 'running') audio.resume().catch(() => {}).finally(() => this.onState(audio.state));
  }

  beep() {
    const audio = this.audio();
    if (!audio) return;
    if (audio.state !== 'running') audio.resume().catch(() => {});
    const now = audio.currentTime;
    for (const [start, frequency] of [[0, 880], [0.22, 660]]) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.type = 'square';
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, now + start);
      gain.gain.exponentialRampToValueAtTime(0.25, now + start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + start + 0.18);
      tone.connect(gain).connect(audio.destination);
      tone.start(now + start);
      tone.stop(now + start + 0.2);
    }
    this.count += 1;
    this.onState(audio.state);
  }
}

class RoundPage {
  constructor(main, name, state) {
    this.main = main;
    this.name = name;
    this.state = state;
    this.cards = new Map();
    this.alerts = [];
    this.timer = null;
    this.fetching = false;
    this.again = false;
    this.beeper = new Beeper((sound) => this.soundState(sound));
  }

  start() {
    document.title = `${t('page-live-round', {name: this.name})} — draughts-arbiter`;
    this.connection = h('p', {class: 'live-connection', id: 'live-connection', role: 'status'}, t('page-live-connecting'));
    // A pulled round: where it is read from, and what is wrong with its feed (a stalled feed
    // sends no event, so the state is read again on a timer while it is pulled).
    this.feed = h('p', {class: 'live-feed', id: 'live-feed', role: 'status', hidden: true});
    // The banner's heading and buttons are made once: a button drawn anew as an alert comes
    // would lose the click the arbiter was making on it.
    this.alertsHeading = h('h2', {id: 'live-alerts-heading'});
    this.soundButton = h('button', {type: 'button', id: 'live-sound', class: 'sound', on: {click: () => this.beeper.unlock()}}, t('page-live-sound-on'));
    this.alertList = h('ul', {class: 'live-alert-list', id: 'live-alert-list'});
    this.banner = h('section', {class: 'live-alerts', id: 'live-alerts', 'aria-live': 'assertive', hidden: true, 'data-beeps': 0},
      h('div', {class: 'live-alerts-head'},
        this.alertsHeading,
        h('button', {type: 'button', id: 'live-acknowledge', class: 'primary', on: {click: () => this.acknowledge()}}, t('page-live-acknowledge')),
        this.soundButton),
      this.alertList);
    this.grid = h('div', {class: 'live-grid', id: 'live-boards'});
    this.summary = h('p', {class: 'help', id: 'live-summary'});
    replace(this.main,
      h('nav', {class: 'crumbs', 'aria-label': t('page-breadcrumb')}, h('a', {href: '/live'}, t('page-live-title')), ' › ', h('span', {'aria-current': 'page'}, this.name)),
      h('h1', {id: 'live-title'}, t('page-live-round', {name: this.name})),
      this.connection, this.feed, this.banner, this.summary, this.grid);
    this.render();
    // From the last event acknowledged in this tab (a reload keeps what is not), else from now:
    // what the boards show already is not raised again on a first visit.
    let after = acknowledgedOf(this.name);
    if (after === null || after > (this.state.last_event || 0)) {
      after = this.state.last_event || 0;
      keepAcknowledged(this.name, after);
    }
    this.seen = after;
    let lost = false;
    this.source = follow(this.name, after, (e) => this.onEvent(e), (ok) => {
      this.connection.textContent = ok ? t('page-live-connected') : t('page-live-reconnecting');
      this.connection.dataset.state = ok ? 'open' : 'lost';
      // Back after a loss: the browser asked for what it missed (Last-Event-ID); the state is
      // read again in case the round was dropped and made anew.
      if (ok && lost) this.refresh();
      lost = !ok;
    });
  }

  /** The game's place in the last version, for its links. */
  nOf(key) {
    const game = this.state.games.find((g) => keyOf(g) === key);
    return game ? game.n : null;
  }

  onEvent(event) {
    this.seen = Math.max(this.seen, event.id || 0);
    // A note (severity info: a setup position, a nonstandard notation) is shown on its board,
    // not rung.
    if (ALERTS.has(event.type) && !(event.type === 'finding' && event.severity === 'info')) this.raise(event);
    this.refresh();
  }

  /** The state read again after events (one read at a time; events during it read once more). */
  async refresh() {
    if (this.fetching) {
      this.again = true;
      return;
    }
    this.fetching = true;
    try {
      do {
        this.again = false;
        this.state = await getJson(`${roundPath(this.name)}?lang=${lang}`);
        this.render();
      } while (this.again);
    } catch (e) {
      this.connection.textContent = e.message;
    } finally {
      this.fetching = false;
    }
  }

  /** The feed's line, and its timer while the round is pulled. */
  renderFeed() {
    const source = this.state.source;
    this.feed.hidden = !source;
    if (!source) {
      clearInterval(this.feedTimer);
      this.feedTimer = null;
      return;
    }
    const problem = source.problem;
    this.feed.textContent = problem
      ? t('page-live-feed-problem', {location: source.location, message: problem.message})
      : t('page-live-feed-from', {location: source.location});
    this.feed.dataset.problem = problem ? problem.code : '';
    if (!this.feedTimer) this.feedTimer = setInterval(() => this.refresh(), FEED_EVERY_MS);
  }

  render() {
    this.renderFeed();
    const games = this.state.games || [];
    this.summary.textContent = `${t('page-live-round-games', {count: games.length})} · ${this.state.finished ? t('page-live-finished') : t('page-live-going-on')}`;
    const seen = new Set();
    for (const game of games) {
      const key = keyOf(game);
      seen.add(key);
      let card = this.cards.get(key);
      if (!card) {
        card = new Card(this.name);
        this.cards.set(key, card);
      }
      card.update(game, this.alerts.some((a) => a.key === key));
      // File order: a game the relay moved moves with it.
      this.grid.append(card.el);
    }
    for (const [key, card] of this.cards) {
      if (!seen.has(key)) {
        card.el.remove();
        this.cards.delete(key);
      }
    }
    this.renderAlerts();
  }

  raise(event) {
    this.alerts.push({id: event.id, type: event.type, key: keyOf(event), white: event.white, black: event.black, ply: event.ply, message: event.message});
    if (!this.timer) {
      this.beeper.beep();
      this.timer = setInterval(() => this.beeper.beep(), BEEP_EVERY_MS);
    }
    this.renderAlerts();
    this.banner.dataset.beeps = this.beeper.count;
  }

  acknowledge() {
    this.beeper.unlock();
    keepAcknowledged(this.name, this.seen);
    this.alerts = [];
    clearInterval(this.timer);
    this.timer = null;
    this.render();
    this.grid.focus?.();
  }

  soundState(sound) {
    this.banner.dataset.sound = sound;
    this.banner.dataset.beeps = this.beeper.count;
    this.soundButton.hidden = sound === 'running';
  }

  renderAlerts() {
    const count = this.alerts.length;
    document.title = `${count ? `(${count}) ` : ''}${t('page-live-round', {name: this.name})} — draughts-arbiter`;
    // Drawn again only when it changed: the banner is read out (aria-live) each time it is.
    const drawn = this.alerts.map((a) => `${a.id}:${this.nOf(a.key)}`).join(',');
    if (drawn === this.drawn) return;
    this.drawn = drawn;
    if (count === 0) {
      this.banner.hidden = true;
      this.alertList.replaceChildren();
      return;
    }
    // One line a board, the boards called last first: its most serious alert (the latest of
    // those), and how many more wait on it (a king ending repeats positions at every move).
    const boards = new Map();
    for (const a of this.alerts) {
      if (!boards.has(a.key)) boards.set(a.key, []);
      boards.get(a.key).push(a);
    }
    const top = (list) => list.reduce((best, a) => (RANK[a.type] <= RANK[best.type] ? a : best));
    const lines = [...boards.values()].sort((x, y) => y[y.length - 1].id - x[x.length - 1].id);
    const items = lines.map((list) => {
      const a = top(list);
      const n = this.nOf(a.key);
      return h('li', {class: `live-alert type-${a.type}`, 'data-event': a.id, 'data-type': a.type, 'data-alerts': list.length},
        h('strong', {class: 'what'}, t(`page-live-type-${a.type}`)), ' ',
        h('span', {class: 'where'}, t('page-live-alert-board', {white: a.white || '?', black: a.black || '?', ply: a.ply})), ' ',
        h('span', {class: 'message'}, a.message), ' ',
        list.length > 1 ? h('span', {class: 'more'}, t('page-live-more', {count: list.length - 1}), ' ') : null,
        n === null ? null : h('a', {href: gameHref(this.name, n, a.ply), class: 'open-alert', 'data-game': n}, t('page-live-open', {ply: a.ply})));
    });
    this.alertsHeading.textContent = t('page-live-alerts', {count});
    replace(this.alertList, items);
    this.banner.hidden = false;
  }
}

/** One board of the round: its players, the position, the counts and the findings. */
class Card {
  constructor(name) {
    this.name = name;
    this.fen = null;
    this.boardBox = h('div', {class: 'board live-board'});
    // Drawn from the position's FEN (no replay on the service's side; cached by the page).
    this.board = new Board(this.boardBox);
    this.link = h('a', {class: 'live-board-link'}, this.boardBox);
    this.title = h('a', {class: 'live-players'});
    this.facts = h('p', {class: 'live-facts'});
    this.rest = h('div', {class: 'live-rest'});
    this.el = h('article', {class: 'live-card'}, h('h2', {}, this.title), this.link, this.facts, this.rest);
  }

  update(game, alerting) {
    const label = t('page-live-players', {white: game.white || '?', black: game.black || '?'});
    const href = gameHref(this.name, game.n, game.plies);
    this.el.dataset.game = game.n;
    this.el.dataset.white = game.white;
    this.el.dataset.plies = game.plies ?? 0;
    this.el.classList.toggle('alerting', alerting);
    this.title.textContent = label;
    this.title.href = href;
    this.link.href = href;
    this.link.setAttribute('aria-label', t('page-live-open-game', {white: game.white || '?', black: game.black || '?'}));
    const facts = [
      game.round ? t('page-live-round-tag', {round: game.round}) : null,
      t('page-live-plies', {plies: game.plies ?? 0}),
      game.result && game.ended ? t('page-live-result', {result: game.result}) : null,
    ].filter(Boolean);
    replace(this.facts, facts.join(' · '), ' ', game.status ? badge(game.status) : null);
    const findings = game.findings || [];
    const drawn = game.outcome && DRAWS.has(game.outcome.reason);
    replace(this.rest,
      drawn ? h('p', {class: 'live-drawn'}, outcomeText(game.outcome)) : null,
      countList(game.counts, null),
      findings.length
        ? h('ul', {class: 'live-findings'}, findings.map((f) => h('li', {class: `severity-${f.severity}`, 'data-kind': f.kind},
          h('span', {class: 'sev', 'data-severity': f.severity}, severityWord(f.severity)), ' ',
          h('a', {href: gameHref(this.name, game.n, f.ply ?? game.plies)}, f.ply ? `${t('page-ply', {ply: f.ply})} · ` : '', kindLabel(f.kind)))))
        : h('p', {class: 'ok live-none'}, t('page-no-findings')));
    if (game.fen && game.fen !== this.fen) {
      this.fen = game.fen;
      this.draw(game, `${label}, FEN ${game.fen}`);
    }
  }

  /** The position after the last move, that move highlighted; without it when the service
   * cannot read it as squares (a move written some other way). */
  async draw(game, label) {
    const plain = `/board.svg?caption=false&fen=${encodeURIComponent(game.fen)}`;
    const shown = (ok) => {
      if (ok) this.boardBox.dataset.ply = game.plies ?? 0;
    };
    try {
      shown(await this.board.show(game.last_move ? `${plain}&last=${encodeURIComponent(game.last_move)}` : plain, label));
    } catch {
      try {
        shown(await this.board.show(plain, label));
      } catch (e) {
        replace(this.boardBox, errorBox(t('page-board-error', {error: e.message})));
      }
    }
  }
}

/** Renders live game `n` of round `name` into `main`, at `?ply=K` (a finding at that ply shown
 * with its move in red), following the round's events. */
export async function renderLiveGame(main, name, n) {
  const page = new LiveGame(main, name, Number(n));
  try {
    await page.load();
  } catch (e) {
    replace(main, h('h1', {}, t('page-game', {n: Number(n)})), errorBox(e.message));
    return;
  }
  const ply = Number.parseInt(new URLSearchParams(location.search).get('ply') || '', 10);
  page.start(Number.isInteger(ply) ? ply : null);
}

class LiveGame {
  constructor(main, name, n) {
    this.main = main;
    this.name = name;
    this.n = n;
    this.ply = 0;
    this.finding = null;
  }

  async load() {
    this.game = await getJson(`${roundPath(this.name)}/games/${this.n}?lang=${lang}`);
    this.moves = this.game.moves || [];
    this.findings = this.game.findings || [];
  }

  start(ply) {
    const g = this.game;
    const title = t('page-live-players', {white: g.white || '?', black: g.black || '?'});
    document.title = `${title} — draughts-arbiter`;
    this.boardBox = h('div', {class: 'board', id: 'board'});
    this.caption = h('figcaption', {id: 'board-caption', 'aria-live': 'polite'});
    this.plyLabel = h('span', {class: 'ply-label', id: 'ply-label'});
    const button = (label, text, action) => h('button', {type: 'button', 'aria-label': label, title: label, on: {click: action}}, text);
    this.buttons = [
      button(t('page-start-position'), '«', () => this.go(0)),
      button(t('page-back'), '‹', () => this.go(this.ply - 1)),
      button(t('page-next-move'), '›', () => this.go(this.ply + 1)),
      button(t('page-end-position'), '»', () => this.go(this.moves.length)),
    ];
    const controls = h('div', {class: 'controls', role: 'toolbar', 'aria-label': t('page-move-navigation'), 'aria-controls': 'board'},
      this.buttons[0], this.buttons[1], this.plyLabel, this.buttons[2], this.buttons[3]);
    this.panel = h('section', {class: 'board-panel', id: 'live-game-board', 'aria-label': t('page-board')}, h('figure', {}, this.boardBox, controls, this.caption));
    this.heading = h('h1', {id: 'game-title'});
    this.facts = h('p', {class: 'live-facts', id: 'live-game-facts'});
    this.side = h('aside', {class: 'side', id: 'side'});
    replace(this.main,
      h('nav', {class: 'crumbs', 'aria-label': t('page-breadcrumb')},
        h('a', {href: '/live'}, t('page-live-title')), ' › ',
        h('a', {href: roundPath(this.name), id: 'live-round-link'}, this.name), ' › ',
        h('span', {'aria-current': 'page'}, t('page-game', {n: this.n}))),
      this.heading, this.facts,
      h('div', {class: 'game-layout'}, this.panel, this.side));
    this.renderText();
    document.addEventListener('keydown', (e) => {
      if (e.target.closest && e.target.closest('input, select, textarea')) return;
      if (e.key === 'ArrowLeft') this.go(this.ply - 1);
      else if (e.key === 'ArrowRight') this.go(this.ply + 1);
    });
    const at = ply === null ? this.moves.length : Math.max(0, Math.min(ply, this.moves.length));
    const finding = ply === null ? -1 : this.findings.findIndex((f) => f.ply === at && at > 0);
    if (finding >= 0) this.goFinding(finding);
    else this.go(at);
    follow(this.name, g.last_event || 0, (e) => {
      if (keyOf(e) === keyOf(this.game)) this.reload();
    }, () => {});
  }

  /** The game read again after its events; a view at the last ply follows the new moves. */
  async reload() {
    const atEnd = this.finding === null && this.ply === this.moves.length;
    try {
      await this.load();
    } catch {
      return;
    }
    this.renderText();
    this.go(atEnd ? this.moves.length : Math.min(this.ply, this.moves.length), false);
  }

  renderText() {
    const g = this.game;
    replace(this.heading, `${t('page-live-players', {white: g.white || '?', black: g.black || '?'})} `, badge(g.status));
    const facts = [
      g.round ? t('page-live-round-tag', {round: g.round}) : null,
      t('page-live-plies', {plies: g.plies ?? 0}),
      g.result && g.ended ? t('page-live-result', {result: g.result}) : null,
      g.outcome && DRAWS.has(g.outcome.reason) ? outcomeText(g.outcome) : null,
    ].filter(Boolean);
    this.facts.textContent = facts.join(' · ');
    const findings = this.findings.length
      ? h('ul', {class: 'finding-list', id: 'finding-list'}, this.findings.map((f, i) => h('li', {},
        h('button', {type: 'button', class: `finding-button severity-${f.severity}`, 'data-finding': i, 'data-kind': f.kind, on: {click: () => this.goFinding(i)}},
          h('span', {class: 'sev', 'data-severity': f.severity}, severityWord(f.severity)),
          h('span', {class: 'where'}, findingPlace(f)),
          h('span', {class: 'what'}, kindLabel(f.kind)),
          h('span', {class: 'message'}, f.message)))))
      : h('p', {class: 'ok'}, t('page-no-findings'));
    this.plyButtons = [h('button', {type: 'button', class: 'ply', 'data-ply': 0, on: {click: () => this.go(0)}}, t('page-start'))]
      .concat(this.moves.map((m) => h('button', {type: 'button', class: `ply${this.findings.some((f) => f.ply === m.ply && f.severity === 'error') ? ' has-error' : ''}`, 'data-ply': m.ply, on: {click: () => this.go(m.ply)}},
        `${m.move_number}.${m.side === 'black' ? '..' : ''} ${m.notation}`)));
    replace(this.side,
      h('section', {class: 'findings', 'aria-labelledby': 'findings-heading'}, h('h2', {id: 'findings-heading'}, t('page-findings-heading', {count: this.findings.length})), findings),
      (g.counts || []).length ? h('section', {}, h('h2', {}, t('page-live-counts')), countList(g.counts, 'live-game-counts')) : null,
      h('section', {}, h('h2', {}, t('page-moves')), h('div', {class: 'live-moves', id: 'move-list'}, this.plyButtons)));
  }

  /** The position after `ply` plies. */
  go(ply, keep = true) {
    if (ply < 0 || ply > this.moves.length) return;
    this.ply = ply;
    this.finding = null;
    this.show(`ply=${ply}`, keep);
  }

  /** Finding `i`: the position before its move, the move played in red. */
  goFinding(i) {
    const f = this.findings[i];
    this.finding = i;
    this.ply = f.ply ?? this.moves.length;
    this.show(`finding=${i}`, true);
  }

  async show(view, keep) {
    const last = this.moves.length;
    this.plyLabel.textContent = t('page-ply-of', {ply: this.ply, last});
    this.panel.dataset.ply = this.ply;
    this.panel.dataset.finding = this.finding ?? '';
    this.buttons[0].disabled = this.buttons[1].disabled = this.ply === 0;
    this.buttons[2].disabled = this.buttons[3].disabled = this.ply >= last;
    for (const b of this.plyButtons) {
      if (Number(b.dataset.ply) === this.ply && this.finding === null) b.setAttribute('aria-current', 'step');
      else b.removeAttribute('aria-current');
    }
    for (const b of this.main.querySelectorAll('[data-finding]')) b.setAttribute('aria-pressed', String(Number(b.dataset.finding) === this.finding));
    const f = this.finding === null ? null : this.findings[this.finding];
    const move = this.ply > 0 ? this.moves[this.ply - 1] : null;
    this.caption.textContent = f
      ? `${kindLabel(f.kind)} — ${f.message}`
      : move ? t('page-live-after', {ply: this.ply, move: `${move.move_number}.${move.side === 'black' ? '..' : ''} ${move.notation}`}) : t('page-start');
    // The address keeps the ply, to be shared or reloaded.
    if (keep) history.replaceState(null, '', `${location.pathname}?ply=${this.ply}`);
    const url = `${roundPath(this.name)}/games/${this.n}/board.svg?caption=false&${view}`;
    try {
      await drawBoard(this.boardBox, url, this.caption.textContent);
    } catch (e) {
      replace(this.boardBox, errorBox(t('page-board-error', {error: e.message})));
    }
  }
}
