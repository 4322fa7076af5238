//! Names and everyday things for word problems, so questions read like the
//! ones children meet in class rather than bare sums.

use crate::rng::Rng;

const NAMES: [&str; 24] = [
    "Amira", "Ben", "Chloe", "Dev", "Ella", "Finn", "Grace", "Hamza", "Isla", "Jack", "Kai",
    "Leah", "Mo", "Nia", "Oscar", "Priya", "Ravi", "Sofia", "Tom", "Zara", "Olu", "Maya", "Leo",
    "Ruby",
];

pub fn name(rng: &mut Rng) -> &'static str {
    let picked: &&'static str = rng.pick(&NAMES);
    picked
}

/// Two different names.
pub fn two_names(rng: &mut Rng) -> (&'static str, &'static str) {
    let first = name(rng);
    let second = loop {
        let candidate = name(rng);
        if candidate != first {
            break candidate;
        }
    };
    (first, second)
}

/// Things a child might count or collect (plural).
pub const COLLECTIONS: [&str; 10] = [
    "stickers",
    "marbles",
    "shells",
    "football cards",
    "beads",
    "conkers",
    "stamps",
    "badges",
    "crayons",
    "toy cars",
];

/// Things sold in a shop, with a price range in pence fitting each.
pub const SHOP_ITEMS: [(&str, &str, i64, i64); 10] = [
    ("pencil", "pencils", 15, 60),
    ("rubber", "rubbers", 20, 75),
    ("banana", "bananas", 25, 60),
    ("lolly", "lollies", 30, 95),
    ("notebook", "notebooks", 85, 250),
    ("comic", "comics", 120, 399),
    ("sandwich", "sandwiches", 150, 399),
    ("ruler", "rulers", 35, 120),
    ("bottle of water", "bottles of water", 45, 130),
    ("pack of cards", "packs of cards", 199, 650),
];
