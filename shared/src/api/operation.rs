//! One `/api/` operation as Rust clients see it: its method, its path
//! template and the types of its body and answer. The constants of every
//! operation are generated from the server's OpenAPI document into
//! [`super::operations`] (CONTRIBUTING.md, "Regenerate the UI's types"), so
//! the desktop core and the server's tests name a route the way the UI's
//! generated client does, and a route that changes breaks them at compile
//! time rather than at run time.

use std::fmt;
use std::marker::PhantomData;

/// The HTTP method of an operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    Get,
    Post,
    Put,
    Delete,
    Patch,
}

impl Method {
    pub fn as_str(self) -> &'static str {
        match self {
            Method::Get => "GET",
            Method::Post => "POST",
            Method::Put => "PUT",
            Method::Delete => "DELETE",
            Method::Patch => "PATCH",
        }
    }
}

impl fmt::Display for Method {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(self.as_str())
    }
}

/// The body of an operation that takes none, or the answer of one whose
/// answer is not JSON (an event stream).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct NoBody;

/// A body a client sends: JSON, or none.
pub trait RequestBody {
    /// The JSON to send; `None` to send no body.
    fn to_json(&self) -> Option<serde_json::Value>;
}

impl RequestBody for NoBody {
    fn to_json(&self) -> Option<serde_json::Value> {
        None
    }
}

impl<T: serde::Serialize> RequestBody for T {
    fn to_json(&self) -> Option<serde_json::Value> {
        // The API's bodies are plain data: a failure here is a bug in the type.
        Some(serde_json::to_value(self).expect("an API body serialises to JSON"))
    }
}

/// An answer a client reads: JSON, or nothing it needs.
pub trait ResponseBody: Sized {
    fn from_json(body: serde_json::Value) -> Result<Self, serde_json::Error>;
}

impl ResponseBody for NoBody {
    fn from_json(_: serde_json::Value) -> Result<Self, serde_json::Error> {
        Ok(NoBody)
    }
}

impl<T: serde::de::DeserializeOwned> ResponseBody for T {
    fn from_json(body: serde_json::Value) -> Result<Self, serde_json::Error> {
        serde_json::from_value(body)
    }
}

/// An operation taking a `Request` body and answering a `Response`.
pub struct Operation<Request, Response> {
    pub method: Method,
    /// The path template, with `{name}` for each path parameter, as in the
    /// OpenAPI document (`/api/question/{question_id}/answer`).
    pub template: &'static str,
    /// The document's `operationId`.
    pub id: &'static str,
    types: PhantomData<fn(Request) -> Response>,
}

// Derived impls would require `Request: Clone`; the operation holds none.
impl<Request, Response> Clone for Operation<Request, Response> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<Request, Response> Copy for Operation<Request, Response> {}

impl<Request, Response> fmt::Debug for Operation<Request, Response> {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "{} {} ({})", self.method, self.template, self.id)
    }
}

/// The template's path below `/api/`, without the leading slash.
fn below_api(path: &str) -> &str {
    let path = path.strip_prefix('/').unwrap_or(path);
    match path.strip_prefix("api") {
        Some("") => "",
        Some(rest) if rest.starts_with('/') => &rest[1..],
        _ => path,
    }
}

fn is_parameter(segment: &str) -> bool {
    segment.len() > 2 && segment.starts_with('{') && segment.ends_with('}')
}

/// Percent-encodes a path parameter: everything but the characters RFC 3986
/// leaves unreserved.
fn encode_segment(value: &str) -> String {
    let mut encoded = String::with_capacity(value.len());
    for byte in value.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
            encoded.push(char::from(byte));
        } else {
            encoded.push_str(&format!("%{byte:02X}"));
        }
    }
    encoded
}

impl<Request, Response> Operation<Request, Response> {
    pub const fn new(method: Method, template: &'static str, id: &'static str) -> Self {
        Operation {
            method,
            template,
            id,
            types: PhantomData,
        }
    }

    /// The path with `parameters` put in place of the template's, in
    /// order, each percent-encoded.
    ///
    /// # Panics
    /// When the number of parameters differs from the template's: a
    /// mistake in the calling code, not in its input.
    pub fn path(&self, parameters: &[&str]) -> String {
        let mut values = parameters.iter();
        let path: Vec<String> = self
            .template
            .split('/')
            .map(|segment| {
                if is_parameter(segment) {
                    let value = values.next().unwrap_or_else(|| {
                        panic!("{self:?} needs more than {} parameters", parameters.len())
                    });
                    encode_segment(value)
                } else {
                    segment.to_string()
                }
            })
            .collect();
        assert!(
            values.next().is_none(),
            "{self:?} takes fewer than {} parameters",
            parameters.len()
        );
        path.join("/")
    }

    /// [`Self::path`] below `/api/`, as the desktop app's IPC names paths.
    pub fn path_below_api(&self, parameters: &[&str]) -> String {
        below_api(&self.path(parameters)).to_string()
    }

    /// The operation's method and path, whatever its types, so that
    /// operations of different types can be listed together.
    pub const fn route(&self) -> Route {
        Route {
            method: self.method,
            template: self.template,
        }
    }

    /// See [`Route::matches`].
    pub fn matches<'p>(&self, method: &str, path: &'p str) -> Option<Vec<&'p str>> {
        self.route().matches(method, path)
    }
}

/// An operation's method and path template.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Route {
    pub method: Method,
    pub template: &'static str,
}

impl Route {
    /// The path parameters when `method` and `path` (whole, or below
    /// `/api/`, without a query) are this route's; `None` otherwise.
    pub fn matches<'p>(&self, method: &str, path: &'p str) -> Option<Vec<&'p str>> {
        if !method.eq_ignore_ascii_case(self.method.as_str()) {
            return None;
        }
        self.parameters_of(path)
    }

    /// The path parameters when `path` has this route's shape, whatever
    /// the method.
    pub fn parameters_of<'p>(&self, path: &'p str) -> Option<Vec<&'p str>> {
        let mut wanted = below_api(self.template).split('/');
        let mut given = below_api(path).split('/');
        let mut parameters = Vec::new();
        loop {
            match (wanted.next(), given.next()) {
                (None, None) => return Some(parameters),
                (Some(template), Some(segment)) if is_parameter(template) => {
                    if segment.is_empty() {
                        return None;
                    }
                    parameters.push(segment);
                }
                (Some(template), Some(segment)) if template == segment => {}
                _ => return None,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ANSWER: Operation<NoBody, NoBody> =
        Operation::new(Method::Post, "/api/question/{question_id}/answer", "answer");
    const STATUS: Operation<NoBody, NoBody> = Operation::new(Method::Get, "/api", "api_status");

    #[test]
    fn a_path_puts_each_parameter_in_place_encoded() {
        assert_eq!(ANSWER.path(&["q1"]), "/api/question/q1/answer");
        assert_eq!(ANSWER.path(&["a b/c"]), "/api/question/a%20b%2Fc/answer");
        assert_eq!(ANSWER.path_below_api(&["q1"]), "question/q1/answer");
        assert_eq!(STATUS.path(&[]), "/api");
        assert_eq!(STATUS.path_below_api(&[]), "");
    }

    #[test]
    #[should_panic(expected = "needs more than 0 parameters")]
    fn a_missing_parameter_is_the_caller_s_mistake() {
        ANSWER.path(&[]);
    }

    #[test]
    fn a_request_matches_its_operation_whole_or_below_api() {
        assert_eq!(
            ANSWER.matches("POST", "/api/question/q1/answer"),
            Some(vec!["q1"])
        );
        assert_eq!(
            ANSWER.matches("post", "question/q1/answer"),
            Some(vec!["q1"])
        );
        assert_eq!(ANSWER.matches("GET", "question/q1/answer"), None);
        assert_eq!(ANSWER.matches("POST", "question//answer"), None);
        assert_eq!(ANSWER.matches("POST", "question/q1/answer/more"), None);
        assert_eq!(ANSWER.matches("POST", "question/q1"), None);
        assert_eq!(ANSWER.matches("POST", "apiary/question/q1/answer"), None);
        assert_eq!(STATUS.matches("GET", "/api"), Some(vec![]));
        assert_eq!(STATUS.matches("GET", ""), Some(vec![]));
    }
}
