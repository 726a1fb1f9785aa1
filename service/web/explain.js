// Plain words for what the referee reports (docs/report.md): finding kinds, the FMJD articles
// they cite, outcomes and results. Arbiters read these beside the board, in their language
// (the words are in words/locales/*.ftl, said through i18n.js).

import {t, has} from './i18n.js';

/** The label of a finding kind (the code itself for a kind added later). */
export function kindLabel(kind) {
  return has(`page-kind-${kind}`) ? t(`page-kind-${kind}`) : String(kind).replace(/_/g, ' ');
}

/** What a finding kind means. */
export function kindMeaning(kind) {
  return has(`page-kind-${kind}-means`) ? t(`page-kind-${kind}-means`) : '';
}

/** An FMJD article the referee cites in plain words (a summary, not the official text; empty
 * when we have none). The catalogues' keys write the article's dots as underscores. */
export function articleText(article) {
  const key = `page-article-${String(article).replace(/\./g, '_')}`;
  return has(key) ? t(key) : '';
}

/** What the board decided, in words: "White wins (no legal move)". */
export function outcomeText(outcome) {
  if (!outcome) return '—';
  const word = (key, code) => (has(key) ? t(key) : String(code).replace(/_/g, ' '));
  const result = word(`page-outcome-${outcome.result}`, outcome.result);
  const reason = word(`page-reason-${outcome.reason}`, outcome.reason);
  return t('page-outcome', {result, reason});
}

/**
 * What the board says about a game, only when it says something: it decided the game (a win, a
 * draw by article 6), it contradicts the record, or replay could not go on. A record that simply
 * ends with the game still on, as most do (resignation, agreement, time), says nothing: "".
 */
export function boardVerdict(outcome, findings) {
  const contradicts = (findings || []).some((f) => f.kind === 'result_mismatch');
  if (!outcome) return '';
  if (outcome.reason === 'game_stopped') return contradicts ? t('page-board-contradicts') : '';
  if (outcome.reason === 'not_replayed') return t('page-board-not-checked');
  if (outcome.reason === 'replay_stopped') return t('page-board-replay-stopped');
  const decided = outcomeText(outcome);
  return contradicts ? t('page-board-not-as-recorded', {decided}) : decided;
}

/** "1 error, 33 warnings, 2 notes" from counts by severity; "none" when all are zero. */
export function severityCounts(counts) {
  const parts = ['error', 'warning', 'info'].filter((s) => counts[s] > 0)
    .map((s) => t(`page-count-${s}`, {count: counts[s]}));
  return parts.length ? parts.join(', ') : t('page-findings-none');
}

/** The word for a severity (error, warning, note). */
export function severityWord(severity) {
  return has(`page-severity-${severity}`) ? t(`page-severity-${severity}`) : String(severity);
}

/** The order of severities, the most severe first. */
export const SEVERITY_RANK = {error: 0, warning: 1, info: 2};

/**
 * What the moves a finding lists are (the report calls them all `required`): `required` only
 * when the rules required them (the captures, the largest ones: the move generator keeps only
 * those when a capture is possible), `legal` for the legal moves of a position where nothing was
 * compulsory, `readings` for an ambiguous notation's readings. `null` when it lists none.
 */
export function alternativesOf(finding) {
  const moves = finding.required_moves || [];
  if (moves.length === 0) return null;
  if (finding.kind === 'ambiguous_notation') return 'readings';
  return moves.every((m) => m.captured.length > 0) ? 'required' : 'legal';
}

/** "White" or "Black". */
export function sideName(side) {
  return side === 'white' ? t('page-white') : side === 'black' ? t('page-black') : '';
}

const ON_THE_RESULT = new Set(['result_mismatch', 'result_tag_mismatch', 'unrecognised_result', 'missing_result']);

/** Where a finding is: "Move 12, White", "The result", "Line 3" or "Whole game". */
export function findingPlace(finding) {
  if (finding.move_number && finding.side) return t('page-place-move', {number: finding.move_number, side: sideName(finding.side)});
  if (ON_THE_RESULT.has(finding.kind)) return t('page-place-result');
  if (finding.line) return t('page-place-line', {line: finding.line});
  return t('page-place-game');
}
