//! The rules of `docs/authorization.md`: every table row whose first cell is
//! a method and a path, read into who may get a 2xx and for whose objects.

use std::collections::BTreeMap;
use std::path::Path;

pub const DOCUMENT: &str = "docs/authorization.md";
/// The section whose rows are 2xx answers the server wrongly gives today.
const KNOWN_PROBLEMS: &str = "Known problems";
/// The section of routes the API document does not describe.
const OUTSIDE_THE_DOCUMENT: &str = "Routes outside the API document";
const METHODS: [&str; 5] = ["GET", "POST", "PUT", "DELETE", "PATCH"];
/// The words of an ownership qualifier, as the document's legend lists them.
const OWN: [&str; 5] = [
    "own",
    "own child",
    "own student",
    "own session",
    "own subscription",
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    Child,
    Parent,
    Tutor,
    Admin,
}

/// The two test families: a person or an object belongs to one of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Family {
    A,
    B,
}

/// Who makes a call: nobody signed in has no role; admins have no family.
#[derive(Debug, Clone, Copy)]
pub struct Caller {
    pub role: Option<Role>,
    pub family: Option<Family>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Scope {
    /// Whatever object the call names (also `(self)`, where the server
    /// does not use the id for them).
    Any,
    /// Only objects of the caller's own family.
    Own,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Grant {
    Anyone,
    SignedIn,
    Role(Role, Scope),
}

impl Grant {
    fn admits(self, caller: Caller, owner: Option<Family>) -> bool {
        match self {
            Grant::Anyone => true,
            Grant::SignedIn => caller.role.is_some(),
            Grant::Role(role, scope) => {
                caller.role == Some(role)
                    && (scope == Scope::Any || (owner.is_some() && caller.family == owner))
            }
        }
    }
}

/// One row's "who may" cell.
#[derive(Debug, Clone)]
pub struct Rule {
    grants: Vec<Grant>,
    pub line: usize,
}

impl Rule {
    /// Whether `caller` may get a 2xx on an object of `owner`'s family (or
    /// on a call that names no family's object).
    pub fn admits(&self, caller: Caller, owner: Option<Family>) -> bool {
        self.grants.iter().any(|grant| grant.admits(caller, owner))
    }

    /// Whether the rule depends on whose object the call names.
    pub fn speaks_of_ownership(&self) -> bool {
        self.grants
            .iter()
            .any(|grant| matches!(grant, Grant::Role(_, Scope::Own)))
    }
}

/// The document's rows, keyed `METHOD /path` (or `METHOD /path?parameter`).
#[derive(Debug, Default)]
pub struct Table {
    pub rules: BTreeMap<String, Rule>,
    pub known_problems: BTreeMap<String, Rule>,
    pub outside: BTreeMap<String, Rule>,
}

impl Table {
    /// Reads the document from the repository, failing the test on a row
    /// it cannot read.
    pub fn read() -> Table {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("..")
            .join(DOCUMENT);
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|error| panic!("reading {}: {error}", path.display()));
        Table::parse(&text)
            .unwrap_or_else(|problems| panic!("{DOCUMENT}:\n{}", problems.join("\n")))
    }

    fn parse(text: &str) -> Result<Table, Vec<String>> {
        let mut table = Table::default();
        let mut problems = Vec::new();
        let mut section = "";
        for (index, line) in text.lines().enumerate() {
            let number = index + 1;
            if let Some(heading) = line.strip_prefix("## ") {
                section = heading.trim();
                continue;
            }
            let Some((operation, who)) = rule_row(line) else {
                continue;
            };
            match grants(who) {
                Ok(grants) => {
                    let rows = table.section(section);
                    let rule = Rule {
                        grants,
                        line: number,
                    };
                    if rows.insert(operation.clone(), rule).is_some() {
                        problems.push(format!("line {number}: a second row for {operation}"));
                    }
                }
                Err(problem) => problems.push(format!("line {number}: {problem}")),
            }
        }
        if problems.is_empty() {
            Ok(table)
        } else {
            Err(problems)
        }
    }

    fn section(&mut self, heading: &str) -> &mut BTreeMap<String, Rule> {
        match heading {
            KNOWN_PROBLEMS => &mut self.known_problems,
            OUTSIDE_THE_DOCUMENT => &mut self.outside,
            _ => &mut self.rules,
        }
    }
}

/// The operation and the "who may" cell of a row such as
/// `` | `GET /api/session/{session_id}` | child (own), admin | notes | ``.
fn rule_row(line: &str) -> Option<(String, &str)> {
    let mut cells = line.trim().strip_prefix('|')?.split('|').map(str::trim);
    let operation = cells.next()?.trim_matches('`');
    let (method, path) = operation.split_once(' ')?;
    if !METHODS.contains(&method) || !path.starts_with('/') {
        return None;
    }
    Some((operation.to_string(), cells.next()?))
}

fn grants(cell: &str) -> Result<Vec<Grant>, String> {
    if cell == "nobody" {
        return Ok(Vec::new());
    }
    cell.split(',').map(|part| grant(part.trim())).collect()
}

/// `anyone`, `signed in`, or a role with an optional `(qualifier)`.
fn grant(text: &str) -> Result<Grant, String> {
    let (role, qualifier) = match text.split_once(" (") {
        Some((role, rest)) => {
            let qualifier = rest
                .strip_suffix(')')
                .ok_or_else(|| format!("'{text}' lacks its closing parenthesis"))?;
            (role, Some(qualifier))
        }
        None => (text, None),
    };
    let role = match role {
        "anyone" if qualifier.is_none() => return Ok(Grant::Anyone),
        "signed in" if qualifier.is_none() => return Ok(Grant::SignedIn),
        "child" => Role::Child,
        "parent" => Role::Parent,
        "tutor" => Role::Tutor,
        "admin" => Role::Admin,
        other => {
            return Err(format!(
                "'{other}' is not one of anyone, signed in, nobody, child, parent, tutor, admin"
            ));
        }
    };
    let scope = match qualifier {
        None | Some("self") => Scope::Any,
        Some(own) if OWN.contains(&own) => Scope::Own,
        Some(other) => return Err(format!("'({other})' is not (self) or one of {OWN:?}")),
    };
    Ok(Grant::Role(role, scope))
}

mod tests {
    use super::*;

    const CHILD_A: Caller = Caller {
        role: Some(Role::Child),
        family: Some(Family::A),
    };

    #[test]
    fn rows_are_read_by_section_and_ownership_follows_the_family() {
        let table = Table::parse(
            "| `GET /api/x` | child (own), admin | notes |\n\
             ## Known problems\n| `GET /api/x` | child | why |\n\
             ## Routes outside the API document\n| `GET /y` | nobody | |\n\
             | Words | Meaning |\n",
        )
        .unwrap();
        let rule = &table.rules["GET /api/x"];
        assert!(rule.admits(CHILD_A, Some(Family::A)));
        assert!(!rule.admits(CHILD_A, Some(Family::B)));
        assert!(!rule.admits(CHILD_A, None));
        assert!(table.known_problems["GET /api/x"].admits(CHILD_A, Some(Family::B)));
        assert!(!table.outside["GET /y"].admits(CHILD_A, None));
    }

    #[test]
    fn unknown_words_are_refused_with_their_line() {
        let problems = Table::parse("\n| `GET /api/x` | child (theirs), guest |").unwrap_err();
        assert_eq!(problems.len(), 1);
        assert!(
            problems[0].starts_with("line 2: '(theirs)'"),
            "{problems:?}"
        );
    }
}
