//! E-mail addresses, written ("name@example.com", "name @ gmail . com") or
//! disguised ("name at example dot com", "name (at) example (dot) co (dot)
//! uk", "name[at]gmail[dot]com").
//!
//! "at" is an everyday word ("my website at example.com", "Dad works at
//! Sky"), so after a bare "at" the address must also be disguised past it
//! (a spelled "dot" and a top-level domain that is not a word) or be at a
//! well-known mail provider ("jo at gmail.com"). "@" and a bracketed "(at)"
//! need only a domain, or a provider on its own ("priya@gmail").

use std::ops::Range;

use super::links::{Domain, domain_at, is_word_domain};
use super::tokens::{Token, marker, marker_ending_at};

const MAIL_PROVIDERS: &[&str] = &[
    "gmail",
    "googlemail",
    "hotmail",
    "outlook",
    "yahoo",
    "icloud",
    "live",
    "aol",
    "btinternet",
    "sky",
    "protonmail",
    "proton",
];

/// The most words a name before the "at" is read back over.
const MAX_NAME_PARTS: usize = 4;

fn is_provider(label: &str) -> bool {
    MAIL_PROVIDERS.contains(&label.to_ascii_lowercase().as_str())
}

/// How many tokens from `index` make the "at", and whether it is only the
/// everyday word.
fn at_sign(tokens: &[Token], index: usize) -> Option<(usize, bool)> {
    if tokens[index].text == "@" {
        return Some((1, false));
    }
    marker(tokens, index, "at").map(|width| (width, width == 1))
}

/// Whether `domain` can end an address (see the module comment for why a
/// bare "at" asks for more).
fn is_mail_domain(domain: &Domain, only_the_word_at: bool) -> bool {
    let provider = is_provider(domain.labels[0]);
    if only_the_word_at {
        let disguised =
            domain.spelled && domain.top_level().is_some_and(|top| !is_word_domain(top));
        return disguised || (provider && domain.top_level().is_some());
    }
    domain.top_level().is_some() || (provider && domain.labels.len() == 1)
}

/// The first token of the name before the "at" at `at`: one word, or words
/// joined by spelled dots and underscores ("priya dot shah at …").
fn name_start(tokens: &[Token], at: usize) -> Option<usize> {
    let mut start = at.checked_sub(1).filter(|&index| tokens[index].is_word())?;
    for _ in 1..MAX_NAME_PARTS {
        let Some(before) = start.checked_sub(1) else {
            break;
        };
        let joiner = marker_ending_at(tokens, before, "dot")
            .or_else(|| marker_ending_at(tokens, before, "underscore"));
        match joiner.and_then(|width| (start - width).checked_sub(1)) {
            Some(word) if tokens[word].is_word() => start = word,
            _ => break,
        }
    }
    Some(start)
}

pub(super) fn find(tokens: &[Token]) -> Vec<Range<usize>> {
    (0..tokens.len())
        .filter_map(|at| {
            let (width, only_the_word_at) = at_sign(tokens, at)?;
            let start = name_start(tokens, at)?;
            let domain = domain_at(tokens, at + width, |domain| {
                is_mail_domain(domain, only_the_word_at)
            })?;
            Some(tokens[start].start..tokens[domain.end - 1].end)
        })
        .collect()
}
