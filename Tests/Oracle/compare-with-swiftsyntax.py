#!/usr/bin/env python3
"""Compare archlint's scanner with SwiftParser (swift-syntax).

For every .swift file under the given folders this runs

    Tests/Oracle/SwiftSyntaxOracle/.build/release/swiftsyntax-oracle --files-from LIST
    archlint dump --json FILE...

and compares, per file,

  * imports: module path (`import struct Foundation.URL` -> "Foundation.URL") and the line of the
    `import` keyword;
  * type declarations (class, struct, enum, protocol, actor, extension, typealias): kind, qualified
    name, line of the name token, inherited names as written without generic arguments, and with
    --columns the (UTF-8 byte, 1-based) column of the name token.

The naming conventions are archlint's and are documented at the top of
SwiftSyntaxOracle/Sources/swiftsyntax-oracle/main.swift: nested types are `Outer.Inner`, types in
`extension X` are `X.Inner`, types in function bodies take the enclosing type chain only, an
extension is named after its extended type without generic arguments, inherited entries lose
attributes / `~` / `any` / `some`, a composition `P & Q` counts as two names.  Names and inherited
names are compared without whitespace (`extension [String: Int]`).

`#if`: SwiftParser keeps every clause of an `#if` in the syntax tree, active or not, and the
oracle walks all of them, so declarations in EVERY branch count on both sides.  When a `#if` splits
a declaration header (`#if os(iOS) class A: UIView { #else class A: NSView { #endif`) SwiftParser
reports parse errors and recovers as it can; files with parse errors are counted in the summary
and their differences are tagged "[N parse errors]" so they can be judged by hand.

Lone CR: SwiftSyntax's SourceLocationConverter, like archlint and the Swift lexer, ends a line at
`\\r`, `\\n` and `\\r\\n`, so no normalisation is needed (the swiftc script must turn lone CRs into
LFs because `-dump-parse` numbers lines by LF only).

The oracle binary is built with `swift build -c release --package-path Tests/Oracle/SwiftSyntaxOracle`
when it is missing (or with --rebuild).

Usage:
  compare-with-swiftsyntax.py [--archlint PATH] [--oracle PATH] [--rebuild] [--columns]
                              [--strict] [--include-tool-folders] [-q] FOLDER...
Exit status: 0; 1 with --strict when there is any difference; 2 on a usage / tool error.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", ".."))
PACKAGE = os.path.join(HERE, "SwiftSyntaxOracle")
DEFAULT_ORACLE = os.path.join(PACKAGE, ".build", "release", "swiftsyntax-oracle")
TYPE_KINDS = {"class", "struct", "enum", "protocol", "actor", "extension", "typealias"}
# Same folders archlint's FileWalker skips (plus hidden folders).
TOOL_FOLDERS = {".build", "Pods", "Carthage", "DerivedData", "node_modules", ".git", ".swiftpm"}
CHUNK = 400


def swift_files(root, include_tool_folders):
    if os.path.isfile(root):
        return [root] if root.endswith(".swift") else []
    out = []
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        if not include_tool_folders:
            dirnames[:] = [d for d in dirnames if d not in TOOL_FOLDERS and not d.startswith(".")]
        dirnames.sort()
        for f in sorted(filenames):
            p = os.path.join(dirpath, f)
            if f.endswith(".swift") and os.path.isfile(p):
                out.append(p)
    return out


def build_oracle():
    print("building the oracle: swift build -c release --package-path %s" % os.path.relpath(PACKAGE),
          file=sys.stderr)
    t = time.time()
    p = subprocess.run(["swift", "build", "-c", "release", "--package-path", PACKAGE],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if p.returncode != 0:
        print(p.stdout.decode("utf-8", "replace")[-4000:], file=sys.stderr)
        print("oracle build failed", file=sys.stderr)
        sys.exit(2)
    print("oracle built in %.0f s" % (time.time() - t), file=sys.stderr)


def run_json(cmd, what):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=tempfile.gettempdir())
    try:
        return json.loads(p.stdout.decode("utf-8", "replace"))
    except ValueError:
        print("%s: output is not JSON (rc=%d): %s" % (what, p.returncode,
              p.stderr.decode("utf-8", "replace").strip()[:500]), file=sys.stderr)
        sys.exit(2)


def by_path(dump):
    # both tools run with cwd = the temp folder and may print paths relative to it
    cwd = tempfile.gettempdir()
    return {os.path.normpath(os.path.join(cwd, f["path"])): f for f in dump.get("files", [])}


def oracle_dump(oracle, files):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as tf:
        tf.write("\n".join(files) + "\n")
        listing = tf.name
    try:
        return by_path(run_json([oracle, "--files-from", listing], "swiftsyntax-oracle"))
    finally:
        os.unlink(listing)


def archlint_dump(archlint, files):
    # The scanner is compared, not the layers: files of several projects, each with its own
    # .archlint.json, are dumped under one empty configuration (archlint refuses to mix them).
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as tf:
        tf.write("{}\n")
        configuration = tf.name
    try:
        out = {}
        for k in range(0, len(files), CHUNK):
            out.update(by_path(run_json([archlint, "dump", "--json", "--config", configuration] + files[k:k + CHUNK], "archlint")))
        return out
    finally:
        os.unlink(configuration)


def nows(s):
    return re.sub(r"\s+", "", s or "")


def decls_of(f):
    out = {}
    for d in f.get("declarations", []):
        if d.get("kind") not in TYPE_KINDS:
            continue
        key = (d["kind"], nows(d.get("name")), d.get("line"))
        out.setdefault(key, []).append(([nows(i) for i in d.get("inherits", []) or []], d.get("column")))
    return out


def compare_file(o, a, columns):
    """Returns (import_compared, decl_compared, equal, diffs)."""
    diffs, equal, n_imp, n_decl = [], 0, 0, 0
    o_imps = [(i["module"], i["line"]) for i in o.get("imports", [])]
    a_imps = [(i.get("module"), i.get("line")) for i in a.get("imports", [])]
    for imp in o_imps:
        n_imp += 1
        if imp in a_imps:
            a_imps.remove(imp)
            equal += 1
        else:
            diffs.append((imp[1], "missing in archlint", "import %s" % imp[0]))
    for imp in a_imps:
        n_imp += 1
        diffs.append((imp[1], "extra in archlint", "import %s" % imp[0]))

    od, ad = decls_of(o), decls_of(a)
    for key in sorted(set(od) | set(ad), key=lambda k: (k[2] or 0, k[0], k[1])):
        ol, al = od.get(key, []), list(ad.get(key, []))
        kind, name, line = key
        for inh, col in ol:
            n_decl += 1
            if not al:
                diffs.append((line, "missing in archlint", "%s %s" % (kind, name)))
                continue
            # prefer the archlint entry with the same column when a line has twins
            pick = next((x for x in al if x[1] == col), al[0])
            al.remove(pick)
            ok = True
            if pick[0] != inh:
                ok = False
                diffs.append((line, "differing inherits", "%s %s: swiftsyntax %s, archlint %s"
                              % (kind, name, inh, pick[0])))
            if columns and pick[1] != col:
                ok = False
                diffs.append((line, "differing column", "%s %s: swiftsyntax %s, archlint %s"
                              % (kind, name, col, pick[1])))
            if ok:
                equal += 1
        for _ in al:
            n_decl += 1
            diffs.append((line, "extra in archlint", "%s %s" % (kind, name)))
    diffs.sort(key=lambda d: (d[0] or 0, d[1], d[2]))
    return n_imp, n_decl, equal, diffs


def print_summary(label, st):
    compared = st["imports"] + st["decls"]
    pct = 100.0 * st["equal"] / compared if compared else 100.0
    print("SUMMARY %s: files compared %d (skipped %d; with SwiftParser errors %d; read per #if branch %d), "
          "declarations %d + imports %d compared, equal %d (%.2f%%), differences %d"
          % (label, st["files"], st["skipped"], st["parse_error_files"], st["branch_files"],
             st["decls"], st["imports"], st["equal"], pct, st["diffs"]))


def main():
    ap = argparse.ArgumentParser(description="Compare archlint dump --json with SwiftParser (swift-syntax).")
    ap.add_argument("folders", nargs="+")
    ap.add_argument("--archlint", default=os.path.join(REPO, ".build", "debug", "archlint"))
    ap.add_argument("--oracle", default=DEFAULT_ORACLE,
                    help="swiftsyntax-oracle binary (built with swift build -c release when missing)")
    ap.add_argument("--rebuild", action="store_true", help="run swift build for the oracle first")
    ap.add_argument("--strict", action="store_true", help="exit 1 when there is any difference")
    ap.add_argument("--columns", action="store_true",
                    help="also compare the (UTF-8 byte) column of the name token")
    ap.add_argument("--include-tool-folders", action="store_true",
                    help="also walk Pods, Carthage, .build, hidden folders ...")
    ap.add_argument("-q", "--quiet", action="store_true", help="only summaries")
    args = ap.parse_args()
    archlint = os.path.abspath(args.archlint)
    oracle = os.path.abspath(args.oracle)
    if not os.path.exists(archlint):
        print("archlint binary not found: %s (use --archlint PATH)" % archlint, file=sys.stderr)
        return 2
    if args.rebuild or (not os.path.exists(oracle) and oracle == DEFAULT_ORACLE):
        build_oracle()
    if not os.path.exists(oracle):
        print("oracle binary not found: %s" % oracle, file=sys.stderr)
        return 2

    keys = ("files", "skipped", "parse_error_files", "branch_files", "imports", "decls", "equal", "diffs")
    total = dict.fromkeys(keys, 0)
    for root in args.folders:
        files = [os.path.abspath(p) for p in swift_files(root, args.include_tool_folders)]
        st = dict.fromkeys(keys, 0)
        odump = oracle_dump(oracle, files) if files else {}
        adump = archlint_dump(archlint, files) if files else {}
        for p in files:
            o, a = odump.get(p), adump.get(p)
            shown = os.path.relpath(p) if not os.path.relpath(p).startswith("../..") else p
            if o is None or a is None:
                st["skipped"] += 1
                print("%s: skipped: not in the %s output" % (shown, "oracle" if o is None else "archlint"))
                continue
            st["files"] += 1
            n_imp, n_decl, equal, diffs = compare_file(o, a, args.columns)
            st["imports"] += n_imp
            st["decls"] += n_decl
            st["equal"] += equal
            st["diffs"] += len(diffs)
            errs = o.get("parseErrors", 0)
            if errs:
                st["parse_error_files"] += 1
            if o.get("ifBranchCopies"):
                st["branch_files"] += 1
            if not args.quiet:
                tag = " [%d parse errors]" % errs if errs else ""
                for line, what, detail in diffs:
                    print("%s:%s: %s: %s%s" % (shown, line, what, detail, tag))
        print_summary(root, st)
        sys.stdout.flush()
        for k in keys:
            total[k] += st[k]
    if len(args.folders) > 1:
        print_summary("total", total)
    if args.strict and total["diffs"]:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
