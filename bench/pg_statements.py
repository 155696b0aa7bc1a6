#!/usr/bin/env python3
"""The statements a PostgreSQL client prepares, as it sends them.

bench/run.sh uses it to find the exact statement the service sends for GET /contacts/{id}, for
pgbench to run (pg_stat_activity cuts statements at track_activity_query_size, 1 kB, and the
service does not log its SQL).

  pg_statements.py url DATABASE_URL LISTEN_PORT
      Prints the URL to reach the same database through the proxy (TLS off), then the upstream
      host and port on a second line.

  pg_statements.py proxy UPSTREAM_HOST UPSTREAM_PORT LISTEN_PORT OUT_FILE
      A TCP proxy on 127.0.0.1:LISTEN_PORT to UPSTREAM_HOST:UPSTREAM_PORT. Of what the client
      sends, it reads the frontend protocol's Parse messages and appends each statement's text
      to OUT_FILE, one JSON string a line. Everything is forwarded unchanged. The client must
      not use TLS (`sslmode=disable`): the proxy reads the bytes in clear. Runs until killed.

  pg_statements.py contact-read OUT_FILE ORGANISATION_ID CONTACT_ID
      Of the statements recorded, the last SELECT of one contact by id (`"contacts"."id" = $n`),
      printed as a pgbench script, its parameters :org_id and :id; then, after a line `--`, the
      same statement with the two ids written in, to check it finds the contact. Exits non-zero
      when there is none or it has another parameter.
"""

import asyncio
import json
import re
import struct
import urllib.parse
import sys

SSL_REQUEST = 80877103
GSSENC_REQUEST = 80877104


async def pipe(reader, writer, on_bytes=None):
    try:
        while data := await reader.read(65536):
            if on_bytes:
                on_bytes(data)
            writer.write(data)
            await writer.drain()
    except (ConnectionError, asyncio.CancelledError):
        pass
    finally:
        writer.close()


class FrontendParser:
    """Splits the client's byte stream into messages and records each Parse's statement."""

    def __init__(self, out):
        self.buffer = b""
        self.started = False
        self.out = out

    def feed(self, data):
        self.buffer += data
        while True:
            if not self.started:
                # Untyped start-up packets: length, then a code (SSL or GSS request, or protocol).
                if len(self.buffer) < 8:
                    return
                length, code = struct.unpack("!II", self.buffer[:8])
                if len(self.buffer) < length:
                    return
                self.buffer = self.buffer[length:]
                if code not in (SSL_REQUEST, GSSENC_REQUEST):
                    self.started = True
                continue
            if len(self.buffer) < 5:
                return
            kind = self.buffer[:1]
            (length,) = struct.unpack("!I", self.buffer[1:5])
            if len(self.buffer) < 1 + length:
                return
            body = self.buffer[5 : 1 + length]
            self.buffer = self.buffer[1 + length :]
            if kind == b"P":
                _name, rest = body.split(b"\0", 1)
                query = rest.split(b"\0", 1)[0].decode("utf-8", "replace")
                self.out.write(json.dumps(query) + "\n")
                self.out.flush()


def proxy_url(database_url, listen_port):
    url = urllib.parse.urlsplit(database_url)
    auth = url.netloc.rpartition("@")[0]
    query = "&".join(part for part in [url.query, "sslmode=disable"] if part)
    netloc = (auth + "@" if auth else "") + "127.0.0.1:" + listen_port
    print(urllib.parse.urlunsplit((url.scheme, netloc, url.path, query, "")))
    print(url.hostname or "127.0.0.1", url.port or 5432)


def contact_read(out_file, organisation_id, contact_id):
    with open(out_file, encoding="utf-8") as lines:
        statements = [json.loads(line) for line in lines]
    found = [s for s in statements if s.startswith("SELECT") and re.search(r'"contacts"\."id" = \$\d', s)]
    if not found:
        sys.exit("no SELECT of a contact by id among the statements recorded")
    sql = found[-1]
    names = {}
    for m in re.finditer(r'"contacts"\."(organisation_id|id)" = \$(\d+)', sql):
        names[m.group(2)] = "org_id" if m.group(1) == "organisation_id" else "id"
    if set(re.findall(r"\$(\d+)", sql)) - names.keys():
        sys.exit("the statement has parameters other than the organisation's and the contact's ids")
    values = {"org_id": organisation_id, "id": contact_id}
    print(re.sub(r"\$(\d+)", lambda m: ":" + names[m.group(1)], sql) + ";")
    print("--")
    print(re.sub(r"\$(\d+)", lambda m: "'" + values[names[m.group(1)]] + "'", sql) + ";")


async def proxy(upstream_host, upstream_port, listen_port, out_file):
    out = open(out_file, "a", encoding="utf-8")

    async def client(reader, writer):
        up_reader, up_writer = await asyncio.open_connection(upstream_host, int(upstream_port))
        parser = FrontendParser(out)
        await asyncio.gather(pipe(reader, up_writer, parser.feed), pipe(up_reader, writer))

    server = await asyncio.start_server(client, "127.0.0.1", int(listen_port))
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    command, args = sys.argv[1], sys.argv[2:]
    if command == "url":
        proxy_url(*args)
    elif command == "proxy":
        asyncio.run(proxy(*args))
    elif command == "contact-read":
        contact_read(*args)
    else:
        sys.exit(__doc__)
