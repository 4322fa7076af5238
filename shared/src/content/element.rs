use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// One line of a question: elements shown left to right.
pub type Line = Vec<Element>;

/// An element of a question line. `Text` and `Image` are shown; every other
/// type is an input the student fills, named by its `ref`. MC elements that
/// share a `ref` are the choices of one multiple-choice input.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type")]
pub enum Element {
    Text {
        text: String,
    },
    Image {
        image_id: String,
    },
    /// Free text, marked without regard to letter case.
    #[serde(rename = "Text input")]
    TextInput {
        #[serde(rename = "ref")]
        reference: String,
    },
    /// Free text, marked case-sensitively.
    Textcs {
        #[serde(rename = "ref")]
        reference: String,
    },
    /// One choice of a multiple-choice input.
    #[serde(rename = "MC")]
    Mc {
        #[serde(rename = "ref")]
        reference: String,
        value: String,
    },
    Coordinate {
        #[serde(rename = "ref")]
        reference: String,
    },
    #[serde(rename = "RatioXY")]
    RatioXy {
        #[serde(rename = "ref")]
        reference: String,
    },
    #[serde(rename = "RatioXYZ")]
    RatioXyz {
        #[serde(rename = "ref")]
        reference: String,
    },
    Fraction {
        #[serde(rename = "ref")]
        reference: String,
    },
    MixedFraction {
        #[serde(rename = "ref")]
        reference: String,
    },
    Time {
        #[serde(rename = "ref")]
        reference: String,
    },
    #[serde(rename = "GBP")]
    Gbp {
        #[serde(rename = "ref")]
        reference: String,
    },
    #[serde(rename = "Whole Number")]
    WholeNumber {
        #[serde(rename = "ref")]
        reference: String,
    },
    #[serde(rename = "1dp")]
    Dp1 {
        #[serde(rename = "ref")]
        reference: String,
    },
    #[serde(rename = "2dp")]
    Dp2 {
        #[serde(rename = "ref")]
        reference: String,
    },
    #[serde(rename = "3dp")]
    Dp3 {
        #[serde(rename = "ref")]
        reference: String,
    },
    #[serde(rename = "4dp")]
    Dp4 {
        #[serde(rename = "ref")]
        reference: String,
    },
}

/// How an input's answers are read and compared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum InputKind {
    Text,
    TextCaseSensitive,
    MultipleChoice,
    Coordinate,
    RatioXy,
    RatioXyz,
    Fraction,
    MixedFraction,
    Time,
    Gbp,
    WholeNumber,
    /// A decimal with at most this many places (1 to 4).
    Decimal(u8),
}

impl InputKind {
    /// Every input kind, in the order messages list them.
    pub const ALL: [InputKind; 15] = [
        InputKind::Text,
        InputKind::TextCaseSensitive,
        InputKind::Coordinate,
        InputKind::RatioXy,
        InputKind::RatioXyz,
        InputKind::Fraction,
        InputKind::MixedFraction,
        InputKind::Time,
        InputKind::Gbp,
        InputKind::WholeNumber,
        InputKind::Decimal(1),
        InputKind::Decimal(2),
        InputKind::Decimal(3),
        InputKind::Decimal(4),
        InputKind::MultipleChoice,
    ];

    /// The kind an import cell names (`"Whole Number"`, `"2dp"`), if any.
    pub fn named(name: &str) -> Option<InputKind> {
        InputKind::ALL.into_iter().find(|kind| kind.name() == name)
    }

    /// The element of this kind named `reference`; a multiple-choice
    /// element also needs the value of its choice, so it has none.
    pub fn element(self, reference: String) -> Option<Element> {
        Some(match self {
            InputKind::MultipleChoice => return None,
            InputKind::Text => Element::TextInput { reference },
            InputKind::TextCaseSensitive => Element::Textcs { reference },
            InputKind::Coordinate => Element::Coordinate { reference },
            InputKind::RatioXy => Element::RatioXy { reference },
            InputKind::RatioXyz => Element::RatioXyz { reference },
            InputKind::Fraction => Element::Fraction { reference },
            InputKind::MixedFraction => Element::MixedFraction { reference },
            InputKind::Time => Element::Time { reference },
            InputKind::Gbp => Element::Gbp { reference },
            InputKind::WholeNumber => Element::WholeNumber { reference },
            InputKind::Decimal(1) => Element::Dp1 { reference },
            InputKind::Decimal(2) => Element::Dp2 { reference },
            InputKind::Decimal(3) => Element::Dp3 { reference },
            InputKind::Decimal(_) => Element::Dp4 { reference },
        })
    }

    /// The element type's name as import cells write it
    /// (docs/import-formats.md), for messages.
    pub fn name(self) -> &'static str {
        match self {
            InputKind::Text => "Text input",
            InputKind::TextCaseSensitive => "Textcs",
            InputKind::MultipleChoice => "MC",
            InputKind::Coordinate => "Coordinate",
            InputKind::RatioXy => "RatioXY",
            InputKind::RatioXyz => "RatioXYZ",
            InputKind::Fraction => "Fraction",
            InputKind::MixedFraction => "MixedFraction",
            InputKind::Time => "Time",
            InputKind::Gbp => "GBP",
            InputKind::WholeNumber => "Whole Number",
            InputKind::Decimal(1) => "1dp",
            InputKind::Decimal(2) => "2dp",
            InputKind::Decimal(3) => "3dp",
            InputKind::Decimal(_) => "4dp",
        }
    }
}

impl Element {
    /// The input's `ref` and kind, or `None` for elements that are only shown.
    pub fn input(&self) -> Option<(&str, InputKind)> {
        use Element::*;
        let (reference, kind) = match self {
            Text { .. } | Image { .. } => return None,
            TextInput { reference } => (reference, InputKind::Text),
            Textcs { reference } => (reference, InputKind::TextCaseSensitive),
            Mc { reference, .. } => (reference, InputKind::MultipleChoice),
            Coordinate { reference } => (reference, InputKind::Coordinate),
            RatioXy { reference } => (reference, InputKind::RatioXy),
            RatioXyz { reference } => (reference, InputKind::RatioXyz),
            Fraction { reference } => (reference, InputKind::Fraction),
            MixedFraction { reference } => (reference, InputKind::MixedFraction),
            Time { reference } => (reference, InputKind::Time),
            Gbp { reference } => (reference, InputKind::Gbp),
            WholeNumber { reference } => (reference, InputKind::WholeNumber),
            Dp1 { reference } => (reference, InputKind::Decimal(1)),
            Dp2 { reference } => (reference, InputKind::Decimal(2)),
            Dp3 { reference } => (reference, InputKind::Decimal(3)),
            Dp4 { reference } => (reference, InputKind::Decimal(4)),
        };
        Some((reference.as_str(), kind))
    }
}

/// The kind of every input `ref` in the lines (first occurrence wins).
pub fn input_kinds(lines: &[Line]) -> std::collections::BTreeMap<&str, InputKind> {
    let mut kinds = std::collections::BTreeMap::new();
    for (reference, kind) in lines.iter().flatten().filter_map(Element::input) {
        kinds.entry(reference).or_insert(kind);
    }
    kinds
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    #[test]
    fn elements_use_the_import_names_on_the_wire() {
        let json = r#"[{"type":"Text","text":"What is"},{"type":"Whole Number","ref":"a"},
            {"type":"1dp","ref":"b"},{"type":"MC","ref":"c","value":"red"},
            {"type":"Text input","ref":"d"},{"type":"GBP","ref":"e"}]"#;
        let line: Line = serde_json::from_str(json).unwrap();
        assert_eq!(
            line[1],
            Element::WholeNumber {
                reference: "a".into()
            }
        );
        assert_eq!(line[2].input(), Some(("b", InputKind::Decimal(1))));
        assert_eq!(line[3].input(), Some(("c", InputKind::MultipleChoice)));
        assert_eq!(line[0].input(), None);
        let back = serde_json::to_value(&line).unwrap();
        assert_eq!(back[1]["type"], "Whole Number");
        assert_eq!(back[1]["ref"], "a");
    }

    #[test]
    fn every_kind_is_named_and_builds_its_own_element() {
        for kind in InputKind::ALL {
            assert_eq!(InputKind::named(kind.name()), Some(kind));
            if let Some(element) = kind.element("a".into()) {
                assert_eq!(element.input(), Some(("a", kind)));
                let wire = serde_json::to_value(&element).unwrap();
                assert_eq!(wire["type"], kind.name(), "the wire name is the cell name");
            }
        }
        assert_eq!(InputKind::named("Image"), None);
    }

    /// A kind missing from `ALL` could not be imported; every element type
    /// of the wire format is an import cell name too.
    #[test]
    fn all_holds_every_input_of_the_wire_format() {
        let schema = serde_json::to_value(<Element as utoipa::PartialSchema>::schema()).unwrap();
        let wire_names: BTreeSet<&str> = schema["oneOf"]
            .as_array()
            .unwrap()
            .iter()
            .map(|variant| variant["properties"]["type"]["enum"][0].as_str().unwrap())
            .filter(|name| !["Text", "Image"].contains(name))
            .collect();
        let named: BTreeSet<&str> = InputKind::ALL.iter().map(|kind| kind.name()).collect();
        assert_eq!(named, wire_names);
    }
}
