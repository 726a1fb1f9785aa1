// A game: the board with move navigation (buttons and arrow keys), the findings beside the moves
// they concern, and a finding's explanation in plain words. The view is `?ply=K` (the position
// after K plies) or `?finding=I` (the position before finding I's move, the move played in red
// and the moves the rules required in green), with `&flip=1` for Black's side, kept in the
// address so it can be shared.
//
// Selecting a finding never scrolls the title, the board or the explanation away: on a laptop
// the board stays put and the explanation opens at the top of the side panel; on a phone the
// explanation sits under the board and the page brings the board into view.

import {h, replace, badge, errorBox} from './dom.js';
import {getJson, savedToken, keepToken, send} from './api.js';
import {tokenField} from './token.js';
import {Board} from './board.js';
import {kindLabel, kindMeaning, articleText, outcomeText, sideName, findingPlace, alternativesOf, severityWord} from './explain.js';
import {t, formatCalendarDate, codeWord} from './i18n.js';
import {rulingForm, rulingHistory, rulingResult, inForce, showForm} from './rulings.js';

/** Two columns (board beside the side panel) from this width on; one column below. */
const WIDE = '(min-width: 900px)';

/** A draw clause's name, with a capital: "Threefold repetition". */
function clauseName(clause) {
  const text = t(`page-reason-${clause}`);
  return text.startsWith('page-') ? clause : `${text[0].toUpperCase()}${text.slice(1)}`;
}

/** Renders game `n` of tournament `id` into `main`. */
export async function renderGame(main, id, n) {
  const base = `/tournaments/${encodeURIComponent(id)}/games/${encodeURIComponent(n)}`;
  let report;
  let tournament = null;
  let rulings = null;
  let me = null;
  try {
    [report, tournament, rulings, me] = await Promise.all([
      getJson(base),
      getJson(`/tournaments/${encodeURIComponent(id)}`).then((d) => d.tournament).catch(() => null),
      // The game page shows the arbiter's rulings beside the findings; without them it still shows the game.
      getJson(`${base}/rulings`).catch(() => null),
      // What the kept token may do with this tournament (grants included); a stale token: as none.
      send('GET', `/me?tournament=${encodeURIComponent(id)}`, savedToken()).catch(() => null),
    ]);
  } catch (e) {
    replace(main, h('h1', {}, t('page-game', {n})), errorBox(e.message));
    return;
  }
  // Moves recorded but not replayed (after the end, after an impossible move), as the report
  // gives them: the page reads no notation of its own.
  const unplayed = report.unplayed_moves || [];
  new GamePage(main, id, n, base, report, tournament, unplayed, rulings, me).start();
}

function tag(report, name) {
  const tags = report.tags || {};
  const key = Object.keys(tags).find((k) => k.toLowerCase() === name.toLowerCase());
  return key ? tags[key] : '';
}

class GamePage {
  constructor(main, id, n, base, report, tournament, unplayed, rulings, me) {
    this.rulings = rulings;
    this.me = me;
    this.main = main;
    this.id = id;
    this.n = n;
    this.base = base;
    this.report = report;
    this.tournament = tournament;
    this.moves = report.moves || [];
    this.unplayed = unplayed;
    this.findings = report.findings || [];
    this.ply = this.moves.length;
    this.finding = null;
    this.wide = window.matchMedia(WIDE);
    this.flipped = new URLSearchParams(location.search).get('flip') === '1';
  }

  start() {
    const r = this.report;
    const white = tag(r, 'White') || '?';
    const black = tag(r, 'Black') || '?';
    document.title = `${white} – ${black} — draughts-arbiter`;
    const tHref = `/t/${encodeURIComponent(this.id)}`;

    this.boardBox = h('div', {class: 'board', id: 'board'});
    this.board = new Board(this.boardBox);
    this.caption = h('span', {class: 'caption-text', id: 'board-caption-text'});
    this.fen = h('code', {class: 'fen', id: 'board-fen'});
    const figcaption = h('figcaption', {id: 'board-caption', 'aria-live': 'polite'}, this.caption, ' ', this.fen);
    this.plyLabel = h('span', {class: 'ply-label', id: 'ply-label'});
    const button = (label, text, action, key) => h('button', {type: 'button', 'aria-label': label, 'aria-keyshortcuts': key, title: `${label} (${key})`, on: {click: action}}, text);
    this.buttons = {
      first: button(t('page-start-position'), '«', () => this.goPly(0), 'Home'),
      prev: button(t('page-back'), ['‹ ', h('span', {class: 'word'}, t('page-back-text'))], () => this.goPly(this.ply - 1), 'ArrowLeft'),
      next: button(t('page-next-move'), [h('span', {class: 'word'}, t('page-next-text')), ' ›'], () => this.goPly(this.ply + 1), 'ArrowRight'),
      last: button(t('page-end-position'), '»', () => this.goPly(this.moves.length), 'End'),
    };
    this.flipButton = h('button', {type: 'button', class: 'flip', id: 'flip', 'aria-pressed': String(this.flipped), title: t('page-flip-title'), 'aria-label': t('page-flip-title'), on: {click: () => this.flip()}}, '⇅ ', h('span', {class: 'word'}, t('page-flip')));
    const controls = h('div', {class: 'controls', role: 'toolbar', 'aria-label': t('page-move-navigation'), 'aria-controls': 'board'},
      this.buttons.first, this.buttons.prev, this.plyLabel, this.buttons.next, this.buttons.last, this.flipButton);
    this.detail = h('section', {class: 'finding-detail', id: 'finding-detail', 'aria-live': 'polite', hidden: true});
    this.help = h('p', {class: 'help keys-help', id: 'keys-help'}, t('page-keys-help'));

    this.facts = h('dl', {class: 'facts', id: 'facts'});
    this.renderFacts();

    this.boardPanel = h('section', {class: 'board-panel', 'aria-label': t('page-board')},
      // The buttons right under the board, where the eye is; the description after them.
      h('figure', {}, this.boardBox, controls, figcaption),
      this.help);
    this.rulingsBox = h('section', {class: 'rulings', id: 'rulings', 'aria-labelledby': 'rulings-heading'});
    this.renderRulings();
    this.findingsBox = this.findingsSection();
    this.side = h('aside', {class: 'side', id: 'side'}, this.findingsBox, this.rulingsBox, this.movesSection());
    this.layout = h('div', {class: 'game-layout'}, this.boardPanel, this.side);
    replace(this.main,
      h('nav', {class: 'crumbs', 'aria-label': t('page-breadcrumb')},
        h('a', {href: '/'}, t('page-nav-list')), ' › ',
        h('a', {href: tHref}, this.tournament ? this.tournament.name : t('page-tournament')), ' › ',
        h('span', {'aria-current': 'page'}, t('page-game', {n: Number(this.n)}))),
      h('h1', {id: 'game-title'}, `${white} – ${black} `, badge(r.status)),
      this.facts,
      this.layout);
    this.placeDetail();
    this.wide.addEventListener('change', () => this.placeDetail());

    document.addEventListener('keydown', (e) => this.onKey(e));
    const params = new URLSearchParams(location.search);
    const finding = Number.parseInt(params.get('finding') || '', 10);
    const ply = Number.parseInt(params.get('ply') || '', 10);
    if (Number.isInteger(finding) && finding >= 0 && finding < this.findings.length) {
      this.goFinding(finding, false);
      // Opened at a finding (a shared address): its board and explanation on screen.
      this.reveal();
    }
    else this.goPly(Number.isInteger(ply) ? ply : this.moves.length, false);
  }

  /** The game's facts, with the result as ruled when a ruling counts. */
  renderFacts() {
    const r = this.report;
    const ruling = inForce(this.rulings);
    const facts = [
      [t('page-fact-event'), tag(r, 'Event')], [t('page-fact-round'), tag(r, 'Round')], [t('page-fact-date'), formatCalendarDate(tag(r, 'Date'))],
      [t('page-fact-result'), r.recorded_result ? r.recorded_result.text : '—'],
      [t('page-fact-ruled'), ruling ? rulingResult(ruling.decision.ruling) : ''],
      [t('page-fact-outcome'), outcomeText(r.outcome)], [t('page-fact-plies'), String(r.plies)],
    ].filter(([, v]) => v);
    replace(this.facts, facts.map(([k, v]) => h('div', {}, h('dt', {}, k), h('dd', {}, v))));
  }

  /** The token the rulings are made and withdrawn with, its owner said (made once: what the
   * arbiter typed stays when the section is drawn again). */
  tokenInput() {
    if (!this.token) {
      this.token = tokenField({id: 'game-token', label: t('page-ruling-token'), tournament: this.id});
    }
    return this.token;
  }

  /** The token of the form, kept for the tab. */
  sendingToken() {
    const token = this.tokenInput().value();
    keepToken(token);
    return token;
  }

  /** After a ruling was recorded or withdrawn: the rulings and the facts read again. */
  async rulingsChanged(said) {
    this.rulings = await getJson(`${this.base}/rulings`);
    this.renderFacts();
    this.renderRulings(said);
    this.keepInPanel(this.rulingsBox);
  }

  /** The arbiter's rulings on the game: the one that counts, the history (the one in force
   * may be withdrawn), the token and the way to make one. */
  renderRulings(recorded = null) {
    const ruling = inForce(this.rulings);
    this.ruleArea = h('div', {class: 'ruling-area', id: 'ruling-area'});
    const withdraw = {
      base: `/tournaments/${encodeURIComponent(this.id)}`,
      token: () => this.sendingToken(),
      onWithdrawn: () => this.rulingsChanged(t('page-ruling-withdrawn-status', {n: Number(this.n)})),
    };
    replace(this.rulingsBox,
      h('h2', {id: 'rulings-heading'}, t('page-rulings-heading')),
      ruling
        ? h('p', {class: 'ruled', id: 'ruling-in-force'}, t('page-rulings-in-force', {result: rulingResult(ruling.decision.ruling)}))
        : h('p', {class: 'help', id: 'ruling-in-force'}, t('page-rulings-none')),
      rulingHistory(this.rulings, this.findings, withdraw),
      this.rightsLine(),
      this.tokenInput().field,
      recorded ? h('p', {role: 'status', id: 'game-ruling-status', class: 'help'}, `${recorded} `,
        h('a', {href: `/t/${encodeURIComponent(this.id)}/standings`}, t('page-ruling-standings'))) : null,
      h('button', {type: 'button', id: 'rule-game', class: 'rule', on: {click: () => this.openRuling(null)}}, t('page-rule-game')),
      this.ruleArea);
  }

  /** Who may rule, when the kept token may not (or there is none); nothing when it may. */
  rightsLine() {
    const me = this.me;
    if (me && me.tournament && me.tournament.may_write) return null;
    if (!me || !me.name) return h('p', {class: 'help', id: 'ruling-rights'}, t('page-rulings-need-token'));
    return h('p', {class: 'help', id: 'ruling-rights'}, t('page-rulings-may-not', {name: me.name, role: codeWord(`page-role-${me.role}`, me.role)}));
  }

  /** Opens the ruling form, on finding `focus` (0-based) when the arbiter came from one. */
  openRuling(focus) {
    const r = this.report;
    const current = inForce(this.rulings);
    const form = rulingForm({
      base: `/tournaments/${encodeURIComponent(this.id)}`,
      n: this.n,
      findings: this.findings,
      result: current ? current.decision.ruling.result : r.recorded_result?.text,
      token: () => this.sendingToken(),
      intro: t('page-ruling-intro-game', {n: Number(this.n), white: tag(r, 'White') || '?', black: tag(r, 'Black') || '?', recorded: r.recorded_result ? r.recorded_result.text : '*'}),
      focus,
      onRecorded: (ruling) => this.rulingsChanged(t('page-ruling-recorded', {n: Number(this.n), result: ruling.result})),
    });
    showForm(this.ruleArea, form, focus);
  }

  /** The explanation: at the top of the side panel on a laptop, under the board on a phone.
   * The findings: in the side panel on a laptop; above the board on a phone, so that the page
   * opens on them (the board comes into view when one is chosen). */
  placeDetail() {
    if (this.wide.matches) {
      this.side.prepend(this.findingsBox);
      this.side.prepend(this.detail);
    } else {
      this.layout.insertBefore(this.findingsBox, this.boardPanel);
      this.boardPanel.insertBefore(this.detail, this.help);
    }
  }

  findingsSection() {
    const heading = h('h2', {id: 'findings-heading'}, t('page-findings-heading', {count: this.findings.length}));
    if (this.findings.length === 0) {
      return h('section', {class: 'findings', 'aria-labelledby': 'findings-heading'}, heading, h('p', {class: 'ok'}, t('page-no-findings')));
    }
    this.findingButtons = this.findings.map((f, i) => this.findingButton(f, i, 'finding-button'));
    return h('section', {class: 'findings', 'aria-labelledby': 'findings-heading'}, heading,
      h('ul', {class: 'finding-list', id: 'finding-list'}, this.findingButtons.map((b) => h('li', {}, b))));
  }

  findingButton(f, i, cls) {
    return h('button', {type: 'button', class: `${cls} severity-${f.severity}`, 'data-finding': i, 'data-kind': f.kind, on: {click: () => this.goFinding(i)}},
      h('span', {class: 'sev', 'data-severity': f.severity}, severityWord(f.severity)),
      h('span', {class: 'where'}, findingPlace(f)),
      h('span', {class: 'what'}, kindLabel(f.kind)),
      f.played ? h('span', {class: 'moves'}, f.kind === 'ambiguous_notation' ? `${t('page-read-as')} ` : `${t('page-played')} `, h('strong', {class: `played-move severity-${f.severity}`}, f.played)) : null);
  }

  /** The plies whose position is the one the repetition count ended on (three of them). */
  repeatedPlies(count) {
    const after = (p) => (p < this.moves.length ? this.moves[p].fen_before : (this.report.final_fen || ''));
    const last = count.drawn_ply ?? count.limit_ply;
    if (last > this.moves.length) return [];
    const position = after(last);
    const plies = [];
    for (let p = 0; p <= last; p++) if (after(p) === position) plies.push(p);
    return plies;
  }

  /** The draw counts of article 6: each with its start, its limit and where it drew the game. */
  drawCounts() {
    const counts = this.report.draw_counts || [];
    this.repeated = new Map();
    this.drawMarks = new Map();
    const mark = (ply, text) => {
      if (!this.drawMarks.has(ply)) this.drawMarks.set(ply, []);
      this.drawMarks.get(ply).push(text);
    };
    if (counts.length === 0) return null;
    const jump = (ply) => h('button', {type: 'button', class: 'jump', 'data-jump': ply, on: {click: () => {
      this.goPly(ply);
      this.reveal();
    }}}, t('page-ply', {ply}));
    const items = counts.map((c) => {
      const name = `${clauseName(c.clause)} (art. ${c.article})`;
      const parts = [h('strong', {}, name), ': '];
      if (c.clause === 'threefold_repetition') {
        const plies = this.repeatedPlies(c);
        plies.forEach((p, k) => this.repeated.set(p, k + 1));
        parts.push(`${t('page-draw-same-position')} `, plies.flatMap((p, k) => [k === 0 ? '' : k === plies.length - 1 ? ` ${t('page-and')} ` : ', ', jump(p)]));
      } else {
        parts.push(`${t('page-draw-counted-from')} `, jump(c.started_ply), `, ${t('page-draw-runs-out')} `, c.limit_ply <= this.moves.length ? jump(c.limit_ply) : t('page-ply', {ply: c.limit_ply}));
        mark(c.started_ply, t('page-draw-starts', {clause: clauseName(c.clause), article: c.article}));
      }
      if (c.drawn_ply !== null && c.drawn_ply !== undefined) {
        parts.push('; ', h('span', {class: 'drawn'}, `${t('page-draw-drew')} `), jump(c.drawn_ply));
        mark(c.drawn_ply, t('page-draw-drawn', {name}));
      } else {
        parts.push(`; ${t('page-draw-not-reached')}`);
      }
      return h('li', {'data-clause': c.clause}, parts);
    });
    return h('div', {class: 'draw-counts', id: 'draw-counts'}, h('h3', {}, t('page-draw-counts')), h('ul', {}, items));
  }

  movesSection() {
    const heading = h('h2', {id: 'moves-heading'}, t('page-moves'));
    const draws = this.drawCounts();
    this.plyButtons = [];
    const byPly = new Map();
    const unplaced = [];
    this.findings.forEach((f, i) => {
      if (f.ply) {
        if (!byPly.has(f.ply)) byPly.set(f.ply, []);
        byPly.get(f.ply).push(i);
      } else {
        unplaced.push(i);
      }
    });
    const list = h('ol', {class: 'move-list', id: 'move-list'});
    const start = h('li', {class: 'move-row start'}, this.plyButton(0, t('page-start')));
    list.append(start);
    for (const text of this.drawMarks.get(0) || []) start.append(h('div', {class: 'draw-mark'}, text));
    // Every move as recorded: the replayed ones as buttons, those recorded after the end (or
    // after an impossible move) greyed, numbered on from the last replayed one.
    const all = this.moves.map((m) => ({...m, replayed: true}));
    let side = this.moves.length ? this.moves[this.moves.length - 1].side : (this.report.start_fen || 'W').startsWith('B') ? 'white' : 'black';
    let number = this.moves.length ? this.moves[this.moves.length - 1].move_number : 1;
    for (const [k, notation] of this.unplayed.entries()) {
      side = side === 'white' ? 'black' : 'white';
      if (side === 'white' && (this.moves.length || k > 0)) number += 1;
      all.push({ply: this.moves.length + k + 1, move_number: number, side, notation, replayed: false});
    }
    // One row per move number (White's ply, Black's ply), its findings and draw marks listed
    // under both plies so the row's two moves stay side by side.
    let row = null;
    let rowNumber = null;
    let pending = [];
    let marks = [];
    const flush = () => {
      for (const i of pending) row.append(h('div', {class: 'beside'}, this.findingButton(this.findings[i], i, 'finding-inline')));
      for (const text of marks) row.append(h('div', {class: 'draw-mark'}, text));
      pending = [];
      marks = [];
    };
    for (const m of all) {
      if (row === null || m.move_number !== rowNumber || m.side === 'white') {
        if (row !== null) flush();
        rowNumber = m.move_number;
        row = h('li', {class: 'move-row'}, h('span', {class: 'move-number'}, `${m.move_number}.`));
        if (m.side === 'black') row.append(h('span', {class: 'ply placeholder'}, '…'));
        list.append(row);
      }
      row.append(m.replayed ? this.plyButton(m.ply, m.notation, m)
        : h('span', {class: 'ply unplayed', 'data-unplayed': m.ply, title: t('page-after-end'), 'aria-label': t('page-unplayed-label', {number: m.move_number, side: sideName(m.side), notation: m.notation})}, m.notation));
      pending.push(...(byPly.get(m.ply) || []));
      marks.push(...(this.drawMarks.get(m.ply) || []));
    }
    if (row !== null) flush();
    // Findings on plies not shown (after an impossible move) or on the whole game.
    const last = all.length;
    const rest = [...unplaced, ...[...byPly.entries()].filter(([p]) => p > last).flatMap(([, is]) => is)];
    if (rest.length) {
      list.append(h('li', {class: 'move-row rest'}, rest.map((i) => h('div', {class: 'beside'}, this.findingButton(this.findings[i], i, 'finding-inline')))));
    }
    if (this.unplayed.length) {
      list.append(h('li', {class: 'move-row unplayed-note'}, h('p', {class: 'help'}, t('page-after-end-help'))));
    }
    return h('section', {class: 'moves', 'aria-labelledby': 'moves-heading'}, heading, draws, list);
  }

  plyButton(ply, text, move) {
    const label = move ? `${move.move_number}. ${sideName(move.side)} ${move.notation}` : t('page-start-position');
    const b = h('button', {type: 'button', class: 'ply', 'data-ply': ply, 'aria-label': label, on: {click: () => this.goPly(ply)}}, text);
    if (move && this.findings.some((f) => f.ply === ply && f.severity === 'error')) b.classList.add('has-error');
    const repetition = this.repeated.get(ply);
    if (repetition) {
      b.classList.add('repeated');
      b.dataset.repetition = String(repetition);
      b.setAttribute('aria-label', t('page-repeated', {label, k: repetition}));
      b.append(h('sup', {class: 'repetition-mark', 'aria-hidden': 'true'}, String(repetition)));
    }
    this.plyButtons[ply] = b;
    return b;
  }

  onKey(e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target;
    if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
    const moves = {ArrowLeft: this.ply - 1, ArrowRight: this.ply + 1, Home: 0, End: this.moves.length};
    if (!(e.key in moves)) return;
    e.preventDefault();
    this.goPly(moves[e.key]);
  }

  /** The address of the current view. */
  remember() {
    const query = this.finding === null ? `ply=${this.ply}` : `finding=${this.finding}`;
    history.replaceState(null, '', `?${query}${this.flipped ? '&flip=1' : ''}`);
  }

  /** A diagram's URL: the page says the caption beside the board, so the SVG leaves it out. */
  boardUrl(view) {
    return `${this.base}/board.svg?${view}&caption=false${this.flipped ? '&flip=true' : ''}`;
  }

  flip() {
    this.flipped = !this.flipped;
    this.flipButton.setAttribute('aria-pressed', String(this.flipped));
    this.remember();
    if (this.finding === null) this.goPly(this.ply, false);
    else this.goFinding(this.finding, false);
  }

  /** Shows the position after `ply` plies. */
  goPly(ply, push = true) {
    this.ply = Math.max(0, Math.min(this.moves.length, ply));
    this.finding = null;
    if (push) this.remember();
    this.render(this.boardUrl(`ply=${this.ply}`), this.plyDescription());
    if (this.ply < this.moves.length) this.board.prefetch(this.boardUrl(`ply=${this.ply + 1}`));
  }

  /** Shows finding `i`: the position before its move, the move played and the alternatives. */
  goFinding(i, push = true) {
    const f = this.findings[i];
    this.finding = i;
    if (push) this.remember();
    const fen = (p) => (p < this.moves.length ? this.moves[p].fen_before : (this.report.final_fen || ''));
    if (f.fen_before && f.ply) {
      this.ply = Math.max(0, Math.min(this.moves.length, f.ply - 1));
      this.render(this.boardUrl(`finding=${i}`), {text: `${findingPlace(f)}: ${kindLabel(f.kind)}. ${this.movesInWords(f)}${t('page-position-before')}`, fen: f.fen_before});
    } else if (f.ply && f.ply <= this.moves.length) {
      // A finding on a move without a diagram of its own (the reader's): the position after that
      // move, the move highlighted.
      this.ply = f.ply;
      const m = this.moves[f.ply - 1];
      this.render(this.boardUrl(`ply=${this.ply}`), {text: `${findingPlace(f)}: ${kindLabel(f.kind)}. ${t('page-position-after', {move: `${m.move_number}. ${sideName(m.side)} ${m.played}`})}`, fen: fen(this.ply)});
    } else {
      // A finding without a position (a result, a missing tag): the board where the game ended.
      this.ply = this.moves.length;
      this.render(this.boardUrl(`ply=${this.ply}`), this.plyDescription());
    }
    if (push) this.reveal();
  }

  /** "Played 32x21 (red), required 32x23x12 (green). " */
  movesInWords(f) {
    const what = alternativesOf(f);
    const moves = f.required || [];
    const parts = [];
    const or = ` ${t('page-or')} `;
    if (f.played) parts.push(what === 'readings' ? t('page-words-read-as', {move: f.played}) : t('page-words-played', {move: f.played}));
    if (what === 'required') parts.push(t('page-words-required', {moves: moves.join(or)}));
    if (what === 'legal') parts.push(t('page-words-legal', {moves: moves.join(', ')}));
    if (what === 'readings') parts.push(t('page-words-readings', {moves: moves.filter((m) => m !== f.played).join(or)}));
    if (parts.length === 0) return '';
    const text = parts.join(', ');
    return `${text[0].toUpperCase()}${text.slice(1)}. `;
  }

  /** After a finding (or a ply named in the draw counts) is chosen: the board on screen, and
   * the explanation with it, nothing scrolled away. */
  reveal() {
    if (this.wide.matches) {
      // The board does not move (sticky); the explanation is at the top of the side panel.
      this.side.scrollTop = 0;
      return;
    }
    // On a phone the explanation is under the board: the board's top at the top of the screen
    // when the board, or the start of its explanation, is not on screen.
    const rect = this.boardBox.getBoundingClientRect();
    const detail = this.finding === null ? null : this.detail.getBoundingClientRect();
    const detailHidden = detail !== null && detail.top + 80 > window.innerHeight;
    if (rect.top < 0 || rect.bottom > window.innerHeight || detailHidden) {
      window.scrollTo({top: window.scrollY + rect.top - 8, behavior: 'instant'});
    }
  }

  plyDescription() {
    const fen = this.ply < this.moves.length ? this.moves[this.ply].fen_before : (this.report.final_fen || this.report.start_fen || '');
    if (this.ply === 0) return {text: `${t('page-start-position')}.`, fen};
    const m = this.moves[this.ply - 1];
    return {text: `${t('page-position-after', {move: `${m.move_number}. ${sideName(m.side)} ${m.played}`})} (${t('page-ply', {ply: this.ply})})`, fen};
  }

  async render(url, {text, fen}) {
    this.updateControls();
    this.showDetail();
    const view = this.flipped ? ` ${t('page-seen-from-black')}` : '';
    this.caption.textContent = `${text}${view}`;
    this.fen.textContent = fen ? `FEN ${fen}` : '';
    try {
      await this.board.show(url, `${text}${view} FEN ${fen}`);
    } catch (e) {
      replace(this.boardBox, errorBox(t('page-board-error', {error: e.message})));
    }
  }

  /** Keeps `el` visible inside the side panel when the panel scrolls on its own (a laptop); never scrolls the page. */
  keepInPanel(el) {
    const box = this.side;
    if (!el || box.scrollHeight <= box.clientHeight) return;
    const r = el.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    if (r.top < b.top) box.scrollTop -= b.top - r.top + 8;
    else if (r.bottom > b.bottom) box.scrollTop += r.bottom - b.bottom + 8;
  }

  updateControls() {
    const last = this.moves.length;
    this.plyLabel.textContent = t('page-ply-of', {ply: this.ply, last});
    this.buttons.first.disabled = this.ply === 0;
    this.buttons.prev.disabled = this.ply === 0;
    this.buttons.next.disabled = this.ply >= last;
    this.buttons.last.disabled = this.ply >= last;
    for (const b of this.plyButtons) {
      if (!b) continue;
      const current = Number(b.dataset.ply) === this.ply && this.finding === null;
      if (current) b.setAttribute('aria-current', 'step');
      else b.removeAttribute('aria-current');
    }
    for (const b of this.main.querySelectorAll('[data-finding]')) {
      b.setAttribute('aria-pressed', String(Number(b.dataset.finding) === this.finding));
    }
    if (this.finding === null) this.keepInPanel(this.plyButtons[this.ply]);
  }

  showDetail() {
    if (this.finding === null) {
      this.detail.hidden = true;
      this.detail.replaceChildren();
      return;
    }
    const f = this.findings[this.finding];
    const what = alternativesOf(f);
    const moves = f.required || [];
    const articles = (f.articles || []).map((a) => h('li', {}, h('strong', {}, t('page-article', {article: a})), articleText(a) ? `: ${articleText(a)}` : ''));
    const legend = [];
    if (f.played && what === 'readings') {
      legend.push(h('li', {class: 'legend-chosen'}, h('span', {class: 'swatch chosen', 'aria-hidden': 'true'}), `${t('page-detail-read-as')} `, h('strong', {id: 'detail-chosen'}, f.played)));
    } else if (f.played) {
      legend.push(h('li', {class: 'legend-played'}, h('span', {class: 'swatch played', 'aria-hidden': 'true'}), `${t('page-detail-played')} `, h('strong', {id: 'detail-played'}, f.played)));
    }
    if (what === 'required') {
      legend.push(h('li', {class: 'legend-required'}, h('span', {class: 'swatch required', 'aria-hidden': 'true'}), `${t('page-detail-required')} `, h('strong', {id: 'detail-required'}, moves.join(` ${t('page-or')} `))));
    } else if (what === 'legal') {
      legend.push(h('li', {class: 'legend-legal'}, h('span', {class: 'swatch legal', 'aria-hidden': 'true'}), `${t('page-detail-legal')} `, h('span', {id: 'detail-legal'}, moves.join(', ')),
        h('span', {class: 'help'}, ` ${t('page-detail-legal-help')}`)));
    } else if (what === 'readings') {
      legend.push(h('li', {class: 'legend-readings'}, h('span', {class: 'swatch reading', 'aria-hidden': 'true'}), `${t('page-detail-readings')} `, h('span', {id: 'detail-readings'}, moves.filter((m) => m !== f.played).join(` ${t('page-or')} `))));
    }
    replace(this.detail,
      h('h2', {}, `${kindLabel(f.kind)} `, h('span', {class: `sev severity-${f.severity}`, 'data-severity': f.severity}, severityWord(f.severity))),
      h('p', {class: 'where'}, f.notation ? t('page-detail-written', {place: findingPlace(f), notation: f.notation}) : findingPlace(f)),
      h('p', {}, kindMeaning(f.kind)),
      legend.length ? h('ul', {class: 'legend'}, legend) : null,
      h('p', {class: 'message'}, h('span', {class: 'label'}, `${t('page-referee')} `), f.message),
      articles.length ? h('div', {}, h('h3', {}, t('page-fmjd-rules')), h('ul', {class: 'articles'}, articles)) : null,
      h('p', {}, h('button', {type: 'button', class: 'rule rule-finding', id: 'rule-finding', 'data-rule-finding': this.finding,
        on: {click: () => this.openRuling(this.finding)}}, t('page-rule-finding'))));
    this.detail.className = `finding-detail severity-${f.severity}`;
    this.detail.hidden = false;
  }
}
