//! The content codings the service answers in, chosen by `Accept-Encoding` (RFC 9110 §12.5.3),
//! and the entity tags that tell one coding's bytes from another's (RFC 9110 §8.8.3).

use async_compression::{
    Level,
    tokio::bufread::{BrotliEncoder, GzipEncoder, ZstdEncoder},
};
use poem::http::{HeaderMap, header};
use tokio::io::AsyncReadExt;

/// A content coding the service can answer in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Coding {
    Zstd = 0,
    Brotli = 1,
    Gzip = 2,
}

/// Every coding, in the service's preference when a client accepts several equally: zstd is
/// the fastest at a ratio near brotli's, gzip is the one every client has.
pub const CODINGS: [Coding; CODING_COUNT] = [Coding::Zstd, Coding::Brotli, Coding::Gzip];
pub const CODING_COUNT: usize = 3;

impl Coding {
    /// The coding's place in [`CODINGS`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The coding's name in `Content-Encoding` and `Accept-Encoding`.
    pub fn token(self) -> &'static str {
        match self {
            Coding::Zstd => "zstd",
            Coding::Brotli => "br",
            Coding::Gzip => "gzip",
        }
    }

    fn named(token: &str) -> Option<Coding> {
        // RFC 9110 §8.4.1.3: `x-gzip` is gzip.
        CODINGS
            .into_iter()
            .find(|coding| token.eq_ignore_ascii_case(coding.token()))
            .or_else(|| token.eq_ignore_ascii_case("x-gzip").then_some(Coding::Gzip))
    }

    /// `bytes` in this coding, at its fastest level: on a 500-item page higher levels cost
    /// milliseconds for a few per cent fewer bytes (brotli's default, 11, hundreds of
    /// milliseconds), and the time shows in every large page's latency.
    pub async fn encode(self, bytes: &[u8]) -> std::io::Result<Vec<u8>> {
        let mut encoded = Vec::with_capacity(bytes.len() / 4);
        match self {
            Coding::Zstd => {
                ZstdEncoder::with_quality(bytes, Level::Precise(1)).read_to_end(&mut encoded).await
            }
            Coding::Brotli => {
                BrotliEncoder::with_quality(bytes, Level::Precise(1)).read_to_end(&mut encoded).await
            }
            Coding::Gzip => {
                GzipEncoder::with_quality(bytes, Level::Precise(1)).read_to_end(&mut encoded).await
            }
        }?;
        Ok(encoded)
    }

    /// The entity tag of this coding's bytes of the representation tagged `etag`: a strong tag
    /// names one sequence of bytes, so each coding gets its own (`"abc"` → `"abc-gzip"`).
    pub fn tag(self, etag: &str) -> String {
        match etag.strip_suffix('"') {
            Some(opaque) => format!("{opaque}-{}\"", self.token()),
            None => etag.to_string(),
        }
    }
}

/// The tag of the representation itself, whichever coding's tag `tag` is: `If-Match` and
/// `If-None-Match` compare records, so a copy read compressed is as current as one read plain.
pub fn identity_tag(tag: &str) -> String {
    CODINGS
        .into_iter()
        .find_map(|coding| tag.strip_suffix(&format!("-{}\"", coding.token())))
        .map_or_else(|| tag.to_string(), |opaque| format!("{opaque}\""))
}

/// The coding to answer in, by the request's `Accept-Encoding`: the acceptable one with the
/// highest weight, the service's preference among equals; `None` for identity. A coding named
/// with `q=0`, or not named when `*` is not either, is not acceptable.
pub fn negotiate(headers: &HeaderMap) -> Option<Coding> {
    let mut named: Vec<(Coding, u16)> = Vec::new();
    let mut star: Option<u16> = None;
    for line in headers.get_all(header::ACCEPT_ENCODING) {
        let Ok(line) = line.to_str() else { continue };
        for item in line.split(',') {
            let mut parts = item.split(';');
            let token = parts.next().unwrap_or_default().trim();
            let Some(weight) = weight(parts) else { continue };
            if token == "*" {
                star = Some(weight);
            } else if let Some(coding) = Coding::named(token) {
                named.push((coding, weight));
            }
        }
    }
    CODINGS
        .into_iter()
        .filter_map(|coding| {
            let weight = named.iter().find(|(c, _)| *c == coding).map(|(_, w)| *w).or(star)?;
            (weight > 0).then_some((coding, weight))
        })
        // The first of the highest: `max_by_key` keeps the last of equals.
        .rev()
        .max_by_key(|(_, weight)| *weight)
        .map(|(coding, _)| coding)
}

/// An item's weight in thousandths (`q=0.5` → 500; none → 1000); `None` when it is malformed,
/// and the item is then ignored.
fn weight<'a>(mut parameters: impl Iterator<Item = &'a str>) -> Option<u16> {
    let Some(q) =
        parameters.find_map(|p| p.trim().strip_prefix("q=").or_else(|| p.trim().strip_prefix("Q=")))
    else {
        return Some(1000);
    };
    let q: f32 = q.trim().parse().ok()?;
    (0.0..=1.0).contains(&q).then(|| (q * 1000.0).round() as u16)
}

#[cfg(test)]
mod tests {
    use poem::http::HeaderValue;

    use super::*;

    fn accepting(value: &str) -> Option<Coding> {
        let mut headers = HeaderMap::new();
        headers.insert(header::ACCEPT_ENCODING, HeaderValue::from_str(value).unwrap());
        negotiate(&headers)
    }

    #[test]
    fn the_heaviest_acceptable_coding_wins_and_the_service_breaks_ties() {
        assert_eq!(accepting("gzip, deflate, br, zstd"), Some(Coding::Zstd));
        assert_eq!(accepting("gzip, br"), Some(Coding::Brotli));
        assert_eq!(accepting("gzip;q=1, br;q=0.5"), Some(Coding::Gzip));
        assert_eq!(accepting("x-gzip"), Some(Coding::Gzip));
        assert_eq!(accepting("GZIP"), Some(Coding::Gzip));
        assert_eq!(accepting("*"), Some(Coding::Zstd));
        assert_eq!(accepting("zstd;q=0, *;q=0.1"), Some(Coding::Brotli));
    }

    #[test]
    fn refused_or_unknown_codings_leave_identity() {
        assert_eq!(accepting("identity"), None);
        assert_eq!(accepting("deflate"), None);
        assert_eq!(accepting("gzip;q=0"), None);
        assert_eq!(accepting("*;q=0"), None);
        assert_eq!(accepting("gzip;q=high"), None);
        assert_eq!(accepting("gzip;q=2"), None);
        assert_eq!(negotiate(&HeaderMap::new()), None);
    }

    #[test]
    fn each_coding_has_its_own_tag_and_every_tag_names_the_representation() {
        assert_eq!(Coding::Gzip.tag("\"abc\""), "\"abc-gzip\"");
        assert_eq!(Coding::Brotli.tag("W/\"abc\""), "W/\"abc-br\"");
        assert_eq!(identity_tag("\"abc-zstd\""), "\"abc\"");
        assert_eq!(identity_tag("W/\"abc-gzip\""), "W/\"abc\"");
        assert_eq!(identity_tag("\"abc\""), "\"abc\"");
        assert_eq!(identity_tag("*"), "*");
    }

    #[tokio::test]
    async fn every_coding_round_trips() {
        use async_compression::tokio::bufread::{BrotliDecoder, GzipDecoder, ZstdDecoder};
        let text = br#"{"status":"success","data":{"items":[]}}"#.repeat(50);
        for coding in CODINGS {
            let encoded = coding.encode(&text).await.unwrap();
            assert!(encoded.len() < text.len() / 4, "{coding:?}");
            let mut decoded = Vec::new();
            match coding {
                Coding::Zstd => ZstdDecoder::new(&encoded[..]).read_to_end(&mut decoded).await,
                Coding::Brotli => BrotliDecoder::new(&encoded[..]).read_to_end(&mut decoded).await,
                Coding::Gzip => GzipDecoder::new(&encoded[..]).read_to_end(&mut decoded).await,
            }
            .unwrap();
            assert_eq!(decoded, text, "{coding:?}");
        }
    }
}
