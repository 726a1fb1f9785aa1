// The arbiter's rulings on one game (issue 14): the form that records one (the result as ruled
// and what became of each of the referee's findings, art. 5.7) and the game's history of
// rulings. The game page puts them beside the findings; the standings page under a player's
// games. A ruling never changes the record or the verdict: the service keeps it beside them and
// the standings count its result.

import {h, replace} from './dom.js';
import {send} from './api.js';
import {kindLabel, findingPlace} from './explain.js';
import {t, formatDateTime} from './i18n.js';

/** The results a ruling may give, White's score first. */
export const RULED_RESULTS = ['2-0', '1-1', '0-2', '0-0'];
/** The kinds of ruling, the plain "ruled" first: the form starts on it, so that confirming a
 * result is never recorded as a correction of it (issue 29). */
const KINDS = ['ruled', 'corrected', 'adjudicated', 'forfeit'];
const OUTCOMES = ['', 'stood', 'corrected'];

/** The ruling in force of a history (`GET …/games/{n}/rulings`), if any. */
export function inForce(history) {
  if (!history || history.in_force === null || history.in_force === undefined) return null;
  return history.rulings.find((d) => d.id === history.in_force) || null;
}

/** "2-0 (corrected)": a ruling's result and kind. */
export function rulingResult(ruling) {
  return t('page-ruling-result-kind', {result: ruling.result, kind: t(`page-ruling-kind-${ruling.kind || 'ruled'}`)});
}

/** The button that withdraws ruling `stored` (after the arbiter confirms it), with the
 * arbiter's token: `withdraw` is `{base, token(), onWithdrawn()}`. */
function withdrawButton(stored, withdraw) {
  const area = h('span', {class: 'withdraw-area'});
  const message = h('span', {role: 'status', class: 'help'});
  const ask = h('button', {type: 'button', class: 'withdraw', 'data-withdraw': stored.id}, t('page-ruling-withdraw'));
  ask.addEventListener('click', () => {
    const yes = h('button', {type: 'button', class: 'withdraw-confirm', 'data-withdraw-confirm': stored.id}, t('page-ruling-withdraw-confirm'));
    const no = h('button', {type: 'button', class: 'withdraw-keep'}, t('page-ruling-withdraw-keep'));
    no.addEventListener('click', () => replace(area, ask));
    yes.addEventListener('click', async () => {
      yes.disabled = true;
      message.className = 'help';
      message.textContent = t('page-ruling-withdrawing');
      try {
        await send('DELETE', `${withdraw.base}/decisions/${encodeURIComponent(stored.id)}`, withdraw.token());
        await withdraw.onWithdrawn(stored);
      } catch (e) {
        yes.disabled = false;
        message.className = 'error';
        message.textContent = e.message;
      }
    });
    replace(area, h('span', {class: 'withdraw-question'}, `${t('page-ruling-withdraw-question')} `), yes, ' ', no, ' ', message);
    yes.focus();
  });
  replace(area, ask);
  return area;
}

/** One ruling as a list item: the result, the reason, each finding's fate, who and when; the
 * button that withdraws it when it is the one in force and `withdraw` is given. */
function rulingItem(stored, findings, inForceId = null, withdraw = null) {
  const r = stored.decision.ruling;
  const fates = (r.findings || []).map((f) => {
    const finding = findings[f.finding - 1];
    const what = finding ? `${findingPlace(finding)}, ${kindLabel(finding.kind)}` : t('page-ruling-finding-n', {index: f.finding});
    return h('li', {'data-finding-outcome': f.outcome}, t(`page-ruling-fate-${f.outcome}`, {finding: what}),
      f.article && f.article !== r.article ? ` (${t('page-article', {article: f.article})})` : '');
  });
  const withdrawn = stored.withdrawn_at
    ? h('span', {class: 'withdrawn'}, ` ${t('page-ruling-withdrawn', {who: stored.withdrawn_by || '?', when: formatDateTime(stored.withdrawn_at)})}`)
    : null;
  return h('li', {class: stored.withdrawn_at ? 'ruling withdrawn' : 'ruling', 'data-ruling': stored.id},
    h('strong', {}, rulingResult(r)), ': ', r.reason,
    r.article ? ` (${t('page-article', {article: r.article})})` : '',
    h('small', {class: 'who'}, ` — ${t('page-ruling-by', {who: stored.made_by, when: formatDateTime(stored.made_at)})}`),
    withdrawn,
    fates.length ? h('ul', {class: 'fates'}, fates) : null,
    withdraw && !stored.withdrawn_at && stored.id === inForceId ? h('p', {class: 'withdraw-line'}, withdrawButton(stored, withdraw)) : null);
}

/** The game's rulings, oldest first (withdrawn ones marked), the one in force with its
 * withdraw button when `withdraw` (`{base, token(), onWithdrawn()}`) is given; null when there
 * is none. */
export function rulingHistory(history, findings = [], withdraw = null) {
  if (!history || !history.rulings.length) return null;
  return h('ol', {class: 'ruling-history', id: `ruling-history-${history.game}`},
    history.rulings.map((d) => rulingItem(d, findings, history.in_force, withdraw)));
}

/**
 * The form recording a ruling on game `n` of the tournament at `base` (`/tournaments/ID`):
 * `findings` are the game's verdict's, `result` the result to start from, `token()` the
 * arbiter's token when the form is sent, `focus` a finding (0-based) to rule on first, and
 * `onRecorded(ruling)` what follows a recorded ruling.
 */
export function rulingForm({base, n, findings, result, token, intro, focus = null, onRecorded}) {
  const results = h('select', {id: `result-${n}`, name: 'result'}, RULED_RESULTS.map((v) => h('option', {value: v}, v)));
  if (RULED_RESULTS.includes(result)) results.value = result;
  const kind = h('select', {name: 'kind', id: `kind-${n}`}, KINDS.map((v) => h('option', {value: v}, t(`page-ruling-kind-${v}`))));
  const reason = h('input', {type: 'text', name: 'reason', required: true, id: `reason-${n}`});
  const article = h('input', {type: 'text', name: 'article', size: 6, id: `article-${n}`});
  const fates = findings.map((f, i) => {
    const select = h('select', {name: `finding-${i + 1}`, id: `fate-${n}-${i + 1}`},
      OUTCOMES.map((v) => h('option', {value: v}, t(`page-ruling-outcome-${v || 'none'}`))));
    if (i === focus) select.value = 'stood';
    return {index: i + 1, finding: f, select};
  });
  const message = h('p', {role: 'status', class: 'help'});
  const form = h('form', {class: 'ruling', id: `ruling-${n}`},
    intro ? h('p', {}, intro) : null,
    h('p', {class: 'help'}, t('page-ruling-results-help')),
    h('p', {}, h('label', {for: `result-${n}`}, `${t('page-ruling-result')} `), results, ' ',
      h('label', {for: `kind-${n}`}, `${t('page-ruling-kind')} `), kind),
    h('p', {}, h('label', {for: `reason-${n}`}, `${t('page-ruling-reason')} `), reason, ' ',
      h('label', {for: `article-${n}`}, `${t('page-ruling-article')} `), article),
    fates.length ? h('fieldset', {class: 'fates'}, h('legend', {}, t('page-ruling-findings')),
      fates.map((f) => h('p', {class: f.index - 1 === focus ? 'focus' : null},
        h('label', {for: `fate-${n}-${f.index}`}, `${t('page-ruling-finding', {index: f.index, place: findingPlace(f.finding), kind: kindLabel(f.finding.kind)})} `),
        f.select))) : null,
    h('button', {type: 'submit', class: 'primary'}, t('page-ruling-record')),
    message);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const written = article.value.trim();
    const ruling = {game: Number(n), result: results.value, kind: kind.value, reason: reason.value.trim()};
    if (written) ruling.article = written;
    ruling.findings = fates.filter((f) => f.select.value).map((f) => ({
      finding: f.index, outcome: f.select.value, reason: ruling.reason, ...(written ? {article: written} : {}),
    }));
    message.className = 'help';
    message.textContent = t('page-ruling-sending');
    try {
      await send('POST', `${base}/decisions`, token(), {ruling});
      message.textContent = '';
      await onRecorded(ruling);
    } catch (e) {
      message.textContent = e.message;
      message.className = 'error';
    }
  });
  return form;
}

/** Shows `form` in `area` and puts the cursor where the arbiter starts: the focused finding, else the reason. */
export function showForm(area, form, focus = null) {
  replace(area, form);
  const first = focus === null ? form.querySelector('input[name=reason]') : form.querySelector(`select[name=finding-${focus + 1}]`);
  form.scrollIntoView({block: 'nearest'});
  if (first) first.focus({preventScroll: true});
}
