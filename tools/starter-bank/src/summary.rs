//! The counts printed after generation, so a reviewer sees the bank's
//! coverage at a glance.

use std::collections::BTreeMap;
use std::fmt;

use plytime_shared::content::Element;

use crate::bank::Bank;

pub struct Summary {
    pub per_year: BTreeMap<String, usize>,
    pub per_theme: BTreeMap<&'static str, usize>,
    pub per_element_type: BTreeMap<&'static str, usize>,
    pub endcodes: usize,
    pub questions: usize,
}

/// The element type's name as the cell syntax writes it.
pub fn element_type_name(element: &Element) -> &'static str {
    match element {
        Element::Text { .. } => "Text",
        Element::Image { .. } => "Image",
        input => input.input().map(|(_, kind)| kind.name()).unwrap_or("Text"),
    }
}

impl Summary {
    pub fn of(bank: &Bank) -> Self {
        let mut summary = Summary {
            per_year: BTreeMap::new(),
            per_theme: BTreeMap::new(),
            per_element_type: BTreeMap::new(),
            endcodes: bank.endcodes.len(),
            questions: bank.questions.len(),
        };
        for question in &bank.questions {
            let year = question
                .endcode
                .split('-')
                .next()
                .unwrap_or_default()
                .replace('Y', "Year ");
            *summary.per_year.entry(year).or_default() += 1;
            *summary.per_theme.entry(question.theme).or_default() += 1;
            // Counted once per question: "how many questions use MC".
            let mut types: Vec<&'static str> = question
                .lines
                .iter()
                .flatten()
                .map(element_type_name)
                .collect();
            types.sort_unstable();
            types.dedup();
            for name in types.into_iter().filter(|name| *name != "Text") {
                *summary.per_element_type.entry(name).or_default() += 1;
            }
        }
        summary
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{} live questions in {} endcodes",
            self.questions, self.endcodes
        )?;
        let sections: [(&str, Vec<(&str, usize)>); 3] = [
            (
                "Questions per year",
                self.per_year
                    .iter()
                    .map(|(k, v)| (k.as_str(), *v))
                    .collect(),
            ),
            (
                "Questions per theme",
                self.per_theme.iter().map(|(k, v)| (*k, *v)).collect(),
            ),
            (
                "Questions using each element type",
                self.per_element_type
                    .iter()
                    .map(|(k, v)| (*k, *v))
                    .collect(),
            ),
        ];
        for (title, counts) in sections {
            writeln!(f, "{title}:")?;
            for (name, count) in counts {
                writeln!(f, "  {name:<40} {count:>4}")?;
            }
        }
        Ok(())
    }
}
