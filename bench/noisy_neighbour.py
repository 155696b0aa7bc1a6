#!/usr/bin/env python3
"""Firm B's service while firm A misbehaves: B's latencies and webhook delay, quiet and with A
misbehaving in every way the fair shares bound at once, in the same run.

  noisy_neighbour.py A_KEY B_KEY HOST:PORT [HOST:PORT ...] [--seconds S] [--samples N]

The servers must allow private webhook URLs, trust 127.0.0.1 as a proxy (TRUSTED_PROXIES) and
have a webhook time-out of at least --seconds. B is measured twice, the same way each time:
N single reads of one of its contacts and N `GET /members`, one after another, spread over the
servers (p50 and p99), and N notes created one at a time, each timed from its 201 to its
delivery at B's receiver (p50, p99, max).

A misbehaves throughout the second measurement: eight endpoints at a receiver that never
answers, a burst of note events for them (batches of 100), eight clients reading pages and
searches of 500 in a loop (one-letter searches among them), eight clients sending conditional
PATCHes to A's profiles in a loop, and a client presenting unknown keys from another address.

A runs in a process of its own, at a lower priority (nice 10), and does not parse its pages:
in B's process its threads' JSON parsing of pages of 500 held the interpreter's lock while B's
answers waited to be read, and on the bench's two cores its client work took the cores from
the server and B's client alike. In production A's client runs elsewhere; here B's p99 would
otherwise measure the load generator, not the server.

Prints a Markdown table on stdout: | measure | quiet | A misbehaving | ratio |, and what A's
requests got on stderr.
"""

import argparse
import http.client
import json
import multiprocessing
import os
import statistics
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class Api:
    def __init__(self, address, key, forwarded_for=None):
        host, port = address.rsplit(":", 1)
        self.address = address
        self.conn = http.client.HTTPConnection(host, int(port), timeout=120)
        self.headers = {"Authorization": key, "Content-Type": "application/json"}
        if forwarded_for:
            self.headers["X-Forwarded-For"] = forwarded_for

    def call(self, method, path, body=None, headers=None, parse=True):
        data = None if body is None else json.dumps(body).encode()
        try:
            self.conn.request(method, "/api/v1" + path, body=data, headers={**self.headers, **(headers or {})})
            response = self.conn.getresponse()
            raw = response.read()
        except (http.client.HTTPException, OSError):
            # A connection the server closed (keep-alive time-out): once more on a new one.
            self.conn.close()
            self.conn = http.client.HTTPConnection(*self.address.rsplit(":", 1), timeout=120)
            self.conn.request(method, "/api/v1" + path, body=data, headers={**self.headers, **(headers or {})})
            response = self.conn.getresponse()
            raw = response.read()
        is_json = response.getheader("Content-Type", "").startswith("application/json")
        body = json.loads(raw) if parse and raw and is_json else None
        return response.status, body, response.getheader("ETag")

    def expect(self, method, path, body=None, statuses=(200, 201)):
        status, answer, etag = self.call(method, path, body)
        if status not in statuses:
            raise SystemExit(f"{method} {path} on {self.address}: {status} {json.dumps(answer)[:300]}")
        return answer, etag


def receiver(on_post):
    """A local receiver calling `on_post(body)` for each delivery, then answering as it says."""

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            if on_post(body):
                self.send_response_only(204)
                self.end_headers()

        def log_message(self, *args):
            pass

    class Server(ThreadingHTTPServer):
        daemon_threads = True
        request_queue_size = 1024

    server = Server(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/hooks"


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def measure_b(servers, key, contact, profile, samples, deliveries):
    """B's reads and deliveries: {measure: [seconds]}."""
    apis = [Api(address, key) for address in servers]
    timings = {"single read": [], "GET /members": [], "delivery": []}
    for n in range(samples):
        api = apis[n % len(apis)]
        for name, path in (("single read", f"/contacts/{contact}"), ("GET /members", "/members")):
            started = time.monotonic()
            status, _, _ = api.call("GET", path)
            timings[name].append(time.monotonic() - started)
            if status != 200:
                print(f"B's {path} answered {status}", file=sys.stderr)
    for n in range(samples):
        api = apis[n % len(apis)]
        answer, _ = api.expect("POST", "/notes", {"profileId": profile, "content": f"<p>b {time.time()} {n}</p>"})
        created = time.monotonic()
        note = answer["data"]["id"]
        deadline = created + 60
        while note not in deliveries and time.monotonic() < deadline:
            time.sleep(0.002)
        timings["delivery"].append(deliveries.get(note, deadline) - created)
    return timings


def misbehave(servers, key, tarpit_url, profiles, stop, outcomes):
    """A's misbehaviour, in threads, until `stop` is set."""
    lock = threading.Lock()

    def count(kind, status):
        with lock:
            outcomes.setdefault(kind, {}).setdefault(status, 0)
            outcomes[kind][status] += 1

    first = Api(servers[0], key)
    for copy in range(8):
        first.call("POST", "/webhook-endpoints", {"url": f"{tarpit_url}?copy={copy}", "eventTypes": ["note.created"]})

    def burst(n):
        api = Api(servers[n % len(servers)], key)
        while not stop.is_set():
            items = [{"profileId": profiles[i % len(profiles)], "content": f"<p>a {i}</p>"} for i in range(100)]
            count("batch", api.call("POST", "/notes/batch/create", {"items": items})[0])
            stop.wait(0.5)

    def heavy(n):
        api = Api(servers[n % len(servers)], key)
        paths = ["/contacts/search?searchString=a&pageSize=500", "/contacts?pageSize=500&page=3",
                 "/profiles/search?searchString=ng&pageSize=500", "/notes?pageSize=500"]
        while not stop.is_set():
            count("heavy", api.call("GET", paths[n % len(paths)], parse=False)[0])

    def patches(n):
        api = Api(servers[n % len(servers)], key)
        mine = profiles[n::8]
        while not stop.is_set():
            for profile in mine:
                _, _, etag = api.call("GET", f"/profiles/{profile}")
                status = api.call("PATCH", f"/profiles/{profile}", {"profileRank": "A"}, {"If-Match": etag or "*"})[0]
                count("conditional patch", status)
                if stop.is_set():
                    return

    def guesses():
        n = 0
        while not stop.is_set():
            api = Api(servers[n % len(servers)], f"crm_live_{n:0>40}", forwarded_for="203.0.113.9")
            count("unknown key", api.call("GET", "/members")[0])
            n += 1

    threads = [threading.Thread(target=burst, args=(n,)) for n in range(2)]
    threads += [threading.Thread(target=heavy, args=(n,)) for n in range(8)]
    threads += [threading.Thread(target=patches, args=(n,)) for n in range(8)]
    threads += [threading.Thread(target=guesses)]
    for thread in threads:
        thread.daemon = True
        thread.start()
    return threads


def misbehaving_firm(servers, key, profiles, stop, results):
    """A's process: its tarpit receiver and misbehaviour until `stop` is set; then what its
    requests got, on `results`."""
    os.nice(10)
    hold = threading.Event()

    def tarpit(_body):
        hold.wait()
        return False

    _, tarpit_url = receiver(tarpit)
    outcomes = {}
    done = threading.Event()
    threads = misbehave(servers, key, tarpit_url, profiles, done, outcomes)
    stop.wait()
    done.set()
    hold.set()
    for thread in threads:
        thread.join(timeout=30)
    results.put(outcomes)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("a_key")
    parser.add_argument("b_key")
    parser.add_argument("servers", nargs="+", metavar="HOST:PORT")
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--warm", type=float, default=5, help="seconds A misbehaves before B is measured")
    args = parser.parse_args()

    deliveries = {}

    def prompt(body):
        deliveries[json.loads(body)["resourceId"]] = time.monotonic()
        return True

    _, prompt_url = receiver(prompt)
    b = Api(args.servers[0], args.b_key)
    b.expect("POST", "/webhook-endpoints", {"url": prompt_url, "eventTypes": ["note.created"]})
    contact = b.expect("GET", "/contacts?pageSize=1")[0]["data"]["items"][0]["id"]
    profile = b.expect("GET", "/profiles?pageSize=1")[0]["data"]["items"][0]["id"]
    a = Api(args.servers[0], args.a_key)
    a_profiles = [p["id"] for p in a.expect("GET", "/profiles?pageSize=200")[0]["data"]["items"]]

    quiet = measure_b(args.servers, args.b_key, contact, profile, args.samples, deliveries)
    forked = multiprocessing.get_context("fork")
    stop, results = forked.Event(), forked.Queue()
    firm_a = forked.Process(target=misbehaving_firm, args=(args.servers, args.a_key, a_profiles, stop, results))
    firm_a.start()
    time.sleep(args.warm)
    noisy = measure_b(args.servers, args.b_key, contact, profile, args.samples, deliveries)
    stop.set()
    outcomes = results.get(timeout=60)
    firm_a.join(timeout=30)

    print(f"| B's measure ({len(args.servers)} instance{'s' if len(args.servers) > 1 else ''}) "
          "| quiet | A misbehaving | ratio |")
    print("|---|---:|---:|---:|")
    for name in ("single read", "GET /members", "delivery"):
        points = [("p50", 0.5), ("p99", 0.99)] + ([("max", 1.0)] if name == "delivery" else [])
        for label, share in points:
            calm, busy = percentile(quiet[name], share), percentile(noisy[name], share)
            print(f"| {name} {label} | {calm * 1000:.1f} ms | {busy * 1000:.1f} ms | {busy / calm if calm else 0:.1f}× |")
    for kind, statuses in sorted(outcomes.items()):
        print(f"A's {kind}: " + ", ".join(f"{status}: {n}" for status, n in sorted(statuses.items())), file=sys.stderr)


if __name__ == "__main__":
    main()
