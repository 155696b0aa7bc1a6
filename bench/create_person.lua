-- wrk script: POST /api/v1/contacts/person with a small person, for the write rows of make bench.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"firstName": "Bench", "lastName": "Writer", "email": "bench.writer@example.co.nz"}'
