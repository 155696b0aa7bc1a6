//! Golden responses: the exact bytes of a page and a single read of every resource type on the
//! sandbox's deterministic demo data, so a change to how responses are built (serialisation,
//! queries, counts) provably changes nothing a client sees.
//!
//! Only what is inherently different on every run is normalised: ids become `<id:N>` in order of
//! first appearance, timestamps `<timestamp>` and dates `<date>` (some demo dates are relative
//! to today). Regenerate after an intended change with `UPDATE_GOLDEN=1 cargo test --test api
//! golden::` and review the diff.

use advisory_crm::seed::sandbox;
use regex::Regex;
use sha2::{Digest, Sha256};

use crate::helpers::spawn_app;

const GOLDEN_FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/api/golden/responses.txt");

/// Replaces ids, timestamps and dates, keeping every other byte.
struct Normaliser {
    ids: Vec<String>,
    uuid: Regex,
    timestamp: Regex,
    date: Regex,
    cursor: Regex,
}

impl Normaliser {
    fn new() -> Self {
        Normaliser {
            ids: Vec::new(),
            uuid: Regex::new(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}").unwrap(),
            timestamp: Regex::new(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?")
                .unwrap(),
            date: Regex::new(r#""\d{4}-\d{2}-\d{2}""#).unwrap(),
            // A cursor encodes the id of the page's last record, which differs between runs.
            cursor: Regex::new(r#""nextCursor":"[A-Za-z0-9_-]+""#).unwrap(),
        }
    }

    fn normalise(&mut self, text: &str) -> String {
        let text = &*self.cursor.replace_all(text, r#""nextCursor":"<cursor>""#).into_owned();
        let mut out = String::with_capacity(text.len());
        let mut last = 0;
        for found in self.uuid.find_iter(text) {
            out.push_str(&text[last..found.start()]);
            let id = found.as_str().to_string();
            let number = match self.ids.iter().position(|known| *known == id) {
                Some(number) => number,
                None => {
                    self.ids.push(id);
                    self.ids.len() - 1
                }
            };
            out.push_str(&format!("<id:{number}>"));
            last = found.end();
        }
        out.push_str(&text[last..]);
        let out = self.timestamp.replace_all(&out, "<timestamp>");
        self.date.replace_all(&out, "\"<date>\"").into_owned()
    }
}

/// The first record id of each contact type in a list body.
fn first_of_each_contact_type(body: &serde_json::Value) -> Vec<String> {
    ["Person", "Company", "Trust"]
        .iter()
        .map(|kind| {
            body["data"]["items"]
                .as_array()
                .unwrap()
                .iter()
                .find(|item| item["contactType"] == *kind)
                .unwrap_or_else(|| panic!("no {kind} in the demo data"))["id"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect()
}

#[tokio::test]
async fn every_resource_type_answers_exactly_the_recorded_bytes() {
    let app = spawn_app().await;
    let seed = sandbox::seed_demo(&app.db).await.unwrap();
    let key = seed.api_key;
    let mut normaliser = Normaliser::new();
    let mut recorded = String::new();

    // Returns the raw body of a GET that must succeed, recording it (and its Link header).
    let get = async |path: String, recorded: &mut String, normaliser: &mut Normaliser| {
        let response = app.client.get(format!("/api/v1{path}")).header("authorization", &key).send().await.0;
        assert_eq!(response.status(), 200, "GET {path}");
        let link = response.headers().get("link").and_then(|v| v.to_str().ok()).map(str::to_string);
        let etag = response.headers().get("etag").and_then(|v| v.to_str().ok()).map(str::to_string);
        let bytes = response.into_body().into_vec().await.unwrap();
        let text = String::from_utf8(bytes).unwrap();
        if let Some(etag) = etag {
            // The tag is the hash of the `data` member's bytes as sent.
            let data_start = text.find(",\"data\":").expect("data member") + ",\"data\":".len();
            let data = &text[data_start..text.len() - 1];
            let expected = format!("\"{}\"", &hex::encode(Sha256::digest(data.as_bytes()))[..32]);
            assert_eq!(etag, expected, "ETag of GET {path}");
        }
        recorded.push_str(&format!("GET {}\n", normaliser.normalise(&path)));
        if let Some(link) = link {
            recorded.push_str(&format!("Link: {}\n", normaliser.normalise(&link)));
        }
        recorded.push_str(&normaliser.normalise(&text));
        recorded.push_str("\n\n");
        serde_json::from_str::<serde_json::Value>(&text).unwrap()
    };

    let contacts = get("/contacts?pageSize=500".into(), &mut recorded, &mut normaliser).await;
    for id in first_of_each_contact_type(&contacts) {
        get(format!("/contacts/{id}"), &mut recorded, &mut normaliser).await;
    }
    get("/contacts?pageSize=7&page=3".into(), &mut recorded, &mut normaliser).await;
    for (list, single) in [
        ("/profiles", "/profiles"),
        ("/opportunities", "/opportunities"),
        ("/pipelines", "/pipelines"),
        ("/members", "/members"),
        ("/mortgages", "/mortgages"),
        ("/kiwisavers", "/kiwisavers"),
        ("/investments", "/investments"),
        ("/notes", "/notes"),
        ("/policies", "/policies"),
    ] {
        let page = get(format!("{list}?pageSize=500"), &mut recorded, &mut normaliser).await;
        let items = page["data"]["items"].as_array().unwrap();
        assert!(!items.is_empty(), "the demo data has {list}");
        let id = items[items.len() / 2]["id"].as_str().unwrap().to_string();
        get(format!("{single}/{id}"), &mut recorded, &mut normaliser).await;
    }
    // Expenses are read per profile; take the first profile that has some.
    let profiles = get("/profiles?pageSize=500".into(), &mut String::new(), &mut Normaliser::new()).await;
    let mut with_expenses = None;
    for profile in profiles["data"]["items"].as_array().unwrap() {
        let id = profile["id"].as_str().unwrap();
        let response = app
            .client
            .get(format!("/api/v1/expenses?profileId={id}"))
            .header("authorization", &key)
            .send()
            .await
            .0;
        if response.status() == 200 {
            with_expenses = Some(id.to_string());
            break;
        }
    }
    let profile = with_expenses.expect("a demo profile with expenses");
    get(format!("/expenses?profileId={profile}"), &mut recorded, &mut normaliser).await;
    for search in [
        "/contacts/search?searchString=parata",
        "/contacts/search?searchString=021",
        "/contacts/search?searchString=ng%C4%81ti&pageSize=3&page=2",
        "/profiles/search?searchString=smith",
        "/opportunities/search?searchString=refinance",
        "/pipelines/search?searchString=mortgage",
    ] {
        get(search.into(), &mut recorded, &mut normaliser).await;
    }

    if std::env::var("UPDATE_GOLDEN").is_ok() {
        std::fs::create_dir_all(std::path::Path::new(GOLDEN_FILE).parent().unwrap()).unwrap();
        std::fs::write(GOLDEN_FILE, &recorded).unwrap();
        return;
    }
    let golden = std::fs::read_to_string(GOLDEN_FILE).expect("golden file; create it with UPDATE_GOLDEN=1");
    for (number, (expected, actual)) in golden.lines().zip(recorded.lines()).enumerate() {
        if expected != actual {
            let at = expected.bytes().zip(actual.bytes()).take_while(|(a, b)| a == b).count();
            let from = at.saturating_sub(200);
            panic!(
                "line {} differs at byte {at}:\nexpected …{}\n  actual …{}",
                number + 1,
                &expected[from..(at + 200).min(expected.len())],
                &actual[from..(at + 200).min(actual.len())]
            );
        }
    }
    assert_eq!(golden.lines().count(), recorded.lines().count(), "number of recorded lines");
}
