//! Web links, written ("https://example.com/x", "www.example.com",
//! "bit.ly/abc") or spelled out ("coolmaths dot com"), and the domain
//! reading that e-mail addresses share.
//!
//! A bare "word.word" is a link only when the last part is a known
//! top-level domain, so "3.5", "e.g." and "homework.pdf" are not links.
//! Some top-level domains are everyday words, and children often leave out
//! the space after a full stop ("I finished.me and Sam…"), so those count
//! only with a path after them ("priya.me/links").

use std::ops::Range;

use super::tokens::{Token, marker};

const TOP_LEVEL_DOMAINS: &[&str] = &[
    "com", "co", "uk", "org", "net", "io", "ly", "gg", "me", "tv", "app", "be", "to", "info",
    "biz", "xyz", "us", "de", "fr", "es", "it", "ie", "nl", "eu", "ca", "au", "nz", "in", "ai",
    "dev", "gov", "edu", "live", "online", "site", "fun", "games", "link", "page", "club", "shop",
    "store", "blog", "fm", "cc", "gl",
];

/// Top-level domains that are also English words.
const WORD_DOMAINS: &[&str] = &[
    "me", "be", "to", "us", "it", "in", "app", "live", "online", "site", "fun", "games", "link",
    "page", "club", "shop", "store", "blog",
];

/// The most labels a domain is read to, which keeps reading linear.
const MAX_LABELS: usize = 8;

/// Written in one case, as domains are; "Com" after a dot is a sentence.
fn is_top_level_domain(label: &str) -> bool {
    let lower = label.to_ascii_lowercase();
    let one_case = label == lower || label == label.to_ascii_uppercase();
    one_case && TOP_LEVEL_DOMAINS.contains(&lower.as_str())
}

pub(super) fn is_word_domain(label: &str) -> bool {
    WORD_DOMAINS.contains(&label.to_ascii_lowercase().as_str())
}

fn is_label(label: &str) -> bool {
    !label.is_empty()
        && !label.starts_with('-')
        && label
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
}

/// A domain read from tokens: where it ends and what it is made of.
pub(super) struct Domain<'a> {
    /// One past the index of its last token.
    pub end: usize,
    pub labels: Vec<&'a str>,
    /// At least one dot was spelled out ("dot", "(dot)", "[dot]").
    pub spelled: bool,
}

impl Domain<'_> {
    pub fn top_level(&self) -> Option<&str> {
        self.labels
            .last()
            .copied()
            .filter(|label| self.labels.len() >= 2 && is_top_level_domain(label))
    }
}

/// How many tokens from `index` make a dot between labels, and whether it
/// was spelled out. A dot straight after a word and then a space ends a
/// sentence instead.
fn dot(tokens: &[Token], index: usize) -> Option<(usize, bool)> {
    let token = tokens.get(index)?;
    if token.text == "." {
        let tight_before = index > 0 && tokens[index - 1].end == token.start;
        let spaced_after = tokens
            .get(index + 1)
            .is_some_and(|next| next.start > token.end);
        return (!(tight_before && spaced_after)).then_some((1, false));
    }
    marker(tokens, index, "dot").map(|width| (width, true))
}

/// The longest domain starting at token `index` that `accept` takes.
pub(super) fn domain_at<'a>(
    tokens: &[Token<'a>],
    index: usize,
    accept: impl Fn(&Domain) -> bool,
) -> Option<Domain<'a>> {
    let mut domain = Domain {
        end: index,
        labels: Vec::new(),
        spelled: false,
    };
    let mut longest = None;
    let mut next = index;
    while let Some(token) = tokens.get(next).filter(|token| token.is_word()) {
        let labels: Vec<&str> = token.text.split('.').collect();
        if !labels.iter().all(|label| is_label(label)) || domain.labels.len() >= MAX_LABELS {
            break;
        }
        domain.labels.extend(labels);
        domain.end = next + 1;
        if accept(&domain) {
            longest = Some(Domain {
                labels: domain.labels.clone(),
                ..domain
            });
        }
        let Some((width, spelled)) = dot(tokens, next + 1) else {
            break;
        };
        domain.spelled |= spelled;
        next += 1 + width;
    }
    longest
}

pub(super) fn find(text: &str, tokens: &[Token]) -> Vec<Range<usize>> {
    let mut found: Vec<Range<usize>> = written_links(text).collect();
    found.extend(spelled_links(tokens));
    found
}

/// Links written as such: whitespace-separated chunks, less the
/// punctuation around them.
fn written_links(text: &str) -> impl Iterator<Item = Range<usize>> {
    text.split_whitespace().filter_map(move |chunk| {
        // `chunk` borrows from `text`, so their addresses give its offset.
        let offset = chunk.as_ptr() as usize - text.as_ptr() as usize;
        let start_trimmed = chunk.trim_start_matches(['(', '[', '{', '<', '\'', '"']);
        let trimmed = start_trimmed
            .trim_end_matches(['.', ',', '!', '?', ';', ':', ')', ']', '}', '>', '\'', '"']);
        let start = offset + chunk.len() - start_trimmed.len();
        is_written_link(trimmed).then(|| start..start + trimmed.len())
    })
}

fn is_written_link(chunk: &str) -> bool {
    let lower = chunk.to_ascii_lowercase();
    if let Some(rest) = ["https://", "http://", "www."]
        .iter()
        .find_map(|p| lower.strip_prefix(p))
    {
        return !rest.is_empty();
    }
    let (host, path) = chunk.split_at(chunk.find(['/', '?', '#']).unwrap_or(chunk.len()));
    let labels: Vec<&str> = host.split('.').collect();
    let Some((top, names)) = labels.split_last() else {
        return false;
    };
    !names.is_empty()
        && labels.iter().all(|label| is_label(label))
        && names
            .iter()
            .any(|name| name.chars().any(char::is_alphabetic))
        && is_top_level_domain(top)
        && (!is_word_domain(top) || path.len() > 1)
}

/// "coolmaths dot com", "www dot mygame dot net": a spelled dot, a first
/// label of two letters or more ("a dot com" is not an address) and a top
/// level domain that is not also a word.
fn spelled_links<'a>(tokens: &'a [Token]) -> impl Iterator<Item = Range<usize>> + 'a {
    (0..tokens.len()).filter_map(|index| {
        let domain = domain_at(tokens, index, |domain| {
            domain.spelled
                && domain.labels[0].chars().count() >= 2
                && domain.top_level().is_some_and(|top| !is_word_domain(top))
        })?;
        Some(tokens[index].start..tokens[domain.end - 1].end)
    })
}
