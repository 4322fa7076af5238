//! Usernames offered as a way to get in touch: "@priya_maths", "add me on
//! snap: priya123", "my insta is priya.shah", "find me on tiktok
//! priyashah", "my discord is name#1234".
//!
//! Children mention apps and games all the time ("I played Minecraft at
//! the weekend", "my Roblox avatar has a red hat"), so naming a platform is
//! never enough: a username must follow it, and the sentence must offer it.
//! A word shaped like a username (digits, "_", ".", "#", "CamelCase") needs
//! only a hint ("is", ":", "my …", "… me"); a plain word needs a clear one
//! ("username", "called", "my insta is …", "find me on tiktok …") and must
//! not be an everyday word. Saying "whatsapp me" with nothing after it
//! leaves nothing to mask.

use std::ops::Range;

use super::tokens::Token;

/// Apps and games children use to talk, as they name them.
const PLATFORMS: &str = "\
    snapchat snap instagram insta ig tiktok whatsapp telegram discord facebook fb twitter roblox \
    minecraft fortnite xbox psn playstation kik signal skype zoom teams youtube yt twitch steam \
    username gamertag";

/// Words that say the next word is a username.
const NAMING_WORDS: &str = "\
    username user name id handle gamertag tag account called channel profile";

/// Words that link a platform to what follows: "my insta is …".
const LINKING_WORDS: &str = "is its it's it’s was";

/// Words between a platform and a username that say nothing either way.
const FILLERS: &str = "me on at add my as the same just";

/// Everyday words that follow a platform's name and are not usernames.
const EVERYDAY_WORDS: &str = "\
    a an the and or but so if then than too also not no yes ok okay please pls thanks later \
    tonight today tomorrow now soon after before instead again sometimes always never every all \
    any some very really still new old broken fun funny cool good great bad best better rubbish \
    boring amazing awesome slow fast lagging private secret different down off up out in with for \
    from to of by about because it that this there here what who how why where which hard easy \
    big small free gone banned blocked deleted weird lol haha are were be has have had got does \
    did do can could will would your his her our their you him them we they i home maths math \
    homework game games world server video videos together mine yours";

/// How many tokens after a platform's name a username is looked for in.
const WINDOW: usize = 6;

/// Whether `token` is one of the space-separated `words`.
fn is_one_of(token: &Token, words: &str) -> bool {
    words.split_whitespace().any(|word| token.is(word))
}

/// "x" is a platform only as "on x" or "my x": elsewhere it is a times sign
/// or a letter in algebra.
fn is_platform(tokens: &[Token], index: usize) -> bool {
    if !tokens[index].is_word() {
        return false;
    }
    let after_on_or_my = index > 0 && is_one_of(&tokens[index - 1], "on my");
    is_one_of(&tokens[index], PLATFORMS) || (tokens[index].is("x") && after_on_or_my)
}

/// How the sentence offers what follows a platform's name.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Offer {
    /// "find me on tiktok …", "snap me …": a way to reach the writer.
    Me,
    /// "my insta …": the writer's own account.
    Mine,
    Nothing,
}

fn offer_before(tokens: &[Token], platform: usize) -> Offer {
    let word = |back: usize| platform.checked_sub(back).map(|index| &tokens[index]);
    if word(1).is_some_and(|token| token.is("me"))
        || (word(1).is_some_and(|token| is_one_of(token, "on at via"))
            && word(2).is_some_and(|token| token.is("me")))
    {
        Offer::Me
    } else if word(1).is_some_and(|token| token.is("my")) {
        Offer::Mine
    } else {
        Offer::Nothing
    }
}

/// Digits, "_", ".", "#" or a capital inside ("CoolCat") among letters.
fn is_username_shaped(word: &str) -> bool {
    let inner_capital = word
        .chars()
        .zip(word.chars().skip(1))
        .any(|(a, b)| a.is_lowercase() && b.is_uppercase());
    word.chars().any(char::is_alphabetic)
        && (word.chars().any(|c| c.is_ascii_digit())
            || word.contains(['_', '.', '#'])
            || inner_capital)
}

/// The index of the username offered after the platform at `platform`.
fn username_after(tokens: &[Token], platform: usize) -> Option<usize> {
    let mut offer = offer_before(tokens, platform);
    let mut named = is_one_of(&tokens[platform], NAMING_WORDS);
    let mut linked = false;
    let end = tokens.len().min(platform + 1 + WINDOW);
    for index in platform + 1..end {
        let token = &tokens[index];
        if token.after_newline || matches!(token.text, "." | "!" | "?" | ";") {
            return None;
        }
        if !token.is_word() {
            linked |= matches!(token.text, ":" | "=" | "," | "-" | "@");
        } else if is_one_of(token, NAMING_WORDS) {
            named = true;
        } else if is_one_of(token, LINKING_WORDS) {
            linked = true;
        } else if token.is("me") && index == platform + 1 {
            offer = Offer::Me;
        } else if !(is_one_of(token, FILLERS) || is_platform(tokens, index)) {
            let straight_after = index == platform + 1;
            return is_offered(token, offer, named, linked, straight_after).then_some(index);
        }
    }
    None
}

/// Whether the sentence so far offers `word` as a username.
fn is_offered(word: &Token, offer: Offer, named: bool, linked: bool, straight_after: bool) -> bool {
    if !word.text.chars().any(char::is_alphabetic) || is_one_of(word, EVERYDAY_WORDS) {
        return false;
    }
    if is_username_shaped(word.text) {
        return named || linked || offer != Offer::Nothing;
    }
    named || (offer != Offer::Nothing && linked) || (offer == Offer::Me && straight_after)
}

/// "@priya_maths": an "@" not straight after a word (that is an e-mail
/// address), then a name starting with a letter ("@3pm" is a time).
fn at_handle(tokens: &[Token], at: usize) -> Option<Range<usize>> {
    let (sign, name) = (&tokens[at], tokens.get(at + 1)?);
    let after_word = at > 0 && tokens[at - 1].end == sign.start && tokens[at - 1].is_word();
    let starts_with_letter = name
        .text
        .chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_');
    let handle = sign.text == "@"
        && name.start == sign.end
        && !after_word
        && starts_with_letter
        && name.text.chars().count() >= 2
        && !is_one_of(name, EVERYDAY_WORDS);
    handle.then_some(sign.start..name.end)
}

pub(super) fn find(tokens: &[Token]) -> Vec<Range<usize>> {
    (0..tokens.len())
        .filter_map(|index| {
            if !is_platform(tokens, index) {
                return at_handle(tokens, index);
            }
            let username = username_after(tokens, index)?;
            Some(tokens[index].start..tokens[username].end)
        })
        .collect()
}
