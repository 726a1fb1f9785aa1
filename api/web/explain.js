// Plain words for what the referee reports (docs/report.md): finding kinds, the FMJD articles
// they cite, outcomes and results. Arbiters read these beside the board.

/** Finding kinds: a short label and what it means. */
export const KINDS = {
  missed_capture: ['Missed capture', 'A move that takes nothing was played while a capture was possible. Capturing is compulsory.'],
  not_maximum_capture: ['Not the largest capture', 'A capture took fewer pieces than the largest capture available. The player must take the greatest number of pieces (the majority rule), kings and men counting alike.'],
  premature_king_move: ['Man moved like a king', 'A man moved backwards, more than one square, captured from a distance, or carried on as a king after only passing the far row.'],
  illegal_move: ['Illegal move', 'A move that breaks the rules but can still be carried out on the board, for example a king jumping over its own piece.'],
  impossible_move: ['Impossible move', 'The move cannot be carried out: its start square is empty or holds an opponent piece, its end square is occupied, or the squares are not on one diagonal. Replay stops here.'],
  ambiguous_notation: ['Ambiguous notation', 'The notation fits several legal captures that take different pieces. The one under which the rest of the game replays was taken.'],
  moves_after_game_end: ['Moves after the end', 'Moves were recorded after the game had already ended (no pieces, no legal move, or an automatic draw). They were not replayed; the end stands.'],
  result_mismatch: ['Result contradicts the board', 'The recorded result is not what the final position decides (a win or draw the board decided otherwise).'],
  result_tag_mismatch: ['Result tag disagrees', 'The Result tag and the result written after the moves are different.'],
  unrecognised_result: ['Unrecognised result', 'The result is not one of international draughts (2-0, 1-1, 0-2, 1-0, 0-1, ½-½, 0-0, *).'],
  missing_result: ['Missing result', 'There is no Result tag and no result after the moves.'],
  bad_fen: ['Bad setup', 'The FEN tag or a setup in the moves is not a position.'],
  unsupported_variant: ['Other variant', 'The GameType is not 20 (international draughts): the game was not checked.'],
  parse_error: ['Unreadable text', 'The text of the game could not be read at this point; what could be read was still replayed.'],
  parse_warning: ['Unusual text', 'Something the reader accepted but PDN 3.0 does not write (Windows-1252 text, spaces inside moves, …).'],
  setup: ['Setup', 'A position set up in the moves: the game continues from it.'],
  nonstandard_notation: ['Non-standard notation', 'A legal move written in a form PDN 3.0 does not use: a capture written with “-”, a move with “x”, or the captured squares listed.'],
};

/** The label of a finding kind (the code itself for a kind added later). */
export function kindLabel(kind) {
  return KINDS[kind] ? KINDS[kind][0] : String(kind).replace(/_/g, ' ');
}

/** What a finding kind means. */
export function kindMeaning(kind) {
  return KINDS[kind] ? KINDS[kind][1] : '';
}

/** The FMJD articles the referee cites, in plain words (a summary, not the official text). */
export const ARTICLES = {
  '3.4': 'A man becomes a king only when it ends its move on the far row.',
  '4.2': 'Capturing is compulsory; a man captures forwards and backwards, jumping to the square just behind the piece it takes.',
  '4.3': 'A king captures at a distance along a diagonal and may land on any free square behind the piece it takes.',
  '4.7': 'A capture may only jump over opponent pieces, never over one of the player’s own.',
  '4.8': 'During a capture a piece may be jumped only once; the pieces taken are removed after the capture is complete.',
  '4.13': 'The majority rule: when there is a choice, the player must capture the greatest number of pieces.',
  '4.15': 'A man that reaches the far row during a capture and can capture further goes on capturing and stays a man.',
  '5.4.2': 'An irregular move: a piece was moved against the rules.',
  '5.4.5': 'An irregularity: a move that could not be made on the board as written.',
  '5.4.6': 'An irregularity: a capture that was compulsory was not made.',
  '5.4.8': 'An irregularity: fewer pieces were taken than the majority rule requires.',
  '5.7': 'An irregularity the opponent did not object to in time stands, and the game goes on.',
  '6.1': 'Draw: the same position with the same side to move for the third time.',
  '6.2': 'Draw: 25 moves each with kings only, without a capture or a man moving.',
  '6.3': 'Draw: three pieces including a king against a lone king, 16 moves each (5 when the lone king holds the long diagonal, FMJD 2024).',
  '6.4': 'Draw: two pieces including a king against a lone king, 5 moves each.',
  '7.2.2': 'A player who cannot move loses.',
  '7.2.3': 'A player who has no pieces left loses.',
};

/** An article in plain words (empty when we have none). */
export function articleText(article) {
  return ARTICLES[article] || '';
}

const OUTCOME_RESULTS = {
  white_wins: 'White wins',
  black_wins: 'Black wins',
  draw: 'Draw',
  undecided: 'Undecided',
};

const OUTCOME_REASONS = {
  no_pieces: 'no pieces left',
  no_legal_move: 'no legal move',
  threefold_repetition: 'threefold repetition',
  twenty_five_move_rule: '25-move rule',
  sixteen_move_rule: '16-move rule',
  long_diagonal_rule: 'long diagonal rule',
  five_move_rule: '5-move rule',
  game_stopped: 'the record ends with the game still on',
  replay_stopped: 'replay stopped',
  not_replayed: 'not replayed',
};

/** What the board decided, in words: "White wins (no legal move)". */
export function outcomeText(outcome) {
  if (!outcome) return '—';
  const result = OUTCOME_RESULTS[outcome.result] || outcome.result;
  const reason = OUTCOME_REASONS[outcome.reason] || String(outcome.reason).replace(/_/g, ' ');
  return `${result} (${reason})`;
}

/**
 * What the board says about a game, only when it says something: it decided the game (a win, a
 * draw by article 6), it contradicts the record, or replay could not go on. A record that simply
 * ends with the game still on, as most do (resignation, agreement, time), says nothing: "".
 */
export function boardVerdict(outcome, findings) {
  const contradicts = (findings || []).some((f) => f.kind === 'result_mismatch');
  if (!outcome) return '';
  if (outcome.reason === 'game_stopped') return contradicts ? 'Contradicts the record' : '';
  if (outcome.reason === 'not_replayed') return 'Not checked';
  if (outcome.reason === 'replay_stopped') return 'Replay stopped';
  const decided = outcomeText(outcome);
  return contradicts ? `${decided}, not as recorded` : decided;
}

const SEVERITY_WORDS = {error: ['error', 'errors'], warning: ['warning', 'warnings'], info: ['note', 'notes']};

/** "1 error, 33 warnings, 2 notes" from counts by severity; "none" when all are zero. */
export function severityCounts(counts) {
  const parts = ['error', 'warning', 'info'].filter((s) => counts[s] > 0)
    .map((s) => `${counts[s]} ${SEVERITY_WORDS[s][counts[s] === 1 ? 0 : 1]}`);
  return parts.length ? parts.join(', ') : 'none';
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
  const moves = finding.required || [];
  if (moves.length === 0) return null;
  if (finding.kind === 'ambiguous_notation') return 'readings';
  return moves.every((m) => /x/i.test(m)) ? 'required' : 'legal';
}

/** "2026-11-30T10:00:00Z" as "2026-11-30 10:00 UTC", whatever the browser's locale. */
export function isoDateTime(text) {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return text;
  return `${date.toISOString().slice(0, 10)} ${date.toISOString().slice(11, 16)} UTC`;
}

/** A PDN Date tag ("2026.11.30", "2021.07.??") as an ISO date ("2026-11-30"); else as written. */
export function isoDate(tag) {
  const m = /^\s*(\d{4}|\?{4})[.\/-](\d{2}|\?{2})[.\/-](\d{2}|\?{2})\s*$/.exec(tag || '');
  return m ? `${m[1]}-${m[2]}-${m[3]}` : (tag || '');
}

/** "White" or "Black". */
export function sideName(side) {
  return side === 'white' ? 'White' : side === 'black' ? 'Black' : '';
}

const ON_THE_RESULT = new Set(['result_mismatch', 'result_tag_mismatch', 'unrecognised_result', 'missing_result']);

/** Where a finding is: "Move 12, White", "The result", "Line 3" or "Whole game". */
export function findingPlace(finding) {
  if (finding.move_number && finding.side) return `Move ${finding.move_number}, ${sideName(finding.side)}`;
  if (ON_THE_RESULT.has(finding.kind)) return 'The result';
  if (finding.line) return `Line ${finding.line}`;
  return 'Whole game';
}
