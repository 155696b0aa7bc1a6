#!/usr/bin/env python3
"""Webhook delivery under a burst: COUNT events written as fast as the server takes them,
delivered to a local receiver, checked and timed.

  webhook_burst.py API_KEY COUNT HOST:PORT [HOST:PORT ...] [options]

Starts a receiver on 127.0.0.1 (ThreadingHTTPServer, HTTP/1.1 keep-alive, answers 204) and
registers it as a webhook endpoint for `note.created` (and `note.updated` with --updates) through
the first server; the servers must allow private URLs (WEBHOOK_ALLOW_PRIVATE_URLS=true). Then
writes the notes with `POST /notes/batch/create` (100 a request) from --writers threads, each
sending to the servers in turn, spread over the organisation's first 100 profiles. With
--updates U, COUNT / (1 + U) notes are created and each is changed U times (`/notes/batch/update`
right after its batch was created), so most records have several events racing through the
outbox: the order check then means something.

Every note's content carries its sequence number (0 when created, k after its k-th change),
and every event's body is the note as it was then, so the receiver can tell each record's
events apart and in which order they were written. Checked at the end:

  missing       (record, sequence) pairs written but never delivered (must be 0)
  out of order  deliveries of a record arriving after one of a later sequence (must be 0)
  duplicates    deliveries beyond the first of the same `webhook-id` (at-least-once allows them)

The clock runs from the first write to the last first-time delivery. The endpoint is deleted at
the end (its receiver is gone; another run on the same database must not inherit its retries).

Prints one Markdown row on stdout:

  | LABEL | events | written/s | drained in | delivered/s | behind the last write | missing | out of order | duplicates |

and a summary on stderr. Exits non-zero when an event is missing, a record's events arrived out
of order, or a write failed.

Options:
  --updates U     changes per note (default 0: COUNT note.created events)
  --writers W     concurrent writer threads (default 2)
  --label TEXT    the row's first cell (default: the number of servers)
  --idle SECS     give up after this long without a new delivery (default 60)
  --settle SECS   after the last expected delivery, wait this long for duplicates (default 2)
  --hold          the receiver holds every request unanswered until all events are written,
                  so the whole burst is pending at once; the clock then runs from the release
                  (the servers' WEBHOOK_TIMEOUT_SECS must outlast the writing)
"""

import argparse
import http.client
import json
import re
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

BATCH = 100
SEQUENCE = re.compile(r"seq (\d+)")


class Received:
    """Every request the receiver got, in arrival order: (monotonic time, webhook-id, body)."""

    def __init__(self):
        self.items = []
        self.lock = threading.Lock()

    def add(self, item):
        with self.lock:
            self.items.append(item)

    def snapshot(self):
        with self.lock:
            return list(self.items)


def start_receiver(record, open_):
    """A receiver answering 204 once open_ is set, calling record(monotonic time, path, headers,
    body) for each request first."""

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_POST(self):
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length)
            open_.wait()
            record(time.monotonic(), self.path, self.headers, body)
            self.send_response_only(204)
            self.end_headers()

        def log_message(self, *args):
            pass

    class Server(ThreadingHTTPServer):
        daemon_threads = True
        request_queue_size = 1024

    server = Server(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


class Api:
    def __init__(self, address, key):
        host, port = address.rsplit(":", 1)
        self.address = address
        self.conn = http.client.HTTPConnection(host, int(port), timeout=300)
        self.headers = {"Authorization": key, "Content-Type": "application/json", "Accept": "application/json"}

    def call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        self.conn.request(method, "/api/v1" + path, body=data, headers=self.headers)
        response = self.conn.getresponse()
        raw = response.read()
        return response.status, (json.loads(raw) if raw else None)

    def expect(self, method, path, body, statuses):
        status, answer = self.call(method, path, body)
        if status not in statuses:
            raise SystemExit(f"{method} {path} on {self.address}: {status} {json.dumps(answer)[:500]}")
        return answer


def content(run, note, sequence):
    return f"<p>webhook burst {run} note {note} seq {sequence}</p>"


STATS = threading.Lock()


def wrote(stats, events):
    with STATS:
        stats["written"] += events
        stats["last_write"] = time.monotonic()


def writer(servers, key, run, batches, profiles, updates, stats, failures):
    """Creates each of `batches` (lists of note numbers) and changes its notes `updates` times."""
    apis = [Api(address, key) for address in servers]
    turn = 0
    for numbers in batches:
        api = apis[turn % len(apis)]
        turn += 1
        items = [{"profileId": profiles[n % len(profiles)], "content": content(run, n, 0)} for n in numbers]
        answer = api.expect("POST", "/notes/batch/create", {"items": items}, (200, 201, 207))
        results = answer["data"]["results"] if isinstance(answer["data"], dict) else answer["data"]
        ids = []
        for result in results:
            if result["status"] != 201:
                failures.append(f"create: {json.dumps(result)[:300]}")
            ids.append(result.get("id") if result["status"] == 201 else None)
        wrote(stats, sum(1 for id_ in ids if id_))
        for sequence in range(1, updates + 1):
            api = apis[turn % len(apis)]
            turn += 1
            items = [{"id": id_, "content": content(run, n, sequence)} for n, id_ in zip(numbers, ids) if id_]
            answer = api.expect("POST", "/notes/batch/update", {"items": items}, (200, 207))
            results = answer["data"]["results"] if isinstance(answer["data"], dict) else answer["data"]
            for result in results:
                if result["status"] != 200:
                    failures.append(f"update: {json.dumps(result)[:300]}")
            wrote(stats, sum(1 for result in results if result["status"] == 200))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("key")
    parser.add_argument("count", type=int)
    parser.add_argument("servers", nargs="+", metavar="HOST:PORT")
    parser.add_argument("--updates", type=int, default=0)
    parser.add_argument("--writers", type=int, default=2)
    parser.add_argument("--label")
    parser.add_argument("--idle", type=float, default=60)
    parser.add_argument("--settle", type=float, default=2)
    parser.add_argument("--hold", action="store_true")
    args = parser.parse_args()

    received = Received()
    # With --hold, requests wait unanswered until every event is written.
    open_ = threading.Event()
    if not args.hold:
        open_.set()
    receiver = start_receiver(lambda at, _path, headers, body: received.add((at, headers.get("webhook-id"), body)), open_)
    url = f"http://127.0.0.1:{receiver.server_address[1]}/hooks"
    first = Api(args.servers[0], args.key)
    types = ["note.created"] + (["note.updated"] if args.updates else [])
    endpoint = first.expect("POST", "/webhook-endpoints", {"url": url, "eventTypes": types}, (201,))["data"]
    listed = first.expect("GET", "/profiles?pageSize=500", None, (200,))["data"]["items"]
    profiles = [p["id"] for p in listed if not p.get("isProfileArchived")][:100]
    if not profiles:
        raise SystemExit("the organisation has no profiles to write notes on")

    notes = args.count // (1 + args.updates)
    run = time.strftime("%H%M%S")
    batches = [list(range(start, min(start + BATCH, notes))) for start in range(0, notes, BATCH)]
    shares = [batches[i :: args.writers] for i in range(args.writers)]
    stats = {"written": 0, "last_write": None}
    failures = []
    started = time.monotonic()
    threads = [
        threading.Thread(
            target=writer,
            args=(args.servers, args.key, run, share, profiles, args.updates, stats, failures),
            daemon=True,
        )
        for share in shares
        if share
    ]
    for thread in threads:
        thread.start()

    # Wait for every event (by webhook-id), or until nothing has arrived for --idle seconds.
    seen = set()
    looked = 0
    released = started
    last_progress = time.monotonic()
    while True:
        items = received.snapshot()
        for _, webhook_id, _ in items[looked:]:
            if webhook_id not in seen:
                seen.add(webhook_id)
                last_progress = time.monotonic()
        looked = len(items)
        writing = any(thread.is_alive() for thread in threads)
        if not writing and not open_.is_set():
            open_.set()
            released = time.monotonic()
        if not writing and len(seen) >= stats["written"]:
            break
        if writing:
            last_progress = max(last_progress, stats["last_write"] or started)
        if time.monotonic() - last_progress > args.idle:
            print(f"no new delivery for {args.idle:.0f} s: giving up", file=sys.stderr)
            break
        time.sleep(0.05)
    for thread in threads:
        thread.join()
    time.sleep(args.settle)
    items = received.snapshot()
    try:
        # A new connection: the first one may have sat idle past the server's keep-alive.
        Api(args.servers[0], args.key).call("DELETE", f"/webhook-endpoints/{endpoint['id']}")
    except Exception as error:  # the row is still worth printing
        print(f"could not delete the endpoint: {error}", file=sys.stderr)
    receiver.shutdown()

    # Per record: the sequences in arrival order must never go down; repeats are duplicates.
    first_arrival = {}
    duplicates = 0
    out_of_order = 0
    highest = {}
    delivered = set()
    for at, webhook_id, body in items:
        if webhook_id in first_arrival:
            duplicates += 1
            continue
        first_arrival[webhook_id] = at
        event = json.loads(body)
        record = event["resourceId"]
        match = SEQUENCE.search(event["data"]["content"])
        sequence = int(match.group(1)) if match else -1
        if sequence < highest.get(record, -1):
            out_of_order += 1
        highest[record] = max(sequence, highest.get(record, -1))
        delivered.add((record, sequence))
    # Written successfully: the notes created and each one's changes (a failed write is reported
    # as a failure, not as a missing delivery).
    missing = max(0, stats["written"] - len(delivered))

    last_delivery = max(first_arrival.values(), default=started)
    # Held: the backlog's drain, from the receiver's release.
    drained = last_delivery - released
    write_time = (stats["last_write"] or started) - started
    written_per_s = stats["written"] / write_time if write_time > 0 else 0
    delivered_per_s = len(first_arrival) / drained if drained > 0 else 0
    behind = last_delivery - (stats["last_write"] or started)
    label = args.label or f"{len(args.servers)} instance{'s' if len(args.servers) > 1 else ''}"
    print(
        f"| {label} | {stats['written']:,} | {written_per_s:,.0f} | {drained:.1f} s | {delivered_per_s:,.0f} "
        f"| {behind:.1f} s | {missing} | {out_of_order} | {duplicates} |"
    )
    print(
        f"{label}: {stats['written']:,} events written in {write_time:.1f} s; {len(first_arrival):,} delivered "
        f"({duplicates} duplicates) {drained:.1f} s after the first write, {behind:.1f} s after the last; "
        f"missing {missing}, out of order {out_of_order}",
        file=sys.stderr,
    )
    for failure in failures[:5]:
        print(failure, file=sys.stderr)
    if missing or out_of_order or failures:
        sys.exit(1)


if __name__ == "__main__":
    main()
