//! The operations of the server's API document, with the parameters and
//! body schema a call to each must fill in.

use reqwest::Method;
use serde_json::Value;

pub struct Operation {
    pub method: Method,
    /// The full path, `/api/...`, with `{name}` placeholders.
    pub path: String,
    pub parameters: Vec<Parameter>,
    pub body: Option<BodySchema>,
}

pub struct Parameter {
    pub name: String,
    pub in_path: bool,
    pub required: bool,
    pub schema: Value,
}

pub enum BodySchema {
    Json(Value),
    Bytes,
}

impl Operation {
    /// `METHOD /path`, as the rules document names it.
    pub fn key(&self) -> String {
        format!("{} {}", self.method, self.path)
    }

    pub fn query_parameters(&self) -> impl Iterator<Item = &Parameter> {
        self.parameters
            .iter()
            .filter(|parameter| !parameter.in_path)
    }
}

/// The API document, as the server builds it from its code.
pub struct Document {
    pub operations: Vec<Operation>,
    schemas: Value,
}

impl Document {
    pub fn of_the_server() -> Document {
        let document = serde_json::to_value(plytime_server::http::openapi())
            .expect("the API document is JSON");
        let mut operations = Vec::new();
        for (path, item) in document["paths"].as_object().expect("paths") {
            for (method, operation) in item.as_object().expect("a path item") {
                let Ok(method) = method.to_uppercase().parse::<Method>() else {
                    continue;
                };
                operations.push(Operation {
                    method,
                    path: path.clone(),
                    parameters: parameters(operation),
                    body: body_schema(operation),
                });
            }
        }
        Document {
            operations,
            schemas: document["components"]["schemas"].clone(),
        }
    }

    pub fn has(&self, key: &str) -> bool {
        self.operations
            .iter()
            .any(|operation| operation.key() == key)
    }

    /// The schema itself, or the component schema it refers to.
    pub fn resolve<'s>(&'s self, schema: &'s Value) -> &'s Value {
        match schema["$ref"].as_str() {
            Some(reference) => {
                let name = reference.rsplit('/').next().unwrap_or_default();
                self.resolve(&self.schemas[name])
            }
            None => schema,
        }
    }
}

fn parameters(operation: &Value) -> Vec<Parameter> {
    operation["parameters"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|parameter| Parameter {
            name: parameter["name"].as_str().unwrap_or_default().to_string(),
            in_path: parameter["in"] == "path",
            required: parameter["required"] == true,
            schema: parameter["schema"].clone(),
        })
        .collect()
}

fn body_schema(operation: &Value) -> Option<BodySchema> {
    let content = operation["requestBody"]["content"].as_object()?;
    Some(match content.get("application/json") {
        Some(json) => BodySchema::Json(json["schema"].clone()),
        None => BodySchema::Bytes,
    })
}

/// The JSON type a schema describes: its `type`, or the first one that is
/// not `null` when it lists several.
pub fn type_of(schema: &Value) -> &str {
    match &schema["type"] {
        Value::String(name) => name,
        Value::Array(names) => names
            .iter()
            .filter_map(Value::as_str)
            .find(|name| *name != "null")
            .unwrap_or("null"),
        _ => "",
    }
}
