//! A small reader of Prometheus's text format, strict enough to refuse
//! what a scraper would refuse or misread: every sample is
//! `name{labels} value` with a value that is a number, its family has a
//! `# TYPE` line before it, no series comes twice, and each histogram's
//! buckets rise in bound and never fall in count, up to a `+Inf` bucket
//! that equals its `_count`.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt;

type Labels = BTreeMap<String, String>;

pub struct Sample {
    pub name: String,
    pub labels: Labels,
    pub value: f64,
}

pub struct Exposition {
    pub text: String,
    pub samples: Vec<Sample>,
}

const HISTOGRAM_PARTS: [&str; 3] = ["_bucket", "_sum", "_count"];

impl Exposition {
    pub fn parse(text: &str) -> Result<Exposition, String> {
        let mut types: HashMap<String, String> = HashMap::new();
        let mut samples = Vec::new();
        let mut series = HashSet::new();
        for (number, line) in text.lines().enumerate() {
            let at = |why: &str| format!("line {}: {why}: {line}", number + 1);
            if line.trim().is_empty() {
                continue;
            }
            if let Some(comment) = line.strip_prefix('#') {
                let words: Vec<&str> = comment.split_whitespace().collect();
                if words.first() == Some(&"TYPE") {
                    let [_, name, kind] = words[..] else {
                        return Err(at("a TYPE line names a family and its kind"));
                    };
                    if !["counter", "gauge", "histogram", "summary", "untyped"].contains(&kind) {
                        return Err(at("no such kind"));
                    }
                    if types.insert(name.into(), kind.into()).is_some() {
                        return Err(at("a second TYPE line for the family"));
                    }
                }
                continue;
            }
            let sample = read_sample(line).map_err(|why| at(&why))?;
            if family(&sample.name, &types).is_none() {
                return Err(at("no TYPE line before the sample's family"));
            }
            if !series.insert((sample.name.clone(), sample.labels.clone())) {
                return Err(at("the series came before"));
            }
            samples.push(sample);
        }
        let exposition = Exposition {
            text: text.to_string(),
            samples,
        };
        for (name, kind) in &types {
            if kind == "histogram" {
                exposition.check_histogram(name)?;
            }
        }
        Ok(exposition)
    }

    /// The value of the one sample of `name` whose labels include
    /// `labels`; `None` when there is none, or more than one.
    pub fn value(&self, name: &str, labels: &[(&str, &str)]) -> Option<f64> {
        let mut matching = self.samples.iter().filter(|sample| {
            sample.name == name
                && labels
                    .iter()
                    .all(|(key, value)| sample.labels.get(*key).map(String::as_str) == Some(value))
        });
        let first = matching.next()?;
        matching.next().is_none().then_some(first.value)
    }

    fn check_histogram(&self, name: &str) -> Result<(), String> {
        // Each series (labels but `le`) → its buckets in order, and its count.
        let mut buckets: BTreeMap<Labels, Vec<(f64, f64)>> = BTreeMap::new();
        let mut counts: BTreeMap<Labels, f64> = BTreeMap::new();
        for sample in &self.samples {
            let mut labels = sample.labels.clone();
            if sample.name == format!("{name}_bucket") {
                let le = labels
                    .remove("le")
                    .ok_or(format!("{name}: a bucket without le"))?;
                let bound: f64 = le.parse().map_err(|_| format!("{name}: le {le}"))?;
                buckets
                    .entry(labels)
                    .or_default()
                    .push((bound, sample.value));
            } else if sample.name == format!("{name}_count") {
                counts.insert(labels, sample.value);
            }
        }
        if buckets.keys().ne(counts.keys()) {
            return Err(format!(
                "{name}: series with buckets and series with a count differ"
            ));
        }
        for (labels, series) in &buckets {
            let rising = series
                .windows(2)
                .all(|pair| pair[0].0 < pair[1].0 && pair[0].1 <= pair[1].1);
            let last = series.last().expect("a series has a bucket");
            if !rising || last.0 != f64::INFINITY || Some(&last.1) != counts.get(labels) {
                return Err(format!(
                    "{name}{labels:?}: buckets {series:?}, count {:?}",
                    counts.get(labels)
                ));
            }
        }
        Ok(())
    }
}

impl fmt::Display for Exposition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// The family a sample belongs to: its own name, or a histogram's name
/// before the part's suffix.
fn family<'a>(name: &'a str, types: &HashMap<String, String>) -> Option<&'a str> {
    if types.get(name).is_some_and(|kind| kind != "histogram") {
        return Some(name);
    }
    HISTOGRAM_PARTS
        .iter()
        .filter_map(|part| name.strip_suffix(part))
        .find(|family| types.get(*family).is_some_and(|kind| kind == "histogram"))
}

fn read_sample(line: &str) -> Result<Sample, String> {
    let name_end = line
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == ':'))
        .ok_or("no value")?;
    let name = &line[..name_end];
    if name.is_empty() || name.starts_with(|c: char| c.is_ascii_digit()) {
        return Err("no metric name".into());
    }
    let mut rest = &line[name_end..];
    let mut labels = Labels::new();
    if let Some(inside) = rest.strip_prefix('{') {
        rest = read_labels(inside, &mut labels)?;
    }
    let value = rest.strip_prefix(' ').ok_or("no space before the value")?;
    let value: f64 = value
        .parse()
        .map_err(|_| format!("{value:?} is no number"))?;
    Ok(Sample {
        name: name.to_string(),
        labels,
        value,
    })
}

/// Reads `key="value",…}` into `labels`; returns what follows the `}`.
fn read_labels<'a>(mut rest: &'a str, labels: &mut Labels) -> Result<&'a str, String> {
    loop {
        if let Some(after) = rest.strip_prefix('}') {
            return Ok(after);
        }
        let (key, after) = rest.split_once("=\"").ok_or("a label without =\"")?;
        let valid_key = !key.is_empty()
            && !key.starts_with(|c: char| c.is_ascii_digit())
            && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !valid_key {
            return Err(format!("label name {key:?}"));
        }
        let mut value = String::new();
        let mut chars = after.char_indices();
        let end = loop {
            match chars.next().ok_or("an unclosed label value")? {
                (at, '"') => break at,
                (_, '\\') => match chars.next().ok_or("an escape at the end")?.1 {
                    'n' => value.push('\n'),
                    c @ ('\\' | '"') => value.push(c),
                    c => return Err(format!("escape \\{c}")),
                },
                (_, c) => value.push(c),
            }
        };
        if labels.insert(key.to_string(), value).is_some() {
            return Err(format!("label {key} twice"));
        }
        rest = &after[end + 1..];
        match rest.strip_prefix(',') {
            Some(after_comma) => rest = after_comma,
            None if rest.starts_with('}') => {}
            None => return Err("labels not apart by commas".into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Exposition;

    const GOOD: &str = "# TYPE up gauge\nup{job=\"a \\\"b\\\"\"} 1\n\
        # TYPE t histogram\nt_bucket{le=\"1\"} 1\nt_bucket{le=\"+Inf\"} 2\nt_sum 3.5\nt_count 2\n";

    #[test]
    fn the_format_is_read_and_what_breaks_it_is_refused() {
        let good = Exposition::parse(GOOD).unwrap();
        assert_eq!(good.value("up", &[("job", "a \"b\"")]), Some(1.0));
        for (broken, why) in [
            ("up 1\n", "no TYPE line"),
            ("# TYPE up gauge\nup one\n", "no number"),
            ("# TYPE up gauge\nup{job=\"a\" 1\n", "an unclosed label set"),
            ("# TYPE up gauge\nup 1\nup 2\n", "a series twice"),
            (
                "# TYPE t histogram\nt_bucket{le=\"1\"} 2\nt_bucket{le=\"+Inf\"} 1\nt_count 1\n",
                "a falling bucket",
            ),
            (
                "# TYPE t histogram\nt_bucket{le=\"+Inf\"} 2\nt_count 1\n",
                "a wrong count",
            ),
            (
                "# TYPE t histogram\nt_bucket{le=\"1\"} 1\nt_count 1\n",
                "no +Inf bucket",
            ),
        ] {
            assert!(Exposition::parse(broken).is_err(), "{why}: {broken}");
        }
    }
}
