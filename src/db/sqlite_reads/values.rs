//! What SQLite's values are read as, and what bound values are written as: the SeaORM value
//! each declared column expects, and the forms sqlx itself writes, so that both agree.

use std::collections::HashMap;

use chrono::{DateTime, NaiveDate, NaiveDateTime, NaiveTime, SecondsFormat, TimeZone, Utc};
use rusqlite::types::{Value as Stored, ValueRef};
use sea_orm::{ColumnType, DbErr, RuntimeErr, Value, sea_query::OptionEnum};
use uuid::Uuid;

use crate::entity::declared_columns;

/// What a column's values are read as: the SeaORM value its models expect.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    Uuid,
    Text,
    TinyInt,
    SmallInt,
    Int,
    BigInt,
    Bool,
    Double,
    Float,
    Date,
    Time,
    DateTime,
    DateTimeUtc,
    Json,
    Bytes,
    /// A computed column: read as what SQLite stored.
    Stored,
}

impl Kind {
    pub(super) fn of(column_type: &ColumnType) -> Kind {
        match column_type {
            ColumnType::Uuid => Kind::Uuid,
            ColumnType::TinyInteger => Kind::TinyInt,
            ColumnType::SmallInteger => Kind::SmallInt,
            ColumnType::Integer => Kind::Int,
            ColumnType::BigInteger => Kind::BigInt,
            ColumnType::Boolean => Kind::Bool,
            ColumnType::Double => Kind::Double,
            ColumnType::Float => Kind::Float,
            ColumnType::Date => Kind::Date,
            ColumnType::Time => Kind::Time,
            ColumnType::DateTime | ColumnType::Timestamp => Kind::DateTime,
            ColumnType::TimestampWithTimeZone => Kind::DateTimeUtc,
            ColumnType::Json | ColumnType::JsonBinary => Kind::Json,
            ColumnType::Binary(_) | ColumnType::VarBinary(_) | ColumnType::Blob => Kind::Bytes,
            ColumnType::Char(_)
            | ColumnType::String(_)
            | ColumnType::Text
            | ColumnType::Enum { .. }
            | ColumnType::Custom(_) => Kind::Text,
            _ => Kind::Stored,
        }
    }
}

/// The declared kind of every entity's columns, by table then column.
pub(super) struct DeclaredKinds(HashMap<&'static str, HashMap<&'static str, Kind>>);

impl DeclaredKinds {
    pub(super) fn load() -> Self {
        let mut tables: HashMap<&'static str, HashMap<&'static str, Kind>> = HashMap::new();
        for declared in declared_columns() {
            tables
                .entry(declared.table)
                .or_default()
                .insert(declared.column, Kind::of(&declared.column_type));
        }
        DeclaredKinds(tables)
    }

    pub(super) fn of(&self, table: Option<&str>, column: Option<&str>) -> Kind {
        table
            .zip(column)
            .and_then(|(table, column)| self.0.get(table)?.get(column).copied())
            .unwrap_or(Kind::Stored)
    }
}

/// A bound value as sqlx writes it to SQLite, so comparisons with stored values agree.
pub(super) fn stored(value: &Value) -> Result<Stored, DbErr> {
    fn or_null<T>(value: &Option<T>, make: impl FnOnce(&T) -> Stored) -> Stored {
        value.as_ref().map_or(Stored::Null, make)
    }
    Ok(match value {
        Value::Bool(v) => or_null(v, |v| Stored::Integer(i64::from(*v))),
        Value::TinyInt(v) => or_null(v, |v| Stored::Integer(i64::from(*v))),
        Value::SmallInt(v) => or_null(v, |v| Stored::Integer(i64::from(*v))),
        Value::Int(v) => or_null(v, |v| Stored::Integer(i64::from(*v))),
        Value::BigInt(v) => or_null(v, |v| Stored::Integer(*v)),
        Value::TinyUnsigned(v) => or_null(v, |v| Stored::Integer(i64::from(*v))),
        Value::SmallUnsigned(v) => or_null(v, |v| Stored::Integer(i64::from(*v))),
        Value::Unsigned(v) => or_null(v, |v| Stored::Integer(i64::from(*v))),
        Value::BigUnsigned(Some(v)) => {
            Stored::Integer(i64::try_from(*v).map_err(|_| unsupported("an unsigned integer above i64"))?)
        }
        Value::BigUnsigned(None) => Stored::Null,
        Value::Float(v) => or_null(v, |v| Stored::Real(f64::from(*v))),
        Value::Double(v) => or_null(v, |v| Stored::Real(*v)),
        Value::String(v) => or_null(v, |v| Stored::Text(v.clone())),
        Value::Char(v) => or_null(v, |v| Stored::Text(v.to_string())),
        Value::Enum(OptionEnum::Some(v)) => Stored::Text(v.value.to_string()),
        Value::Enum(OptionEnum::None(_)) => Stored::Null,
        Value::Bytes(v) => or_null(v, |v| Stored::Blob(v.clone())),
        Value::Json(v) => or_null(v, |v| Stored::Text(v.to_string())),
        Value::ChronoDate(v) => or_null(v, |v| Stored::Text(v.format("%F").to_string())),
        Value::ChronoTime(v) => or_null(v, |v| Stored::Text(v.format("%T%.f").to_string())),
        Value::ChronoDateTime(v) => or_null(v, |v| Stored::Text(v.format("%F %T%.f").to_string())),
        Value::ChronoDateTimeUtc(v) => {
            or_null(v, |v| Stored::Text(v.to_rfc3339_opts(SecondsFormat::AutoSi, false)))
        }
        Value::ChronoDateTimeLocal(v) => {
            or_null(v, |v| Stored::Text(v.to_rfc3339_opts(SecondsFormat::AutoSi, false)))
        }
        Value::ChronoDateTimeWithTimeZone(v) => {
            or_null(v, |v| Stored::Text(v.to_rfc3339_opts(SecondsFormat::AutoSi, false)))
        }
        Value::Uuid(v) => or_null(v, |v| Stored::Blob(v.as_bytes().to_vec())),
        other => return Err(unsupported(&format!("{other:?}"))),
    })
}

/// A stored value as the SeaORM value of `kind`.
pub(super) fn typed(kind: Kind, value: ValueRef<'_>) -> Result<Value, String> {
    let null = matches!(value, ValueRef::Null);
    Ok(match kind {
        Kind::Uuid => Value::Uuid((!null).then(|| uuid(value)).transpose()?),
        Kind::Text => Value::String((!null).then(|| text(value).map(str::to_string)).transpose()?),
        Kind::TinyInt => Value::TinyInt((!null).then(|| narrow(value)).transpose()?),
        Kind::SmallInt => Value::SmallInt((!null).then(|| narrow(value)).transpose()?),
        Kind::Int => Value::Int((!null).then(|| narrow(value)).transpose()?),
        Kind::BigInt => Value::BigInt((!null).then(|| integer(value)).transpose()?),
        Kind::Bool => Value::Bool((!null).then(|| integer(value).map(|v| v != 0)).transpose()?),
        Kind::Double => Value::Double((!null).then(|| real(value)).transpose()?),
        Kind::Float => Value::Float((!null).then(|| real(value).map(|v| v as f32)).transpose()?),
        Kind::Date => Value::ChronoDate((!null).then(|| date(value)).transpose()?),
        Kind::Time => Value::ChronoTime((!null).then(|| time(value)).transpose()?),
        Kind::DateTime => {
            Value::ChronoDateTime((!null).then(|| instant(value).map(|v| v.naive_utc())).transpose()?)
        }
        Kind::DateTimeUtc => Value::ChronoDateTimeUtc((!null).then(|| instant(value)).transpose()?),
        Kind::Json => Value::Json((!null).then(|| json(value).map(Box::new)).transpose()?),
        Kind::Bytes => Value::Bytes((!null).then(|| bytes(value).map(<[u8]>::to_vec)).transpose()?),
        Kind::Stored => match value {
            ValueRef::Null => Value::String(None),
            ValueRef::Integer(v) => Value::BigInt(Some(v)),
            ValueRef::Real(v) => Value::Double(Some(v)),
            ValueRef::Text(_) => Value::String(Some(text(value)?.to_string())),
            ValueRef::Blob(v) => Value::Bytes(Some(v.to_vec())),
        },
    })
}

fn text(value: ValueRef<'_>) -> Result<&str, String> {
    match value {
        ValueRef::Text(bytes) => std::str::from_utf8(bytes).map_err(|_| "text that is not UTF-8".to_string()),
        other => Err(format!("{:?} where text was expected", other.data_type())),
    }
}

fn bytes(value: ValueRef<'_>) -> Result<&[u8], String> {
    match value {
        ValueRef::Blob(bytes) | ValueRef::Text(bytes) => Ok(bytes),
        other => Err(format!("{:?} where bytes were expected", other.data_type())),
    }
}

fn integer(value: ValueRef<'_>) -> Result<i64, String> {
    match value {
        ValueRef::Integer(v) => Ok(v),
        other => Err(format!("{:?} where an integer was expected", other.data_type())),
    }
}

fn narrow<T: TryFrom<i64>>(value: ValueRef<'_>) -> Result<T, String> {
    let wide = integer(value)?;
    T::try_from(wide).map_err(|_| format!("{wide} does not fit the column's type"))
}

fn real(value: ValueRef<'_>) -> Result<f64, String> {
    match value {
        ValueRef::Real(v) => Ok(v),
        ValueRef::Integer(v) => Ok(v as f64),
        other => Err(format!("{:?} where a number was expected", other.data_type())),
    }
}

fn uuid(value: ValueRef<'_>) -> Result<Uuid, String> {
    match value {
        ValueRef::Blob(bytes) => Uuid::from_slice(bytes).map_err(|error| error.to_string()),
        ValueRef::Text(_) => Uuid::parse_str(text(value)?).map_err(|error| error.to_string()),
        other => Err(format!("{:?} where a UUID was expected", other.data_type())),
    }
}

fn date(value: ValueRef<'_>) -> Result<NaiveDate, String> {
    let text = text(value)?;
    NaiveDate::parse_from_str(text, "%F").map_err(|_| format!("{text:?} is not a date"))
}

fn time(value: ValueRef<'_>) -> Result<NaiveTime, String> {
    let text = text(value)?;
    NaiveTime::parse_from_str(text, "%T%.f").map_err(|_| format!("{text:?} is not a time"))
}

/// An instant in the text forms sqlx reads: RFC 3339 (as it writes them), or SQLite's own
/// `YYYY-MM-DD HH:MM:SS` forms, taken as UTC when they carry no offset.
fn instant(value: ValueRef<'_>) -> Result<DateTime<Utc>, String> {
    let text = text(value)?;
    if let Ok(instant) = DateTime::parse_from_rfc3339(text) {
        return Ok(instant.with_timezone(&Utc));
    }
    for format in ["%F %T%.f%:z", "%F %T%.fZ", "%FT%T%.fZ"] {
        if let Ok(instant) = DateTime::parse_from_str(text, format) {
            return Ok(instant.with_timezone(&Utc));
        }
    }
    for format in ["%F %T%.f", "%FT%T%.f", "%F %R", "%FT%R"] {
        if let Ok(naive) = NaiveDateTime::parse_from_str(text, format) {
            return Ok(Utc.from_utc_datetime(&naive));
        }
    }
    Err(format!("{text:?} is not a date and time"))
}

fn json(value: ValueRef<'_>) -> Result<serde_json::Value, String> {
    serde_json::from_slice(bytes(value)?).map_err(|error| format!("not JSON: {error}"))
}

fn unsupported(what: &str) -> DbErr {
    DbErr::Query(RuntimeErr::Internal(format!("SQLite reader cannot bind {what}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instants_read_back_as_sqlx_writes_them() {
        let written = Utc.with_ymd_and_hms(2026, 11, 22, 10, 0, 0).unwrap()
            + chrono::Duration::nanoseconds(123_456_789);
        let Stored::Text(text) = stored(&Value::ChronoDateTimeUtc(Some(written))).unwrap() else { panic!() };
        assert_eq!(text, "2026-11-22T10:00:00.123456789+00:00");
        assert_eq!(instant(ValueRef::Text(text.as_bytes())).unwrap(), written);
        assert_eq!(
            instant(ValueRef::Text(b"2026-11-22 10:00:00")).unwrap(),
            Utc.with_ymd_and_hms(2026, 11, 22, 10, 0, 0).unwrap()
        );
    }

    #[test]
    fn uuids_are_bound_as_sqlx_binds_them() {
        let id = Uuid::now_v7();
        assert_eq!(stored(&Value::Uuid(Some(id))).unwrap(), Stored::Blob(id.as_bytes().to_vec()));
        assert_eq!(typed(Kind::Uuid, ValueRef::Blob(id.as_bytes())).unwrap(), Value::Uuid(Some(id)));
    }

    #[test]
    fn a_value_of_the_wrong_storage_is_an_error_not_a_null() {
        assert!(typed(Kind::Int, ValueRef::Text(b"7")).is_err());
        assert!(typed(Kind::Int, ValueRef::Integer(i64::MAX)).is_err());
        assert_eq!(typed(Kind::Int, ValueRef::Null).unwrap(), Value::Int(None));
    }
}
