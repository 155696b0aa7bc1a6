//! Generates the client from the service's published OpenAPI document with progenitor, so a
//! document progenitor cannot turn into Rust fails this build.

fn main() {
    let document = "../../openapi/openapi.json";
    println!("cargo:rerun-if-changed={document}");
    let file = std::fs::File::open(document).expect("open openapi/openapi.json");
    let spec: openapiv3::OpenAPI =
        serde_json::from_reader(file).expect("openapi/openapi.json is OpenAPI 3.0");
    // The builder interface also gives every generated type a builder.
    let mut settings = progenitor::GenerationSettings::default();
    settings.with_interface(progenitor::InterfaceStyle::Builder);
    let tokens = progenitor::Generator::new(&settings)
        .generate_tokens(&spec)
        .unwrap_or_else(|error| panic!("progenitor rejected openapi/openapi.json: {error}"));
    let code = prettyplease::unparse(&syn::parse2(tokens).expect("progenitor emitted valid Rust"));
    let out = std::path::Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("client.rs");
    std::fs::write(out, code).expect("write the generated client");
}
