//! Money: counting coins, change, and shopping problems in pounds and pence.
//! Answers use the GBP box, which accepts `1.35`, `£1.35` and `.35`-style
//! entries; the youngest children count pence in a whole-number box.

use super::context::{SHOP_ITEMS, name};
use crate::ask;
use crate::bank::{TopicSpec, endcode, topic};
use crate::draft::{Draft, Level};
use crate::numbers::money_text;
use crate::rng::Rng;

pub fn topics() -> Vec<TopicSpec> {
    vec![
        topic(
            "Year 1: Coins",
            vec![endcode(
                "Y1-MONEY-COINS",
                "Adds up the value of a few coins in pence.",
                2,
                62..=71,
                count_coins,
            )],
        ),
        topic(
            "Year 2: Money",
            vec![endcode(
                "Y2-MONEY-CHANGE",
                "Adds amounts of money and finds change from £1.",
                1,
                73..=83,
                change_from_a_pound,
            )],
        ),
        topic(
            "Year 3: Money",
            vec![endcode(
                "Y3-MONEY-ADD",
                "Adds and subtracts amounts of money and finds the cost of several items.",
                1,
                85..=95,
                |rng, level| shopping(rng, level, 500),
            )],
        ),
        topic(
            "Year 4: Money",
            vec![endcode(
                "Y4-MONEY-PROBLEMS",
                "Solves money problems with pounds and pence, including sharing.",
                2,
                97..=106,
                |rng, level| shopping(rng, level, 1000),
            )],
        ),
        topic(
            "Year 5: Money",
            vec![endcode(
                "Y5-MONEY-BUDGET",
                "Solves multi-step money problems, including unit prices.",
                2,
                109..=118,
                budgets,
            )],
        ),
    ]
}

fn coin_name(pence: i64) -> String {
    format!("a {pence}p coin")
}

fn count_coins(rng: &mut Rng, level: Level) -> Draft {
    let count = level.tier(&[2, 3, 4]);
    let mut coins: Vec<i64> = (0..count)
        .map(|_| *rng.pick(&[1, 2, 5, 10, 20, 50]))
        .collect();
    coins.sort_unstable_by(|a, b| b.cmp(a));
    let names: Vec<String> = coins.iter().map(|coin| coin_name(*coin)).collect();
    let listed = match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.join(""),
    };
    ask::whole(
        format!(
            "{} has {listed}. How much money is that altogether, in pence?",
            name(rng)
        ),
        coins.iter().sum(),
        20,
    )
}

fn change_from_a_pound(rng: &mut Rng, level: Level) -> Draft {
    let (item, _, _, _) = *rng.pick(&SHOP_ITEMS[..5]);
    let child = name(rng);
    let price = rng.int(2, 19) * 5;
    match level.variant(2) {
        0 => ask::money(
            format!(
                "{child} buys a {item} for {price}p and pays with a £1 coin. How much change does {child} get?"
            ),
            100 - price,
            25,
        ),
        _ => {
            let other = rng.int(2, level.tier(&[8, 16])) * 5;
            ask::money(
                format!(
                    "A {item} costs {price}p and a sticker costs {other}p. How much do they cost altogether?"
                ),
                price + other,
                25,
            )
        }
    }
}

/// Buying several of one thing, adding two prices, or change from a note;
/// prices drawn from the shop list and totals kept under `note` pence.
fn shopping(rng: &mut Rng, level: Level, note: i64) -> Draft {
    let (item, items, cheapest, dearest) = *rng.pick(&SHOP_ITEMS);
    let price = rng.int(cheapest, dearest.min(note / 3));
    let child = name(rng);
    match level.variant(3) {
        0 => {
            let count = rng.int(2, level.tier(&[3, 5]));
            ask::money(
                format!(
                    "A {item} costs {}. How much do {count} {items} cost?",
                    money_text(price)
                ),
                price * count,
                30,
            )
        }
        1 => {
            let (other, _, low, high) = *rng.pick(&SHOP_ITEMS);
            let second = rng.int(low, high.min(note / 2));
            let paid = note;
            if other == item || price + second >= paid {
                return ask::money(
                    format!("What is {} + {}?", money_text(price), money_text(second)),
                    price + second,
                    25,
                );
            }
            ask::money(
                format!(
                    "{child} buys a {item} for {} and a {other} for {}, and pays with a £{} note. How much change does {child} get?",
                    money_text(price),
                    money_text(second),
                    paid / 100
                ),
                paid - price - second,
                45,
            )
        }
        _ => {
            let friends = rng.int(2, 5);
            let share = rng.int(level.tier(&[50, 150]), note / friends);
            ask::money(
                format!(
                    "{child} and friends share a bill of {} equally between {friends} people. How much does each person pay?",
                    money_text(share * friends)
                ),
                share,
                40,
            )
        }
    }
}

fn budgets(rng: &mut Rng, level: Level) -> Draft {
    match level.variant(3) {
        0 => {
            let pack = rng.int(3, 8);
            let each = rng.int(15, 95);
            ask::money(
                format!(
                    "A pack of {pack} pens costs {}. How much does one pen cost?",
                    money_text(pack * each)
                ),
                each,
                40,
            )
        }
        1 => {
            let (adult, child) = (rng.int(20, 50) * 25, rng.int(12, 30) * 25);
            let (adults, children) = (rng.int(2, 3), rng.int(2, 4));
            ask::money(
                format!(
                    "Swimming costs {} for an adult and {} for a child. How much does it cost for {adults} adults and {children} children?",
                    money_text(adult),
                    money_text(child)
                ),
                adult * adults + child * children,
                60,
            )
        }
        _ => {
            let count = rng.int(2, 4);
            let price = rng.int(201, level.tier(&[450, 600]));
            ask::money(
                format!(
                    "{} has £20 and buys {count} books costing {} each. How much money is left?",
                    name(rng),
                    money_text(price)
                ),
                2000 - count * price,
                60,
            )
        }
    }
}
