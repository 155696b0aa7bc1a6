"""Uses the Python client openapi-python-client generates from openapi/openapi.json against a
running server: pagination, creating and updating a person, and a 404 read as the documented
Error model. Exits non-zero on the first mismatch."""

import os
import sys
import uuid
from http import HTTPStatus

from advisory_crm_api_client import AuthenticatedClient
from advisory_crm_api_client.api.contacts import (
    create_person_contact,
    get_contact,
    list_contacts,
    update_person_contact,
)
from advisory_crm_api_client.models import (
    ContactPersonContact,
    EnvelopeContact,
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


def not_found(client: AuthenticatedClient) -> None:
    missing = get_contact.sync_detailed(uuid.uuid4(), client=client)
    check(missing.status_code == HTTPStatus.NOT_FOUND, f"unknown contact answered {missing.status_code}")
    check(isinstance(missing.parsed, Error), "the 404 did not arrive as the documented Error model")
    check(missing.parsed.code == "not_found", f"unknown contact gave code {missing.parsed.code}")
    check(missing.parsed.request_id != "", "the 404 has no requestId")


def main() -> int:
    try:
        base_url = env("CRM_BASE_URL").rstrip("/") + "/api/v1"
        with AuthenticatedClient(base_url=base_url, token=env("CRM_API_KEY"), raise_on_unexpected_status=True) as client:
            pagination(client)
            create_and_update_person(client)
            not_found(client)
    except Mismatch as mismatch:
        print(f"Python client check failed: {mismatch}", file=sys.stderr)
        return 1
    print("Python client: pagination, create, update and 404 as typed error all passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
