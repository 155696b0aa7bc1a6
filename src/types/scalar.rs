//! The boilerplate poem-openapi needs for a scalar type that travels as a JSON string with a
//! `format`. Each scalar says how to parse and print itself; this macro wires that into the
//! `Type`, `ParseFromJSON`, `ParseFromParameter` and `ToJSON` traits (and serde's `Serialize`)
//! once.

/// Implements the poem-openapi traits for `$ty`, which must provide
/// `fn parse_text(&str) -> Result<Self, String>` and `fn format_text(&self) -> String`.
macro_rules! string_scalar {
    ($ty:ty, name: $name:literal, format: $format:literal, description: $description:literal, example: $example:literal) => {
        impl poem_openapi::types::Type for $ty {
            const IS_REQUIRED: bool = true;
            type RawValueType = Self;
            type RawElementValueType = Self;

            fn name() -> std::borrow::Cow<'static, str> {
                $name.into()
            }

            fn schema_ref() -> poem_openapi::registry::MetaSchemaRef {
                let mut schema = poem_openapi::registry::MetaSchema::new_with_format("string", $format);
                // Lets the request checker recognise the type and apply its own parser.
                schema.rust_typename = Some(std::any::type_name::<$ty>());
                schema.description = Some($description);
                schema.example = Some(serde_json::Value::String($example.to_string()));
                poem_openapi::registry::MetaSchemaRef::Inline(Box::new(schema))
            }

            fn as_raw_value(&self) -> Option<&Self::RawValueType> {
                Some(self)
            }

            fn raw_element_iter<'a>(
                &'a self,
            ) -> Box<dyn Iterator<Item = &'a Self::RawElementValueType> + 'a> {
                Box::new(self.as_raw_value().into_iter())
            }
        }

        impl poem_openapi::types::ParseFromJSON for $ty {
            fn parse_from_json(value: Option<serde_json::Value>) -> poem_openapi::types::ParseResult<Self> {
                match value.unwrap_or_default() {
                    serde_json::Value::String(text) => {
                        Self::parse_text(&text).map_err(poem_openapi::types::ParseError::custom)
                    }
                    other => Err(poem_openapi::types::ParseError::expected_type(other)),
                }
            }
        }

        impl poem_openapi::types::ParseFromParameter for $ty {
            fn parse_from_parameter(value: &str) -> poem_openapi::types::ParseResult<Self> {
                Self::parse_text(value).map_err(poem_openapi::types::ParseError::custom)
            }
        }

        impl poem_openapi::types::ToJSON for $ty {
            fn to_json(&self) -> Option<serde_json::Value> {
                Some(serde_json::Value::String(self.format_text()))
            }
        }

        /// The same text as `ToJSON`, for responses serialised straight into bytes.
        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(&self.format_text())
            }
        }
    };
}

pub(crate) use string_scalar;
