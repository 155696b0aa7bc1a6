"""Uses the Python client openapi-python-client generates from openapi/openapi.json against a
running server: pagination, creating and updating a person, a 404 read as the documented Error
model, and the contact batch endpoints (upsert by externalId, again unchanged, read by
externalIds, a failing item's typed error). Exits non-zero on the first mismatch."""

import datetime
import os
import sys
import uuid
from http import HTTPStatus

from advisory_crm_api_client import AuthenticatedClient
from advisory_crm_api_client.api.audit import list_access_log
from advisory_crm_api_client.api.contacts import (
    batch_read_contacts,
    batch_upsert_contacts,
    create_person_contact,
    get_contact,
    get_contact_history,
    list_contacts,
    update_person_contact,
)
from advisory_crm_api_client.models import (
    BatchAction,
    BatchRead,
    ContactBatchResult,
    ContactBatchResults,
    ContactBatchUpsert,
    ContactCompanyContact,
    ContactCreateItemCompanyContactCreate,
    ContactCreateItemCompanyContactCreateContactType,
    ContactCreateItemPersonContactCreate,
    ContactCreateItemPersonContactCreateContactType,
    ContactPersonContact,
    EnvelopeContact,
    EnvelopeContactBatchResults,
    EnvelopePageContact,
    Error,
    PersonContactCreate,
    PersonContactUpdate,
)


class Mismatch(Exception):
    pass


def check(condition: bool, message: str) -> None:
    if not condition:
        raise Mismatch(message)


def env(name: str) -> str:
    value = os.environ.get(name, "")
    check(value != "", f"set {name}")
    return value


def pagination(client: AuthenticatedClient) -> None:
    first = list_contacts.sync_detailed(client=client, page_size=2)
    check(isinstance(first.parsed, EnvelopePageContact), f"list page 1: HTTP {first.status_code}")
    page1 = first.parsed.data
    check(page1.page == 1 and page1.page_size == 2, f"page 1 says page {page1.page}, size {page1.page_size}")
    check(len(page1.items) == 2, f"page 1 has {len(page1.items)} items, expected 2")
    check(page1.next_page == 2, f"page 1 points at nextPage {page1.next_page}")

    second = list_contacts.sync_detailed(client=client, page=page1.next_page, page_size=2)
    check(isinstance(second.parsed, EnvelopePageContact), f"list page 2: HTTP {second.status_code}")
    page2 = second.parsed.data
    check(page2.page == 2, f"page 2 says page {page2.page}")
    check(len(page2.items) > 0, "page 2 is empty")
    first_ids = {contact.id for contact in page1.items}
    check(not any(contact.id in first_ids for contact in page2.items), "page 2 repeats a contact of page 1")


def create_and_update_person(client: AuthenticatedClient) -> None:
    created = create_person_contact.sync_detailed(
        client=client, body=PersonContactCreate(first_name="Aroha", last_name="SDK-Python")
    )
    check(created.status_code == HTTPStatus.CREATED, f"create person answered {created.status_code}")
    check(isinstance(created.parsed, EnvelopeContact), "create person did not answer an Envelope_Contact")
    person = created.parsed.data
    check(isinstance(person, ContactPersonContact), f"created a {type(person).__name__}")
    check(person.first_name == "Aroha" and person.last_name == "SDK-Python", "the created names differ")

    updated = update_person_contact.sync_detailed(
        person.id, client=client, body=PersonContactUpdate(first_name="Hana")
    )
    check(isinstance(updated.parsed, EnvelopeContact), f"update person: HTTP {updated.status_code}")
    changed = updated.parsed.data
    check(isinstance(changed, ContactPersonContact), f"updated a {type(changed).__name__}")
    check(changed.id == person.id, "the update answered another contact")
    check(changed.first_name == "Hana" and changed.last_name == "SDK-Python", "the update did not apply")

    history = get_contact_history.sync_detailed(person.id, client=client, field="firstName")
    check(history.status_code == HTTPStatus.OK, f"contact history answered {history.status_code}")
    latest = history.parsed.data.items[0]
    check(
        (latest.old_value, latest.new_value) == ("Aroha", "Hana"),
        f"the history's latest entry is {latest.old_value!r} -> {latest.new_value!r}",
    )
    check(latest.operation_id == "updatePersonContact", f"the entry names operation {latest.operation_id}")
    return person.id


def access_log(base_url: str, person_id: uuid.UUID) -> None:
    """The person's reads and writes above, as the access log shows them to an audit:read key."""
    with AuthenticatedClient(base_url=base_url, token=env("CRM_AUDIT_KEY"), raise_on_unexpected_status=True) as auditor:
        seen = list_access_log.sync_detailed(client=auditor, contact_id=person_id)
        check(seen.status_code == HTTPStatus.OK, f"access log answered {seen.status_code}")
        operations = {entry.operation_id for entry in seen.parsed.data.items}
        check({"createPersonContact", "updatePersonContact"} <= operations, f"the access log shows {operations}")
        check(all(person_id in entry.contact_ids for entry in seen.parsed.data.items), "an entry without the person")


def not_found(client: AuthenticatedClient) -> None:
    missing = get_contact.sync_detailed(uuid.uuid4(), client=client)
    check(missing.status_code == HTTPStatus.NOT_FOUND, f"unknown contact answered {missing.status_code}")
    check(isinstance(missing.parsed, Error), "the 404 did not arrive as the documented Error model")
    check(missing.parsed.code == "not_found", f"unknown contact gave code {missing.parsed.code}")
    check(missing.parsed.request_id != "", "the 404 has no requestId")


def batch_results(response, what: str) -> ContactBatchResults:
    check(
        isinstance(response.parsed, EnvelopeContactBatchResults),
        f"{what}: HTTP {response.status_code}, not an Envelope_ContactBatchResults",
    )
    results = response.parsed.data
    check([r.index for r in results.results] == list(range(len(results.results))), f"{what}: results out of order")
    return results


def summary(results: ContactBatchResults) -> str:
    return ", ".join(f"{r.status} {r.action}" for r in results.results)


def upsert_items(external_id: str) -> ContactBatchUpsert:
    return ContactBatchUpsert(
        items=[
            ContactCreateItemPersonContactCreate(
                contact_type=ContactCreateItemPersonContactCreateContactType.PERSON,
                first_name="Aroha",
                last_name="SDK-Python-Batch",
                external_id=f"{external_id}-person",
            ),
            ContactCreateItemCompanyContactCreate(
                contact_type=ContactCreateItemCompanyContactCreateContactType.COMPANY,
                company_name="SDK Python Batch Ltd",
                external_id=f"{external_id}-company",
            ),
        ],
        atomic=False,
    )


def batch(client: AuthenticatedClient) -> None:
    external_id = f"sdk-py-{uuid.uuid4()}"

    first = batch_results(
        batch_upsert_contacts.sync_detailed(client=client, body=upsert_items(external_id)), "batch upsert"
    )
    check(
        [(r.status, r.action) for r in first.results] == [(201, BatchAction.CREATED)] * 2,
        f"batch upsert answered {summary(first)}, expected 201 created twice",
    )
    check(
        first.succeeded == 2 and first.failed == 0,
        f"batch upsert: {first.succeeded} succeeded, {first.failed} failed",
    )
    person, company = first.results
    check(isinstance(person.data, ContactPersonContact), f"item 0 came back as {type(person.data).__name__}")
    check(isinstance(company.data, ContactCompanyContact), f"item 1 came back as {type(company.data).__name__}")
    check(person.data.external_id == f"{external_id}-person", f"item 0 has externalId {person.data.external_id}")
    check(person.id == person.data.id and isinstance(person.etag, str), "item 0 lacks its id or etag")

    again = batch_results(
        batch_upsert_contacts.sync_detailed(client=client, body=upsert_items(external_id)), "batch upsert again"
    )
    check(
        [(r.status, r.action) for r in again.results] == [(200, BatchAction.UNCHANGED)] * 2,
        f"the same batch again answered {summary(again)}, expected 200 unchanged twice",
    )
    check([r.id for r in again.results] == [person.id, company.id], "the same batch again named other records")

    found = list_contacts.sync_detailed(client=client, external_id=f"{external_id}-company")
    check(isinstance(found.parsed, EnvelopePageContact), f"list by externalId: HTTP {found.status_code}")
    check([c.id for c in found.parsed.data.items] == [company.id], "list by externalId did not find just the company")

    read = batch_results(
        batch_read_contacts.sync_detailed(
            client=client,
            body=BatchRead(external_ids=[f"{external_id}-{which}" for which in ("person", "company", "unknown")]),
        ),
        "batch read",
    )
    check([r.status for r in read.results] == [200, 200, 404], f"batch read answered {summary(read)}")
    check([r.id for r in read.results[:2]] == [person.id, company.id], "batch read gave other records")
    check(all(r.action == BatchAction.READ for r in read.results[:2]), f"batch read answered {summary(read)}")
    unknown = read.results[2]
    check(
        isinstance(unknown.error, Error) and unknown.error.code == "not_found",
        f"the unknown item has error {unknown.error}",
    )
    check(unknown.data is None, "the unknown item has data")

    # Born before 1900: a date the schema allows and the service rejects, beside a valid item.
    mixed = ContactBatchUpsert(
        items=[
            ContactCreateItemPersonContactCreate(
                contact_type=ContactCreateItemPersonContactCreateContactType.PERSON,
                first_name="Valid",
                last_name="SDK-Python-Batch",
                external_id=f"{external_id}-valid",
            ),
            ContactCreateItemPersonContactCreate(
                contact_type=ContactCreateItemPersonContactCreateContactType.PERSON,
                first_name="Invalid",
                last_name="SDK-Python-Batch",
                external_id=f"{external_id}-invalid",
                date_of_birth=datetime.date(1899, 12, 31),
            ),
        ]
    )
    partial = batch_results(
        batch_upsert_contacts.sync_detailed(client=client, body=mixed), "batch upsert with a bad item"
    )
    check([r.status for r in partial.results] == [201, 400], f"the mixed batch answered {summary(partial)}")
    check(
        partial.succeeded == 1 and partial.failed == 1,
        f"mixed batch: {partial.succeeded} succeeded, {partial.failed} failed",
    )
    bad: ContactBatchResult = partial.results[1]
    check(bad.data is None and bad.action is None, "the failed item has data or an action")
    check(isinstance(bad.error, Error), f"the failed item's error is {type(bad.error).__name__}, not Error")
    check(bad.error.code == "validation_failed", f"the failed item has code {bad.error.code}")
    fields = [e.field for e in bad.error.errors]
    check(fields[:1] == ["items[1].dateOfBirth"], f"the failed item names fields {fields}")


def main() -> int:
    try:
        base_url = env("CRM_BASE_URL").rstrip("/") + "/api/v1"
        with AuthenticatedClient(base_url=base_url, token=env("CRM_API_KEY"), raise_on_unexpected_status=True) as client:
            pagination(client)
            person_id = create_and_update_person(client)
            not_found(client)
            batch(client)
        access_log(base_url, person_id)
    except Mismatch as mismatch:
        print(f"Python client check failed: {mismatch}", file=sys.stderr)
        return 1
    print("Python client: pagination, create, update, field history, access log, 404 as typed error and batch upsert/read all passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
