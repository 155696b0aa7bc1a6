"""A webhook receiver for CI: verifies each delivery with the `standardwebhooks` library (the
reference implementation of the Standard Webhooks specification, not the service's own code).

Usage: webhook_receiver.py PORT SECRET EVENT_TYPE
Exits 0 at the first verified delivery of EVENT_TYPE, 1 at the first delivery that does not
verify, 2 when nothing arrives within 60 seconds.
"""

import json
import sys
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer

from standardwebhooks.webhooks import Webhook

port, secret, wanted = int(sys.argv[1]), sys.argv[2], sys.argv[3]
webhook = Webhook(secret)
outcome = {"code": 2}


class Handler(BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("content-length", 0)))
        headers = {name.lower(): value for name, value in self.headers.items()}
        try:
            event = webhook.verify(body, headers)
        except Exception as error:  # the library raises WebhookVerificationError
            print(f"delivery {headers.get('webhook-id')} does not verify: {error}", flush=True)
            self.send_response(400)
            self.end_headers()
            outcome["code"] = 1
            threading.Thread(target=self.server.shutdown).start()
            return
        self.send_response(204)
        self.end_headers()
        print(f"verified {event['type']} {event['id']} (webhook-id {headers['webhook-id']})", flush=True)
        if event["type"] == wanted and event["id"] == headers["webhook-id"]:
            print(json.dumps(event)[:300], flush=True)
            outcome["code"] = 0
            threading.Thread(target=self.server.shutdown).start()

    def log_message(self, *args):
        pass


server = HTTPServer(("127.0.0.1", port), Handler)
threading.Timer(60, server.shutdown).start()
server.serve_forever()
if outcome["code"] == 2:
    print("no delivery arrived within 60 seconds", flush=True)
sys.exit(outcome["code"])
