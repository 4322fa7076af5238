"""Totals the test counts of every suite in a scripts/test run.

Reads cargo's `test result:` lines, Vitest's and Playwright's JSON reports,
and the desktop tests' own `N passed, N failed` lines. A step that failed
without reporting any failed test (a build or lint failure) counts as one
failure. Prints `N passed, N failed` last and exits non-zero on any failure.
"""

import json
import pathlib
import re
import sys

logs = pathlib.Path(sys.argv[1])
failed_steps = sys.argv[2:]
passed = failed = 0
failures_by_step = {}


def add(step, ok, bad):
    global passed, failed
    passed += ok
    failed += bad
    failures_by_step[step] = failures_by_step.get(step, 0) + bad


for log in sorted(logs.glob("*.log")):
    text = log.read_text(errors="replace")
    for ok, bad in re.findall(r"test result: \w+\. (\d+) passed; (\d+) failed", text):
        add(log.stem, int(ok), int(bad))
    if log.stem.startswith("desktop"):
        for ok, bad in re.findall(r"^(\d+) passed, (\d+) failed$", text, re.M):
            add(log.stem, int(ok), int(bad))

vitest = logs / "vitest.json"
if vitest.exists():
    report = json.loads(vitest.read_text())
    add("ui-unit", report.get("numPassedTests", 0), report.get("numFailedTests", 0))

playwright = logs / "playwright.json"
if playwright.exists():
    stats = json.loads(playwright.read_text()).get("stats", {})
    add("ui-e2e", stats.get("expected", 0) + stats.get("flaky", 0), stats.get("unexpected", 0))

for step in failed_steps:
    if failures_by_step.get(step, 0) == 0:
        print(f"step failed: {step}")
        add(step, 0, 1)

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
