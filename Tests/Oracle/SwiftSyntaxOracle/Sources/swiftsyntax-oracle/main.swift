// swiftsyntax-oracle: parse Swift files with SwiftParser and print their imports and TYPE
// declarations (class, struct, enum, protocol, actor, extension, typealias) as JSON in the shape of
// `archlint dump --json`, so Tests/Oracle/compare-with-swiftsyntax.py can diff the two.
//
//   swiftsyntax-oracle [--files-from LIST] PATH...
//
// PATH is a .swift file or a folder (every .swift below it, skipping the folders archlint's
// FileWalker skips: hidden ones, .build, Pods, Carthage, DerivedData, node_modules, .swiftpm).
// LIST is a file with one path per line ("-" = standard input).
//
// Conventions (the ones archlint uses):
//   * imports: `module` = the dotted path (`import struct Foundation.URL` -> "Foundation.URL"),
//     `line` = line of the `import` keyword (attributes such as `@testable` may sit on earlier lines);
//   * `name` is qualified: `Outer.Inner`; a type nested in `extension A.B` is `A.B.Inner`; a type
//     declared in a function, accessor, closure or initializer expression is named by the enclosing
//     TYPE chain only (the function is skipped); an extension is named after its extended type with
//     generic arguments removed (`extension A<Int>.B` -> "A.B", `extension [String: Int]` stays);
//     backticks are removed;
//   * `line`/`column` are those of the NAME token (for an extension, the first token of the extended
//     type), 1-based, column counted in UTF-8 bytes; a lone CR ends a line (SwiftSyntax, archlint and
//     the Swift lexer agree on that);
//   * `inherits`: each inherited entry as written, generic arguments removed, attributes
//     (`@unchecked`, `@retroactive`, `@preconcurrency`, `nonisolated` ...), `any`/`some` and a
//     leading `Swift.` dropped (but from `Swift.Error`, which a project's own `Error` may shadow), a suppression (`~Copyable`) left out, a composition `P & Q`
//     counted as two names. A typealias has none. Omitted when empty.
//   * `#if`: SwiftParser keeps every clause of an IfConfigDeclSyntax in the tree (active or not);
//     the walk descends into all of them, so declarations in EVERY branch are reported (as archlint
//     does). When an `#if` splits a declaration header (`#if os(iOS) class A: UIView { #else
//     class A: NSView { #endif ... }`) SwiftParser reports errors; then the file is parsed once per
//     branch index (copy k keeps branch k of every `#if` group, everything else blanked with spaces,
//     so lines and columns stay put) and the union is reported, provided every copy parses cleanly.
//
// Extra fields archlint does not print, per file: `parseErrors` (missing or unexpected syntax nodes
// in the reading that was reported; 0 when the per-branch copies were used) and `ifBranchCopies`
// (number of per-branch copies, only when they were used).

import SwiftParser
import SwiftSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules", ".git", ".swiftpm"]

// MARK: - File system

func isDirectory(_ path: String) -> Bool {
    var st = stat()
    return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
}

func listDirectory(_ path: String) -> [String] {
    guard let dir = opendir(path) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
        let name = withUnsafePointer(to: entry.pointee.d_name) {
            $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
        }
        if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
}

func swiftFiles(under root: String, into out: inout [String]) {
    for name in listDirectory(root) {
        let path = root.hasSuffix("/") ? root + name : root + "/" + name
        var st = stat()
        guard lstat(path, &st) == 0 else { continue }
        let mode = st.st_mode & S_IFMT
        if mode == S_IFDIR {
            if name.hasPrefix(".") || skippedFolders.contains(name) { continue }
            swiftFiles(under: path, into: &out)
        } else if name.hasSuffix(".swift") {
            if mode == S_IFREG || (mode == S_IFLNK && !isDirectory(path)) { out.append(path) }
        }
    }
}

func readBytes(_ path: String) -> [UInt8]? {
    guard let f = fopen(path, "rb") else { return nil }
    defer { fclose(f) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = fread(&buffer, 1, buffer.count, f)
        if n <= 0 { break }
        bytes.append(contentsOf: buffer[0..<n])
    }
    return bytes
}

// MARK: - Names

func plain(_ token: TokenSyntax) -> String {
    token.text.replacingBackticks()
}

extension String {
    func replacingBackticks() -> String {
        contains("`") ? String(filter { $0 != "`" }) : self
    }
}

/// Token texts of `node` without trivia and without generic argument clauses, with a space after
/// `:` and `,` (so `[String : Int]` prints as archlint spells it, `[String: Int]`).
func spelling(_ node: some SyntaxProtocol) -> String {
    var out = ""
    for token in node.tokens(viewMode: .sourceAccurate) {
        if token.presence == .missing { continue }
        var skip = false
        var parent = token.parent
        while let p = parent, p.id != node.id {
            if p.is(GenericArgumentClauseSyntax.self) { skip = true; break }
            parent = p.parent
        }
        if skip { continue }
        switch token.tokenKind {
        case .colon, .comma: out += token.text + " "
        default: out += token.text.replacingBackticks()
        }
    }
    while out.hasSuffix(" ") { out.removeLast() }
    return out
}

/// Names an inherited entry (or an extended type) contributes.
func names(of type: TypeSyntax) -> [String] {
    if let t = type.as(AttributedTypeSyntax.self) { return names(of: t.baseType) }
    if let t = type.as(SuppressedTypeSyntax.self) { return names(of: t.type) }
    if let t = type.as(SomeOrAnyTypeSyntax.self) { return names(of: t.constraint) }
    if let t = type.as(CompositionTypeSyntax.self) { return t.elements.flatMap { names(of: $0.type) } }
    if let t = type.as(IdentifierTypeSyntax.self) { return [plain(t.name)] }
    if let t = type.as(MemberTypeSyntax.self) {
        let base = names(of: t.baseType).joined(separator: " & ")
        return [base + "." + plain(t.name)]
    }
    return [spelling(type)]
}

// MARK: - Walk

struct Decl {
    var kind: String
    var name: String
    var line: Int
    var column: Int
    var inherits: [String]
}

final class Collector: SyntaxVisitor {
    let converter: SourceLocationConverter
    var imports: [(module: String, line: Int)] = []
    var decls: [Decl] = []
    var scope: [String] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    func position(_ token: TokenSyntax) -> (Int, Int) {
        let loc = converter.location(for: token.positionAfterSkippingLeadingTrivia)
        return (loc.line, loc.column)
    }

    func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        guard let clause else { return [] }
        return clause.inheritedTypes.flatMap { inherited -> [String] in
            // `~Copyable` suppresses a conformance: it is none.
            if inherited.type.is(SuppressedTypeSyntax.self) { return [] }
            return names(of: inherited.type).map { $0.hasPrefix("Swift.") && $0 != "Swift.Error" ? String($0.dropFirst(6)) : $0 }
        }
    }

    func add(_ kind: String, _ nameToken: TokenSyntax, _ clause: InheritanceClauseSyntax?) -> SyntaxVisitorContinueKind {
        let name = plain(nameToken)
        let (line, column) = position(nameToken)
        let qualified = (scope + [name]).joined(separator: ".")
        decls.append(Decl(kind: kind, name: qualified, line: line, column: column, inherits: inherited(clause)))
        scope.append(name)
        return .visitChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let module = node.path.map { plain($0.name) }.joined(separator: ".")
        imports.append((module, position(node.importKeyword).0))
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add("class", node.name, node.inheritanceClause) }
    override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add("struct", node.name, node.inheritanceClause) }
    override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add("enum", node.name, node.inheritanceClause) }
    override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { add("protocol", node.name, node.inheritanceClause) }
    override func visitPost(_ node: ProtocolDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add("actor", node.name, node.inheritanceClause) }
    override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let (line, column) = position(node.name)
        decls.append(Decl(kind: "typealias", name: (scope + [plain(node.name)]).joined(separator: "."),
                          line: line, column: column, inherits: []))
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = names(of: node.extendedType).joined(separator: " & ")
        let first = node.extendedType.firstToken(viewMode: .sourceAccurate) ?? node.extensionKeyword
        let (line, column) = position(first)
        decls.append(Decl(kind: "extension", name: name, line: line, column: column,
                          inherits: inherited(node.inheritanceClause)))
        // Members are named after the extended type, whatever encloses the extension.
        savedScopes.append(scope)
        scope = [name]
        return .visitChildren
    }
    var savedScopes: [[String]] = []
    override func visitPost(_ node: ExtensionDeclSyntax) { scope = savedScopes.removeLast() }
}

// MARK: - JSON

func jsonString(_ s: String) -> String {
    var out = "\""
    for u in s.unicodeScalars {
        switch u {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if u.value < 0x20 {
                let hex = String(u.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(u)
            }
        }
    }
    return out + "\""
}

func countErrors(_ tree: SourceFileSyntax) -> Int {
    guard tree.hasError else { return 0 }
    final class Counter: SyntaxAnyVisitor {
        var count = 0
        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            if let token = node.as(TokenSyntax.self) {
                if token.presence == .missing { count += 1 }
                return .skipChildren
            }
            if node.is(UnexpectedNodesSyntax.self) { count += 1; return .skipChildren }
            return node.hasError ? .visitChildren : .skipChildren
        }
    }
    let c = Counter(viewMode: .all)
    c.walk(tree)
    return max(c.count, 1)
}


// MARK: - #if regions that split a declaration

/// When SwiftParser cannot make sense of a file because an `#if` splits a declaration
/// (`#if os(iOS) class A: UIView { #else class A: NSView { #endif ... }`), build one copy per branch
/// index, as Tests/Oracle/compare-with-swiftc.py does: copy k keeps branch k of every `#if` group
/// (or its last branch), the directive lines and every other branch are blanked with spaces, so byte
/// offsets, lines and columns stay those of the file. Returns nil when the file has no `#if`.
func branchCopies(_ tree: SourceFileSyntax, _ bytes: [UInt8]) -> [[UInt8]]? {
    struct Group { var directives: [Range<Int>] = [] }
    var stack: [Group] = []
    var groups: [Group] = []
    func lineEnd(_ offset: Int) -> Int {
        var i = offset
        while i < bytes.count, bytes[i] != 10, bytes[i] != 13 { i += 1 }
        return i
    }
    for token in tree.tokens(viewMode: .sourceAccurate) {
        let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = lineEnd(start)
        if let clause = token.parent?.as(IfConfigClauseSyntax.self), let condition = clause.condition {
            end = max(end, lineEnd(condition.endPositionBeforeTrailingTrivia.utf8Offset))
        }
        switch token.tokenKind {
        case .poundIf:
            stack.append(Group(directives: [start..<end]))
        case .poundElseif, .poundElse:
            if !stack.isEmpty { stack[stack.count - 1].directives.append(start..<end) }
        case .poundEndif:
            if var g = stack.popLast() {
                g.directives.append(start..<end)
                groups.append(g)
            }
        default:
            break
        }
    }
    guard !groups.isEmpty else { return nil }
    func blank(_ out: inout [UInt8], _ range: Range<Int>) {
        for i in range where out[i] != 10 && out[i] != 13 { out[i] = 32 }
    }
    let branchCount = groups.map { $0.directives.count - 1 }.max() ?? 1
    var copies: [[UInt8]] = []
    for k in 0..<branchCount {
        var out = bytes
        for g in groups {
            let chosen = min(k, g.directives.count - 2)
            for (b, d) in g.directives.enumerated() {
                blank(&out, d)
                if b < g.directives.count - 1 && b != chosen {
                    blank(&out, d.upperBound..<g.directives[b + 1].lowerBound)
                }
            }
        }
        copies.append(out)
    }
    return copies
}

struct FileResult {
    var imports: [(module: String, line: Int)] = []
    var decls: [Decl] = []
    var parseErrors = 0
    var branchCopies = 0
}

/// SwiftParser's release default. A debug build of swift-syntax (what CI builds, for time) would
/// otherwise stop at 20 levels and report parse errors in valid, merely nested code.
let maximumNestingLevel = 256

func analyse(_ bytes: [UInt8], path: String) -> FileResult {
    func collect(_ tree: SourceFileSyntax) -> Collector {
        let collector = Collector(converter: SourceLocationConverter(fileName: path, tree: tree))
        collector.walk(tree)
        return collector
    }
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
    let direct = collect(tree)
    var result = FileResult(imports: direct.imports, decls: direct.decls, parseErrors: countErrors(tree))
    guard tree.hasError, let copies = branchCopies(tree, bytes) else { return result }
    var union = FileResult(branchCopies: copies.count)
    var seenImports = Set<String>(), seenDecls = Set<String>()
    for copy in copies {
        let t = copy.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
        if t.hasError { return result }   // a copy still does not parse: keep the direct reading
        let c = collect(t)
        for i in c.imports where seenImports.insert("\(i.module) \(i.line)").inserted { union.imports.append(i) }
        for d in c.decls where seenDecls.insert("\(d.kind) \(d.name) \(d.line) \(d.column)").inserted {
            union.decls.append(d)
        }
    }
    union.imports.sort { $0.line < $1.line }
    union.decls.sort { ($0.line, $0.column) < ($1.line, $1.column) }
    result = union
    return result
}

// MARK: - Main

var args = Array(CommandLine.arguments.dropFirst())
var paths: [String] = []
var i = 0
while i < args.count {
    let a = args[i]
    if a == "--files-from", i + 1 < args.count {
        let list = args[i + 1]
        let bytes: [UInt8]? = list == "-" ? {
            var all: [UInt8] = []
            while let line = readLine(strippingNewline: false) { all += Array(line.utf8) }
            return all
        }() : readBytes(list)
        guard let bytes else {
            FileHandleStderr.write("swiftsyntax-oracle: cannot read \(list)\n")
            exit(2)
        }
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where !line.isEmpty {
            paths.append(String(line))
        }
        i += 2
        continue
    }
    if a == "-h" || a == "--help" {
        print("usage: swiftsyntax-oracle [--files-from LIST] PATH...")
        exit(0)
    }
    paths.append(a)
    i += 1
}

enum FileHandleStderr {
    static func write(_ s: String) { fputs(s, stderr) }
}

var files: [String] = []
for p in paths {
    if isDirectory(p) { swiftFiles(under: p, into: &files) } else { files.append(p) }
}

var output = "{\n  \"files\": ["
var firstFile = true
var status: Int32 = 0
for path in files {
    guard let bytes = readBytes(path) else {
        FileHandleStderr.write("swiftsyntax-oracle: cannot read \(path)\n")
        status = 1
        continue
    }
    let collector = analyse(bytes, path: path)

    output += firstFile ? "\n" : ",\n"
    firstFile = false
    output += "    {\n      \"path\": \(jsonString(path)),\n"
    output += "      \"parseErrors\": \(collector.parseErrors),\n"
    if collector.branchCopies > 0 { output += "      \"ifBranchCopies\": \(collector.branchCopies),\n" }
    output += "      \"imports\": ["
    output += collector.imports.map { "{\"module\": \(jsonString($0.module)), \"line\": \($0.line)}" }
        .joined(separator: ", ")
    output += "],\n      \"declarations\": ["
    for (k, d) in collector.decls.enumerated() {
        output += k == 0 ? "\n" : ",\n"
        output += "        {\"kind\": \"\(d.kind)\", \"name\": \(jsonString(d.name)), \"line\": \(d.line), \"column\": \(d.column)"
        if !d.inherits.isEmpty {
            output += ", \"inherits\": [" + d.inherits.map(jsonString).joined(separator: ", ") + "]"
        }
        output += "}"
    }
    output += collector.decls.isEmpty ? "]\n    }" : "\n      ]\n    }"
    if output.utf8.count > 1 << 20 {
        fputs(output, stdout)
        output = ""
    }
}
output += firstFile ? "]\n}\n" : "\n  ]\n}\n"
fputs(output, stdout)
exit(status)
