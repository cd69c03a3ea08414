/// A light structural parser over the lexer's tokens: it finds imports, declarations (with their
/// headers and bodies) and every identifier that may name a type, without building a syntax tree.
///
/// One forward pass with explicit stacks (no recursion, so deep nesting cannot overflow), and a
/// bounded look-around for each declaration header, so the whole parse stays linear.
package struct StructuralParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var tokens: [Token]
    /// Where the lines begin: the positions of declarations, imports and references.
    let lines: LineTable
    var imports: [Import] = []
    var declarations: [Declaration] = []
    private(set) var references: [Reference] = []
    private(set) var names = NameTable()
    /// Set when the file declares more than `maximumDeclarations`: the parse stops there and the
    /// file is left out as too large to read (`SourceFile.declaresTooMuch`).
    var declaresTooMuch = false
    /// About 300 MB of declarations: as many as 16 MiB of `let a: A` lines hold. Real files stay far
    /// below (a 16 MiB generated file declares some 100,000); without a bound, 16 MiB of
    /// `let a,a,a,…: A` (a declaration per two bytes) took 1.9 GB.
    package static let maximumDeclarations = 1 << 21
    var maximumDeclarations = StructuralParser.maximumDeclarations

    enum FrameKind { case file, type, body, other }

    /// One `{ … }` being parsed.
    struct Frame {
        var kind: FrameKind
        /// The innermost declaration whose body this is (or contains), -1 for none.
        var owner: Int32
        /// The innermost type or extension, -1 for none.
        var typeOwner: Int32
        /// The declaration this brace opens the body of, -1 for a plain block or closure.
        var opens: Int32
    }

    private(set) var frames: [Frame] = [Frame(kind: .file, owner: -1, typeOwner: -1, opens: -1)]
    /// Open `(` and `[` and `{`, innermost last.
    private var delimiters: [UInt8] = []
    /// Declaration headers being read: references before `end` belong to `owner`.
    var headers: [(owner: Int32, end: Int)] = []
    /// The body brace a declaration header found, keyed by its token index.
    var bodyBraces: [Int: Int32] = [:]
    /// Parser state saved at each open `#if`, restored at `#elseif` and `#else`: the branches are
    /// alternatives, so each starts from the same nesting (and unbalanced branches stay harmless).
    private var conditionals: [Conditional] = []
    private static let maximumSavedNesting = 256

    private struct Conditional {
        var saved: (frames: [Frame], delimiters: [UInt8], openCounts: OpenCounts)?
        /// Bodies opened by an earlier branch and left open at its end, with the frame depth they
        /// opened at: the idiom `#if … class A: UIView { #else class A: NSView { #endif … }`, where
        /// the branches share one body and one closing brace.
        var abandoned: [(depth: Int, declaration: Int32)] = []
    }

    /// How many `(`, `[` and `{` are open in `delimiters`, so that a stray closer costs nothing.
    private struct OpenCounts {
        var parens = 0, brackets = 0, braces = 0
        subscript(_ opener: UInt8) -> Int {
            get { opener == ASCII.openParen ? parens : opener == ASCII.openBracket ? brackets : braces }
            set {
                if opener == ASCII.openParen { parens = newValue } else if opener == ASCII.openBracket {
                    brackets = newValue
                } else { braces = newValue }
            }
        }
    }
    private var openCounts = OpenCounts()

    /// Declarations sharing a body with the key (see `Conditional.abandoned`).
    private var sharedBodies: [Int32: [Int32]] = [:]

    /// For each `(`, `[` and `{`: the index of its closer; for each closer, the index of its opener.
    /// An opener that is never closed holds `-1 - stop`, where `stop` is the closer of an enclosing
    /// group that ended it, or the token count. Computed once, so that header scans can step over a
    /// whole group in constant time (which keeps the parse linear on any input).
    private(set) var partner: [Int32]

    init(bytes: UnsafeBufferPointer<UInt8>, tokens: [Token], lines: LineTable) {
        self.lines = lines
        self.bytes = bytes
        self.tokens = tokens
        partner = StructuralParser.matchBrackets(bytes, tokens)
    }

    private static func matchBrackets(_ bytes: UnsafeBufferPointer<UInt8>, _ tokens: [Token]) -> [Int32] {
        var partner = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int32] = []
        var counts = OpenCounts()
        for index in tokens.indices where tokens[index].kind == .punctuation {
            let character = bytes[Int(tokens[index].start)]
            switch character {
            case ASCII.openParen, ASCII.openBracket, ASCII.openBrace:
                stack.append(Int32(index))
                counts[character] += 1
            case ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace:
                let opener = character == ASCII.closeParen ? ASCII.openParen
                    : character == ASCII.closeBracket ? ASCII.openBracket : ASCII.openBrace
                guard counts[opener] > 0 else { continue }  // a stray closer
                while let top = stack.popLast() {
                    let topCharacter = bytes[Int(tokens[Int(top)].start)]
                    counts[topCharacter] -= 1
                    if topCharacter == opener {
                        partner[Int(top)] = Int32(index)
                        partner[index] = top
                        break
                    }
                    partner[Int(top)] = -1 - Int32(index)
                }
            default:
                break
            }
        }
        for open in stack { partner[Int(open)] = -1 - Int32(tokens.count) }
        return partner
    }

    // MARK: - Main loop

    mutating func run() {
        var index = 0
        while index < tokens.count, !declaresTooMuch {
            while let header = headers.last, index >= header.end { headers.removeLast() }
            let token = tokens[index]
            switch token.kind {
            case .punctuation:
                punctuation(at: index)
            case .poundIf:
                if frames.count <= StructuralParser.maximumSavedNesting,
                   delimiters.count <= 4 * StructuralParser.maximumSavedNesting {
                    conditionals.append(Conditional(saved: (frames, delimiters, openCounts)))
                } else {
                    conditionals.append(Conditional(saved: nil))
                }
            case .poundElseif, .poundElse:
                if var conditional = conditionals.popLast() {
                    if let state = conditional.saved {
                        for depth in state.frames.count..<max(state.frames.count, frames.count)
                        where frames[depth].opens >= 0 {
                            conditional.abandoned.append((depth, frames[depth].opens))
                        }
                        frames = state.frames
                        delimiters = state.delimiters
                        openCounts = state.openCounts
                    }
                    conditionals.append(conditional)
                }
            case .poundEndif:
                if let conditional = conditionals.popLast() {
                    // A body the last branch opened at the same depth is the one the earlier branches opened.
                    for (depth, declaration) in conditional.abandoned where depth < frames.count && frames[depth].opens >= 0 {
                        sharedBodies[frames[depth].opens, default: []].append(declaration)
                    }
                }
            case .attribute:
                record(reference: index)
            case .identifier:
                if let word = keyword(index) {
                    if !isPunctuation(index - 1, ASCII.dot) {
                        declaration(word, at: index)
                    }
                } else if isMemberName(index) {
                    recordQualifiedName(member: index)
                } else if !token.flags.contains(.declaresName) && !isArgumentLabel(index) {
                    record(reference: index)
                }
            default:
                break
            }
            index += 1
        }
        // Bodies left open at the end of the file close there.
        for frame in frames.reversed() where frame.opens >= 0 {
            closeBody(of: frame.opens, at: tokens.count)
        }
    }

    private func isMemberName(_ index: Int) -> Bool {
        isPunctuation(index - 1, ASCII.dot)
    }

    /// `label:` in a call or a tuple: a name followed by `:` right inside `(` after `(` or `,`.
    private func isArgumentLabel(_ index: Int) -> Bool {
        guard delimiters.last == ASCII.openParen, isPunctuation(index + 1, ASCII.colon) else { return false }
        return isPunctuation(index - 1, ASCII.openParen) || isPunctuation(index - 1, ASCII.comma)
    }

    private mutating func record(reference index: Int) {
        let token = tokens[index]
        if token.length == 1, bytes[Int(token.start)] == ASCII.underscore { return }  // `_` names nothing
        let id = names.intern(bytes, Int(token.start), Int(token.end))
        let owner = headers.last?.owner ?? frames[frames.count - 1].owner
        let (line, column) = lines.position(of: token)
        references.append(Reference(name: id, token: Int32(index), owner: owner, line: line, column: column))
    }

    /// `Domain.User`: a capitalised member of the name recorded just before, written without spaces,
    /// is recorded once more as the whole qualified name, at the qualifier's token. The project
    /// looks it up in module `Domain` when that names a module of the project and no type
    /// (`Project.resolve`); for any other qualifier (`UIColor.Red`, `Foundation.Date`) it names no
    /// project type. Lower-case members (`viewModel.load`, `UIColor.red`) are values, never types.
    private mutating func recordQualifiedName(member index: Int) {
        guard index >= 2, let qualified = references.last, qualified.token == Int32(index - 2) else { return }
        let qualifier = tokens[index - 2], dot = tokens[index - 1], member = tokens[index]
        guard qualifier.end == dot.start, dot.end == member.start, !member.flags.contains(.declaresName) else { return }
        let initial = bytes[Int(member.start)]
        guard initial >= UInt8(ascii: "A"), initial <= UInt8(ascii: "Z") else { return }
        let id = names.intern(bytes, Int(qualifier.start), Int(member.end))
        references.append(Reference(name: id, token: qualified.token, owner: qualified.owner, line: qualified.line, column: qualified.column))
    }

    private mutating func punctuation(at index: Int) {
        let character = bytes[Int(tokens[index].start)]
        switch character {
        case ASCII.openParen, ASCII.openBracket:
            delimiters.append(character)
            openCounts[character] += 1
        case ASCII.closeParen:
            closeDelimiter(ASCII.openParen)
        case ASCII.closeBracket:
            closeDelimiter(ASCII.openBracket)
        case ASCII.openBrace:
            delimiters.append(character)
            openCounts[character] += 1
            let current = frames[frames.count - 1]
            // Nearly every brace opens no declaration's body: ask the table only when it holds one.
            if !bodyBraces.isEmpty, let declaration = bodyBraces.removeValue(forKey: index) {
                let kind: FrameKind = declarations[Int(declaration)].kind.isType ? .type : .body
                declarations[Int(declaration)].bodyOpen = Int32(index)
                frames.append(Frame(kind: kind, owner: declaration,
                                    typeOwner: kind == .type ? declaration : current.typeOwner, opens: declaration))
            } else {
                frames.append(Frame(kind: .other, owner: current.owner, typeOwner: current.typeOwner, opens: -1))
            }
        case ASCII.closeBrace:
            closeDelimiter(ASCII.openBrace)
            if frames.count > 1 {
                let frame = frames.removeLast()
                if frame.opens >= 0 { closeBody(of: frame.opens, at: index) }
            }
        default:
            break
        }
    }

    private mutating func closeBody(of declaration: Int32, at index: Int) {
        declarations[Int(declaration)].bodyClose = Int32(index)
        for shared in sharedBodies.removeValue(forKey: declaration) ?? [] {
            declarations[Int(shared)].bodyClose = Int32(index)
        }
    }

    /// Pops to the matching opener; a stray closer that matches nothing open is ignored (at no cost:
    /// `openCounts` says so without a search, which keeps a run of stray closers linear).
    private mutating func closeDelimiter(_ opener: UInt8) {
        guard openCounts[opener] > 0, let match = delimiters.lastIndex(of: opener) else { return }
        var bracesDropped = 0
        for dropped in delimiters[match...] {
            openCounts[dropped] -= 1
            if dropped == ASCII.openBrace { bracesDropped += 1 }
        }
        if opener != ASCII.openBrace {
            // A brace left open inside parentheses belongs to a closure that ends here too.
            for _ in 0..<min(bracesDropped, frames.count - 1) { frames.removeLast() }
        }
        delimiters.removeSubrange(match...)
    }
}
