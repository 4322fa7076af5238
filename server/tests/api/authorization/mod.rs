//! Who may call what (`docs/authorization.md`): every operation of the API
//! document called as each of eight people with each family's objects, and
//! the calls that move tokens, scores and money raced, replayed and made by
//! the wrong people.

mod matrix;
mod money;
mod operations;
mod people;
mod play;
mod requests;
mod scores;
mod table;
mod world;

use operations::Document;
use table::{DOCUMENT, Family, Table};
use world::World;

/// Enough for every prize bought during the matrix.
const TOKENS_TO_SPEND: i64 = 1000;

#[test]
fn every_operation_has_a_rule_and_every_rule_an_operation() {
    let problems = matrix::classification_problems(&Table::read(), &Document::of_the_server());
    assert!(problems.is_empty(), "{DOCUMENT}:\n{}", problems.join("\n"));
}

#[tokio::test]
async fn nobody_gets_a_2xx_the_rules_do_not_grant() {
    let table = Table::read();
    let document = Document::of_the_server();
    let world = World::build().await;
    // Both children can afford a prize, so that spending theirs is a real
    // risk when the wrong person asks.
    for family in [Family::A, Family::B] {
        world.grant_tokens(family, TOKENS_TO_SPEND).await;
    }
    let (calls, mut problems) = matrix::calls(&world, &document, &table);
    problems.extend(matrix::run(&world, &calls, &table).await);
    let (operations, count) = matrix::coverage(&calls);
    assert!(
        problems.is_empty(),
        "{DOCUMENT}, {operations} operations in {count} calls:\n{}",
        problems.join("\n")
    );
}
