//! The session whiteboard's scene and how two copies of it merge
//! (docs/whiteboard.md). The drawing component owns the shape of an
//! element; the merge reads only what every element carries: its `id`,
//! its `version` (raised by each change) and its `versionNonce` (a random
//! tie-breaker), the same rule the component applies between
//! collaborators. Deleted elements stay as tombstones (`isDeleted`) so that
//! a deletion wins over the older element it deletes.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use ts_rs::TS;
use utoipa::ToSchema;

/// A stored scene may not grow beyond this many bytes of JSON, pictures
/// included.
pub const MAX_SCENE_BYTES: usize = 4 * 1024 * 1024;

pub const SCENE_TOO_LARGE: &str =
    "The whiteboard is full (over 4 MB): remove a picture or two before adding more";

/// The drawing: its elements in drawing order, and the pictures they show
/// by file id.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, TS, ToSchema)]
pub struct Scene {
    #[ts(type = "unknown[]")]
    pub elements: Vec<Value>,
    #[ts(type = "Record<string, unknown>")]
    #[schema(value_type = Object)]
    #[serde(default)]
    #[schema(required)]
    pub files: Map<String, Value>,
}

fn id_of(element: &Value) -> Option<&str> {
    element.get("id")?.as_str()
}

fn number(element: &Value, field: &str) -> i64 {
    element.get(field).and_then(Value::as_i64).unwrap_or(0)
}

/// Whether `incoming` replaces `current`: a later version, or the same
/// version with the lower nonce (so both sides pick the same one).
fn supersedes(incoming: &Value, current: &Value) -> bool {
    let (new, old) = (number(incoming, "version"), number(current, "version"));
    new > old || (new == old && number(incoming, "versionNonce") < number(current, "versionNonce"))
}

impl Scene {
    /// Takes in what `update` knows better; elements without an id are
    /// dropped. Elements keep the update's order where it has them.
    pub fn merge(&mut self, update: Scene) {
        for element in update.elements {
            let Some(id) = id_of(&element) else {
                continue;
            };
            match self
                .elements
                .iter_mut()
                .find(|current| id_of(current) == Some(id))
            {
                Some(current) if supersedes(&element, current) => *current = element,
                Some(_) => {}
                None => self.elements.push(element),
            }
        }
        self.elements.retain(|element| id_of(element).is_some());
        // The component orders elements by their fractional `index`.
        self.elements.sort_by(|a, b| {
            let index = |element: &Value| {
                element
                    .get("index")
                    .and_then(Value::as_str)
                    .map(str::to_owned)
            };
            index(a).cmp(&index(b))
        });
        for (id, file) in update.files {
            self.files.entry(id).or_insert(file);
        }
    }

    /// The scene's size as stored.
    pub fn bytes(&self) -> usize {
        serde_json::to_string(self).map_or(usize::MAX, |text| text.len())
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn element(id: &str, version: i64, nonce: i64, index: &str) -> Value {
        json!({"id": id, "version": version, "versionNonce": nonce, "index": index, "type": "rectangle"})
    }

    fn scene(elements: Vec<Value>) -> Scene {
        Scene {
            elements,
            files: Map::new(),
        }
    }

    #[test]
    fn the_later_version_of_an_element_wins_whichever_side_has_it() {
        let mut stored = scene(vec![element("a", 2, 5, "a0"), element("b", 1, 1, "a1")]);
        stored.merge(scene(vec![
            element("a", 1, 0, "a0"),
            element("b", 3, 9, "a1"),
        ]));
        assert_eq!(
            stored.elements,
            [element("a", 2, 5, "a0"), element("b", 3, 9, "a1")]
        );
    }

    #[test]
    fn equal_versions_settle_on_the_lower_nonce_either_way_round() {
        let (low, high) = (element("a", 4, 1, "a0"), element("a", 4, 7, "a0"));
        let mut one = scene(vec![low.clone()]);
        one.merge(scene(vec![high.clone()]));
        let mut other = scene(vec![high]);
        other.merge(scene(vec![low.clone()]));
        assert_eq!(one.elements, std::slice::from_ref(&low));
        assert_eq!(other.elements, [low]);
    }

    #[test]
    fn new_elements_join_in_drawing_order_and_deletions_stay_as_tombstones() {
        let mut stored = scene(vec![element("a", 1, 1, "a0"), element("c", 1, 1, "a2")]);
        let mut deleted = element("a", 2, 3, "a0");
        deleted["isDeleted"] = json!(true);
        stored.merge(scene(vec![
            element("b", 1, 1, "a1"),
            deleted.clone(),
            json!({"no": "id"}),
        ]));
        let ids: Vec<&str> = stored.elements.iter().filter_map(id_of).collect();
        assert_eq!(ids, ["a", "b", "c"]);
        assert_eq!(stored.elements[0], deleted);
    }

    #[test]
    fn pictures_are_kept_once_by_file_id() {
        let mut stored = Scene::default();
        let mut files = Map::new();
        files.insert(
            "f1".into(),
            json!({"id": "f1", "dataURL": "data:image/png;base64,AA"}),
        );
        stored.merge(Scene {
            elements: vec![],
            files: files.clone(),
        });
        stored.merge(Scene {
            elements: vec![],
            files,
        });
        assert_eq!(stored.files.len(), 1);
        assert!(stored.bytes() < 200);
    }
}
