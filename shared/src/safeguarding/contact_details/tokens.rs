//! Splits a message into words and symbols, keeping each one's byte range
//! so that a detected stretch can be cut out of the original text exactly
//! (ranges always fall on character boundaries).

/// Characters that join two runs of letters and digits into one word when
/// they sit directly between them: "priya.shah", "jo-smith", "name#1234",
/// "it's". Trailing ones are not part of the word: "Minecraft." ends a
/// sentence.
pub(super) const JOINERS: &[char] = &['.', '-', '#', '\'', '’'];

#[derive(Debug, Clone, Copy)]
pub(super) struct Token<'a> {
    pub text: &'a str,
    pub start: usize,
    pub end: usize,
    /// A line break separates this token from the previous one.
    pub after_newline: bool,
}

impl Token<'_> {
    pub fn is_word(&self) -> bool {
        self.text.chars().next().is_some_and(is_word_char)
    }

    /// Compares ignoring ASCII case, so "Snap" and "SNAP" are "snap".
    pub fn is(&self, text: &str) -> bool {
        self.text.eq_ignore_ascii_case(text)
    }
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Words (letters, digits and `_`, plus any of `joiners` between them) and
/// single symbols; whitespace separates tokens and is not one itself.
pub(super) fn tokens<'a>(text: &'a str, joiners: &[char]) -> Vec<Token<'a>> {
    let mut tokens = Vec::new();
    let mut after_newline = false;
    let mut index = 0;
    while let Some(first) = text[index..].chars().next() {
        let start = index;
        index += first.len_utf8();
        if first.is_whitespace() {
            after_newline |= first == '\n';
            continue;
        }
        if is_word_char(first) {
            index = word_end(text, index, joiners);
        }
        let text = &text[start..index];
        tokens.push(Token {
            text,
            start,
            end: index,
            after_newline,
        });
        after_newline = false;
    }
    tokens
}

/// Where the word continuing at byte `index` ends.
fn word_end(text: &str, mut index: usize, joiners: &[char]) -> usize {
    let mut rest = text[index..].chars();
    while let Some(next) = rest.next() {
        let joined = joiners.contains(&next) && rest.clone().next().is_some_and(is_word_char);
        if !(is_word_char(next) || joined) {
            break;
        }
        index += next.len_utf8();
    }
    index
}

/// How many tokens from `index` spell `word` as a marker: the word itself
/// ("at"), or the word in brackets ("(at)", "[dot]", "{at}", "<dot>").
pub(super) fn marker(tokens: &[Token], index: usize, word: &str) -> Option<usize> {
    let first = tokens.get(index)?;
    if first.is(word) {
        return Some(1);
    }
    let closing = match first.text {
        "(" => ")",
        "[" => "]",
        "{" => "}",
        "<" => ">",
        _ => return None,
    };
    let (inner, close) = (tokens.get(index + 1)?, tokens.get(index + 2)?);
    (inner.is(word) && close.text == closing).then_some(3)
}

/// How many tokens ending at `last` spell `word` as a [`marker`].
pub(super) fn marker_ending_at(tokens: &[Token], last: usize, word: &str) -> Option<usize> {
    if marker(tokens, last, word) == Some(1) {
        return Some(1);
    }
    let first = last.checked_sub(2)?;
    (marker(tokens, first, word) == Some(3)).then_some(3)
}
