#!/usr/bin/env python3
"""Replays the games of a PDN file through a Python draughts package and times it.

Run by bench/check.sh inside its virtual environment; prints one JSON line with the games
replayed, the seconds the replay took, games/s, and how many games stopped at a move the
library refused.

Every library gets the same input: this script cuts the file into games, drops tags,
comments and variations, and hands the written moves to the library one by one, which
checks each against its legal moves (`push` raises on an illegal or ambiguous move: the
game then counts as stopped, as a referee would stop). The tokenising is timed too, since
draughts-arbiter's figure includes its reading of PDN, this tokenising is timed apart and
left out of the library's figure.
"""

import argparse
import json
import re
import sys
import time

TAG = re.compile(r'^\s*\[\s*(\w+)\s+"(.*)"\s*\]\s*$')
COMMENT = re.compile(r"\{[^{}]*\}")
VARIATION = re.compile(r"\([^()]*\)")
BRACKETS = re.compile(r"\[[^\[\]]*\]")
# A move: squares joined by -, x or :, not part of a move number, a result (1/2-1/2) or a clock.
MOVE = re.compile(r"(?<![\d./])(\d{1,2}(?:\s*[-x:]\s*\d{1,2})+)(?![\d./])")


def split_games(text):
    """The games of a file: a tag line after movetext starts the next game."""
    games, lines, in_moves = [], [], False
    for line in text.splitlines():
        if line.lstrip().startswith("[") and in_moves:
            games.append(lines)
            lines, in_moves = [], False
        lines.append(line)
        stripped = line.strip()
        if stripped and not stripped.startswith("[") and not stripped.startswith("%"):
            in_moves = True
    if in_moves:
        games.append(lines)
    return games


def tokenize(lines):
    """The FEN (or None) and the written moves of one game."""
    fen, moves = None, []
    body = []
    for line in lines:
        tag = TAG.match(line)
        if tag:
            if tag.group(1).lower() == "fen":
                fen = tag.group(2).strip().rstrip(".").strip()
        elif not line.lstrip().startswith("%"):
            body.append(line.split(";", 1)[0])
    text = " ".join(body)
    for pattern in (COMMENT, VARIATION, BRACKETS):
        count = 1
        while count:
            text, count = pattern.subn(" ", text)
    for written in MOVE.findall(text):
        move = re.sub(r"\s+", "", written).replace(":", "x")
        squares = [int(s) for s in re.split(r"[-x]", move)]
        if not all(1 <= s <= 50 for s in squares):
            continue  # a result (`2-0`, `0-1`) or a clock, not a move
        if len(squares) == 2 and squares[0] == squares[1]:
            continue  # `1-1` is a result, not a move
        moves.append("-x"[("x" in move)].join(str(s) for s in squares))
    return fen, moves


def replay_dame(fen, moves):
    import dame

    board = dame.Board(fen) if fen else dame.Board()
    for move in moves:
        board.push(move)
    return len(moves)


def replay_pydraughts(fen, moves):
    from draughts import Board, Move

    board = Board(variant="standard", fen=fen or "startpos")
    for move in moves:
        board.push(Move(board, pdn_move=move))
    return len(moves)


LIBS = {"dame": replay_dame, "pydraughts": replay_pydraughts}


def replay_all(games, replay, budget_end):
    """One pass over the games, stopping early at `budget_end`."""
    replayed = stopped = plies = done = 0
    errors = {}
    start = time.perf_counter()
    for fen, moves in games:
        done += 1
        try:
            plies += replay(fen, moves)
            replayed += 1
        except Exception as error:  # an illegal, ambiguous or unreadable move or FEN stops it
            stopped += 1
            key = type(error).__name__
            errors[key] = errors.get(key, 0) + 1
        if time.perf_counter() > budget_end:
            break
    return {
        "games": done,
        "seconds": time.perf_counter() - start,
        "replayed": replayed,
        "stopped": stopped,
        "stopped_by": errors,
        "plies": plies,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lib", choices=sorted(LIBS), required=True)
    parser.add_argument("--max-games", type=int, default=0, help="stop after this many games")
    parser.add_argument("--max-seconds", type=float, default=60.0, help="stop after this long")
    parser.add_argument("--repeat", type=int, default=5, help="passes over the games, best kept")
    parser.add_argument("pdn")
    args = parser.parse_args()
    replay = LIBS[args.lib]
    replay(None, [])  # import the library before the clock starts

    with open(args.pdn, "rb") as f:
        raw = f.read()
    # Reading: timed apart, so the library's figure is its replay alone (the most generous
    # measure for it; draughts-arbiter's figure includes its reading of PDN).
    start = time.perf_counter()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = raw.decode("cp1252", errors="replace")
    games = [tokenize(lines) for lines in split_games(text)]
    if args.max_games:
        games = games[: args.max_games]
    read_seconds = time.perf_counter() - start

    # Passes over the games until the time budget is spent (at most --repeat): other work on
    # the machine only slows a pass down, so the best pass is kept.
    best = None
    budget_end = time.perf_counter() + args.max_seconds
    for _ in range(max(1, args.repeat)):
        stats = replay_all(games, replay, budget_end)
        if best is None or stats["games"] / stats["seconds"] > best["games"] / best["seconds"]:
            best = stats
        if time.perf_counter() >= budget_end:
            break
    seconds = best["seconds"]
    done = best["games"]
    print(
        json.dumps(
            {
                "lib": args.lib,
                "games": done,
                "seconds": round(seconds, 4),
                "games_per_s": round(done / seconds, 1) if seconds > 0 else None,
                "read_seconds_all_games": round(read_seconds, 4),
                "replayed": best["replayed"],
                "stopped": best["stopped"],
                "stopped_by": best["stopped_by"],
                "plies": best["plies"],
            }
        )
    )


if __name__ == "__main__":
    sys.exit(main())
