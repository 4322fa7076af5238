//! Statistics: reading bar charts and finding the mean.

use super::context::name;
use crate::ask;
use crate::bank::{ThemeSpec, endcode, topic};
use crate::draft::{Draft, Level};
use crate::images::catalog::{BAR_CHARTS, BarChart};
use crate::rng::Rng;

pub fn theme() -> ThemeSpec {
    ThemeSpec {
        name: "Statistics",
        topics: vec![
            topic(
                "Year 3: Bar charts",
                vec![endcode(
                    "Y3-STAT-BARS",
                    "Reads values from a bar chart and compares two bars.",
                    2,
                    86..=95,
                    |rng, level| bar_chart(rng, level, false),
                )],
            ),
            topic(
                "Year 4: Interpreting data",
                vec![endcode(
                    "Y4-STAT-TOTALS",
                    "Finds totals and differences from a bar chart.",
                    3,
                    97..=105,
                    |rng, level| bar_chart(rng, level, true),
                )],
            ),
            topic(
                "Year 6: Averages",
                vec![endcode(
                    "Y6-STAT-MEAN",
                    "Calculates the mean of a set of numbers.",
                    2,
                    121..=130,
                    mean,
                )],
            ),
        ],
    }
}

fn chart_intro(chart: &BarChart) -> String {
    let key: Vec<String> = chart
        .bars
        .iter()
        .map(|bar| format!("{} = {}", bar.colour_name, bar.label))
        .collect();
    format!(
        "[Image:{}]\nThe bar chart shows {}. Key: {}.",
        chart.id,
        chart.shows,
        key.join(", ")
    )
}

fn bar_chart(rng: &mut Rng, level: Level, totals: bool) -> Draft {
    let chart = &BAR_CHARTS[level.index % BAR_CHARTS.len()];
    let (first, second) = loop {
        let (a, b) = (rng.pick(&chart.bars), rng.pick(&chart.bars));
        if a.value > b.value {
            break (a, b);
        }
    };
    let intro = chart_intro(chart);
    let counted = chart.counted;
    let total: i64 = chart.bars.iter().map(|bar| bar.value).sum();
    let (question, answer) = match (totals, level.variant(3)) {
        (false, 0 | 2) => (
            format!(
                "How many {counted} does the {} bar show?",
                first.colour_name
            ),
            first.value,
        ),
        (false, _) => (
            format!("How many more {} than {}?", first.label, second.label),
            first.value - second.value,
        ),
        (true, 0) => (
            format!(
                "How many {} and {} are there altogether?",
                first.label, second.label
            ),
            first.value + second.value,
        ),
        (true, 1) => (
            format!("How many {counted} are shown on the chart altogether?"),
            total,
        ),
        (true, _) => (
            format!(
                "Altogether, how many of the {counted} are not {}?",
                first.label
            ),
            total - first.value,
        ),
    };
    ask::whole(format!("{intro}\n{question}"), answer, 30)
}

fn mean(rng: &mut Rng, level: Level) -> Draft {
    let count = level.tier(&[3, 4, 5]);
    let target = rng.int(4, level.tier(&[12, 30, 60]));
    // Spread values around the target, then fix the last so the mean is exact.
    let mut values: Vec<i64> = (0..count - 1)
        .map(|_| (target + rng.int(-3, 3) * (target / 4).max(1)).max(1))
        .collect();
    let last = target * count as i64 - values.iter().sum::<i64>();
    if last < 1 {
        return mean(rng, level);
    }
    values.push(last);
    let listed: Vec<String> = values.iter().map(i64::to_string).collect();
    if level.variant(2) == 0 {
        ask::whole(
            format!("What is the mean of {}?", listed.join(", ")),
            target,
            45,
        )
    } else {
        ask::whole(
            format!(
                "{} scored {} in {count} spelling tests. What was the mean score?",
                name(rng),
                listed.join(", ")
            ),
            target,
            45,
        )
    }
}
