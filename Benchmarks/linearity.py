#!/usr/bin/env python3
"""Checks that archlint's cost grows in proportion to its input, counted in instructions.

    Benchmarks/linearity.py ARCHLINT [--case NAME ...] [--list]

Each case writes a project at a small size, at twice and at four times that size, and runs
archlint on each under valgrind's callgrind. The cost of the last doubling (from 2x to 4x) is
compared with the cost of the first (from 1x to 2x): linear work gives a ratio of 2, quadratic work
4. A ratio between 1.6 and 2.4 passes. Differences of costs, so what every run pays once (the
process, the built-in configuration, tables built on first use) cancels out; instructions, not
wall time, so the figures are the same on a busy machine. Every case is large enough that its first
doubling costs millions of instructions: a one-off step of a few hundred thousand (a buffer that
grows past a threshold, placed differently by another machine's C library) then cannot move the
ratio out of the band, as it once did for a case whose doubling cost 3 million.

The shapes are the worst cases of Benchmarks/worst-cases.py (nested types, a finding on every line,
many files, ...) at small scales, plus the reporters, the configuration reader, the baseline, the
audit, the dump and the scanner's pathological headers. Prints one line per case and exits 1 when a
case is not linear, 2 when valgrind or archlint cannot run. About 7 minutes for a release build
(CI's), 30 for a debug build, on one core.
"""

import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("worst_cases", os.path.join(HERE, "worst-cases.py"))
worst_cases = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(worst_cases)
write = worst_cases.write

# Every format at once: the default xcode report on stdout and every other one into a file.
WHOLE_RUN = [".", "--report", "json:report.json", "--report", "sarif:report.sarif",
             "--report", "junit:report.junit.xml", "--report", "checkstyle:report.checkstyle.xml",
             "--report", "github:report.github.txt", "--report", "markdown:report.md",
             "--report", "gitlab:report.gitlab.json", "--report", "summary:report.summary.txt"]


def worst_case(name, scale):
    """A case of worst-cases.py: `size` counts how many times `scale`."""
    def writer(folder, size):
        worst_cases.CASES[name](folder, scale * size)
    return writer


def imports(folder, count):
    """One Domain file of `count` lines `import UIKit`: one dependency_rule finding each."""
    write(folder, "Domain/Imports.swift", "import UIKit\n" * count)


def entity_files(folder, count):
    """`count` Domain files of one entity each, each file with a finding."""
    for i in range(count):
        write(folder, f"Domain/Entities{i // 100}/Entity{i}.swift", f"import UIKit\nstruct Entity{i} {{ let id: Int }}\n")


def configured(configuration):
    def writer(folder, count):
        write(folder, "Domain/User.swift", "struct User { let id: Int }\n")
        write(folder, ".archlint.json", configuration(count))
    return writer


def option_keys(count):
    """Duplicate keys were once found by a scan of the keys before, and options replaced one by one."""
    return '{"rules": {"dto_leak": {"options": {' + ", ".join(f'"option{i}": {i}' for i in range(count)) + "}}}}\n"


def misspelt_names(length):
    """"did you mean" between two long names: their edit distance is the product of their lengths."""
    name = "a" * length
    return ('{"layers": [{"name": "%s", "paths": ["X/**"]},\n'
            '            {"name": "B", "paths": ["Y/**"], "mayDependOn": ["%sb"]}]}' % (name, name[:-1]))


def many_layers(count):
    """Layers merged by a scan of the layers so far, and a table of every pair of layers."""
    layers = []
    for i in range(count):
        allowed = f'"L{i + 1}"' if i + 1 < count else ""
        layers.append(f'{{"name": "L{i}", "paths": ["L{i}/**"], "mayDependOn": [{allowed}]}}')
    return '{"layers": [' + ",\n".join(layers) + "]}\n"


def baseline(folder, count):
    """A baseline entry per finding, each in a declaration of its own."""
    write(folder, "Domain/Entities.swift", "".join(f"struct Entity{i}: Codable {{\n    let id: Int\n}}\n" for i in range(count)))
    entries = ",\n".join('{"rule": "codable_entity", "file": "Domain/Entities.swift", "subject": "declaration Entity%d", '
                         '"context": "Entity%d"}' % (i, i) for i in range(count))
    write(folder, "baseline.json", '{"version": 1, "findings": [\n' + entries + "\n]}\n")


def data_sources(folder, count):
    """One Data file of many data sources, each one an audit verdict's evidence."""
    write(folder, "Domain/OrderDTO.swift", "struct OrderDTO: Decodable { let id: Int }\n")
    write(folder, "Data/DataSources.swift", "import Foundation\n\n" + "".join(
        f"final class Order{i}DataSource {{\n    let session = URLSession.shared\n    var last{i}: OrderDTO?\n}}\n"
        for i in range(count)))


def chained_types(folder, count):
    write(folder, "Data/Types.swift", "".join(f"struct Type{i}: Codable {{\n    let next: Type{i + 1}?\n}}\n" for i in range(count)))


SCANNED_UNIT = """\
struct Item<T: Equatable>: Codable { let id: Int; var tags: [String: [T]] = [:] }
func make(_ x: Int) -> String { "value \\(x) and \\(["a": "\\(x)"])" + #"raw \\#(x)"# }
let regex = #/(\\d+)-(\\w+)/#; /* a /* nested */ comment */ let f = { (a: Int) in a * 2 }
#if DEBUG
class View: UIView { override init(frame: CGRect) { super.init(frame: frame) } }
#endif

"""


def scanned(text):
    """One Data file of `text` repeated: realistic code, and the headers that once made the parser quadratic."""
    def writer(folder, count):
        write(folder, "Data/Scaled.swift", text * count)
    return writer


HEADER_UNITS = ["func f(", "var a = [", "typealias A = (", "func f() -> (", "class A<", "class A: B<", "let (", "{", ")", "]"]


def pathological_headers(folder, copies):
    """Each unit once made a header scan read to the end of the file, for every declaration: each is
    a file of its own, so one that turns quadratic shows although the others stay linear."""
    for index, unit in enumerate(HEADER_UNITS):
        write(folder, f"Data/Header{index}.swift", unit * copies)
    write(folder, "Data/BracesThenParens.swift", "{" * copies + ")" * copies)
    write(folder, "Data/ParensThenConditions.swift", "(" * copies + "#if A\n#endif\n" * copies)


def xcode_project(folder, count):
    """A project.pbxproj of one app target compiling `count` files, twenty to a group."""
    objects, groups, build_files = [], [], []
    for group in range((count + 19) // 20):
        members = range(group * 20, min(count, group * 20 + 20))
        for file in members:
            objects.append(f"\t\tB{file} = {{isa = PBXBuildFile; fileRef = F{file} /* F{file}.swift */; }};")
            objects.append(f"\t\tF{file} = {{isa = PBXFileReference; lastKnownFileType = sourcecode.swift; "
                           f"path = F{file}.swift; sourceTree = \"<group>\"; }};")
            build_files.append(f"B{file}")
        groups.append(f"G{group}")
        children = ", ".join(f"F{file}" for file in members)
        objects.append(f"\t\tG{group} = {{isa = PBXGroup; children = ({children}); path = Group{group}; sourceTree = \"<group>\"; }};")
    objects.append(f"\t\tG = {{isa = PBXGroup; children = ({', '.join(groups)}); sourceTree = \"<group>\"; }};")
    objects.append(f"\t\tS = {{isa = PBXSourcesBuildPhase; files = ({', '.join(build_files)}); }};")
    objects.append('\t\tT = {isa = PBXNativeTarget; buildPhases = (S); name = Big; productType = "com.apple.product-type.application"; };')
    objects.append("\t\tP = {isa = PBXProject; mainGroup = G; targets = (T); };")
    write(folder, "Big.xcodeproj/project.pbxproj",
          "// !$*UTF8*$!\n{\n\tobjects = {\n" + "\n".join(objects) + "\n\t};\n\trootObject = P;\n}\n")
    write(folder, "Group0/F0.swift", "struct F0 {}\n")


def extension_members(folder, count):
    """A Presentation file of `count` members an extension adds to String, and a Domain file that
    uses each: a dependency_rule finding each, every one looked up by its name's bytes."""
    write(folder, "Presentation/String+Members.swift",
          "extension String {\n" + "".join(f"    func member{i}() -> Int {{ {i} }}\n" for i in range(count)) + "}\n")
    write(folder, "Domain/Uses.swift", "struct Uses {\n" + "".join(f'    let use{i} = "x".member{i}()\n' for i in range(count)) + "}\n")


def nested_enums(folder, depth):
    """Enums nested `depth` deep, each with a case: the cases are read from each enum's own body."""
    write(folder, "Domain/Nested.swift", "".join(f"enum E{i} {{\n    case c{i}\n" for i in range(depth)) + "}\n" * depth)


def audit(format_name):
    return ["audit", "--format", format_name, "--output", "audit.out", "."]


# (name, writer(folder, size), arguments, small size): the project is also written at twice and four times it.
CASES = [
    ("nested types, 1,000 to 4,000 deep", worst_case("nested", 0.025), WHOLE_RUN, 1),
    ("Codable entities, one finding each", worst_case("entities", 0.01), WHOLE_RUN, 1),
    ("SwiftUI views using a use case", worst_case("views", 0.0125), WHOLE_RUN, 1),
    ("a finding on every line", worst_case("findings", 0.005), WHOLE_RUN, 1),
    ("one large file of realistic code", worst_case("large", 0.005), WHOLE_RUN, 1),
    ("data sources returning entities", worst_case("sources", 0.0125), WHOLE_RUN, 1),
    ("many small files", worst_case("files", 0.00125), WHOLE_RUN, 1),
    ("SARIF, many findings in one file", imports, ["--quiet", "--reporter", "sarif", "--output", "report.sarif", "."], 1000),
    ("JUnit, many files", entity_files, ["--quiet", "--reporter", "junit", "--output", "report.xml", "."], 150),
    ("Checkstyle, many files", entity_files, ["--quiet", "--reporter", "checkstyle", "--output", "report.xml", "."], 150),
    ("configuration of many option keys", configured(option_keys), ["--quiet", "."], 4000),
    ("misspelt long layer names", configured(misspelt_names), ["--quiet", "."], 48000),
    ("configuration of many layers", configured(many_layers), ["--quiet", "."], 600),
    ("baseline of many entries", baseline, ["--quiet", "--baseline", "baseline.json", "."], 500),
] + [
    (f"audit as {format_name}, many data sources", data_sources, audit(format_name), 160)
    for format_name in ["html", "markdown", "json"]
] + [
    ("audit of many files", entity_files, audit("html"), 150),
    ("dump of many declarations", chained_types, ["dump", "--json", "--references", "."], 400),
    ("scanning realistic code", scanned(SCANNED_UNIT), ["dump", "Data/Scaled.swift"], 100),
    ("scanning unclosed function headers", scanned("func f("), ["dump", "Data/Scaled.swift"], 2000),
    ("scanning unbalanced brackets", scanned("{" * 10 + ")"), ["dump", "Data/Scaled.swift"], 3200),
    ("scanning pathological headers, a file each", pathological_headers, ["dump", "Data"], 250),
    ("an Xcode project listing many files", xcode_project, ["."], 250),
    ("extension members used across layers", extension_members, ["--quiet", "."], 500),
    ("nested enums, each with a case", nested_enums, ["--quiet", "."], 1000),
]


def instructions(archlint, arguments, folder):
    """The instructions callgrind counts for one run of archlint in `folder`."""
    run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", archlint] + arguments,
                         cwd=folder, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                         env=dict(os.environ, SWIFT_BACKTRACE="enable=no"), text=True)
    for line in run.stderr.splitlines():
        if "Collected :" in line:
            return int(line.split()[-1])
    sys.exit(f"linearity: callgrind counted nothing for {' '.join(arguments)} in {folder}:\n{run.stderr[-2000:]}")


def cost(archlint, writer, arguments, size, scratch):
    folder = tempfile.mkdtemp(dir=scratch)
    try:
        writer(folder, size)
        return instructions(archlint, arguments, folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("archlint", nargs="?", help="the archlint binary to measure")
    parser.add_argument("--case", action="append", help="only the cases whose name contains this (repeatable)")
    parser.add_argument("--list", action="store_true", help="list the cases")
    arguments = parser.parse_args()
    cases = [case for case in CASES if not arguments.case or any(part in case[0] for part in arguments.case)]
    if arguments.list:
        for name, _, command, small in cases:
            print(f"{name}: archlint {' '.join(command)} (sizes {small}, {small * 2}, {small * 4})")
        return 0
    if not arguments.archlint:
        parser.error("the archlint binary is required")
    if not cases:
        parser.error("no case matches")
    if shutil.which("valgrind") is None:
        print("linearity: valgrind is not installed (apt-get install valgrind)", file=sys.stderr)
        return 2
    archlint = os.path.abspath(arguments.archlint)
    if not os.access(archlint, os.X_OK):
        print(f"linearity: {archlint} is not an executable", file=sys.stderr)
        return 2
    started, failures = time.time(), 0
    with tempfile.TemporaryDirectory(prefix="archlint-linearity-") as scratch:
        for name, writer, command, small in cases:
            costs = [cost(archlint, writer, command, small * factor, scratch) for factor in (1, 2, 4)]
            first, last = costs[1] - costs[0], costs[2] - costs[1]
            ratio = last / first if first > 0 else float("inf")
            linear = 1.6 < ratio < 2.4
            failures += 0 if linear else 1
            print(f"{'ok  ' if linear else 'FAIL'} {ratio:5.2f}  {first:>13,} -> {last:>14,} instructions  {name}",
                  flush=True)
    verdict = "all linear" if failures == 0 else f"{failures} not linear"
    print(f"linearity: {len(cases)} cases, {verdict} (ratio of the costs of the doublings 2x->4x and 1x->2x, "
          f"1.6-2.4 passes), {time.time() - started:.0f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
