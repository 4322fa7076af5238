//! Small helpers for the words people read.

/// "1 answer", "2 answers".
pub fn counted(count: i64, one: &str, many: &str) -> String {
    format!("{count} {}", if count == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_is_singular_and_every_other_count_plural() {
        assert_eq!(counted(1, "game", "games"), "1 game");
        assert_eq!(counted(0, "game", "games"), "0 games");
        assert_eq!(counted(12, "game", "games"), "12 games");
    }
}
