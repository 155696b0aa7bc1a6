//! The documented routes, read from the OpenAPI document itself so there is no second list to
//! keep in step. Used for the `Allow` header of a 405 (RFC 9110), to name path parameters in
//! errors (poem-openapi calls them `param0`, `param1`, … internally) and to label request metrics
//! with the operation id.

use std::collections::HashMap;

use poem::http::Method;

use crate::types::Scope;

/// The extension of an operation in the document that names the scope it needs.
pub const SCOPE_EXTENSION: &str = "x-required-scope";

#[derive(Clone)]
struct Operation {
    /// Upper case.
    method: String,
    id: String,
    /// The scope the operation declares, if it declares one.
    scope: Option<Scope>,
}

#[derive(Clone)]
struct Route {
    /// Segments of the full path; `Err(name)` for a `{name}` parameter.
    segments: Vec<Result<String, String>>,
    operations: Vec<Operation>,
}

/// The scope an operation names in [`SCOPE_EXTENSION`].
fn declared_scope(operation: &serde_json::Value) -> Option<Scope> {
    operation[SCOPE_EXTENSION].as_str().and_then(Scope::parse)
}

/// What an operation needs of its caller.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Needs {
    /// The request is not for a documented operation (it will be a 404 or 405).
    Nothing,
    Scope(Scope),
    /// A documented operation that declares no scope: refused to every caller, so an operation
    /// added without one fails closed.
    Undeclared,
}

/// The routes as a tree of path segments, so finding a request's route reads each of its
/// segments once instead of comparing it with every documented path (that linear scan, run by
/// the metrics and idempotency layers on every request, was 5 % of a single read's time).
#[derive(Clone, Default)]
struct Node {
    literals: HashMap<String, Node>,
    parameter: Option<Box<Node>>,
    /// The index in `routes` of the route ending here.
    route: Option<usize>,
}

impl Node {
    fn insert(&mut self, segments: &[Result<String, String>], route: usize) {
        match segments.split_first() {
            None => self.route = Some(route),
            Some((Ok(literal), rest)) => {
                self.literals.entry(literal.clone()).or_default().insert(rest, route)
            }
            Some((Err(_), rest)) => self.parameter.get_or_insert_default().insert(rest, route),
        }
    }

    /// The route `segments` reach; at each segment a literal match is tried before a parameter.
    fn find<'a>(&self, mut segments: impl Iterator<Item = &'a str> + Clone) -> Option<usize> {
        let Some(segment) = segments.next() else { return self.route };
        self.literals
            .get(segment)
            .and_then(|next| next.find(segments.clone()))
            .or_else(|| self.parameter.as_ref()?.find(segments))
    }
}

#[derive(Clone)]
pub struct RouteTable {
    routes: Vec<Route>,
    tree: Node,
}

impl RouteTable {
    /// `spec` is the OpenAPI document; `prefix` the path its `paths` are relative to.
    pub fn from_spec(spec: &serde_json::Value, prefix: &str) -> Self {
        let routes: Vec<Route> = spec["paths"]
            .as_object()
            .into_iter()
            .flatten()
            .map(|(template, operations)| Route {
                segments: format!("{prefix}{template}")
                    .split('/')
                    .map(|s| match s.strip_prefix('{').and_then(|s| s.strip_suffix('}')) {
                        Some(name) => Err(name.to_string()),
                        None => Ok(s.to_string()),
                    })
                    .collect(),
                operations: operations
                    .as_object()
                    .into_iter()
                    .flatten()
                    .map(|(m, operation)| Operation {
                        method: m.to_uppercase(),
                        id: operation["operationId"].as_str().unwrap_or_default().to_string(),
                        scope: declared_scope(operation),
                    })
                    .collect(),
            })
            .collect();
        let mut tree = Node::default();
        for (index, route) in routes.iter().enumerate() {
            tree.insert(&route.segments, index);
        }
        RouteTable { routes, tree }
    }

    /// The documented route `path` falls on; a literal segment beats a parameter
    /// (`/contacts/search` over `/contacts/{contactId}`).
    fn route(&self, path: &str) -> Option<&Route> {
        self.tree.find(path.split('/')).map(|index| &self.routes[index])
    }

    /// The `Allow` value for `path`, if it is a documented path.
    pub fn allow(&self, path: &str) -> Option<String> {
        self.route(path).map(|route| {
            let mut methods: Vec<String> = route.operations.iter().map(|o| o.method.clone()).collect();
            if methods.iter().any(|m| m == Method::GET.as_str()) {
                methods.push(Method::HEAD.to_string());
            }
            methods.join(", ")
        })
    }

    /// The documented name of the path parameter at segment `index` of `path`, if that segment
    /// is a parameter.
    pub fn parameter_at(&self, path: &str, index: usize) -> Option<String> {
        self.route(path)?.segments.get(index)?.as_ref().err().cloned()
    }

    /// The `operationId` of the documented operation `method` `path` reaches (`HEAD` reaches the
    /// `GET` operation).
    pub fn operation_id(&self, method: &Method, path: &str) -> Option<&str> {
        let id = &self.operation(method, path)?.id;
        (!id.is_empty()).then_some(id.as_str())
    }

    fn operation(&self, method: &Method, path: &str) -> Option<&Operation> {
        let method = if method == Method::HEAD { &Method::GET } else { method };
        self.route(path)?.operations.iter().find(|o| o.method == method.as_str())
    }

    /// What the operation `method` `path` reaches needs of its caller.
    pub fn needs(&self, method: &Method, path: &str) -> Needs {
        match self.operation(method, path) {
            None => Needs::Nothing,
            Some(Operation { scope: Some(scope), .. }) => Needs::Scope(*scope),
            Some(_) => Needs::Undeclared,
        }
    }

    /// Every documented operation's `operationId`.
    pub fn operation_ids(&self) -> impl Iterator<Item = &str> {
        self.routes
            .iter()
            .flat_map(|route| &route.operations)
            .map(|operation| operation.id.as_str())
            .filter(|id| !id.is_empty())
    }

    /// The documented name of the path parameter poem-openapi calls `internal` (`param0`…).
    pub fn path_parameter_name(&self, path: &str, internal: &str) -> Option<String> {
        let index: usize = internal.strip_prefix("param")?.parse().ok()?;
        self.route(path)?.segments.iter().filter_map(|s| s.as_ref().err()).nth(index).cloned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_methods_and_parameter_names() {
        let spec = serde_json::json!({"paths": {
            "/contacts/{contactId}": {"get": {"operationId": "getContact"}},
            "/contacts/search": {"get": {"operationId": "searchContacts"}},
            "/contacts/{contactId}/person": {"patch": {"operationId": "updatePersonContact"}},
        }});
        let table = RouteTable::from_spec(&spec, "/api/v1");
        assert_eq!(table.allow("/api/v1/contacts/123").as_deref(), Some("GET, HEAD"));
        assert_eq!(table.allow("/api/v1/contacts/123/person").as_deref(), Some("PATCH"));
        assert_eq!(
            table.path_parameter_name("/api/v1/contacts/x/person", "param0").as_deref(),
            Some("contactId")
        );
        assert_eq!(table.path_parameter_name("/api/v1/contacts/search", "param0"), None);
        assert_eq!(table.allow("/api/v1/unknown"), None);
        assert_eq!(table.parameter_at("/api/v1/contacts/%FF/person", 4).as_deref(), Some("contactId"));
        assert_eq!(table.parameter_at("/api/v1/contacts/x/person", 5), None);
        assert_eq!(table.operation_id(&Method::GET, "/api/v1/contacts/search"), Some("searchContacts"));
        assert_eq!(table.operation_id(&Method::HEAD, "/api/v1/contacts/123"), Some("getContact"));
        assert_eq!(
            table.operation_id(&Method::PATCH, "/api/v1/contacts/1/person"),
            Some("updatePersonContact")
        );
        assert_eq!(table.operation_id(&Method::DELETE, "/api/v1/contacts/123"), None);
        assert_eq!(table.operation_id(&Method::GET, "/healthz"), None);
        // A literal that leads nowhere gives way to the parameter beside it.
        assert_eq!(
            table.operation_id(&Method::PATCH, "/api/v1/contacts/search/person"),
            Some("updatePersonContact")
        );
        assert_eq!(table.operation_id(&Method::GET, "/api/v1/contacts/search/other"), None);
    }
}
