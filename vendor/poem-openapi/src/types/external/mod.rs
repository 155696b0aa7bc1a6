mod array;
mod bool;
#[cfg(feature = "bson")]
mod bson;
mod btreemap;
mod btreeset;
mod char;
#[cfg(feature = "chrono")]
mod chrono;
#[cfg(feature = "rust_decimal")]
mod decimal;
mod floats;
#[cfg(feature = "geo")]
mod geo;
mod hashmap;
mod hashset;
#[cfg(feature = "humantime")]
mod humantime;
#[cfg(feature = "humantime")]
mod humantime_wrapper;
mod integers;
mod ip;
mod non_zero;
mod optional;
#[cfg(feature = "prost-wkt-types")]
mod prost_wkt_types;
mod regex;
mod slice;
#[cfg(feature = "sqlx")]
mod sqlx;
mod string;
#[cfg(feature = "time")]
mod time;
mod uri;
#[cfg(feature = "url")]
mod url;
#[cfg(feature = "uuid")]
mod uuid;
mod vec;
