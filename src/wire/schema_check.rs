//! Checks a JSON request body against the schema the OpenAPI document publishes for it and
//! lists every problem with the path of the field (`AddressHistory[1].fromDate`).
//!
//! poem-openapi's own parser stops at the first problem and reports it without the field's
//! name; running this first lets the 400 name every broken field at once. The checker walks
//! poem-openapi's registry, so the rules it applies are exactly the ones the document states.

use poem_openapi::registry::{MetaSchema, MetaSchemaRef, Registry};
use serde_json::Value;

use crate::error::FieldError;
use crate::types::{
    Date, Money, NzTimestamp, Percent,
    patterns::{self, Pattern},
};

/// Why text with a NUL character is refused. PostgreSQL cannot store it in a text column
/// (SQLite can), so it is refused here, for every text field of every body, on both databases
/// alike.
pub const NUL_MESSAGE: &str = "must not contain the NUL character (\\u0000)";

pub struct SchemaCheck<'r> {
    registry: &'r Registry,
    problems: Vec<FieldError>,
}

impl<'r> SchemaCheck<'r> {
    /// Every problem of `value` against `schema`; empty when it conforms.
    pub fn run(registry: &'r Registry, schema: &MetaSchemaRef, value: &Value) -> Vec<FieldError> {
        let mut check = SchemaCheck { registry, problems: Vec::new() };
        check.value("", schema, value);
        check.problems
    }

    fn problem(&mut self, path: &str, message: impl Into<String>) {
        let field = if path.is_empty() { "body" } else { path };
        self.problems.push(FieldError::new(field, message));
    }

    fn resolve(&self, schema: &'r MetaSchemaRef) -> Option<&'r MetaSchema> {
        match schema {
            MetaSchemaRef::Inline(schema) => Some(schema),
            MetaSchemaRef::Reference(name) => self.registry.schemas.get(name),
        }
    }

    fn value(&mut self, path: &str, schema: &'r MetaSchemaRef, value: &Value) {
        let Some(schema) = self.resolve(schema) else { return };
        if !schema.all_of.is_empty() {
            for part in &schema.all_of {
                self.value(path, part, value);
            }
            return;
        }
        if value.is_null() {
            if !schema.nullable {
                self.problem(path, "must not be null");
            }
            return;
        }
        if let Some(variant) = self.one_of_variant(schema, value) {
            return self.value(path, variant, value);
        }
        match schema.ty {
            "object" => self.object(path, schema, value),
            "array" => self.array(path, schema, value),
            "string" => self.string(path, schema, value),
            "integer" => self.number(path, schema, value, true),
            "number" => self.number(path, schema, value, false),
            "boolean" if !value.is_boolean() => self.problem(path, "must be true or false"),
            _ => {}
        }
    }

    /// The `oneOf` variant a discriminated union's value names.
    fn one_of_variant(&self, schema: &'r MetaSchema, value: &Value) -> Option<&'r MetaSchemaRef> {
        let discriminator = schema.discriminator.as_ref()?;
        let tag = value.get(discriminator.property_name)?.as_str()?;
        let target = discriminator.mapping.iter().find(|(name, _)| name == tag).map(|(_, target)| target)?;
        schema.one_of.iter().find(|variant| match variant {
            MetaSchemaRef::Reference(name) => target.ends_with(&format!("/{name}")),
            MetaSchemaRef::Inline(_) => false,
        })
    }

    fn object(&mut self, path: &str, schema: &'r MetaSchema, value: &Value) {
        let Some(fields) = value.as_object() else {
            return self.problem(path, "must be an object");
        };
        for (name, field_schema) in &schema.properties {
            let field_path = if path.is_empty() { name.to_string() } else { format!("{path}.{name}") };
            let required = schema.required.contains(name);
            match fields.get(*name) {
                None if required => self.problem(&field_path, "is required"),
                None => {}
                Some(Value::Null) if required => self.problem(&field_path, "is required"),
                // An optional field may be null: it means "none" (or "clear" on a PATCH).
                Some(Value::Null) => {}
                Some(field) => self.value(&field_path, field_schema, field),
            }
        }
        if let Some(values_schema) = &schema.additional_properties {
            let known: Vec<&str> = schema.properties.iter().map(|(name, _)| *name).collect();
            for (name, field) in fields.iter().filter(|(name, _)| !known.contains(&name.as_str())) {
                let field_path = if path.is_empty() { name.clone() } else { format!("{path}.{name}") };
                if name.contains('\0') {
                    self.problem(&field_path, NUL_MESSAGE);
                    continue;
                }
                self.value(&field_path, values_schema, field);
            }
        }
    }

    fn array(&mut self, path: &str, schema: &'r MetaSchema, value: &Value) {
        let Some(items) = value.as_array() else {
            // Name the shape of the lines, so a client still sending the old single amount of
            // an expense type learns what replaced it.
            let shape = schema
                .items
                .as_ref()
                .and_then(|items| self.resolve(items))
                .filter(|items| items.ty == "object")
                .map(|items| {
                    let fields: Vec<&str> = items.properties.iter().map(|(name, _)| *name).collect();
                    format!(" of lines {{{}}}", fields.join(", "))
                })
                .unwrap_or_default();
            let hint = if value.is_number() { ", not a single number" } else { "" };
            return self.problem(path, format!("must be an array{shape}{hint}"));
        };
        if let Some(max) = schema.max_items.filter(|max| items.len() > *max) {
            self.problem(path, format!("must have at most {max} items"));
        }
        if let Some(min) = schema.min_items.filter(|min| items.len() < *min) {
            self.problem(path, format!("must have at least {min} items"));
        }
        if let Some(item_schema) = &schema.items {
            for (index, item) in items.iter().enumerate() {
                self.value(&format!("{path}[{index}]"), item_schema, item);
            }
        }
    }

    fn string(&mut self, path: &str, schema: &MetaSchema, value: &Value) {
        let Some(text) = value.as_str() else {
            return self.problem(path, "must be a string");
        };
        if text.contains('\0') {
            return self.problem(path, NUL_MESSAGE);
        }
        if !schema.enum_items.is_empty() && !schema.enum_items.contains(value) {
            let allowed: Vec<&str> = schema.enum_items.iter().filter_map(Value::as_str).collect();
            return self.problem(path, format!("must be one of: {}", allowed.join(", ")));
        }
        let length = text.chars().count();
        if let Some(max) = schema.max_length.filter(|max| length > *max) {
            self.problem(path, format!("must be at most {max} characters"));
        }
        if let Some(min) = schema.min_length.filter(|min| length < *min) {
            self.problem(path, format!("must be at least {min} characters"));
        }
        // The rules the text types state, each compiled once; any other pattern is compiled here
        // at every check (the document states none).
        if let Some(pattern) = &schema.pattern {
            let matches = match Pattern::from_source(pattern) {
                Some(rule) => rule.matches(text),
                None => patterns::matches_other(pattern, text),
            };
            if !matches {
                self.problem(path, patterns::mismatch_message(pattern));
            }
        }
        let parsed = match schema.rust_typename {
            Some(name) if name == std::any::type_name::<Date>() => Date::parse_text(text).map(|_| ()),
            Some(name) if name == std::any::type_name::<NzTimestamp>() => {
                NzTimestamp::parse_text(text).map(|_| ())
            }
            _ if schema.format == Some("uuid") => {
                uuid::Uuid::parse_str(text).map(|_| ()).map_err(|_| "must be a UUID".to_string())
            }
            _ => Ok(()),
        };
        if let Err(message) = parsed {
            self.problem(path, message);
        }
    }

    fn number(&mut self, path: &str, schema: &MetaSchema, value: &Value, whole: bool) {
        let Some(number) = value.as_f64() else {
            return self.problem(path, if whole { "must be a whole number" } else { "must be a number" });
        };
        if whole && !(value.is_i64() || value.is_u64()) {
            return self.problem(path, "must be a whole number");
        }
        // Exact numbers check their form themselves, with their own messages.
        let exact = match schema.rust_typename {
            Some(name) if name == std::any::type_name::<Money>() => {
                Money::parse_json_number(value).map(|_| ())
            }
            Some(name) if name == std::any::type_name::<Percent>() => {
                Percent::parse_json_number(value).map(|_| ())
            }
            _ => Ok(()),
        };
        if let Err(message) = exact {
            return self.problem(path, message);
        }
        // A fixed set of numbers is a `oneOf` of exact values (`{minimum: 3.5, maximum: 3.5}`).
        let exact_values: Vec<f64> = schema
            .one_of
            .iter()
            .filter_map(|variant| self.resolve(variant))
            .filter_map(|variant| variant.minimum.filter(|min| Some(*min) == variant.maximum))
            .collect();
        if !exact_values.is_empty() && !exact_values.contains(&number) {
            let allowed: Vec<String> = exact_values.iter().map(f64::to_string).collect();
            return self.problem(path, format!("must be one of: {}", allowed.join(", ")));
        }
        if let Some(max) = schema.maximum.filter(|max| number > *max) {
            return self.problem(path, format!("must be at most {max}"));
        }
        match schema.minimum.filter(|min| number < *min) {
            Some(0.0) => self.problem(path, "must not be negative"),
            Some(min) => self.problem(path, format!("must be at least {min}")),
            None => {}
        }
    }
}
