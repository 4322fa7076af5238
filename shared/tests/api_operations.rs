//! Writes `shared/src/api/operations.rs`, one typed constant per operation
//! of the server's OpenAPI document (`ui/src/generated/openapi.json`,
//! written by the server's tests), and fails when the checked-in file is
//! stale. Regenerate with `npm run gen:types` (CONTRIBUTING.md).
//!
//! Each schema the document names is the Rust type of that name in this
//! crate: the server's document is derived from these very types.

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write;
use std::fs;
use std::path::{Path, PathBuf};

use serde_json::Value;

fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.rs` file below `dir`.
fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap().map(Result::unwrap) {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            found.push(path);
        }
    }
}

/// The module path of a source file: `src/api/game.rs` is `crate::api::game`.
fn module_of(file: &Path) -> String {
    let relative = file.strip_prefix(crate_dir().join("src")).unwrap();
    let mut parts: Vec<String> = relative
        .with_extension("")
        .components()
        .map(|part| part.as_os_str().to_string_lossy().into_owned())
        .collect();
    if parts
        .last()
        .is_some_and(|last| last == "mod" || last == "lib")
    {
        parts.pop();
    }
    std::iter::once("crate".to_string())
        .chain(parts)
        .collect::<Vec<_>>()
        .join("::")
}

/// Where each public type of the crate is defined, by name.
fn type_paths() -> HashMap<String, Vec<String>> {
    let mut files = Vec::new();
    rust_files(&crate_dir().join("src"), &mut files);
    let mut paths: HashMap<String, Vec<String>> = HashMap::new();
    for file in files {
        let module = module_of(&file);
        for line in fs::read_to_string(&file).unwrap().lines() {
            for keyword in ["pub struct ", "pub enum ", "pub type "] {
                if let Some(rest) = line.strip_prefix(keyword) {
                    let name: String = rest
                        .chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_')
                        .collect();
                    paths
                        .entry(name.clone())
                        .or_default()
                        .push(format!("{module}::{name}"));
                }
            }
        }
    }
    paths
}

/// The Rust type of a JSON schema the document gives for a body.
fn rust_type(schema: &Value, paths: &HashMap<String, Vec<String>>) -> String {
    if let Some(reference) = schema["$ref"].as_str() {
        let name = reference.rsplit('/').next().unwrap();
        match paths.get(name).map(Vec::as_slice) {
            Some([path]) => path.clone(),
            found => panic!("schema {name} should be one type of this crate, found {found:?}"),
        }
    } else if schema["type"] == "array" {
        let items = &schema["items"];
        if items["type"] == "integer" {
            "Vec<u8>".to_string()
        } else {
            format!("Vec<{}>", rust_type(items, paths))
        }
    } else {
        panic!("no Rust type for the schema {schema}")
    }
}

/// The schema of the first body in `content`, if it has one.
fn body_schema(content: &Value) -> Option<&Value> {
    content
        .as_object()?
        .values()
        .next()
        .map(|body| &body["schema"])
        .filter(|schema| !schema.is_null())
}

fn request_type(operation: &Value, paths: &HashMap<String, Vec<String>>) -> String {
    body_schema(&operation["requestBody"]["content"])
        .map(|schema| rust_type(schema, paths))
        .unwrap_or_else(|| "NoBody".to_string())
}

fn response_type(operation: &Value, paths: &HashMap<String, Vec<String>>) -> String {
    let content = &operation["responses"]["200"]["content"];
    let is_file = content
        .as_object()
        .is_some_and(|bodies| bodies.keys().any(|kind| kind.contains("spreadsheetml")));
    if is_file {
        return "Vec<u8>".to_string();
    }
    body_schema(content)
        .map(|schema| rust_type(schema, paths))
        .unwrap_or_else(|| "NoBody".to_string())
}

fn method(name: &str) -> &'static str {
    match name {
        "get" => "Get",
        "post" => "Post",
        "put" => "Put",
        "delete" => "Delete",
        "patch" => "Patch",
        other => panic!("unexpected method {other}"),
    }
}

fn generate(document: &Value) -> String {
    let paths = type_paths();
    let mut by_tag: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (path, methods) in document["paths"].as_object().unwrap() {
        for (name, operation) in methods.as_object().unwrap() {
            let id = operation["operationId"].as_str().unwrap();
            let tag = operation["tags"][0].as_str().unwrap_or("api").to_string();
            // utoipa splits a handler's doc comment into its first
            // paragraph (summary) and the rest (description).
            let doc = ["summary", "description"]
                .map(|part| operation[part].as_str().unwrap_or(""))
                .join("\n\n");
            let mut constant = String::new();
            for line in doc.trim().lines() {
                writeln!(
                    constant,
                    "    ///{}{line}",
                    if line.is_empty() { "" } else { " " }
                )
                .unwrap();
            }
            writeln!(
                constant,
                "    pub const {}: Operation<{}, {}> =\n        Operation::new(Method::{}, \"{path}\", \"{id}\");",
                id.to_uppercase(),
                request_type(operation, &paths),
                response_type(operation, &paths),
                method(name),
            )
            .unwrap();
            by_tag.entry(tag).or_default().push(constant);
        }
    }
    let mut file = String::from(
        "//! Every `/api/` operation of the server's OpenAPI document\n\
         //! (`ui/src/generated/openapi.json`), one module per tag. Written by\n\
         //! `shared/tests/api_operations.rs` (`npm run gen:types`): do not edit.\n",
    );
    for (tag, constants) in by_tag {
        let body = constants.join("\n");
        let imports = if body.contains("NoBody") {
            "Method, NoBody, Operation"
        } else {
            "Method, Operation"
        };
        write!(
            file,
            "\npub mod {tag} {{\n    use crate::api::operation::{{{imports}}};\n\n{body}}}\n"
        )
        .unwrap();
    }
    file
}

#[test]
fn the_operations_match_the_openapi_document() {
    let document: Value = serde_json::from_str(
        &fs::read_to_string(crate_dir().join("../ui/src/generated/openapi.json")).unwrap(),
    )
    .unwrap();
    let fresh = generate(&document);
    let target = crate_dir().join("src/api/operations.rs");
    if std::env::var_os("PLYTIME_UPDATE_TYPES").is_some() {
        fs::write(&target, &fresh).unwrap();
    }
    let checked_in = fs::read_to_string(&target).unwrap_or_default();
    assert!(
        checked_in == fresh,
        "shared/src/api/operations.rs is stale: run `npm run gen:types`"
    );
}
