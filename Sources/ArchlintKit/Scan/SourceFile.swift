/// What the scanner saw in one Swift file: imports, declarations, references and comments, and
/// the file's text (its bytes and tokens), which the rules may read again. A class: the rules
/// and the index pass files around constantly, and copying ten fields meant ten retains.
public final class SourceFile {
    /// The path as archlint reports it: relative to the working directory where possible.
    public let path: String
    /// What only the lexer's output gives, over the bytes it was made from: the rules that read
    /// token by token need it, the index does not. A file read from disk lets it go once indexed
    /// (`releaseTokens`, `releaseText`) and has it again, lexed anew, when a rule looks at it
    /// (`withText`): at a million lines the texts were a third of what a run kept alive.
    @exclusivity(unchecked) @usableFromInline var text: Text
    package let problems: [ScanProblem]
    /// The file declares more than `StructuralParser.maximumDeclarations`: it was read only that
    /// far, keeps no declaration or reference, and is left out as an input problem
    /// (`ProjectLoader.checked`).
    package let declaresTooMuch: Bool
    /// The file starts with a shebang (`#!/usr/bin/env swift`): a script run on its own, not
    /// a part of the app.
    package let isScript: Bool
    public let imports: [Import]
    public let declarations: [Declaration]
    public let references: [Reference]
    /// The distinct names this file references, indexed by `Reference.name`; a qualified type name
    /// (`Domain.User`) is one name, recorded beside its qualifier (`StructuralParser.recordQualifiedName`).
    @usableFromInline package let names: [String]
    /// Members and references by declaration.
    package let tree: DeclarationTree
    /// 1 + the number of line breaks: the file's line count as an editor shows it.
    package let lineCount: Int
    package let byteCount: Int
    /// The comments that start with `archlint:`, with their text: what the suppressions read, kept
    /// when the text goes.
    package let directiveComments: [DirectiveComment]
    /// How the text is made again, while it is released.
    @exclusivity(unchecked) private var released: Released?
    /// The text is released and not read again: the one test on the rules' path to a token.
    @exclusivity(unchecked) @usableFromInline var isAbsent = false
    /// How many `withText` calls are under way on this file.
    @exclusivity(unchecked) private var pins = 0

    private struct Released {
        /// Where the bytes are read again; nil when they were kept.
        var location: String?
        /// What the bytes read again must be.
        var digest: UInt64
        var tokenCount: Int
        /// Why it could not be read again.
        var problem: ArchlintError?
    }

    @usableFromInline struct Text {
        @usableFromInline var bytes: [UInt8]
        @usableFromInline var tokens: [Token]
        /// Where each line begins: the tokens' lines and columns (`position(of:)`).
        var lines: LineTable
        var comments: [Comment]

        static let none = Text(keeping: [])
    }

    package struct DirectiveComment: Equatable {
        /// Without the `//` or `/*`, trimmed, as `text(of:)` gives it.
        package var text: String
        package var line: Int32
        package var column: Int32
    }

    // Read in place (`_read`): a getter returning the array would retain and release it on every
    // token a rule looks at. Inlinable, as the small accessors below: the model and the rules,
    // other modules, call them in their innermost loops (a call each cost a tenth of a run).
    @inlinable package var bytes: [UInt8] { _read { readAgainIfReleased(); yield text.bytes } }
    @inlinable package var tokens: [Token] { _read { readAgainIfReleased(); yield text.tokens } }
    var lines: LineTable { _read { readAgainIfReleased(); yield text.lines } }
    var comments: [Comment] { _read { readAgainIfReleased(); yield text.comments } }

    @inlinable @inline(__always)
    func readAgainIfReleased() {
        if _slowPath(isAbsent) { readAgain() }
    }

    /// The released text, read and lexed again on the first look inside `withText`.
    @usableFromInline func readAgain() {
        guard let state = released else { return }
        // Outside `withText` the text would be read by one task while another may let it go; the
        // tests run with this check, and a release build keeps the text rather than stop.
        assert(pins > 0, "\(path): the text was read outside withText")
        let again: (text: Text, problem: ArchlintError?) = state.location == nil ? (Text(lexing: text.bytes, tokenCount: state.tokenCount), nil) : read(state)
        released?.problem = again.problem
        text = again.text
        isAbsent = false
    }

    /// The file's text as it was scanned; when it changed or cannot be read, a stand-in of as many
    /// empty tokens, in which the rules find nothing, and the problem.
    private func read(_ state: Released) -> (text: Text, problem: ArchlintError?) {
        let problem: ArchlintError
        guard let location = state.location else { preconditionFailure("the bytes were kept") }
        switch FileWalker.read(location, limit: Int.max) {
        case let .success(bytes) where SourceFile.digest(bytes) == state.digest:
            return (Text(lexing: bytes, tokenCount: state.tokenCount), nil)
        case .success:
            problem = ArchlintError(path: path, "changed while archlint was reading it; run archlint again")
        case let .failure(failure):
            problem = ArchlintError(path: path, failure.message)
        }
        var text = Text.none
        text.tokens = Array(repeating: Token.placeholder, count: state.tokenCount)
        return (text, problem)
    }

    /// Scans `bytes` as Swift; `maximumDeclarations`, the bound on what one file may declare,
    /// is smaller only in tests, which need no file of millions of declarations to meet it.
    package convenience init(path: String, bytes: [UInt8], maximumDeclarations: Int = StructuralParser.maximumDeclarations) {
        var laps = Timings.Laps()
        self.init(path: path, bytes: bytes, laps: &laps, maximumDeclarations: maximumDeclarations)
    }

    /// Scans `bytes` as Swift, adding the time it lexed and parsed to `laps`.
    package init(path: String, bytes: [UInt8], laps: inout Timings.Laps, maximumDeclarations: Int = StructuralParser.maximumDeclarations) {
        self.path = path
        // Taken apart at once: each access to a field of the returned tuple copied the whole tuple
        // (two structs of some twenty arrays), seven times per file.
        let (lexer, parser) = bytes.withUnsafeBufferPointer { buffer -> (Lexer, StructuralParser) in
            var lexer = Lexer.lex(buffer)
            laps.lap(.lex)
            // Shared on purpose: the parser's first mark on a token copies the array into one of
            // exactly the tokens' count, which is what the file keeps, while the lexer's roomier
            // one is freed here for the next file (measured: 10 % fewer page faults and 30 MB less
            // at a million lines than keeping the lexer's array). A file of megabytes hands its
            // array over instead: its unused room was never written, so it costs no memory, and
            // the copy would double the tokens at the peak (128 MB more on 16 MiB of `A,`).
            let tokens = bytes.count < 1 << 20 ? lexer.tokens : lexer.takeTokens()
            var parser = StructuralParser(bytes: buffer, tokens: tokens, lines: LineTable(starts: lexer.lineStarts.trimmed()))
            parser.maximumDeclarations = maximumDeclarations
            parser.run()
            // The lexer's own tokens go before the file's tables are built.
            _ = lexer.takeTokens()
            return (lexer, parser)
        }
        defer { laps.lap(.parse) }
        text = Text(bytes: bytes, tokens: parser.tokens, lines: parser.lines, comments: lexer.comments.trimmed())
        problems = lexer.problems
        declaresTooMuch = parser.declaresTooMuch
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        isScript = bytes.count >= start + 2 && bytes[start] == ASCII.hash && bytes[start + 1] == ASCII.exclamation
        imports = parser.imports
        // A file left out keeps no tables: building them would only raise the peak.
        declarations = declaresTooMuch ? [] : parser.declarations.trimmed()
        references = declaresTooMuch ? [] : parser.references.trimmed()
        names = parser.names.strings(in: bytes)
        tree = DeclarationTree(declarations: declarations, references: references)
        lineCount = lexer.lineCount
        byteCount = bytes.count
        let text = self.text
        directiveComments = text.comments.compactMap { comment in
            // A test on the bytes first: almost no comment is a directive.
            text.comment(comment, startsWith: "archlint:") ? DirectiveComment(text: text.text(of: comment), line: comment.line, column: comment.column) : nil
        }
        assert(lineCount == SourceFile.countLines(bytes), "the lexer missed a line break")
    }

    /// Lets the tokens, lines and comments go until `withText` asks for them, when the bytes are
    /// lexed again: for a file in a layer, whose text the rules are likely to read.
    package func releaseTokens() {
        precondition(pins == 0, "\(path): released inside withText")
        released = Released(location: nil, digest: 0, tokenCount: text.tokens.count)
        text = Text(keeping: text.bytes)
        isAbsent = true
    }

    /// Lets the whole text go until `withText` asks for it, when the bytes are read again from
    /// `location` (absolute: the run's working folder is not the process's to a library user) and
    /// lexed: for a file few rules look at.
    package func releaseText(readingAgainFrom location: String) {
        precondition(pins == 0, "\(path): released inside withText")
        released = Released(location: location, digest: SourceFile.digest(text.bytes), tokenCount: text.tokens.count)
        text = .none
        isAbsent = true
    }

    /// Runs `body`, in which the text is at hand: read and lexed again on the first look when it
    /// was released, and let go again after. A file that has changed since it was scanned, or can
    /// no longer be read, is a problem rather than a result: its token indices would not fit.
    /// Never called for one file from two threads at once: a rule looks at a file's text in that
    /// file's own task.
    package func withText<T>(_ body: () -> T) -> Result<T, ArchlintError> {
        pins += 1
        let result = body()
        pins -= 1
        guard pins == 0, let state = released, !isAbsent else { return .success(result) }
        released?.problem = nil
        text = state.location == nil ? Text(keeping: text.bytes) : .none
        isAbsent = true
        return state.problem.map { .failure($0) } ?? .success(result)
    }

    /// A 64-bit digest of the bytes, eight at a time: it tells whether a file read again is the
    /// file that was scanned, at a few milliseconds per million lines.
    static func digest(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { raw -> UInt64 in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(raw.count)
            var offset = 0
            func mix(_ word: UInt64) {
                hash = (hash ^ word) &* 0x0000_0100_0000_01b3
                hash ^= hash >> 29
            }
            while offset + 8 <= raw.count {
                mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            var tail: UInt64 = 0
            while offset < raw.count {
                tail = tail << 8 | UInt64(raw[offset])
                offset += 1
            }
            mix(tail)
            return hash
        }
    }

    /// Line breaks as the lexer counts them (LF, CRLF, and a lone CR), counted again: for the
    /// checks (debug builds, `SelfCheck`) that the lexer saw every byte.
    package static func countLines(_ bytes: [UInt8]) -> Int {
        var newlines = 0
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == ASCII.newline || (previous == ASCII.carriageReturn) { newlines += 1 }
            previous = byte == ASCII.newline ? 0 : byte
        }
        if previous == ASCII.carriageReturn { newlines += 1 }
        return newlines + 1
    }

    package convenience init(path: String, source: String) {
        self.init(path: path, bytes: Array(source.utf8))
    }

    /// 1-based line and column of a token, as the compiler reports them.
    package func position(of token: Token) -> (line: Int, column: Int) {
        let (line, column) = lines.position(of: token)
        return (Int(line), Int(column))
    }

    package func line(of token: Token) -> Int { position(of: token).line }

    /// The text of a token (for an identifier, without backticks).
    @inlinable package func text(_ token: Token) -> String {
        String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }

    @inlinable package func text(ofToken index: Int) -> String { text(tokens[index]) }

    /// The bytes of a token equal `word`: a comparison that makes no `String`.
    @inlinable package func token(_ index: Int, is word: StaticString) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].length == word.utf8CodeUnitCount else { return false }
        return text.bytes(at: Int(tokens[index].start), startWith: word)
    }

    /// The index of the bracket that closes the `(`, `[` or `{` at `open`; nil when none does.
    package func closingBracket(of open: Int) -> Int? {
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

    @inlinable package func keyword(at index: Int) -> Keyword? {
        guard index >= 0, index < tokens.count else { return nil }
        return tokens[index].keyword
    }

    /// The text of a comment without its `//`, `/*` and `*/`, trimmed.
    func text(of comment: Comment) -> String { readAgainIfReleased(); return text.text(of: comment) }

    /// The name a reference points to.
    public func name(of reference: Reference) -> String { names[Int(reference.name)] }

    /// An instance's stored property: a `let` or `var` that is not static and whose braces, if
    /// any, hold observers (`didSet`, `willSet`), not a getter.
    package func isStoredProperty(_ declaration: Declaration) -> Bool {
        guard declaration.kind == .let || declaration.kind == .var, !declaration.isStatic else { return false }
        guard let body = declaration.bodyTokens else { return true }
        return token(body.lowerBound, is: "didSet") || token(body.lowerBound, is: "willSet")
    }

    /// The innermost type or extension enclosing a declaration, if any.
    package func parent(of declaration: Declaration) -> Declaration? {
        declaration.parent.map { declarations[Int($0)] }
    }
}

extension SourceFile.Text {
    /// The bytes alone.
    init(keeping bytes: [UInt8]) {
        self.init(bytes: bytes, tokens: [], lines: LineTable(starts: [0]), comments: [])
    }

    /// The lexer's view of `bytes`, without the parser's (which only the index needs), in the
    /// `tokenCount` tokens the scan made of them.
    init(lexing bytes: [UInt8], tokenCount: Int) {
        let lexer = bytes.withUnsafeBufferPointer { Lexer.lex($0, tokenCount: tokenCount) }
        self.init(bytes: bytes, tokens: lexer.tokens, lines: LineTable(starts: lexer.lineStarts), comments: lexer.comments)
    }

    /// The bytes from `start` begin with `word`.
    @inlinable func bytes(at start: Int, startWith word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard start + count <= bytes.count else { return false }
        let pointer = word.utf8Start
        for offset in 0..<count where bytes[start + offset] != pointer[offset] { return false }
        return true
    }

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
}

public struct Import: Equatable {
    /// The top module, `UIKit` in `import UIKit.UIView`.
    public var module: String
    /// The whole dotted path.
    package var path: [String]
    /// `struct`, `class`, `func`, … in `import struct Module.Type`; nil for a plain import.
    package var kind: String?
    /// `testable`, `_exported`, `preconcurrency`, `_implementationOnly`, …
    package var attributes: [String]
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
    @inlinable package var isNominal: Bool {
        switch self {
        case .class, .struct, .enum, .protocol, .actor: return true
        default: return false
        }
    }

    package var isFunctionLike: Bool { self == .func || self == .`init` || self == .subscript || self == .deinit }
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

@usableFromInline package struct Parameter: Equatable {
    /// The argument label callers write, `_` for none.
    package var label: String
    /// The name inside the function.
    package var name: String
    package var type: String
}

/// A class, not a struct: the rules pass declarations around and iterate over them constantly,
/// and copying a struct of nine arrays and strings cost a retain and a release per field
/// (measured: a tenth of the run on a large app). The parser builds each one; afterwards
/// they are only read, from every thread, so no access can overlap another and the runtime's
/// exclusivity check on every read of a class property (4 % of a run) is switched off.
public final class Declaration {
    // The small fields first, two to eight bytes, so that none pads the next; what most
    // declarations have none of is kept apart (`Details`): 88 bytes an object instead of 144.
    public let kind: DeclarationKind
    public let access: AccessLevel
    /// The index of the name token.
    package let nameToken: Int32
    /// The index of the first token of the declaration (its first attribute or modifier).
    package let firstToken: Int32
    /// `parent`, -1 for none.
    @usableFromInline let parentIndex: Int32
    private let storedLine: Int32
    private let storedColumn: Int32
    public let name: String
    /// The declaration `parent` indexes. Unowned: the file's array keeps every declaration, and a
    /// strong chain 40,000 deep would be released recursively, one stack frame per link.
    private unowned(safe) let enclosing: Declaration?
    /// Function return type, or the annotated type of a variable.
    @exclusivity(unchecked) public internal(set) var type: String? = nil
    @exclusivity(unchecked) @usableFromInline var details: Details?

    /// The parts a plain `let a: A` has none of (a body too), made for a declaration only once it
    /// has one: a file of two million such lines (16 MiB, the largest file read) holds 130 MB less.
    /// Usable from inlinable code: the getters below inline into the model and the rules.
    @usableFromInline final class Details {
        @exclusivity(unchecked) @usableFromInline var attributes: [String] = []
        @exclusivity(unchecked) @usableFromInline var modifiers: [String] = []
        @exclusivity(unchecked) @usableFromInline var inherits: [String] = []
        @exclusivity(unchecked) @usableFromInline var genericParameters: [String] = []
        @exclusivity(unchecked) @usableFromInline var parameters: [Parameter] = []
        @exclusivity(unchecked) @usableFromInline var aliasedType: String?
        /// `bodyOpen`, `bodyClose`, -1 for none.
        @exclusivity(unchecked) @usableFromInline var bodyOpen: Int32 = -1
        @exclusivity(unchecked) @usableFromInline var bodyClose: Int32 = -1
    }

    /// `details`, made if it is not there yet: called only to store something.
    private var writableDetails: Details {
        if let details { return details }
        let made = Details()
        details = made
        return made
    }

    /// Attribute names without `@`: `MainActor`, `main`, `Model`, `objc`.
    public var attributes: [String] { details?.attributes ?? [] }
    /// Modifier words: `static`, `final`, `private(set)`, …
    @inlinable
    public var modifiers: [String] { details?.modifiers ?? [] }
    /// Inherited types and conformances as written (generic arguments dropped): `Codable`, `Foo.Bar`.
    public internal(set) var inherits: [String] {
        @inlinable get { details?.inherits ?? [] }
        set { if !newValue.isEmpty || details != nil { writableDetails.inherits = newValue } }
    }
    package var genericParameters: [String] {
        @inlinable get { details?.genericParameters ?? [] }
        set { if !newValue.isEmpty || details != nil { writableDetails.genericParameters = newValue } }
    }
    package var parameters: [Parameter] {
        @inlinable get { details?.parameters ?? [] }
        set { if !newValue.isEmpty || details != nil { writableDetails.parameters = newValue } }
    }
    /// The right-hand side of a typealias.
    package var aliasedType: String? {
        get { details?.aliasedType }
        set { if newValue != nil || details != nil { writableDetails.aliasedType = newValue } }
    }

    public var line: Int { Int(storedLine) }
    public var column: Int { Int(storedColumn) }
    /// The index of the enclosing type or extension declaration in the same file.
    @inlinable package var parent: Int32? { parentIndex >= 0 ? parentIndex : nil }
    /// Token indices of the body's `{` and `}`, when the declaration has a body.
    package var bodyOpen: Int32? {
        @inlinable get { details.flatMap { $0.bodyOpen >= 0 ? $0.bodyOpen : nil } }
        set { if newValue != nil || details != nil { writableDetails.bodyOpen = newValue ?? -1 } }
    }
    package var bodyClose: Int32? {
        @inlinable get { details.flatMap { $0.bodyClose >= 0 ? $0.bodyClose : nil } }
        set { if newValue != nil || details != nil { writableDetails.bodyClose = newValue ?? -1 } }
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
        if !attributes.isEmpty || !modifiers.isEmpty {
            let details = Details()
            details.attributes = attributes
            details.modifiers = modifiers
            self.details = details
        }
    }

    /// Token indices strictly inside the body's braces.
    package var bodyTokens: Range<Int>? {
        guard let open = bodyOpen, let close = bodyClose, close > open else { return nil }
        return Int(open) + 1..<Int(close)
    }

    @inlinable package var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

    /// It conforms, where it is declared, to one of `errorProtocols` (`Frameworks.errorProtocols`
    /// less those the project declares for itself): an error type.
    package func isErrorType(_ errorProtocols: Set<String>) -> Bool { inherits.contains(where: errorProtocols.contains) }
}

public struct Reference: Equatable {
    /// Index into `SourceFile.names`.
    @usableFromInline package var name: Int32
    /// Index of the identifier token.
    @usableFromInline package var token: Int32
    /// The innermost declaration the reference stands in (its header or body), -1 at file scope.
    @usableFromInline package var owner: Int32
    /// 1-based position, as the token's.
    public var line: Int32
    public var column: Int32
}
