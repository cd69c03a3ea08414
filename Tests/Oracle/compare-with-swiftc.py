#!/usr/bin/env python3
"""Compare archlint's scanner with the Swift compiler's own parser.

For every .swift file under the given folders this runs

    swiftc -dump-parse -dump-ast-format json FILE

(the parse tree before type checking, so no SDK or imported module is needed)
and extracts

  * imports: module path (`import struct Foundation.URL` -> "Foundation.URL")
    and the line of the `import` keyword;
  * type declarations: class, struct, enum, protocol, actor, extension,
    typealias -- kind, qualified name as archlint names it, line of the name
    token, and the inherited names as written, without generic arguments.

It then runs `archlint dump --json FILE` and reports every difference.

Naming conventions (mirroring archlint):
  * nested types are `Outer.Inner`; types inside `extension X` are `X.Inner`;
  * types declared in a function / accessor / closure body take the enclosing
    *type* chain only (the function is skipped);
  * an extension is named after its extended type with generic arguments
    removed (`extension Foo<Int>` -> `Foo`, `extension A<B>.C` -> `A.C`);
  * inherited entries: attributes (`@unchecked`, `@preconcurrency`, ...) and
    `~` are dropped, a composition `P & Q` counts as two names, generic
    arguments are removed, whitespace is removed.

`#if` handling: on Swift 6.3 `-dump-parse` drops the content of EVERY `#if`
region (active or not, even `#if true`).  To see all branches the script feeds
swiftc a copy in which the directive lines are blanked with spaces (byte
offsets and line numbers stay identical) so every branch is parsed.  If that
copy does not parse (e.g. `#if os(iOS) class A: UIView { #else class A: NSView
{ #endif`), it parses one copy per branch index (copy k keeps branch k of each
`#if` group, or the last one) and takes the union.  If some of those copies do
not parse either, the declarations archlint reports inside `#if` regions that
swiftc did not confirm are listed as "unverified (#if)" and not counted as
differences.

The byte offsets in the JSON dump are UTF-8 offsets into the file; the name
token and the inheritance clause are read from the source text at the
declaration's start offset (the dump gives the decl keyword position and the
number of inherited entries, but not their spelling).  When the count read
from the text disagrees with the compiler's count, a warning is printed.

Usage:
  compare-with-swiftc.py [--archlint PATH] [--swiftc PATH] [--jobs N]
                         [--strict] [--include-tool-folders] [-q] FOLDER...
Exit status: 0, or 1 with --strict when there is any difference.
"""

import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

TYPE_KINDS = {
    "class_decl": "class",
    "struct_decl": "struct",
    "enum_decl": "enum",
    "protocol": "protocol",
    "extension_decl": "extension",
    "typealias": "typealias",
}
ARCHLINT_TYPE_KINDS = {"class", "struct", "enum", "protocol", "actor", "extension", "typealias"}
# Same folders archlint's FileWalker skips (plus hidden folders).
TOOL_FOLDERS = {".build", "Pods", "Carthage", "DerivedData", "node_modules", ".git", ".swiftpm"}

DIRECTIVE_RE = re.compile(rb"^[ \t]*#(if|elseif|else|endif)\b")
IDENT_RE = re.compile(r"`[^`]*`|[A-Za-z_\u0080-\U0010ffff][A-Za-z0-9_\u0080-\U0010ffff]*")


# ---------------------------------------------------------------- #if handling

def find_if_groups(src):
    """Return (lines, groups, region_lines).

    groups: list of dicts {directives: [line indexes], branches: [(start,end) line ranges]}.
    region_lines: set of 1-based line numbers inside some #if group (directives included).
    Directives inside block comments or multi-line string literals are not
    recognised specially (line based scan) -- rare enough in practice.
    """
    lines = src.split(b"\n")
    stack, groups = [], []
    in_block_comment = False
    in_multiline_string = False
    for i, line in enumerate(lines):
        stripped = line.strip()
        if not in_block_comment and not in_multiline_string:
            m = DIRECTIVE_RE.match(line)
            if m:
                word = m.group(1)
                if word == b"if":
                    stack.append({"directives": [i]})
                elif stack:
                    stack[-1]["directives"].append(i)
                    if word == b"endif":
                        g = stack.pop()
                        d = g["directives"]
                        g["branches"] = [(d[k] + 1, d[k + 1]) for k in range(len(d) - 1)]
                        groups.append(g)
                continue
        # very light tracking of block comments / multi-line strings
        if in_multiline_string:
            if stripped.count(b'"""') % 2 == 1:
                in_multiline_string = False
            continue
        if b'"""' in line and line.count(b'"""') % 2 == 1 and b"//" not in line.split(b'"""')[0]:
            in_multiline_string = True
            continue
        if in_block_comment:
            if b"*/" in line:
                in_block_comment = False
            continue
        code = line.split(b"//")[0]
        if b"/*" in code and b"*/" not in code[code.rfind(b"/*"):]:
            in_block_comment = True
    region = set()
    for g in groups:
        d = g["directives"]
        region.update(range(d[0] + 1, d[-1] + 2))
    return lines, groups, region


def blank(line):
    return b" " * len(line)


def variant_all(lines, groups):
    out = list(lines)
    for g in groups:
        for i in g["directives"]:
            out[i] = blank(out[i])
    return b"\n".join(out)


def variant_branch(lines, groups, k):
    out = list(lines)
    for g in groups:
        for i in g["directives"]:
            out[i] = blank(out[i])
    for g in groups:
        chosen = min(k, len(g["branches"]) - 1)
        for bi, (s, e) in enumerate(g["branches"]):
            if bi != chosen:
                for i in range(s, e):
                    out[i] = blank(out[i])
    # a nested group inside an unchosen branch is blanked by its parent; a
    # nested group inside a chosen branch applies its own choice -- but its
    # unchosen lines must not be "un-blanked" by the parent, which we never do.
    return b"\n".join(out)


# ---------------------------------------------------------------- swiftc side

def run_swiftc(swiftc, data, name_hint):
    """Parse `data` (bytes). Returns (ok, json_or_None, stderr_text)."""
    with tempfile.NamedTemporaryFile(suffix=".swift", prefix="oracle-", delete=False) as tf:
        tf.write(data)
        path = tf.name
    try:
        p = subprocess.run([swiftc, "-dump-parse", "-enable-bare-slash-regex", "-dump-ast-format", "json", path],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
    except subprocess.TimeoutExpired:
        os.unlink(path)
        return False, None, "swiftc timed out"
    os.unlink(path)
    err = p.stderr.decode("utf-8", "replace").replace(path, name_hint)
    tree = None
    text = p.stdout.decode("utf-8", "replace")
    try:
        tree = json.loads(text)
    except ValueError:
        # Swift 6.3.1's JSON dumper forgets to close a "type_attributed" object
        # (e.g. `@escaping (B) -> Void` inside a tuple type) and then emits a
        # bogus `"":` key inside the enclosing array.  Repair and retry.
        try:
            tree = json.loads(repair_json(text))
        except ValueError:
            err = (err + "\ninvalid JSON from swiftc -dump-parse").strip()
    return p.returncode == 0 and tree is not None, tree, err


def repair_json(text):
    """Insert missing '}' before a ']' that closes an array while an object is
    open, and drop `"":` keys that appear directly inside an array."""
    out, stack, i, n = [], [], 0, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            tok = text[i:j + 1]
            k = j + 1
            if stack and stack[-1] == "[" and k < n and text[k] == ":":
                i = k + 1          # key inside an array: drop it
                continue
            out.append(tok)
            i = j + 1
            continue
        if c in "{[":
            stack.append(c)
        elif c in "}]":
            want = "{" if c == "}" else "["
            while stack and stack[-1] != want:
                out.append("}" if stack.pop() == "{" else "]")
            if stack:
                stack.pop()
        out.append(c)
        i += 1
    return "".join(out)


def strip_comments(text):
    """Replace // and /* */ comments (nested) with spaces, keep string literals."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append("".join(ch if ch == "\n" else " " for ch in text[i:j]))
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def skip_ws(t, i):
    while i < len(t) and t[i].isspace():
        i += 1
    return i


def strip_generics(s):
    out, depth = [], 0
    for ch in s:
        if ch == "<":
            depth += 1
        elif ch == ">" and depth:
            depth -= 1
        elif depth == 0:
            out.append(ch)
    return "".join(out)


def split_top(s, sep):
    parts, depth, cur = [], 0, []
    i = 0
    while i < len(s):
        ch = s[i]
        if ch in "<([":
            depth += 1
        elif ch in ">)]":
            if not (ch == ">" and i > 0 and s[i - 1] == "-"):
                depth = max(0, depth - 1)
        if ch == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
        i += 1
    parts.append("".join(cur))
    return parts


def normalize_inherit(entry):
    e = entry.strip()
    # attributes: @unchecked, @preconcurrency, @retroactive, @MainActor, @objc(...) ...
    while e.startswith("@"):
        m = re.match(r"@[A-Za-z_][A-Za-z0-9_]*(\([^)]*\))?\s*", e)
        if not m:
            break
        e = e[m.end():]
    names = []
    for part in split_top(e, "&"):
        p = part.strip()
        if p.startswith("~"):
            p = p[1:]
        p = re.sub(r"^(any|some)\s+", "", p)
        p = re.sub(r"\s+", "", strip_generics(p)).replace("`", "")
        if p:
            names.append(p)
    return names


def parse_header(src_text, kw_pos, kind):
    """From the decl keyword position read (name_pos, extended_type_text, inherit entries)."""
    # header = up to first top-level '{' (or end of line for typealias / body-less)
    end = len(src_text)
    head = strip_comments(src_text[kw_pos:min(end, kw_pos + 4000)])
    m = re.match(r"[a-z]+", head)
    i = m.end() if m else 0
    i = skip_ws(head, i)
    name_pos = i
    ext_text = None
    if kind == "extension":
        # extended type: until top-level ':' / '{' / 'where'
        j, depth = i, 0
        while j < len(head):
            ch = head[j]
            if ch in "<([":
                depth += 1
            elif ch in ">)]":
                depth = max(0, depth - 1)
            elif depth == 0 and (ch in ":{" or (head.startswith("where", j) and head[j - 1].isspace()
                                                and not (head[j + 5:j + 6].isalnum() or head[j + 5:j + 6] == "_"))):
                break
            j += 1
        ext_text = head[i:j].strip()
        i = j
    else:
        m = IDENT_RE.match(head, i)
        if m:
            i = m.end()
        i = skip_ws(head, i)
        if i < len(head) and head[i] == "<":
            depth = 0
            while i < len(head):
                if head[i] == "<":
                    depth += 1
                elif head[i] == ">" and head[i - 1] != "-":
                    depth -= 1
                    if depth == 0:
                        i += 1
                        break
                i += 1
    i = skip_ws(head, i)
    inherits = []
    if kind != "typealias" and i < len(head) and head[i] == ":":
        j, depth = i + 1, 0
        start = j
        while j < len(head):
            ch = head[j]
            if ch in "<([":
                depth += 1
            elif ch in ">)]":
                if not (ch == ">" and head[j - 1] == "-"):
                    depth = max(0, depth - 1)
            elif depth == 0 and ch == "{":
                break
            elif depth == 0 and head.startswith("where", j) and head[j - 1].isspace() and \
                    not (head[j + 5:j + 6].isalnum() or head[j + 5:j + 6] == "_"):
                break
            j += 1
        inherits = [e for e in split_top(head[start:j], ",") if e.strip()]
    return name_pos, ext_text, inherits


def line_of(src_bytes, byte_off, cache):
    # cache: sorted list of newline offsets
    import bisect
    return bisect.bisect_right(cache, byte_off - 1) + 1


def newline_offsets(src):
    return [i for i, b in enumerate(src) if b == 10]


def extract_swiftc(tree, src):
    """Walk the JSON tree; return (imports, decls, warnings)."""
    nl = newline_offsets(src)
    imports, decls, warnings = [], {}, []
    seen_imports = set()

    def byte_to_char_text(off):
        return src[off:].decode("utf-8", "replace")

    def walk(node):
        if isinstance(node, list):
            for x in node:
                walk(x)
            return
        if not isinstance(node, dict):
            return
        k = node.get("_kind")
        if k == "import_decl" and "range" in node:
            off = node["range"]["start"]
            if off not in seen_imports:
                seen_imports.add(off)
                mod = ".".join(node.get("module_path", []) + node.get("access_path", []))
                imports.append((mod, line_of(src, off, nl)))
            return
        if k in TYPE_KINDS and "range" in node:
            kind = TYPE_KINDS[k]
            if kind == "class" and node.get("actor"):
                kind = "actor"
            off = node["range"]["start"]
            keyword = "extension" if kind == "extension" else kind
            # locate the keyword (the range normally starts at it)
            text = src[off:off + 4000].decode("utf-8", "replace")
            if not re.match(keyword + r"\b", text):
                m = re.search(r"\b" + keyword + r"\b", text)
                if m:
                    off += len(text[:m.start()].encode("utf-8"))
                    text = text[m.start():]
                else:
                    warnings.append("keyword %s not found at offset %d" % (keyword, off))
            name_pos, ext_text, inh = parse_header(text, 0, kind)
            name_off = off + len(text[:name_pos].encode("utf-8"))
            if kind == "extension":
                ext = node.get("extended_type") or ext_text or "?"
                base = re.sub(r"\s+", "", strip_generics(ext)).replace("`", "")
            else:
                nm = node.get("name", {})
                base = nm.get("base_name", {}).get("name", "?") if isinstance(nm, dict) else str(nm)
                base = base.replace("`", "")
            inherits = []
            for e in inh:
                inherits.extend(normalize_inherit(e))
            n_compiler = len(node.get("inherits", []))
            if n_compiler != len(inh) and kind != "typealias":
                warnings.append("%s %s: compiler has %d inherited entries, text scan found %d"
                                % (kind, base, n_compiler, len(inh)))
            rng = (node["range"]["start"], node["range"].get("end", node["range"]["start"]))
            if name_off not in raw:
                raw[name_off] = (kind, base, rng, inherits)
        for kk, v in node.items():
            if kk in ("range", "_kind"):
                continue
            walk(v)

    raw = {}
    walk(tree)
    # Qualified names from source ranges, not from the JSON nesting (the JSON
    # dumper can misnest after its type_attributed bug): the enclosing chain is
    # every class/struct/enum/protocol/actor/extension whose range contains the
    # declaration; functions, closures, accessors in between are skipped.
    containers = [(v[2][0], v[2][1], v[1], v[0]) for v in raw.values() if v[0] != "typealias"]
    for name_off, (kind, base, rng, inherits) in raw.items():
        chain = sorted((c for c in containers
                        if c[0] <= rng[0] and rng[1] <= c[1] and (c[0], c[1]) != rng),
                       key=lambda c: (c[0], -c[1]))
        names = [c[2] for c in chain]
        qname = base if kind == "extension" else ".".join(names + [base])
        line = line_of(src, name_off, nl)
        col = name_off - (nl[line - 2] + 1 if line >= 2 else 0) + 1   # UTF-8 byte column
        decls[(kind, qname, line, name_off)] = (inherits, col)
    return imports, decls, warnings


def swiftc_side(swiftc, path, src):
    """Returns dict with ok, error, imports, decls, unverified_region, warnings, mode."""
    lines, groups, region = find_if_groups(src)
    if not groups:
        ok, tree, err = run_swiftc(swiftc, src, path)
        if not ok:
            return {"ok": False, "error": first_error(err)}
        imps, decls, warns = extract_swiftc(tree, src)
        return {"ok": True, "imports": imps, "decls": decls, "warnings": warns,
                "unverified": set(), "mode": "plain"}
    # 1. every branch at once
    flat = variant_all(lines, groups)
    ok, tree, err = run_swiftc(swiftc, flat, path)
    if ok:
        imps, decls, warns = extract_swiftc(tree, src)
        return {"ok": True, "imports": imps, "decls": decls, "warnings": warns,
                "unverified": set(), "mode": "if-flattened"}
    # 2. one copy per branch index
    nb = max(len(g["branches"]) for g in groups)
    all_imps, all_decls, warns, failed = [], {}, [], 0
    for k in range(nb):
        data = variant_branch(lines, groups, k)
        ok, tree, err = run_swiftc(swiftc, data, path)
        if not ok:
            failed += 1
            continue
        imps, decls, w = extract_swiftc(tree, src)
        for x in imps:
            if x not in all_imps:
                all_imps.append(x)
        for kk, v in decls.items():
            all_decls.setdefault(kk, v)
        warns += w
    if failed == nb:
        # last resort: the file as is (swiftc shows no #if content at all)
        ok, tree, err = run_swiftc(swiftc, src, path)
        if not ok:
            return {"ok": False, "error": first_error(err)}
        all_imps, all_decls, warns = extract_swiftc(tree, src)
        return {"ok": True, "imports": all_imps, "decls": all_decls, "warnings": warns,
                "unverified": region, "mode": "if-unparsed"}
    return {"ok": True, "imports": all_imps, "decls": all_decls, "warnings": warns,
            "unverified": region if failed else set(),
            "mode": "if-branches" + (" (%d of %d copies failed)" % (failed, nb) if failed else "")}


def first_error(err):
    for l in err.splitlines():
        if "error:" in l:
            return l.strip()
    return (err.strip().splitlines() or ["swiftc failed"])[0]


# ---------------------------------------------------------------- archlint side

def archlint_side(archlint, path):
    try:
        p = subprocess.run([archlint, "dump", "--json", os.path.abspath(path)],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120,
                           cwd=tempfile.gettempdir())
    except (subprocess.TimeoutExpired, OSError) as e:
        return {"ok": False, "error": "archlint failed: %s" % e}
    try:
        d = json.loads(p.stdout.decode("utf-8", "replace"))
    except ValueError:
        return {"ok": False, "error": "archlint output not JSON (rc=%d): %s"
                % (p.returncode, p.stderr.decode("utf-8", "replace").strip()[:200])}
    files = d.get("files", [])
    if not files:
        return {"ok": False, "error": "archlint reported no file"}
    f = files[0]
    imps = [(i.get("module"), i.get("line")) for i in f.get("imports", [])]
    decls = []
    for x in f.get("declarations", []):
        if x.get("kind") in ARCHLINT_TYPE_KINDS:
            # names compared without whitespace: `extension [String: Int]` is
            # spelled "[String: Int]" by archlint, "[String:Int]" here
            name = re.sub(r"\s+", "", x.get("name") or "")
            inh = [re.sub(r"\s+", "", i) for i in x.get("inherits", [])]
            decls.append((x["kind"], name, x.get("line"), (inh, x.get("column"))))
    return {"ok": True, "imports": imps, "decls": decls}


# ---------------------------------------------------------------- compare

def compare_file(args):
    path, swiftc, archlint, columns = args
    try:
        with open(path, "rb") as fh:
            src = fh.read()
    except OSError as e:
        return {"path": path, "skipped": "unreadable: %s" % e}
    # swiftc numbers lines by LF only; archlint, like editors and the Swift lexer's own line
    # breaks, also ends a line at a lone CR. Give swiftc the same lines to count.
    s = swiftc_side(swiftc, path, re.sub(rb"\r(?!\n)", b"\n", src))
    if not s["ok"]:
        return {"path": path, "skipped": "swiftc cannot parse: %s" % s["error"]}
    a = archlint_side(archlint, path)
    if not a["ok"]:
        return {"path": path, "skipped": a["error"]}
    diffs, equal, compared, unverified = [], 0, 0, []

    # imports
    sw_imps = list(s["imports"])
    al_imps = list(a["imports"])
    for imp in sw_imps:
        compared += 1
        if imp in al_imps:
            al_imps.remove(imp)
            equal += 1
        else:
            diffs.append((imp[1], "missing in archlint", "import %s" % imp[0]))
    for imp in al_imps:
        if imp[1] in s["unverified"]:
            unverified.append((imp[1], "import %s" % imp[0]))
            continue
        compared += 1
        diffs.append((imp[1], "extra in archlint", "import %s" % imp[0]))

    # type declarations
    sw = {}
    for (kind, qname, line, _off), inh in s["decls"].items():
        sw.setdefault((kind, qname, line), []).append(inh)
    al = {}
    for kind, name, line, inh in a["decls"]:
        al.setdefault((kind, name, line), []).append(inh)
    for key in sorted(set(sw) | set(al), key=lambda k: (k[2], k[0], k[1])):
        sl, ali = sw.get(key, []), list(al.get(key, []))
        for inh in sl:
            compared += 1
            if not ali:
                diffs.append((key[2], "missing in archlint", "%s %s" % (key[0], key[1])))
                continue
            other = ali.pop(0)
            ok = True
            if list(other[0]) != list(inh[0]):
                ok = False
                diffs.append((key[2], "differing inherits",
                              "%s %s: swiftc %s, archlint %s" % (key[0], key[1], inh[0], other[0])))
            if columns and other[1] != inh[1]:
                ok = False
                diffs.append((key[2], "differing column",
                              "%s %s: swiftc %s, archlint %s" % (key[0], key[1], inh[1], other[1])))
            if ok:
                equal += 1
        for other in ali:
            if key[2] in s["unverified"]:
                unverified.append((key[2], "%s %s" % (key[0], key[1])))
                continue
            compared += 1
            diffs.append((key[2], "extra in archlint", "%s %s" % (key[0], key[1])))
    diffs.sort()
    return {"path": path, "compared": compared, "equal": equal, "diffs": diffs,
            "unverified": unverified, "warnings": s["warnings"], "mode": s["mode"]}


def swift_files(root, include_tool_folders):
    if os.path.isfile(root):
        return [root] if root.endswith(".swift") else []
    out = []
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        if not include_tool_folders:
            dirnames[:] = [d for d in dirnames if d not in TOOL_FOLDERS and not d.startswith(".")]
        dirnames.sort()
        for f in sorted(filenames):
            if f.endswith(".swift"):
                out.append(os.path.join(dirpath, f))
    return out


def main():
    ap = argparse.ArgumentParser(description="Compare archlint dump --json with swiftc -dump-parse.")
    ap.add_argument("folders", nargs="+")
    ap.add_argument("--archlint", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "..", ".build", "debug", "archlint"))
    ap.add_argument("--swiftc", default="swiftc")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--strict", action="store_true", help="exit 1 when there is any difference")
    ap.add_argument("--include-tool-folders", action="store_true",
                    help="also walk Pods, Carthage, .build, hidden folders ...")
    ap.add_argument("-q", "--quiet", action="store_true", help="only summaries")
    ap.add_argument("--show-unverified", action="store_true")
    ap.add_argument("--columns", action="store_true",
                    help="also compare the (UTF-8 byte) column of the name token")
    args = ap.parse_args()
    args.archlint = os.path.abspath(args.archlint)   # archlint runs with cwd = temp folder
    if not os.path.exists(args.archlint):
        print("archlint binary not found: %s (use --archlint PATH)" % args.archlint, file=sys.stderr)
        return 2

    per_root = []
    for root in args.folders:
        per_root.append((root, swift_files(root, args.include_tool_folders)))
    jobs = [(p, args.swiftc, args.archlint, args.columns) for _, files in per_root for p in files]
    results = {}
    with concurrent.futures.ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for r in pool.map(compare_file, jobs, chunksize=4):
            results[r["path"]] = r

    total = {"files": 0, "skipped": 0, "compared": 0, "equal": 0, "diffs": 0, "unverified": 0}
    for root, files in per_root:
        st = {"files": 0, "skipped": 0, "compared": 0, "equal": 0, "diffs": 0, "unverified": 0}
        modes = {}
        for p in files:
            r = results[p]
            if "skipped" in r:
                st["skipped"] += 1
                print("%s: skipped: %s" % (p, r["skipped"]))
                continue
            st["files"] += 1
            m = r["mode"].split(" ")[0]
            modes[m] = modes.get(m, 0) + 1
            st["compared"] += r["compared"]
            st["equal"] += r["equal"]
            st["diffs"] += len(r["diffs"])
            st["unverified"] += len(r["unverified"])
            if not args.quiet:
                for line, what, detail in r["diffs"]:
                    print("%s:%d: %s: %s" % (p, line, what, detail))
                for w in r["warnings"]:
                    print("%s: warning: %s" % (p, w))
                if args.show_unverified:
                    for line, detail in r["unverified"]:
                        print("%s:%d: unverified (#if, swiftc could not parse the branches): %s"
                              % (p, line, detail))
        pct = 100.0 * st["equal"] / st["compared"] if st["compared"] else 100.0
        print("SUMMARY %s: files compared %d (skipped %d), declarations+imports compared %d, "
              "equal %d (%.2f%%), differences %d, unverified-in-#if %d"
              % (root, st["files"], st["skipped"], st["compared"], st["equal"], pct,
                 st["diffs"], st["unverified"]))
        print("  #if handling for %s: %s" % (root, ", ".join("%s %d" % kv for kv in sorted(modes.items()))))
        for k in total:
            total[k] += st[k]
    if len(per_root) > 1:
        pct = 100.0 * total["equal"] / total["compared"] if total["compared"] else 100.0
        print("SUMMARY total: files compared %d (skipped %d), declarations+imports compared %d, "
              "equal %d (%.2f%%), differences %d, unverified-in-#if %d"
              % (total["files"], total["skipped"], total["compared"], total["equal"], pct,
                 total["diffs"], total["unverified"]))
    if args.strict and total["diffs"]:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
