//! The session whiteboard's scene and how two copies of it merge
//! (docs/whiteboard.md). The drawing component owns the shape of an
//! element; the merge reads only what every element carries: its `id`,
//! its `version` (raised by each change) and its `versionNonce` (a random
//! tie-breaker), the same rule the component applies between
//! collaborators. Deleted elements stay as tombstones (`isDeleted`) so that
//! a deletion wins over the older element it deletes.

use std::collections::{HashMap, HashSet};

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use ts_rs::TS;
use utoipa::ToSchema;

/// A stored scene may not grow beyond this many bytes of JSON, pictures
/// included.
pub const MAX_SCENE_BYTES: usize = 4 * 1024 * 1024;

pub const SCENE_TOO_LARGE: &str =
    "The whiteboard is full (over 4 MB): nothing more can be added to it";

/// A board may hold this many elements, erased ones (tombstones) included.
/// The drawing component's smallest element is about 400 bytes of JSON, so
/// a real board meets the 4 MB bound at some 10,000 elements, well before
/// this one; only boards of stub elements (`{"id": …}`, a few bytes each,
/// hundreds of thousands within 4 MB) meet it, and they may not make each
/// save merge and write that many.
pub const MAX_BOARD_ELEMENTS: usize = 20_000;

/// A change may carry this many elements: as many as a board, since a
/// participant sends the whole board in one change when the other joins.
/// Checked before anything is merged, so an oversized change costs no
/// more than reading it.
pub const MAX_CHANGE_ELEMENTS: usize = MAX_BOARD_ELEMENTS;

pub const TOO_MANY_ELEMENTS: &str = "The whiteboard is full (over 20,000 shapes, erased ones \
     included): nothing more can be drawn on it";

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

fn index_of(element: &Value) -> Option<&str> {
    element.get("index")?.as_str()
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
    ///
    /// Each element of the update is matched with the scene's first
    /// element of its id through a map, so a merge takes time in
    /// proportion to the elements, not to their square. The map hashes
    /// with the standard library's keyed hasher: the ids come from the
    /// participants' browsers.
    pub fn merge(&mut self, update: Scene) {
        let mut at: HashMap<String, usize> =
            HashMap::with_capacity(self.elements.len() + update.elements.len());
        for (position, element) in self.elements.iter().enumerate() {
            if let Some(id) = id_of(element) {
                at.entry(id.to_owned()).or_insert(position);
            }
        }
        for element in update.elements {
            let Some(id) = id_of(&element) else {
                continue;
            };
            match at.get(id).copied() {
                Some(position) => {
                    if supersedes(&element, &self.elements[position]) {
                        self.elements[position] = element;
                    }
                }
                None => {
                    at.insert(id.to_owned(), self.elements.len());
                    self.elements.push(element);
                }
            }
        }
        self.elements.retain(|element| id_of(element).is_some());
        // The component orders elements by their fractional `index`; the
        // sort is stable, so elements of the same index keep their order.
        self.elements.sort_by(|a, b| index_of(a).cmp(&index_of(b)));
        for (id, file) in update.files {
            self.files.entry(id).or_insert(file);
        }
    }

    /// How many elements the scene would hold once `update` is merged in,
    /// without merging it.
    pub fn elements_after_merge(&self, update: &Scene) -> usize {
        let held: HashSet<&str> = self.elements.iter().filter_map(id_of).collect();
        let kept = self
            .elements
            .iter()
            .filter(|element| id_of(element).is_some())
            .count();
        let added: HashSet<&str> = update
            .elements
            .iter()
            .filter_map(id_of)
            .filter(|id| !held.contains(id))
            .collect();
        kept + added.len()
    }

    /// The scene's size as stored.
    pub fn bytes(&self) -> usize {
        serde_json::to_string(self).map_or(usize::MAX, |text| text.len())
    }
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use proptest::prelude::*;
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

    /// The merge as it was before it kept a map by id: each element of the
    /// update looked for its id along the scene. Kept as the reference the
    /// map must agree with.
    fn merge_by_search(scene: &mut Scene, update: Scene) {
        for element in update.elements {
            let Some(id) = id_of(&element) else {
                continue;
            };
            match scene
                .elements
                .iter_mut()
                .find(|current| id_of(current) == Some(id))
            {
                Some(current) if supersedes(&element, current) => *current = element,
                Some(_) => {}
                None => scene.elements.push(element),
            }
        }
        scene.elements.retain(|element| id_of(element).is_some());
        scene.elements.sort_by(|a, b| {
            let index = |element: &Value| {
                element
                    .get("index")
                    .and_then(Value::as_str)
                    .map(str::to_owned)
            };
            index(a).cmp(&index(b))
        });
        for (id, file) in update.files {
            scene.files.entry(id).or_insert(file);
        }
    }

    /// Elements of a few ids, so that they meet: some without an id or
    /// with one that is not a string, versions and nonces that tie or are
    /// not integers, indexes that tie or are missing.
    fn any_element() -> impl Strategy<Value = Value> {
        let id = prop_oneof![
            4 => (0..6u8).prop_map(|n| json!(format!("e{n}"))),
            1 => Just(json!(7)),
            1 => Just(Value::Null),
        ];
        let number = prop_oneof![
            4 => (0..4i64).prop_map(|n| json!(n)),
            1 => Just(json!(1.5)),
            1 => Just(json!("2")),
        ];
        let index = prop_oneof![
            3 => (0..4u8).prop_map(|n| json!(format!("a{n}"))),
            1 => Just(json!(3)),
        ];
        (
            id,
            number.clone(),
            number,
            proptest::option::of(index),
            0..100u8,
        )
            .prop_map(|(id, version, nonce, index, tag)| {
                let mut element = json!({"version": version, "versionNonce": nonce, "tag": tag});
                if !id.is_null() {
                    element["id"] = id;
                }
                if let Some(index) = index {
                    element["index"] = index;
                }
                element
            })
    }

    fn any_scene() -> impl Strategy<Value = Scene> {
        (
            proptest::collection::vec(any_element(), 0..12),
            proptest::collection::btree_map(0..4u8, 0..3u8, 0..3),
        )
            .prop_map(|(elements, files)| Scene {
                elements,
                files: files
                    .into_iter()
                    .map(|(id, copy)| (format!("f{id}"), json!({"copy": copy})))
                    .collect(),
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2_000))]

        #[test]
        fn the_merge_by_map_gives_what_the_merge_by_search_gave(
            scene in any_scene(),
            updates in proptest::collection::vec(any_scene(), 1..4),
        ) {
            let (mut by_map, mut by_search) = (scene.clone(), scene);
            for update in updates {
                let expected_count = by_map.elements_after_merge(&update);
                by_map.merge(update.clone());
                merge_by_search(&mut by_search, update);
                prop_assert_eq!(&by_map, &by_search);
                prop_assert_eq!(by_map.elements.len(), expected_count);
            }
        }
    }

    fn distinct(count: usize, version: i64) -> Scene {
        scene(
            (0..count)
                .map(|n| element(&format!("e{n}"), version, 1, &format!("a{n:06}")))
                .collect(),
        )
    }

    #[test]
    fn thirty_two_thousand_distinct_elements_merge_in_a_moment() {
        // By search this took 49 s in a debug build (3 s at 8,000); by map
        // it takes tens of milliseconds. The bound leaves room for a slow,
        // busy test machine, and none for the square.
        let (drawn, moved) = (distinct(32_000, 1), distinct(32_000, 2));
        let started = Instant::now();
        let mut board = Scene::default();
        board.merge(drawn);
        board.merge(moved);
        assert!(
            started.elapsed() < Duration::from_secs(2),
            "{:?}",
            started.elapsed()
        );
        assert_eq!(board.elements.len(), 32_000);
        assert!(board.elements.iter().all(|element| element["version"] == 2));
    }

    #[test]
    fn the_count_after_a_merge_is_known_without_merging() {
        let board = distinct(3, 1);
        let mut change = distinct(5, 2);
        change.elements.push(json!({"no": "id"}));
        assert_eq!(board.elements_after_merge(&change), 5);
        assert_eq!(board.elements_after_merge(&distinct(2, 9)), 3);
    }
}
