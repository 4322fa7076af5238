#!/usr/bin/env python3
"""The server's layering check (docs/architecture.md, "The server's layers").

Reads every `crate::` path in server/src and fails when a top-level module
uses one that is not below it in server/layers.txt, unless the edge is one
of the known ones listed there to be removed. It also fails when a known
edge has gone, so that the list only ever shrinks.

    scripts/check-layers.py          check
    scripts/check-layers.py --graph  print every edge, known ones marked
"""

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "server" / "src"
RULES = ROOT / "server" / "layers.txt"

# Comments and literals hold paths that are not uses: a doc comment naming
# `crate::http::pictures` is not an import. Raw strings first, then plain
# strings and chars, then comments; lifetimes ('a) are left alone.
NOT_CODE = re.compile(
    r'r(#*)"(?:.|\n)*?"\1'
    r'|"(?:\\.|[^"\\])*"'
    r"|'(?:\\.|[^'\\])'"
    r"|//[^\n]*"
    r"|/\*(?:.|\n)*?\*/"
)
CRATE_PATH = re.compile(r"\bcrate::([a-z_][a-z0-9_]*)")
# `use crate::{db, error::AppError};` names modules inside the braces.
CRATE_GROUP = re.compile(r"\bcrate::\{([^;]*)\}\s*;")


def read_rules():
    """The modules in order, lowest first, and the known edges."""
    order, known = [], set()
    for number, line in enumerate(RULES.read_text().splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        if "->" in line:
            source, target = (part.strip() for part in line.split("->"))
            known.add((source, target))
        else:
            order.extend(line.split())
    return order, known


def group_members(group):
    """The first name of each member of a `{…}` use group, nested groups
    skipped: `db::{a, b}, error` gives db and error."""
    members, depth, current = [], 0, ""
    for char in group + ",":
        if char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
        elif char == "," and depth == 0:
            name = re.match(r"\s*([a-z_][a-z0-9_]*)", current)
            if name:
                members.append(name.group(1))
            current = ""
            continue
        if depth == 0:
            current += char
    return members


def module_of(path):
    top = path.relative_to(SOURCE).parts[0]
    return top.removesuffix(".rs")


def edges():
    found = set()
    for path in sorted(SOURCE.rglob("*.rs")):
        source = module_of(path)
        code = NOT_CODE.sub(" ", path.read_text())
        targets = set(CRATE_PATH.findall(code))
        for group in CRATE_GROUP.findall(code):
            targets.update(group_members(group))
        found.update((source, target) for target in targets if target != source)
    return found


def main():
    order, known = read_rules()
    rank = {module: index for index, module in enumerate(order)}
    found = edges()
    modules = {module for edge in found for module in edge}
    problems = [
        f"{module}: not placed in server/layers.txt"
        for module in sorted(modules - rank.keys())
        if module not in ("self", "super")
    ]
    upward = sorted(
        (source, target)
        for source, target in found
        if source in rank and target in rank and rank[target] >= rank[source]
    )
    if "--graph" in sys.argv:
        for source, target in sorted(found):
            mark = "  (known, to remove)" if (source, target) in known else ""
            print(f"{source} -> {target}{mark}")
        return 0
    problems += [
        f"{source} -> {target}: {source} may not use {target}, which is not below it"
        for source, target in upward
        if (source, target) not in known
    ]
    problems += [
        f"{source} -> {target}: gone; remove it from the known edges"
        for source, target in sorted(known - set(upward))
    ]
    for problem in problems:
        print(problem)
    print(
        f"server layers: {len(found)} module edges, {len(set(upward) & known)} known upward "
        f"edges left to remove, {len(problems)} problems"
    )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
