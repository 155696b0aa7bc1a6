#!/usr/bin/env python3
"""One 100-item `POST /contacts/batch/upsert` against 100 single `POST /contacts/person`.

Run by bench/run.sh after its wrk rows. Every request goes over ONE keep-alive connection
(http.client), opened before the clock starts; each measurement is the client's wall clock
from sending the first request to reading the last answer in full. Each round measures, in
order (the batches go first in odd rounds, so neither side always follows the other):

  singles    100 x POST /contacts/person, each a new person (with its own externalId), one
             after another; every answer must be 201
  new        one batch upsert of 100 new persons (fresh externalIds): every result `created`
  unchanged  the same batch again: every result `unchanged`
  updated    the batch with every item's middleName changed: every result `updated`

A person created either way also gets a profile named after them (no profileId is sent), so
both sides write the same records. A warm-up round runs first and is not counted. Prints the
median of ROUNDS rounds as Markdown rows, or exits non-zero naming the first wrong answer.

  batch_vs_single.py HOST PORT API_KEY [ROUNDS] [--loop N]

--loop N only sends N batch upserts of 100 new persons (for a profiler) and prints nothing.
"""

import http.client
import json
import statistics
import sys
import time
import uuid

ITEMS = 100


class Client:
    def __init__(self, host, port, key):
        self.conn = http.client.HTTPConnection(host, port, timeout=120)
        self.conn.connect()
        self.sock = self.conn.sock
        self.headers = {"Authorization": key, "Content-Type": "application/json", "Accept": "application/json"}

    def post(self, path, body):
        self.conn.request("POST", "/api/v1" + path, body=json.dumps(body).encode(), headers=self.headers)
        response = self.conn.getresponse()
        data = response.read()
        # http.client would silently reconnect after a close: the comparison is meant to run
        # on one connection, so a second one is an error.
        if self.conn.sock is not self.sock and self.conn.sock is not None:
            sys.exit(f"{path}: the server closed the keep-alive connection")
        if response.getheader("Connection", "").lower() == "close":
            sys.exit(f"{path}: the server answered Connection: close")
        return response.status, data


def person(tag, i, middle=None):
    item = {"contactType": "Person", "firstName": f"Bench{i}", "lastName": f"Batch {tag}", "externalId": f"bench-{tag}-{i}"}
    if middle is not None:
        item["middleName"] = middle
    return item


def singles(client, tag):
    started = time.perf_counter()
    answers = []
    for i in range(ITEMS):
        body = person(tag, i)
        del body["contactType"]
        answers.append(client.post("/contacts/person", body))
    elapsed = time.perf_counter() - started
    for i, (status, data) in enumerate(answers):
        if status != 201:
            sys.exit(f"POST /contacts/person #{i}: {status} {data[:500]!r}")
    return elapsed


def batch(client, items, action):
    started = time.perf_counter()
    status, data = client.post("/contacts/batch/upsert", {"items": items})
    elapsed = time.perf_counter() - started
    if status != 200:
        sys.exit(f"POST /contacts/batch/upsert ({action}): {status} {data[:500]!r}")
    results = json.loads(data)["data"]["results"]
    want_status = 201 if action == "created" else 200
    wrong = [r for r in results if r.get("action") != action or r.get("status") != want_status]
    if len(results) != len(items) or wrong:
        first = wrong[0] if wrong else None
        sys.exit(f"POST /contacts/batch/upsert ({action}): {len(results)} results, {len(wrong)} not {action}; first: {json.dumps(first)[:500]}")
    return elapsed


def round_(client, run, number, label):
    times = {}
    tag = f"{run}-{label}"

    def batches():
        items = [person(f"{tag}b", i) for i in range(ITEMS)]
        times["new"] = batch(client, items, "created")
        times["unchanged"] = batch(client, items, "unchanged")
        changed = [person(f"{tag}b", i, middle=f"M{number}") for i in range(ITEMS)]
        times["updated"] = batch(client, changed, "updated")

    if number % 2:
        batches()
        times["singles"] = singles(client, f"{tag}s")
    else:
        times["singles"] = singles(client, f"{tag}s")
        batches()
    return times


def main():
    args = sys.argv[1:]
    loop = None
    if "--loop" in args:
        at = args.index("--loop")
        loop = int(args[at + 1])
        del args[at : at + 2]
    host, port, key = args[0], int(args[1]), args[2]
    rounds = int(args[3]) if len(args) > 3 else 5
    run = uuid.uuid4().hex[:8]
    client = Client(host, port, key)

    if loop is not None:
        for n in range(loop):
            batch(client, [person(f"{run}-p{n}", i) for i in range(ITEMS)], "created")
        return

    round_(client, run, 0, "warm")  # not counted: first use of the batch path, caches
    measured = [round_(client, run, n, f"r{n}") for n in range(rounds)]

    def median_ms(kind):
        return statistics.median(m[kind] for m in measured) * 1000

    def spread(kind):
        values = [m[kind] * 1000 for m in measured]
        return f"{min(values):.1f}–{max(values):.1f} ms"

    singles_ms = median_ms("singles")
    rows = [
        (f"{ITEMS} × `POST /contacts/person`, one keep-alive connection", "singles"),
        (f"`POST /contacts/batch/upsert`, {ITEMS} new (`created`)", "new"),
        (f"`POST /contacts/batch/upsert`, same {ITEMS} again (`unchanged`)", "unchanged"),
        (f"`POST /contacts/batch/upsert`, {ITEMS} changed (`updated`)", "updated"),
    ]
    for name, kind in rows:
        ms = median_ms(kind)
        per_second = ITEMS / (ms / 1000)
        print(
            f"| {name} | {ms:.1f} ms | {spread(kind)} | {ms / ITEMS:.2f} ms | {per_second:,.0f} |"
            f" {singles_ms / ms:.1f}× |"
        )


if __name__ == "__main__":
    main()
