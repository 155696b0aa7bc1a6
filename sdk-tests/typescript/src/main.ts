// Uses the TypeScript client (openapi-typescript types + openapi-fetch) against a running server:
// pagination, creating and updating a person, a 404 read as the documented Error body, and the
// contact batch endpoints (upsert by externalId, again unchanged, read by externalIds, a failing
// item's typed error). Exits non-zero on the first mismatch.
import { randomUUID } from "node:crypto";
import createClient from "openapi-fetch";
import type { components, paths } from "../generated/schema.js";

type Contact = components["schemas"]["Contact"];
type EnvelopeContact = components["schemas"]["Envelope_Contact"]["data"];
type ContactBatchUpsert = components["schemas"]["ContactBatchUpsert"];
type ContactBatchResults = components["schemas"]["ContactBatchResults"];

/**
 * The document wraps `data` in `allOf: [{$ref: Contact}]` (to give it a description), and
 * openapi-typescript 7 reads an `allOf` reference to a schema with a discriminator as
 * inheritance, so it types `data` as `Omit<Contact, "contactType">`. Checks the discriminator at
 * run time and gives the record back with its real type.
 */
function asContact(data: EnvelopeContact): Contact {
  const type = (data as { contactType?: unknown }).contactType;
  check(type === "Person" || type === "Company" || type === "Trust", `a contact without contactType: ${type}`);
  return data as Contact;
}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) {
    throw new Error(message);
  }
}

function env(name: string): string {
  const value = process.env[name];
  check(value !== undefined && value !== "", `set ${name}`);
  return value;
}

const client = createClient<paths>({
  baseUrl: `${env("CRM_BASE_URL").replace(/\/$/, "")}/api/v1`,
  headers: { Authorization: `Bearer ${env("CRM_API_KEY")}` },
});

const auditor = createClient<paths>({
  baseUrl: `${env("CRM_BASE_URL").replace(/\/$/, "")}/api/v1`,
  headers: { Authorization: `Bearer ${env("CRM_AUDIT_KEY")}` },
});

/** The person's reads and writes, as the access log shows them to an audit:read key. */
async function accessLog(contactId: string): Promise<void> {
  const seen = await auditor.GET("/audit/access", { params: { query: { contactId } } });
  check(seen.data !== undefined, `access log: HTTP ${seen.response.status}`);
  const operations = new Set(seen.data.data.items.map((entry) => entry.operationId));
  check(operations.has("createPersonContact") && operations.has("updatePersonContact"), `the access log shows ${[...operations].join(", ")}`);
  check(seen.data.data.items.every((entry) => entry.contactIds.includes(contactId)), "an entry without the person");
}

async function pagination(): Promise<void> {
  const first = await client.GET("/contacts", { params: { query: { pageSize: 2 } } });
  check(first.data !== undefined, `list page 1: HTTP ${first.response.status}`);
  const page1 = first.data.data;
  check(page1.page === 1 && page1.pageSize === 2, `page 1 says page ${page1.page}, size ${page1.pageSize}`);
  check(page1.items.length === 2, `page 1 has ${page1.items.length} items, expected 2`);
  check(page1.nextPage === 2, `page 1 points at nextPage ${page1.nextPage}`);

  const second = await client.GET("/contacts", { params: { query: { page: page1.nextPage, pageSize: 2 } } });
  check(second.data !== undefined, `list page 2: HTTP ${second.response.status}`);
  const page2 = second.data.data;
  check(page2.page === 2, `page 2 says page ${page2.page}`);
  check(page2.items.length > 0, "page 2 is empty");
  const firstIds = new Set(page1.items.map((contact: Contact) => contact.id));
  check(!page2.items.some((contact: Contact) => firstIds.has(contact.id)), "page 2 repeats a contact of page 1");
}

async function createAndUpdatePerson(): Promise<string> {
  const created = await client.POST("/contacts/person", {
    body: { firstName: "Aroha", lastName: "SDK-TypeScript" },
  });
  check(created.data !== undefined, `create person: HTTP ${created.response.status}`);
  check(created.response.status === 201, `create person answered ${created.response.status}`);
  const person = asContact(created.data.data);
  check(person.contactType === "Person", `created a ${person.contactType}`);
  check(person.firstName === "Aroha" && person.lastName === "SDK-TypeScript", "the created names differ");

  const updated = await client.PATCH("/contacts/{contactId}/person", {
    params: { path: { contactId: person.id } },
    body: { firstName: "Hana" },
  });
  check(updated.data !== undefined, `update person: HTTP ${updated.response.status}`);
  const changed = asContact(updated.data.data);
  check(changed.contactType === "Person", `updated a ${changed.contactType}`);
  check(changed.id === person.id, "the update answered another contact");
  check(changed.firstName === "Hana" && changed.lastName === "SDK-TypeScript", "the update did not apply");

  const history = await client.GET("/contacts/{contactId}/history", {
    params: { path: { contactId: person.id }, query: { field: "firstName" } },
  });
  check(history.data !== undefined, `contact history: HTTP ${history.response.status}`);
  const latest = history.data.data.items[0];
  check(latest !== undefined, "the contact has no history");
  check(latest.oldValue === "Aroha" && latest.newValue === "Hana", `the latest entry is ${latest.oldValue} -> ${latest.newValue}`);
  check(latest.operationId === "updatePersonContact", `the entry names operation ${latest.operationId}`);
  return person.id;
}

async function notFound(): Promise<void> {
  const missing = await client.GET("/contacts/{contactId}", {
    params: { path: { contactId: randomUUID() } },
  });
  check(missing.data === undefined, "an unknown contact was found");
  check(missing.response.status === 404, `unknown contact answered ${missing.response.status}`);
  check(missing.error?.code === "not_found", `unknown contact gave code ${missing.error?.code}`);
  check(typeof missing.error.requestId === "string", "the 404 has no requestId");
}

function batchResults(
  answer: { data?: { data: ContactBatchResults }; response: Response },
  what: string,
): ContactBatchResults {
  check(answer.data !== undefined, `${what}: HTTP ${answer.response.status}`);
  const results = answer.data.data;
  check(
    results.results.every((result, index) => result.index === index),
    `${what}: results out of order`,
  );
  return results;
}

function summary(results: ContactBatchResults): string {
  return results.results.map((result) => `${result.status} ${result.action ?? "-"}`).join(", ");
}

function upsertItems(externalId: string): ContactBatchUpsert {
  return {
    items: [
      {
        contactType: "Person",
        firstName: "Aroha",
        lastName: "SDK-TypeScript-Batch",
        externalId: `${externalId}-person`,
      },
      {
        contactType: "Company",
        companyName: "SDK TypeScript Batch Ltd",
        externalId: `${externalId}-company`,
      },
    ],
    atomic: false,
  };
}

async function batch(): Promise<void> {
  const externalId = `sdk-ts-${randomUUID()}`;

  const first = batchResults(
    await client.POST("/contacts/batch/upsert", { body: upsertItems(externalId) }),
    "batch upsert",
  );
  check(
    summary(first) === "201 created, 201 created",
    `batch upsert answered ${summary(first)}, expected 201 created twice`,
  );
  check(
    first.succeeded === 2 && first.failed === 0,
    `batch upsert: ${first.succeeded} succeeded, ${first.failed} failed`,
  );
  const [person, company] = first.results;
  check(person !== undefined && company !== undefined, "batch upsert answered fewer than 2 results");
  check(person.data?.contactType === "Person", `item 0 came back as ${person.data?.contactType}`);
  check(company.data?.contactType === "Company", `item 1 came back as ${company.data?.contactType}`);
  check(person.data.externalId === `${externalId}-person`, `item 0 has externalId ${person.data.externalId}`);
  check(company.data.companyName === "SDK TypeScript Batch Ltd", "item 1 has another company name");
  check(person.id === person.data.id && typeof person.etag === "string", "item 0 lacks its id or etag");

  const again = batchResults(
    await client.POST("/contacts/batch/upsert", { body: upsertItems(externalId) }),
    "batch upsert again",
  );
  check(
    summary(again) === "200 unchanged, 200 unchanged",
    `the same batch again answered ${summary(again)}, expected 200 unchanged twice`,
  );
  check(
    again.results[0]?.id === person.id && again.results[1]?.id === company.id,
    "the same batch again named other records",
  );

  const found = await client.GET("/contacts", { params: { query: { externalId: `${externalId}-company` } } });
  check(found.data !== undefined, `list by externalId: HTTP ${found.response.status}`);
  const foundIds = found.data.data.items.map((contact: Contact) => contact.id);
  check(foundIds.length === 1 && foundIds[0] === company.id, "list by externalId did not find just the company");

  const read = batchResults(
    await client.POST("/contacts/batch/read", {
      body: { externalIds: [`${externalId}-person`, `${externalId}-company`, `${externalId}-unknown`] },
    }),
    "batch read",
  );
  check(summary(read) === "200 read, 200 read, 404 -", `batch read answered ${summary(read)}`);
  check(
    read.results[0]?.id === person.id && read.results[1]?.id === company.id,
    "batch read gave other records",
  );
  const unknown = read.results[2];
  check(unknown?.error?.code === "not_found", `the unknown item has error ${JSON.stringify(unknown?.error)}`);
  check(unknown.data === null, "the unknown item has data");

  // Born before 1900: a date the schema allows and the service rejects, beside a valid item.
  const partial = batchResults(
    await client.POST("/contacts/batch/upsert", {
      body: {
        items: [
          {
            contactType: "Person",
            firstName: "Valid",
            lastName: "SDK-TypeScript-Batch",
            externalId: `${externalId}-valid`,
          },
          {
            contactType: "Person",
            firstName: "Invalid",
            lastName: "SDK-TypeScript-Batch",
            externalId: `${externalId}-invalid`,
            dateOfBirth: "1899-12-31",
          },
        ],
      },
    }),
    "batch upsert with a bad item",
  );
  check(summary(partial) === "201 created, 400 -", `the mixed batch answered ${summary(partial)}`);
  check(
    partial.succeeded === 1 && partial.failed === 1,
    `mixed batch: ${partial.succeeded} succeeded, ${partial.failed} failed`,
  );
  const bad = partial.results[1];
  check(bad !== undefined && bad.data === null, "the failed item has data");
  check(bad.error?.code === "validation_failed", `the failed item has code ${bad.error?.code}`);
  const fields = bad.error.errors.map((error) => error.field);
  check(fields[0] === "items[1].dateOfBirth", `the failed item names fields ${fields.join(", ")}`);
}

try {
  await pagination();
  const personId = await createAndUpdatePerson();
  await notFound();
  await batch();
  await accessLog(personId);
  console.log("TypeScript client: pagination, create, update, field history, access log, 404 as typed error and batch upsert/read all passed");
} catch (error) {
  console.error(`TypeScript client check failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
