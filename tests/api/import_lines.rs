//! `import file` reads each line's `type` before the record: lines it cannot read are still
//! reported, whatever type they start with.

use crate::{live_server, transfer::run};

#[tokio::test]
async fn a_line_that_is_not_json_is_reported_unreadable_whatever_type_it_names() {
    let target = live_server::start(&[]).await;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("broken.jsonl");
    let lines = [
        r#"{"type":"contact","data":{"id":1,"#,
        r#"{"type":"note","data":{}} trailing"#,
        r#"{"type":"profile","data":{"id":7,"name":"Whole","profileType":"Personal","profileStatus":"Prospect"}}"#,
    ];
    std::fs::write(&path, lines.join("\n")).unwrap();
    let org = target.organisation_id.to_string();
    let report = run(&target.database.url, &["import", "file", "--org", &org, path.to_str().unwrap()]).await;
    assert!(report.contains("unreadable line 1:"), "{report}");
    assert!(report.contains("unreadable line 2:"), "{report}");
    assert!(!report.contains("unreadable line 3"), "{report}");
    assert!(report.contains("total: created=1 "), "{report}");
}
