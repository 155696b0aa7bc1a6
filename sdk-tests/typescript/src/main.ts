// Uses the TypeScript client (openapi-typescript types + openapi-fetch) against a running server:
// pagination, creating and updating a person, and a 404 read as the documented Error body.
// Exits non-zero on the first mismatch.
import { randomUUID } from "node:crypto";
import createClient from "openapi-fetch";
import type { components, paths } from "../generated/schema.js";

type Contact = components["schemas"]["Contact"];
type EnvelopeContact = components["schemas"]["Envelope_Contact"]["data"];

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

async function createAndUpdatePerson(): Promise<void> {
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

try {
  await pagination();
  await createAndUpdatePerson();
  await notFound();
  console.log("TypeScript client: pagination, create, update and 404 as typed error all passed");
} catch (error) {
  console.error(`TypeScript client check failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
