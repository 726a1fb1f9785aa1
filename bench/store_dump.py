#!/usr/bin/env python3
"""Prints a SQLite store row for row, each blob of `file_blobs` as the SHA-256 of its
decompressed bytes (zstd's command), so two imports can be compared whatever their zstd level:

    python3 bench/store_dump.py a.db > a.txt; python3 bench/store_dump.py b.db > b.txt; diff a.txt b.txt
"""
import hashlib
import sqlite3
import subprocess
import sys


def main(path):
    db = sqlite3.connect(path)
    tables = [r[0] for r in db.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
    for table in tables:
        columns = [r[1] for r in db.execute(f"PRAGMA table_info({table})")]
        print(f"== {table} ({', '.join(columns)})")
        rows = []
        for row in db.execute(f"SELECT * FROM {table}"):
            shown = []
            for name, value in zip(columns, row):
                if table == "file_blobs" and name == "data":
                    plain = subprocess.run(["zstd", "-dc"], input=value, capture_output=True,
                                           check=True).stdout
                    value = f"zstd({len(plain)} bytes, sha256 {hashlib.sha256(plain).hexdigest()})"
                shown.append(repr(value))
            rows.append(" | ".join(shown))
        for line in sorted(rows):
            print(line)


if __name__ == "__main__":
    main(sys.argv[1])
