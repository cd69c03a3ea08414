#!/usr/bin/env python3
"""Writes Sources/ArchlintKit/Model/StandardLibraryNames.swift: the names the Swift standard library
and Foundation declare, read from the installed toolchain's symbol graphs.

    python3 Tests/Oracle/standard-names.py [--target x86_64-unknown-linux-gnu]

`dependency_rule` reports a use of a member that an extension in an outer layer declares only when
the name cannot be the framework's own (`ExtensionMembers`): every member name (method, property,
enum case) of any public type of these modules, every first argument label of their initializers,
and their type names (a type of theirs is one any file can reach). Runs `swift-symbolgraph-extract`,
which comes with every Swift toolchain; Python 3, standard library only.
"""

import argparse
import glob
import json
import os
import re
import subprocess
import tempfile

MODULES = ["Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Dispatch", "Foundation",
           "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "Observation"]
MEMBER_KINDS = {"swift.method", "swift.property", "swift.type.method", "swift.type.property", "swift.enum.case"}
TYPE_KINDS = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.actor"}
HERE = os.path.dirname(os.path.abspath(__file__))
OUTPUT = os.path.join(HERE, "..", "..", "Sources", "ArchlintKit", "Model", "StandardLibraryNames.swift")
IDENTIFIER = re.compile(r"[A-Za-z][A-Za-z0-9_]*")


def extract(target):
    members, labels, types = set(), set(), set()
    with tempfile.TemporaryDirectory() as folder:
        for module in MODULES:
            subprocess.run(["swift-symbolgraph-extract", "-module-name", module, "-target", target, "-sdk", "/",
                            "-output-dir", folder, "-minimum-access-level", "public"], check=True)
        for path in glob.glob(os.path.join(folder, "*.symbols.json")):
            with open(path, encoding="utf-8") as handle:
                graph = json.load(handle)
            for symbol in graph["symbols"]:
                kind, path_components = symbol["kind"]["identifier"], symbol["pathComponents"]
                title = symbol["names"]["title"]
                if kind in MEMBER_KINDS:
                    name = IDENTIFIER.match(title)
                    if name:
                        members.add(name.group(0))
                elif kind == "swift.init":
                    label = re.match(r"init[?!]?\(([A-Za-z][A-Za-z0-9_]*):", title)
                    if label:
                        labels.add(label.group(1))
                if kind in TYPE_KINDS or len(path_components) > 1:
                    outer = IDENTIFIER.match(path_components[0])
                    if outer and outer.group(0) == path_components[0]:
                        types.add(outer.group(0))
    return sorted(members), sorted(labels), sorted(types)


def literal(names):
    lines, line = [], ""
    for name in names:
        if line and len(line) + len(name) + 1 > 100:
            lines.append(line)
            line = ""
        line = name if not line else line + " " + name
    if line:
        lines.append(line)
    return '"""\n' + "\n".join("        " + line for line in lines) + '\n        """'


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--target", default="x86_64-unknown-linux-gnu")
    arguments = parser.parse_args()
    members, labels, types = extract(arguments.target)
    version = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    with open(OUTPUT, "w", encoding="utf-8") as out:
        out.write(f"""// Written by Tests/Oracle/standard-names.py from the symbol graphs of {", ".join(MODULES)}
// ({version}); run it again rather than edit this file.

/// The names the Swift standard library and Foundation declare (`ExtensionMembers`): no use of
/// a member of one of these names is told apart from the framework's own by its name. Sorted, for
/// `SortedNames`.
enum StandardLibraryNames {{
    /// Every public method, property and enum case name, static ones too.
    static let members = SortedNames({literal(members)})

    /// The first argument label of every public initializer.
    static let initializerLabels = SortedNames({literal(labels)})

    /// The public type names (the outermost of a nested one's path): types every file reaches.
    static let types = SortedNames({literal(types)})
}}
""")
    print(f"{len(members)} members, {len(labels)} initializer labels, {len(types)} types -> {os.path.relpath(OUTPUT)}")


if __name__ == "__main__":
    main()
