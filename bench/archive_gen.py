#!/usr/bin/env python3
"""Makes a large archive for bench/import.sh: the real international games of the corpus,
repeated with other tags (tournament, round, players, date) until GAMES games, in files of
PER_FILE games (one file per tournament, as federations keep them). Never committed: written
to the directory given.

usage: archive_gen.py CORPUS OUT_DIR GAMES [PER_FILE] [PLAYERS]
"""
import os
import random
import re
import sys

corpus, out_dir, total = sys.argv[1], sys.argv[2], int(sys.argv[3])
per_file = int(sys.argv[4]) if len(sys.argv) > 4 else 1000
players = int(sys.argv[5]) if len(sys.argv) > 5 else 20000

SOURCES = [
    "wiegerw-pdn/intl-10x10/succeed",
    "BrunoGUI_Dames/intl-10x10",
    "wiegerw-draughts/intl-10x10",
]

def read(path):
    data = open(path, "rb").read()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252")

# Movetext of every game (tags dropped), kept when it has at least one move.
movetexts = []
for source in SOURCES:
    root = os.path.join(corpus, source)
    for name in sorted(os.listdir(root)):
        if not name.endswith(".pdn"):
            continue
        text = read(os.path.join(root, name)).replace("\r\n", "\n")
        for game in re.split(r"\n\s*\n(?=\[)", text):
            body = "\n".join(l for l in game.split("\n") if not l.lstrip().startswith("["))
            if re.search(r"\d+\s*[-x]\s*\d+", body) and "FEN" not in game:
                movetexts.append(body.strip())
if not movetexts:
    sys.exit("no games found under " + corpus)

rng = random.Random(15)
first = ["Anna", "Jan", "Pieter", "Aminata", "Dasmane", "Alexander", "Olga", "Roel", "Sofia",
         "Moussa", "Ilse", "Yuri", "Marc", "Fatou", "Koen", "Nadia", "Ibrahim", "Eva"]
last = ["Jansen", "de Vries", "Ouédraogo", "Baliakin", "Sijbrands", "Schwarzman", "Georgiev",
        "Boomstra", "Sow", "N'Diaye", "van der Wal", "Chizhov", "Dijkstra", "Samb", "Amrillaeva"]
names = [f"{rng.choice(last)} {i}, {rng.choice(first)}" for i in range(players)]

os.makedirs(out_dir, exist_ok=True)
written = 0
tournament = 0
while written < total:
    tournament += 1
    year = 1990 + tournament % 35
    month = 1 + tournament % 12
    event = f"Archive tournament {tournament}"
    field = rng.sample(names, 20)
    lines = []
    for i in range(min(per_file, total - written)):
        white, black = rng.sample(field, 2)
        moves = movetexts[(written + i) % len(movetexts)]
        lines.append(
            f'[Event "{event}"]\n[Site "Site {tournament % 97}"]\n'
            f'[Date "{year}.{month:02d}.{1 + i % 28:02d}"]\n[Round "{1 + i // 10}"]\n'
            f'[White "{white}"]\n[Black "{black}"]\n[GameType "20"]\n\n{moves}\n\n'
        )
    written += len(lines)
    path = os.path.join(out_dir, f"t{tournament:06d}.pdn")
    with open(path, "w", encoding="utf-8") as f:
        f.write("".join(lines))
print(f"{written} games in {tournament} files under {out_dir} ({len(movetexts)} distinct games repeated)")
