// A game: the board with move navigation (buttons and arrow keys), the findings beside the moves
// they concern, and a finding's explanation in plain words. The view is `?ply=K` (the position
// after K plies) or `?finding=I` (the position before finding I's move, the move played in red and
// the required moves in green), kept in the address so it can be shared.

import {h, replace, badge, errorBox} from './dom.js';
import {getJson} from './api.js';
import {Board} from './board.js';
import {kindLabel, kindMeaning, articleText, outcomeText, sideName, findingPlace} from './explain.js';

/** Renders game `n` of tournament `id` into `main`. */
export async function renderGame(main, id, n) {
  const base = `/tournaments/${encodeURIComponent(id)}/games/${encodeURIComponent(n)}`;
  let report;
  let tournament = null;
  try {
    [report, tournament] = await Promise.all([
      getJson(base),
      getJson(`/tournaments/${encodeURIComponent(id)}`).then((d) => d.tournament).catch(() => null),
    ]);
  } catch (e) {
    replace(main, h('h1', {}, `Game ${n}`), errorBox(e.message));
    return;
  }
  new GamePage(main, id, n, base, report, tournament).start();
}

function tag(report, name) {
  const tags = report.tags || {};
  const key = Object.keys(tags).find((k) => k.toLowerCase() === name.toLowerCase());
  return key ? tags[key] : '';
}

class GamePage {
  constructor(main, id, n, base, report, tournament) {
    this.main = main;
    this.id = id;
    this.n = n;
    this.base = base;
    this.report = report;
    this.tournament = tournament;
    this.moves = report.moves || [];
    this.findings = report.findings || [];
    this.ply = this.moves.length;
    this.finding = null;
  }

  start() {
    const r = this.report;
    const white = tag(r, 'White') || '?';
    const black = tag(r, 'Black') || '?';
    document.title = `${white} – ${black} — draughts-arbiter`;
    const tHref = `/t/${encodeURIComponent(this.id)}`;

    this.boardBox = h('div', {class: 'board', id: 'board'});
    this.board = new Board(this.boardBox);
    this.caption = h('figcaption', {id: 'board-caption', 'aria-live': 'polite'});
    this.plyLabel = h('span', {class: 'ply-label', id: 'ply-label'});
    const button = (label, text, action, key) => h('button', {type: 'button', 'aria-label': label, 'aria-keyshortcuts': key, title: `${label} (${key})`, on: {click: action}}, text);
    this.buttons = {
      first: button('Start position', '« Start', () => this.goPly(0), 'Home'),
      prev: button('Back one move', '‹ Back', () => this.goPly(this.currentPly() - 1), 'ArrowLeft'),
      next: button('Next move', 'Next ›', () => this.goPly(this.currentPly() + 1), 'ArrowRight'),
      last: button('End position', 'End »', () => this.goPly(this.moves.length), 'End'),
    };
    const controls = h('div', {class: 'controls', role: 'toolbar', 'aria-label': 'Move navigation', 'aria-controls': 'board'},
      this.buttons.first, this.buttons.prev, this.plyLabel, this.buttons.next, this.buttons.last);
    this.detail = h('section', {class: 'finding-detail', id: 'finding-detail', 'aria-live': 'polite', hidden: true});

    const facts = [
      ['Event', tag(r, 'Event')], ['Round', tag(r, 'Round')], ['Date', tag(r, 'Date')],
      ['Result recorded', r.recorded_result ? r.recorded_result.text : '—'],
      ['Outcome judged', outcomeText(r.outcome)], ['Plies', String(r.plies)],
    ].filter(([, v]) => v);

    replace(this.main,
      h('nav', {class: 'crumbs', 'aria-label': 'Breadcrumb'},
        h('a', {href: '/'}, 'Tournaments'), ' › ',
        h('a', {href: tHref}, this.tournament ? this.tournament.name : 'Tournament'), ' › ',
        h('span', {'aria-current': 'page'}, `Game ${this.n}`)),
      h('h1', {}, `${white} – ${black} `, badge(r.status)),
      h('dl', {class: 'facts'}, facts.map(([k, v]) => h('div', {}, h('dt', {}, k), h('dd', {}, v)))),
      h('div', {class: 'game-layout'},
        h('section', {class: 'board-panel', 'aria-label': 'Board'},
          // The buttons right under the board, where the eye is; the description after them.
          h('figure', {}, this.boardBox, controls, this.caption),
          h('p', {class: 'help'}, 'Keys: ← → step through the moves, Home and End jump to the start and the end.')),
        h('aside', {class: 'side'},
          this.detail,
          this.findingsSection(),
          this.movesSection())));

    document.addEventListener('keydown', (e) => this.onKey(e));
    const params = new URLSearchParams(location.search);
    const finding = Number.parseInt(params.get('finding') || '', 10);
    const ply = Number.parseInt(params.get('ply') || '', 10);
    if (Number.isInteger(finding) && finding >= 0 && finding < this.findings.length) this.goFinding(finding, false);
    else this.goPly(Number.isInteger(ply) ? ply : this.moves.length, false);
  }

  findingsSection() {
    const heading = h('h2', {id: 'findings-heading'}, `Findings (${this.findings.length})`);
    if (this.findings.length === 0) {
      return h('section', {class: 'findings', 'aria-labelledby': 'findings-heading'}, heading, h('p', {class: 'ok'}, 'No findings: the game is in order.'));
    }
    this.findingButtons = this.findings.map((f, i) => this.findingButton(f, i, 'finding-button'));
    return h('section', {class: 'findings', 'aria-labelledby': 'findings-heading'}, heading,
      h('ul', {class: 'finding-list', id: 'finding-list'}, this.findingButtons.map((b) => h('li', {}, b))));
  }

  findingButton(f, i, cls) {
    return h('button', {type: 'button', class: `${cls} severity-${f.severity}`, 'data-finding': i, 'data-kind': f.kind, on: {click: () => this.goFinding(i)}},
      h('span', {class: 'sev'}, f.severity),
      h('span', {class: 'where'}, findingPlace(f)),
      h('span', {class: 'what'}, kindLabel(f.kind)),
      f.played ? h('span', {class: 'moves'}, 'played ', h('strong', {class: 'played-move'}, f.played)) : null);
  }

  movesSection() {
    const heading = h('h2', {id: 'moves-heading'}, 'Moves');
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
    const start = h('li', {class: 'move-row start'}, this.plyButton(0, 'Start'));
    list.append(start);
    // One row per move number (White's ply, Black's ply), its findings listed under both plies
    // so the row's two moves stay side by side.
    let row = null;
    let rowNumber = null;
    let pending = [];
    const flush = () => {
      for (const i of pending) row.append(h('div', {class: 'beside'}, this.findingButton(this.findings[i], i, 'finding-inline')));
      pending = [];
    };
    for (const m of this.moves) {
      if (row === null || m.move_number !== rowNumber || m.side === 'white') {
        if (row !== null) flush();
        rowNumber = m.move_number;
        row = h('li', {class: 'move-row'}, h('span', {class: 'move-number'}, `${m.move_number}.`));
        if (m.side === 'black') row.append(h('span', {class: 'ply placeholder'}, '…'));
        list.append(row);
      }
      row.append(this.plyButton(m.ply, m.notation, m));
      pending.push(...(byPly.get(m.ply) || []));
    }
    if (row !== null) flush();
    // Findings on plies not replayed (after an impossible move) or on the whole game.
    const rest = [...unplaced, ...[...byPly.entries()].filter(([p]) => p > this.moves.length).flatMap(([, is]) => is)];
    if (rest.length) {
      list.append(h('li', {class: 'move-row rest'}, rest.map((i) => h('div', {class: 'beside'}, this.findingButton(this.findings[i], i, 'finding-inline')))));
    }
    return h('section', {class: 'moves', 'aria-labelledby': 'moves-heading'}, heading, list);
  }

  plyButton(ply, text, move) {
    const label = move ? `${move.move_number}. ${sideName(move.side)} ${move.notation}` : 'Start position';
    const b = h('button', {type: 'button', class: 'ply', 'data-ply': ply, 'aria-label': label, on: {click: () => this.goPly(ply)}}, text);
    if (move && this.findings.some((f) => f.ply === ply && f.severity === 'error')) b.classList.add('has-error');
    this.plyButtons[ply] = b;
    return b;
  }

  currentPly() {
    return this.ply;
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

  /** Shows the position after `ply` plies. */
  goPly(ply, push = true) {
    this.ply = Math.max(0, Math.min(this.moves.length, ply));
    this.finding = null;
    if (push) history.replaceState(null, '', `?ply=${this.ply}`);
    this.render(`${this.base}/board.svg?ply=${this.ply}`, this.plyDescription());
    if (this.ply < this.moves.length) this.board.prefetch(`${this.base}/board.svg?ply=${this.ply + 1}`);
  }

  /** Shows finding `i`: the position before its move, the move played and the required ones. */
  goFinding(i, push = true) {
    const f = this.findings[i];
    this.finding = i;
    if (push) history.replaceState(null, '', `?finding=${i}`);
    if (f.fen_before && f.ply) {
      this.ply = Math.max(0, Math.min(this.moves.length, f.ply - 1));
      const moves = [f.played ? `played ${f.played} (red)` : '', f.required && f.required.length ? `required ${f.required.join(' or ')} (green)` : ''].filter(Boolean).join(', ');
      this.render(`${this.base}/board.svg?finding=${i}`,
        `${findingPlace(f)}: ${kindLabel(f.kind)}. Position before the move${moves ? `, ${moves}` : ''}. FEN ${f.fen_before}`);
    } else {
      // A finding without a position (a result, a missing tag): keep the board where the game ended.
      this.ply = this.moves.length;
      this.render(`${this.base}/board.svg?ply=${this.ply}`, this.plyDescription());
    }
  }

  plyDescription() {
    const fen = this.ply < this.moves.length ? this.moves[this.ply].fen_before : (this.report.final_fen || this.report.start_fen || '');
    if (this.ply === 0) return `Start position. FEN ${fen}`;
    const m = this.moves[this.ply - 1];
    return `Position after ${m.move_number}. ${sideName(m.side)} ${m.played} (ply ${this.ply}). FEN ${fen}`;
  }

  async render(url, label) {
    this.updateControls();
    this.showDetail();
    this.caption.textContent = label;
    try {
      await this.board.show(url, label);
    } catch (e) {
      replace(this.boardBox, errorBox(`The board cannot be drawn: ${e.message}`));
    }
  }

  updateControls() {
    const last = this.moves.length;
    this.plyLabel.textContent = `Ply ${this.ply} of ${last}`;
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
    const current = this.finding === null ? this.plyButtons[this.ply] : this.main.querySelector(`.finding-inline[data-finding="${this.finding}"]`);
    if (current && current.scrollIntoView) current.scrollIntoView({block: 'nearest'});
  }

  showDetail() {
    if (this.finding === null) {
      this.detail.hidden = true;
      this.detail.replaceChildren();
      return;
    }
    const f = this.findings[this.finding];
    const articles = (f.articles || []).map((a) => h('li', {}, h('strong', {}, `Article ${a}`), articleText(a) ? `: ${articleText(a)}` : ''));
    replace(this.detail,
      h('h2', {}, `${kindLabel(f.kind)} `, h('span', {class: `sev severity-${f.severity}`}, f.severity)),
      h('p', {class: 'where'}, findingPlace(f), f.notation ? `: written ${f.notation}` : ''),
      h('p', {}, kindMeaning(f.kind)),
      f.played || (f.required && f.required.length) ? h('ul', {class: 'legend'},
        f.played ? h('li', {class: 'legend-played'}, h('span', {class: 'swatch played', 'aria-hidden': 'true'}), 'Played: ', h('strong', {id: 'detail-played'}, f.played)) : null,
        f.required && f.required.length ? h('li', {class: 'legend-required'}, h('span', {class: 'swatch required', 'aria-hidden': 'true'}), 'Required: ', h('strong', {id: 'detail-required'}, f.required.join(' or '))) : null) : null,
      h('p', {class: 'message'}, h('span', {class: 'label'}, 'The referee: '), f.message),
      articles.length ? h('div', {}, h('h3', {}, 'FMJD rules'), h('ul', {class: 'articles'}, articles)) : null);
    this.detail.hidden = false;
  }
}
