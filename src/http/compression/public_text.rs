//! Fixed public text (the OpenAPI document, Swagger UI): cacheable by anyone for five minutes,
//! with a strong ETag so a cache or a code generator revalidates it for a 304. Each coding's
//! bytes are made once, by the first request that wants them, and kept: the document is close
//! to a megabyte, and compressing it for every code generator would cost more than it saves.

use std::sync::Arc;

use poem::{
    Endpoint, Request, Response,
    http::{StatusCode, header},
};
use tokio::sync::OnceCell;

use super::{CODING_COUNT, Coding, MIN_BYTES, negotiate, vary_by_encoding};
use crate::http::conditional::{listed_tags, matches_weakly};

pub struct PublicText {
    body: bytes::Bytes,
    content_type: &'static str,
    etag: String,
    /// Each coding's bytes, by its place in [`super::coding::CODINGS`]; `None` inside when the
    /// coding saves nothing.
    encoded: [OnceCell<Option<bytes::Bytes>>; CODING_COUNT],
}

impl PublicText {
    /// An endpoint answering `GET` with `body`.
    pub fn endpoint(body: String, content_type: &'static str) -> impl Endpoint<Output = Response> {
        use sha2::Digest;
        let etag = format!("\"{}\"", &hex::encode(sha2::Sha256::digest(body.as_bytes()))[..32]);
        let text =
            Arc::new(PublicText { body: body.into(), content_type, etag, encoded: Default::default() });
        poem::endpoint::make(move |req| {
            let text = text.clone();
            async move { text.answer(&req).await }
        })
    }

    async fn coded(&self, coding: Coding) -> Option<bytes::Bytes> {
        let cell = &self.encoded[coding.index()];
        cell.get_or_init(|| async {
            let encoded = coding.encode(&self.body).await.ok()?;
            (encoded.len() < self.body.len()).then(|| encoded.into())
        })
        .await
        .clone()
    }

    async fn answer(&self, req: &Request) -> Response {
        let coding = match negotiate(req.headers()) {
            Some(coding) if self.body.len() >= MIN_BYTES => {
                self.coded(coding).await.map(|bytes| (coding, bytes))
            }
            _ => None,
        };
        let etag = coding.as_ref().map_or_else(|| self.etag.clone(), |(coding, _)| coding.tag(&self.etag));
        let builder =
            Response::builder().header("cache-control", "public, max-age=300").header(header::ETAG, &etag);
        let current = req
            .headers()
            .get_all(header::IF_NONE_MATCH)
            .iter()
            .any(|value| matches_weakly(&listed_tags(value), &self.etag));
        let mut response = if current {
            builder.status(StatusCode::NOT_MODIFIED).finish()
        } else {
            match coding {
                Some((coding, bytes)) => builder
                    .header(header::CONTENT_ENCODING, coding.token())
                    .content_type(self.content_type)
                    .body(bytes),
                None => builder.content_type(self.content_type).body(self.body.clone()),
            }
        };
        vary_by_encoding(&mut response);
        response
    }
}
