/// What the scanner saw in one Swift file: imports, declarations, references and comments,
/// over the file's own bytes and tokens (which the rules may still read). A class: the rules
/// and the index pass files around constantly, and copying ten fields meant ten retains.
public final class SourceFile {
    /// The path as archlint reports it: relative to the working directory where possible.
    public let path: String
    let bytes: [UInt8]
    let tokens: [Token]
    /// Where each line begins: the tokens' lines and columns (`position(of:)`).
    let lines: LineTable
    let comments: [Comment]
    let problems: [ScanProblem]
    public let imports: [Import]
    public let declarations: [Declaration]
    public let references: [Reference]
    /// The distinct names this file references, indexed by `Reference.name`; a qualified type name
    /// (`Domain.User`) is one name, recorded beside its qualifier (`StructuralParser.recordQualifiedName`).
    let names: [String]
    /// Members and references by declaration.
    let tree: DeclarationTree
    /// 1 + the number of line breaks: the file's line count as an editor shows it.
    let lineCount: Int

    /// Scans `bytes` as Swift.
    convenience init(path: String, bytes: [UInt8]) {
        var laps = Timings.Laps()
        self.init(path: path, bytes: bytes, laps: &laps)
    }

    /// Scans `bytes` as Swift, adding the time it lexed and parsed to `laps`.
    init(path: String, bytes: [UInt8], laps: inout Timings.Laps) {
        self.path = path
        self.bytes = bytes
        // Taken apart at once: each access to a field of the returned tuple copied the whole tuple
        // (two structs of some twenty arrays), seven times per file.
        let (lexer, parser) = bytes.withUnsafeBufferPointer { buffer -> (Lexer, StructuralParser) in
            let lexer = Lexer.lex(buffer)
            laps.lap(.lex)
            // Shared on purpose: the parser's first mark on a token copies the array into one of
            // exactly the tokens' count, which is what the file keeps, while the lexer's roomier
            // one is freed here for the next file (measured: 10 % fewer page faults and 30 MB less
            // at a million lines than keeping the lexer's array).
            var parser = StructuralParser(bytes: buffer, tokens: lexer.tokens, lines: LineTable(starts: lexer.lineStarts.trimmed()))
            parser.run()
            return (lexer, parser)
        }
        defer { laps.lap(.parse) }
        tokens = parser.tokens
        lines = parser.lines
        comments = lexer.comments.trimmed()
        problems = lexer.problems
        imports = parser.imports
        declarations = parser.declarations.trimmed()
        references = parser.references.trimmed()
        names = parser.names.strings(in: bytes)
        tree = DeclarationTree(declarations: declarations, references: references)
        lineCount = lexer.lineCount
        assert(lineCount == SourceFile.countLines(bytes), "the lexer missed a line break")
    }

    /// Line breaks as the lexer counts them (LF, CRLF, and a lone CR), counted again: for the
    /// checks (debug builds, `SelfCheck`) that the lexer saw every byte.
    static func countLines(_ bytes: [UInt8]) -> Int {
        var newlines = 0
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == ASCII.newline || (previous == ASCII.carriageReturn) { newlines += 1 }
            previous = byte == ASCII.newline ? 0 : byte
        }
        if previous == ASCII.carriageReturn { newlines += 1 }
        return newlines + 1
    }

    convenience init(path: String, source: String) {
        self.init(path: path, bytes: Array(source.utf8))
    }

    /// 1-based line and column of a token, as the compiler reports them.
    func position(of token: Token) -> (line: Int, column: Int) {
        let (line, column) = lines.position(of: token)
        return (Int(line), Int(column))
    }

    func line(of token: Token) -> Int { position(of: token).line }

    /// The text of a token (for an identifier, without backticks).
    func text(_ token: Token) -> String {
        String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }

    func text(ofToken index: Int) -> String { text(tokens[index]) }

    /// The bytes of a token equal `word`: a comparison that makes no `String`.
    func token(_ index: Int, is word: StaticString) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].length == word.utf8CodeUnitCount else { return false }
        return bytes(at: Int(tokens[index].start), startWith: word)
    }

    /// The index of the bracket that closes the `(`, `[` or `{` at `open`; nil when none does.
    func closingBracket(of open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.count where tokens[index].kind == .punctuation {
            if token(index, is: "(") || token(index, is: "[") || token(index, is: "{") {
                depth += 1
            } else if token(index, is: ")") || token(index, is: "]") || token(index, is: "}") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The file's bytes from `start` begin with `word`.
    private func bytes(at start: Int, startWith word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard start + count <= bytes.count else { return false }
        let pointer = word.utf8Start
        for offset in 0..<count where bytes[start + offset] != pointer[offset] { return false }
        return true
    }

    func keyword(at index: Int) -> Keyword? {
        guard index >= 0, index < tokens.count else { return nil }
        return tokens[index].keyword
    }

    /// The text of a comment without its `//`, `/*` and `*/`, trimmed.
    func text(of comment: Comment) -> String {
        let start = textStart(of: comment)
        var end = Int(comment.end)
        if comment.isBlock, end - start >= 2, bytes[end - 1] == ASCII.slash, bytes[end - 2] == ASCII.star { end -= 2 }
        while end > start, bytes[end - 1] == ASCII.space || bytes[end - 1] == ASCII.tab { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Does the comment's text (as `text(of:)` gives it) start with `prefix`? Compared on the bytes,
    /// without making a `String` of every comment.
    func comment(_ comment: Comment, startsWith prefix: StaticString) -> Bool {
        let start = textStart(of: comment)
        return Int(comment.end) - start >= prefix.utf8CodeUnitCount && bytes(at: start, startWith: prefix)
    }

    /// Where a comment's text begins: after its `//` or `/*` and the blanks that follow.
    private func textStart(of comment: Comment) -> Int {
        var start = Int(comment.start) + 2
        while start < Int(comment.end), bytes[start] == ASCII.space || bytes[start] == ASCII.tab { start += 1 }
        return start
    }

    /// The name a reference points to.
    public func name(of reference: Reference) -> String { names[Int(reference.name)] }

    /// The innermost type or extension enclosing a declaration, if any.
    func parent(of declaration: Declaration) -> Declaration? {
        declaration.parent.map { declarations[Int($0)] }
    }
}

public struct Import: Equatable {
    /// The top module, `UIKit` in `import UIKit.UIView`.
    public var module: String
    /// The whole dotted path.
    var path: [String]
    /// `struct`, `class`, `func`, … in `import struct Module.Type`; nil for a plain import.
    var kind: String?
    /// `testable`, `_exported`, `preconcurrency`, `_implementationOnly`, …
    var attributes: [String]
    public var line: Int
    public var column: Int
}

public enum DeclarationKind: String, Equatable, CaseIterable {
    case `class`, `struct`, `enum`, `protocol`, actor, `extension`, `typealias`, `func`, `init`, `deinit`,
         `subscript`, `var`, `let`

    /// Declarations that introduce or extend a type.
    public var isType: Bool {
        switch self {
        case .class, .struct, .enum, .protocol, .actor, .extension, .typealias: return true
        default: return false
        }
    }

    /// Declarations of a nominal type (a class, struct, enum, protocol or actor).
    var isNominal: Bool {
        switch self {
        case .class, .struct, .enum, .protocol, .actor: return true
        default: return false
        }
    }

    var isFunctionLike: Bool { self == .func || self == .`init` || self == .subscript || self == .deinit }
}

public enum AccessLevel: String, Comparable {
    case `private`, `fileprivate`, `internal`, `package`, `public`, open

    private var rank: Int {
        switch self {
        case .private: return 0
        case .fileprivate: return 1
        case .internal: return 2
        case .package: return 3
        case .public: return 4
        case .open: return 5
        }
    }

    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rank < rhs.rank }
}

struct Parameter: Equatable {
    /// The argument label callers write, `_` for none.
    var label: String
    /// The name inside the function.
    var name: String
    var type: String
}

/// A class, not a struct: the rules pass declarations around and iterate over them constantly,
/// and copying a struct of nine arrays and strings cost a retain and a release per field
/// (measured: a tenth of the run on a large app). The parser builds each one; afterwards
/// they are only read, from every thread, so no access can overlap another and the runtime's
/// exclusivity check on every read of a class property (4 % of a run) is switched off.
public final class Declaration {
    // The small fields first, two to eight bytes, so that none pads the next: 144 bytes an
    // object instead of 176 (a million-line project has some 190,000 declarations).
    public let kind: DeclarationKind
    public let access: AccessLevel
    /// The index of the name token.
    let nameToken: Int32
    /// The index of the first token of the declaration (its first attribute or modifier).
    let firstToken: Int32
    /// `parent`, `bodyOpen`, `bodyClose`, -1 for none.
    private let parentIndex: Int32
    @exclusivity(unchecked) private var bodyOpenIndex: Int32 = -1
    @exclusivity(unchecked) private var bodyCloseIndex: Int32 = -1
    private let storedLine: Int32
    private let storedColumn: Int32
    public let name: String
    /// The declaration `parent` indexes. Unowned: the file's array keeps every declaration, and a
    /// strong chain 40,000 deep would be released recursively, one stack frame per link.
    private unowned(safe) let enclosing: Declaration?
    /// Attribute names without `@`: `MainActor`, `main`, `Model`, `objc`.
    public let attributes: [String]
    /// Modifier words: `static`, `final`, `private(set)`, …
    public let modifiers: [String]
    /// Inherited types and conformances as written (generic arguments dropped): `Codable`, `Foo.Bar`.
    @exclusivity(unchecked) public internal(set) var inherits: [String] = []
    @exclusivity(unchecked) var genericParameters: [String] = []
    @exclusivity(unchecked) var parameters: [Parameter] = []
    /// Function return type, or the annotated type of a variable.
    @exclusivity(unchecked) public internal(set) var type: String? = nil
    /// The right-hand side of a typealias.
    @exclusivity(unchecked) var aliasedType: String? = nil

    public var line: Int { Int(storedLine) }
    public var column: Int { Int(storedColumn) }
    /// The index of the enclosing type or extension declaration in the same file.
    var parent: Int32? { parentIndex >= 0 ? parentIndex : nil }
    /// Token indices of the body's `{` and `}`, when the declaration has a body.
    var bodyOpen: Int32? {
        get { bodyOpenIndex >= 0 ? bodyOpenIndex : nil }
        set { bodyOpenIndex = newValue ?? -1 }
    }
    var bodyClose: Int32? {
        get { bodyCloseIndex >= 0 ? bodyCloseIndex : nil }
        set { bodyCloseIndex = newValue ?? -1 }
    }

    /// `Outer.Inner`; for an extension, the extended type. Made when asked: kept for every
    /// declaration, the names of 40,000 nested types took gigabytes.
    public var qualifiedName: String {
        guard isNestedType, var current = enclosing else { return name }
        var parts = [name]
        while true {
            parts.append(current.name)
            guard current.isNestedType, let next = current.enclosing else { break }
            current = next
        }
        return parts.reversed().joined(separator: ".")
    }
    /// A nominal type or typealias inside another type: its qualified name goes through its parent's.
    private var isNestedType: Bool { kind.isNominal || kind == .typealias }

    /// `enclosing`: the declaration at index `parent`.
    init(kind: DeclarationKind, name: String, line: Int, column: Int, access: AccessLevel, attributes: [String],
         modifiers: [String], parent: Int32?, enclosing: Declaration?, nameToken: Int32, firstToken: Int32) {
        self.kind = kind
        self.access = access
        self.nameToken = nameToken
        self.firstToken = firstToken
        parentIndex = parent ?? -1
        storedLine = Int32(truncatingIfNeeded: line)
        storedColumn = Int32(truncatingIfNeeded: column)
        self.name = name
        self.enclosing = enclosing
        self.attributes = attributes
        self.modifiers = modifiers
    }

    /// Token indices strictly inside the body's braces.
    var bodyTokens: Range<Int>? {
        guard let open = bodyOpen, let close = bodyClose, close > open else { return nil }
        return Int(open) + 1..<Int(close)
    }

    var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
}

public struct Reference: Equatable {
    /// Index into `SourceFile.names`.
    var name: Int32
    /// Index of the identifier token.
    var token: Int32
    /// The innermost declaration the reference stands in (its header or body), -1 at file scope.
    var owner: Int32
    /// 1-based position, as the token's.
    public var line: Int32
    public var column: Int32
}
