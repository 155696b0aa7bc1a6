#!/usr/bin/env python3
"""A tarpit backlog: firm A's endpoints all hang while its events pile up, and firm B's
deliveries are timed meanwhile; then A's receiver recovers and every one of A's events must
arrive, each record's in order.

  tarpit_backlog.py A_KEY B_KEY HOST:PORT [HOST:PORT ...] [options]

Firm A registers --endpoints endpoints (one receiver, `?copy=K` apart) for `note.created` and
`note.updated`, and writes COUNT events as webhook_burst.py does (notes, each changed
--updates times), while the receiver holds every request unanswered. Then firm B creates
--samples notes one at a time, each timed from its 201 to its delivery at a receiver of its
own. Then A's receiver answers everything, and the run waits until each endpoint has had each
of A's events (or nothing new arrives for --idle seconds).

Prints Markdown rows on stdout (B's delay, A's backlog) and exits non-zero when one of A's
events is missing or a record's events reached an endpoint out of order.
"""

import argparse
import json
import sys
import threading
import time

from webhook_burst import BATCH, SEQUENCE, Api, start_receiver, writer


def receiver_url(record, open_):
    """The URL of a receiver (webhook_burst.py's) calling record(at, path, body) per request."""
    server = start_receiver(lambda at, path, _headers, body: record(at, path, body), open_)
    return f"http://127.0.0.1:{server.server_address[1]}/hooks"


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("a_key")
    parser.add_argument("b_key")
    parser.add_argument("count", type=int)
    parser.add_argument("servers", nargs="+", metavar="HOST:PORT")
    parser.add_argument("--endpoints", type=int, default=20)
    parser.add_argument("--updates", type=int, default=1)
    parser.add_argument("--samples", type=int, default=20)
    parser.add_argument("--idle", type=float, default=120)
    args = parser.parse_args()

    lock = threading.Lock()
    a_items = []
    b_arrivals = {}
    tarpit_open = threading.Event()
    always_open = threading.Event()
    always_open.set()

    def a_record(at, path, body):
        with lock:
            a_items.append((at, path, body))

    def b_record(at, _path, body):
        with lock:
            b_arrivals.setdefault(json.loads(body)["resourceId"], at)

    tarpit = receiver_url(a_record, tarpit_open)
    prompt = receiver_url(b_record, always_open)
    a = Api(args.servers[0], args.a_key)
    b = Api(args.servers[0], args.b_key)
    types = ["note.created", "note.updated"]
    for copy in range(args.endpoints):
        a.expect("POST", "/webhook-endpoints", {"url": f"{tarpit}?copy={copy}", "eventTypes": types}, (201,))
    b.expect("POST", "/webhook-endpoints", {"url": prompt, "eventTypes": ["note.created"]}, (201,))
    listed = a.expect("GET", "/profiles?pageSize=100", None, (200,))["data"]["items"]
    a_profiles = [p["id"] for p in listed if not p.get("isProfileArchived")]
    b_profile = b.expect("POST", "/profiles", {"name": "Ngata whānau"}, (201,))["data"]["id"]

    # A's backlog, written while every one of its sends hangs.
    notes = args.count // (1 + args.updates)
    batches = [list(range(start, min(start + BATCH, notes))) for start in range(0, notes, BATCH)]
    stats = {"written": 0, "last_write": None}
    failures = []
    started = time.monotonic()
    writer(args.servers, args.a_key, "tarpit", batches, a_profiles, args.updates, stats, failures)
    written_in = time.monotonic() - started
    if failures:
        raise SystemExit(f"A's writes failed: {failures[:3]}")

    # B's deliveries meanwhile, one note at a time.
    delays = []
    for n in range(args.samples):
        created_at = time.monotonic()
        note = b.expect("POST", "/notes", {"profileId": b_profile, "content": f"b {n}"}, (201,))["data"]["id"]
        while note not in b_arrivals and time.monotonic() - created_at < 60:
            time.sleep(0.002)
        delays.append(b_arrivals.get(note, created_at + 60) - created_at)

    # A's receiver recovers: every endpoint must get every event, each record's in order.
    tarpit_open.set()
    released = time.monotonic()
    expected = stats["written"] * args.endpoints
    seen = set()
    looked = 0
    last_progress = released
    while len(seen) < expected and time.monotonic() - last_progress < args.idle:
        with lock:
            items = a_items[looked:]
        looked += len(items)
        for _, path, body in items:
            event = json.loads(body)
            sequence = int(SEQUENCE.search(event["data"]["content"]).group(1))
            key = (path, event["resourceId"], sequence)
            if key not in seen:
                seen.add(key)
                last_progress = time.monotonic()
        time.sleep(0.1)
    drained = time.monotonic() - released

    highest = {}
    out_of_order = 0
    first = set()
    with lock:
        items = list(a_items)
    for _, path, body in items:
        event = json.loads(body)
        sequence = int(SEQUENCE.search(event["data"]["content"]).group(1))
        key = (path, event["resourceId"])
        if (path, event["resourceId"], sequence) in first:
            continue
        first.add((path, event["resourceId"], sequence))
        if sequence < highest.get(key, -1):
            out_of_order += 1
        highest[key] = max(sequence, highest.get(key, -1))
    missing = expected - len(seen)

    print("| B's delivery while A's backlog hangs | p50 | p99 | max |")
    print("|---|---:|---:|---:|")
    print(
        f"| {args.samples} notes, one at a time | {percentile(delays, 0.5) * 1000:.1f} ms "
        f"| {percentile(delays, 0.99) * 1000:.1f} ms | {max(delays) * 1000:.1f} ms |"
    )
    print()
    print("| A's backlog | endpoints | events written | deliveries due | delivered after recovery in | missing | out of order |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    print(
        f"| {args.endpoints} endpoints at one tarpit | {args.endpoints} | {stats['written']:,} "
        f"| {expected:,} | {drained:.1f} s | {missing:,} | {out_of_order} |"
    )
    print(f"A wrote {stats['written']:,} events in {written_in:.1f} s", file=sys.stderr)
    if missing or out_of_order:
        sys.exit(1)


if __name__ == "__main__":
    main()
