#!/usr/bin/env python3
"""Writes the worst-case projects for archlint's time and memory, one folder per case.

    Benchmarks/worst-cases.py OUT [--scale S] [--case NAME ...]

At --scale 1.0 (the default) the cases are the sizes reported as slow or memory-hungry; the
linear-time check (Benchmarks/linearity.py) writes the same shapes at small scales.
Each case is a folder under OUT, linted from inside it (`cd OUT/nested && archlint .`):

    nested     one Domain file of 40k structs, each nested in the one before (about 700 KB)
    entities   one Domain file of 40k Codable entities: one codable_entity finding each
    views      one Presentation file of 20k SwiftUI views that each use a use case directly
               (one view_business_access finding each), with the use case in Domain
    findings   one Domain file of 100k `import UIKit` lines: one dependency_rule finding each
    large      one Data file of realistic code just under the 16 MiB limit for one file
    lets       one Domain file of 16 MiB of `let a:A` lines: the densest declarations with a type
    pairs      the same of `let a,b:A`: two declarations in ten bytes
    lists      16 MiB of `let a,a,a,…:A`, a declaration per two bytes: past the bound on declarations
               in one file, so left out (exit 2) rather than read
    references 16 MiB of `let x = [A,A,A,…]`: a type reference per two bytes
    tokens     16 MiB of `a;a;a;…`: a token per byte
    files      200k small entity files in Domain, 1,000 per folder
    sources    one Data file of 20k data sources whose functions return a Domain entity
               (one datasource_returns_entity finding each)
    keys       a configuration of 300k option keys (`archlint --config .archlint.json .`)
    names      a layer that may depend on a misspelt layer, both names 55k characters long
    layers     a configuration of 60k layers
    baseline   a baseline of just under 256 MiB (`archlint --baseline baseline.json .`)

Python 3, standard library only; the same scale always gives the same bytes.
"""

import argparse
import json
import os
import shutil
import sys

# The largest file archlint scans (FileWalker's limit for one file, 16 MiB).
FILE_LIMIT = 16 * 1024 * 1024


def count(base, scale):
    """`base` scaled, at least 1."""
    return max(1, int(base * scale))


def write(folder, path, text):
    target = os.path.join(folder, path)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)


def nested(folder, scale):
    depth = count(40_000, scale)
    opening = "".join(f"struct N{i} {{\n" for i in range(depth))
    write(folder, "Domain/Nested.swift", opening + "}\n" * depth)


def entities(folder, scale):
    total = count(40_000, scale)
    write(folder, "Domain/Entities.swift",
          "".join(f"struct Entity{i}: Codable {{ let id: Int }}\n" for i in range(total)))


def views(folder, scale):
    total = count(20_000, scale)
    write(folder, "Domain/LoadFeedUseCase.swift", "protocol LoadFeedUseCase { func execute() async throws -> [Int] }\n")
    write(folder, "Presentation/Views.swift", "import SwiftUI\n\n" + "".join(
        f"struct Feed{i}View: View {{\n    let loadFeed: LoadFeedUseCase\n    var body: some View {{ Text(\"{i}\") }}\n}}\n"
        for i in range(total)))


def findings(folder, scale):
    write(folder, "Domain/Imports.swift", "import UIKit\n" * count(100_000, scale))


LARGE_UNIT = """\
/// A repository that caches what it loads.
final class CachedOrderRepository{n}: OrderRepository {{
    private let remote: OrderAPIDataSource
    private var cache: [String: OrderDTO] = [:]

    init(remote: OrderAPIDataSource) {{ self.remote = remote }}

    func order(id: String) async throws -> Order {{
        if let cached = cache[id] {{ return OrderMapper.map(cached) }}
        let dto = try await remote.fetch(path: "/orders/\\(id)", query: ["v": "{n}"])
        cache[id] = dto
        return OrderMapper.map(dto)
    }}
}}

"""


def large(folder, scale):
    limit = min(FILE_LIMIT - 1, count(FILE_LIMIT - 1, scale))
    header = "import Foundation\n\n"
    parts, size, n = [header], len(header), 0
    while True:
        unit = LARGE_UNIT.format(n=n)
        if size + len(unit) > limit:
            break
        parts.append(unit)
        size += len(unit)
        n += 1
    write(folder, "Data/Large.swift", "".join(parts))


def dense(folder, scale, head, unit, tail):
    """One Domain file of `unit` repeated between `head` and `tail`, just under the limit for one file."""
    size = min(FILE_LIMIT - 1, count(FILE_LIMIT - 1, scale))
    write(folder, "Domain/Dense.swift", head + unit * ((size - len(head) - len(tail)) // len(unit)) + tail)


def lets(folder, scale):
    dense(folder, scale, "", "let a:A\n", "")


def pairs(folder, scale):
    dense(folder, scale, "", "let a,b:A\n", "")


def lists(folder, scale):
    dense(folder, scale, "let a", ",a", ":A\n")


def references(folder, scale):
    dense(folder, scale, "let x = [A", ",A", "]\n")


def tokens(folder, scale):
    dense(folder, scale, "", "a;", "\n")


def sources(folder, scale):
    total = count(20_000, scale)
    write(folder, "Domain/Movie.swift", "struct Movie { let title: String }\n")
    write(folder, "Data/DataSources.swift", "".join(
        f"final class Movies{i}APIDataSource {{\n    func popular() async throws -> [Movie] {{ [] }}\n"
        f"    func search(_ query: String) async throws -> [String] {{ [query] }}\n}}\n"
        for i in range(total)))


def configured(folder, configuration):
    write(folder, "Domain/User.swift", "import UIKit\nstruct User {}\n")
    write(folder, ".archlint.json", configuration)


def keys(folder, scale):
    options = ",".join(f'"k{i}":0' for i in range(count(300_000, scale)))
    configured(folder, '{"rules":{"dto_leak":{"options":{' + options + '}}}}')


def names(folder, scale):
    length = count(55_000, scale)
    configured(folder, json.dumps({"layers": [{"name": "A" * length, "paths": ["X/**"], "mayDependOn": ["B" * length]}]}))


def layers(folder, scale):
    configured(folder, json.dumps({"layers": [{"name": f"L{i}", "paths": [f"L{i}/**"]} for i in range(count(60_000, scale))]},
                                  separators=(",", ":")))


def baseline(folder, scale):
    write(folder, "Domain/User.swift", "import UIKit\nstruct User {}\n")
    entry = '{"rule": "dependency_rule", "file": "Domain/F%09d.swift", "subject": "UIKit", "context": "", "count": 1}'
    total = count((256 * 1024 * 1024 - 100) // (len(entry % 0) + 2), scale)
    write(folder, "baseline.json", '{"version": 1, "findings": [\n' + ",\n".join(entry % i for i in range(total)) + "\n]}\n")


def files(folder, scale):
    for i in range(count(200_000, scale)):
        write(folder, f"Domain/Entities{i // 1000}/Entity{i}.swift", f"struct Entity{i} {{ let id: Int }}\n")


CASES = {"nested": nested, "entities": entities, "views": views, "findings": findings, "large": large, "lets": lets, "pairs": pairs,
         "lists": lists, "references": references, "tokens": tokens, "files": files, "sources": sources, "keys": keys, "names": names, "layers": layers, "baseline": baseline}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", help="the folder to write the cases into (each case replaces its own subfolder)")
    parser.add_argument("--scale", type=float, default=1.0, help="size relative to the reported worst cases (default 1.0)")
    parser.add_argument("--case", action="append", choices=sorted(CASES), help="a case to write (repeatable; default: all)")
    arguments = parser.parse_args()
    if arguments.scale <= 0:
        parser.error("--scale must be positive")
    for name in arguments.case or list(CASES):
        folder = os.path.join(arguments.out, name)
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        CASES[name](folder, arguments.scale)
        print(f"{folder}", file=sys.stderr)


if __name__ == "__main__":
    main()
