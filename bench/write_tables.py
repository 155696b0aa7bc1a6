#!/usr/bin/env python3
"""Writes a `make bench` run's tables into docs/performance.md.

    bench/write_tables.py DOC NAME < RUN_OUTPUT

Replaces what lies between the markers `<!-- bench:NAME -->` and `<!-- /bench:NAME -->` in DOC
with the run's Markdown (bench/run.sh's standard output), headed by the machine it ran on. A new
run of a database replaces that database's block; nothing is appended. Exits non-zero, changing
nothing, when the markers are missing or the run printed nothing.
"""

import os
import platform
import sys


def machine():
    """The CPU model and core count, as /proc/cpuinfo and the scheduler say."""
    model = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as cpuinfo:
            for line in cpuinfo:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return f"{os.cpu_count()} cores, {model}"


def replace_block(document, name, tables):
    """`document` with the block named `name` holding `tables`; ValueError when it has none."""
    start, end = f"<!-- bench:{name} -->", f"<!-- /bench:{name} -->"
    first = document.find(start)
    last = document.find(end, first + len(start))
    if first < 0 or last < 0:
        raise ValueError(f"no {start} … {end} block")
    body = (
        f"{start}\nWritten by `make bench` on {machine()}; the next run on {name} replaces this block.\n\n"
        f"{tables.strip()}\n"
    )
    return document[:first] + body + document[last:]


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[2].strip())
    path, name = sys.argv[1], sys.argv[2]
    tables = sys.stdin.read()
    if not tables.strip():
        sys.exit("the run printed no tables: docs left as they were")
    with open(path, encoding="utf-8") as doc:
        document = doc.read()
    try:
        updated = replace_block(document, name, tables)
    except ValueError as error:
        sys.exit(f"{path}: {error}")
    with open(path, "w", encoding="utf-8") as doc:
        doc.write(updated)
    print(f"{path}: the {name} tables replaced", file=sys.stderr)


if __name__ == "__main__":
    main()
