//! Several query parameters taken by a handler as one argument ([`Grouped`]), documented as the
//! separate parameters they are.
//!
//! poem-openapi 5.1 lets one handler argument declare at most one parameter in the document
//! (`ApiExtractor::param_in`/`param_schema_ref`). So a group declares a single placeholder
//! parameter whose schema carries the group's real parameters as JSON, and [`expand`] puts them
//! in the placeholder's place when the document is published: same names, order, descriptions
//! and schemas as if the handler had declared each with `Query`, and the parameters declared
//! before and after the group keep their places.

use std::{future::Future, ops::Deref};

use poem::{Request, RequestBody, Result};
use poem_openapi::{
    ApiExtractor, ApiExtractorType, ExtractParamOptions,
    param::Query,
    registry::{MetaOperationParam, MetaParamIn, MetaSchema, MetaSchemaRef, Registry},
    types::{ParseFromParameter, Type},
};
use serde_json::Value;

/// The schema type of a placeholder parameter; no real schema has it.
const PLACEHOLDER: &str = "x-query-group";

/// Query parameters read together.
pub trait QueryGroup: Sized + Send {
    /// The parameters as the document lists them, in order (see [`parameter`]).
    fn parameters() -> Vec<MetaOperationParam>;

    /// Registers the component schemas the parameters refer to.
    fn register(_registry: &mut Registry) {}

    /// Reads the parameters (with [`read`], so a bad value is the 400 `Query` gives).
    fn read(request: &Request) -> impl Future<Output = Result<Self>> + Send;
}

/// A handler argument reading the query parameters of `G`.
pub struct Grouped<G>(pub G);

impl<G> Deref for Grouped<G> {
    type Target = G;

    fn deref(&self) -> &G {
        &self.0
    }
}

impl<'a, G: QueryGroup> ApiExtractor<'a> for Grouped<G> {
    const TYPES: &'static [ApiExtractorType] = &[ApiExtractorType::Parameter];

    type ParamType = ();
    type ParamRawType = ();

    fn register(registry: &mut Registry) {
        G::register(registry);
    }

    fn param_in() -> Option<MetaParamIn> {
        Some(MetaParamIn::Query)
    }

    /// The placeholder: the parameters as JSON in its title, and their schemas in its `anyOf`
    /// so poem-openapi keeps the component schemas they refer to (it drops unreferenced ones).
    fn param_schema_ref() -> Option<MetaSchemaRef> {
        let parameters = G::parameters();
        let placeholder = MetaSchema {
            title: Some(serde_json::to_string(&parameters).ok()?),
            any_of: parameters.into_iter().map(|parameter| parameter.schema).collect(),
            ..MetaSchema::new(PLACEHOLDER)
        };
        Some(MetaSchemaRef::Inline(Box::new(placeholder)))
    }

    async fn from_request(
        request: &'a Request,
        _body: &mut RequestBody,
        _options: ExtractParamOptions<()>,
    ) -> Result<Self> {
        G::read(request).await.map(Grouped)
    }
}

/// The query parameter `name` of type `T`, documented as `Query<T>` documents it.
pub fn parameter<T: Type>(name: &str, description: &str) -> MetaOperationParam {
    MetaOperationParam {
        name: name.to_string(),
        schema: T::schema_ref().merge(MetaSchema::ANY),
        in_type: MetaParamIn::Query,
        description: Some(description.to_string()),
        required: T::IS_REQUIRED,
        deprecated: false,
        explode: true,
        style: None,
    }
}

/// The query parameter `name`, read by `Query<T>` itself so values and errors are the same.
pub async fn read<T: ParseFromParameter>(request: &Request, name: &'static str) -> Result<T> {
    let options = ExtractParamOptions { name, ..Default::default() };
    let query = Query::<T>::from_request(request, &mut RequestBody::default(), options).await?;
    Ok(query.0)
}

/// Replaces every placeholder parameter of the document by the parameters it stands for.
pub fn expand(document: &mut Value) {
    let Some(paths) = document.get_mut("paths").and_then(Value::as_object_mut) else { return };
    let operations = paths.values_mut().filter_map(Value::as_object_mut).flat_map(|path| path.values_mut());
    for operation in operations {
        let Some(parameters) = operation.get_mut("parameters").and_then(Value::as_array_mut) else {
            continue;
        };
        *parameters = parameters.drain(..).flat_map(expanded).collect();
    }
}

fn expanded(parameter: Value) -> Vec<Value> {
    let schema = &parameter["schema"];
    if schema["type"] != PLACEHOLDER {
        return vec![parameter];
    }
    let group = schema["title"].as_str().and_then(|text| serde_json::from_str(text).ok());
    group.expect("a placeholder holds the parameters it was written with")
}
