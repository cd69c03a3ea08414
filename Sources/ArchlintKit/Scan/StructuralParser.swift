/// A light structural parser over the lexer's tokens: it finds imports, declarations (with their
/// headers and bodies) and every identifier that may name a type, without building a syntax tree.
///
/// One forward pass with explicit stacks (no recursion, so deep nesting cannot overflow), and a
/// bounded look-around for each declaration header, so the whole parse stays linear.
struct StructuralParser {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var tokens: [Token]
    private(set) var imports: [Import] = []
    private(set) var declarations: [Declaration] = []
    private(set) var references: [Reference] = []
    private(set) var names = NameTable()

    private enum FrameKind { case file, type, body, other }

    /// One `{ … }` being parsed.
    private struct Frame {
        var kind: FrameKind
        /// The innermost declaration whose body this is (or contains), -1 for none.
        var owner: Int32
        /// The innermost type or extension, -1 for none.
        var typeOwner: Int32
        /// The declaration this brace opens the body of, -1 for a plain block or closure.
        var opens: Int32
    }

    private var frames: [Frame] = [Frame(kind: .file, owner: -1, typeOwner: -1, opens: -1)]
    /// Open `(` and `[` and `{`, innermost last.
    private var delimiters: [UInt8] = []
    /// Declaration headers being read: references before `end` belong to `owner`.
    private var headers: [(owner: Int32, end: Int)] = []
    /// The body brace a declaration header found, keyed by its token index.
    private var bodyBraces: [Int: Int32] = [:]
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
    private var partner: [Int32]

    init(bytes: UnsafeBufferPointer<UInt8>, tokens: [Token]) {
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

    // MARK: - Token helpers

    /// The keyword a token spells; none for a name in backticks (`` `class` `` is a plain name).
    @inline(__always) private func keyword(_ index: Int) -> Keyword? {
        guard index >= 0, index < tokens.count else { return nil }
        return tokens[index].keyword
    }

    /// A word that may name a variable here: any name, or a contextual keyword (`actor`, `get`, `open`).
    private func isBindingName(_ index: Int) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
        guard let word = keyword(index) else { return true }
        return !word.isReserved
    }

    private func isPunctuation(_ index: Int, _ character: UInt8) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        return token.kind == .punctuation && bytes[Int(token.start)] == character
    }

    private func isName(_ index: Int) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
        return keyword(index) == nil || keyword(index) == .Self
    }

    private func text(_ index: Int) -> String {
        let token = tokens[index]
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]), as: UTF8.self)
    }

    /// The source text of the tokens `range` (a type, a parameter list), each run of white space
    /// written as one space: gathered as bytes and made a `String` once.
    private func text(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        var out: [UInt8] = []
        out.reserveCapacity(max(0, Int(tokens[range.upperBound - 1].end - tokens[range.lowerBound].start)) + 2)
        for index in range {
            let token = tokens[index]
            if index != range.lowerBound, token.flags.contains(.spaceBefore) { out.append(ASCII.space) }
            if token.kind == .attribute { out.append(ASCII.at) }
            if token.kind == .pound { out.append(ASCII.hash) }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]))
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func markName(_ index: Int) {
        tokens[index].flags.insert(.declaresName)
    }

    /// The index just past the bracket group opening at `open` (`(`, `[` or `<`). A `(` or `[` left
    /// open ends where an enclosing group closes. A `<` group is scanned and ends early at what cannot
    /// stand in a generic clause (a brace, `;`, a directive, a new statement, a reserved word), or at `limit`.
    private func skipGroup(from open: Int, limit: Int) -> Int {
        let opener = bytes[Int(tokens[open].start)]
        if opener != ASCII.less { return groupEnd(open) ?? open }
        var depth = 0
        var index = open
        while index < limit {
            let token = tokens[index]
            if token.kind == .punctuation {
                let character = bytes[Int(token.start)]
                if character == ASCII.less {
                    depth += 1
                } else if character == ASCII.greater {
                    depth -= 1
                    if depth == 0 { return index + 1 }
                } else if character == ASCII.openParen || character == ASCII.openBracket {
                    guard let end = groupEnd(index) else { return index }
                    index = end
                    continue
                } else if character == ASCII.openBrace || character == ASCII.closeBrace || character == ASCII.semicolon
                            || character == ASCII.closeParen || character == ASCII.closeBracket {
                    return index  // cannot stand in a generic clause: stop at it
                }
            } else if token.kind == .poundIf || token.kind == .poundElseif || token.kind == .poundElse
                        || token.kind == .poundEndif {
                return index
            } else if let word = keyword(index), word.isReserved, word != .let, word != .throws, word != .Self {
                return index
            }
            if index > open, startsNewLine(index) { return index }
            index += 1
        }
        return limit
    }

    /// Just past the `(`, `[` or `{` group opening at `open`, in constant time; nil for a group that
    /// never closes. A header scan stops at such a group rather than read the rest of the file into
    /// one header (which, repeated, would make the parse quadratic).
    private func groupEnd(_ open: Int) -> Int? {
        let match = Int(partner[open])
        return match >= 0 ? match + 1 : nil
    }

    /// Is the token at `index` the first of a new statement, given where the previous one ended?
    private func startsNewLine(_ index: Int) -> Bool {
        tokens[index].flags.contains(.newlineBefore) && !continuesExpression(before: index)
    }

    /// A line break does not end an expression after an operator or an opening bracket, nor
    /// before a line that starts with `.member`, an infix operator or `->`.
    private func continuesExpression(before index: Int) -> Bool {
        let token = tokens[index]
        switch token.kind {
        case .operator, .arrow:
            return true
        case .punctuation:
            switch bytes[Int(token.start)] {
            case ASCII.dot, ASCII.ampersand, ASCII.equals, ASCII.question, ASCII.colon, ASCII.closeParen,
                 ASCII.closeBracket, ASCII.greater:
                return true
            default: break
            }
        default: break
        }
        guard index > 0 else { return false }
        let previous = tokens[index - 1]
        switch previous.kind {
        case .operator, .arrow:
            return true
        case .punctuation:
            switch bytes[Int(previous.start)] {
            case ASCII.dot, ASCII.comma, ASCII.colon, ASCII.equals, ASCII.openParen, ASCII.openBracket,
                 ASCII.ampersand, ASCII.less:
                return true
            default: return false
            }
        case .identifier:
            if let word = keyword(index - 1) {
                return word == .as || word == .is || word == .try || word == .await || word == .return
                    || word == .in || word == .some || word == .any
            }
            return false
        default:
            return false
        }
    }

    /// The end of the expression or type starting at `start`: the first token outside brackets that
    /// starts a new statement, a `;`, a closing bracket of an enclosing group, a directive, or one of
    /// `stops`. Bracket groups are stepped over whole. In a type (`type`), `<…>` is a bracket group
    /// too, so that `Dictionary<String, [Int]>` does not end at its comma; `stopAtWhere` ends a type at `where`.
    private func expressionEnd(from start: Int, stopAtBrace: Bool, stops: ASCIISet = [], type: Bool = false,
                               stopAtWhere: Bool = false) -> Int {
        var angles = 0
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if angles == 0, index > start, startsNewLine(index) { return index }
            switch token.kind {
            case .punctuation:
                let character = bytes[Int(token.start)]
                switch character {
                case ASCII.openParen, ASCII.openBracket:
                    guard let end = groupEnd(index) else { return index }
                    index = end
                    continue
                case ASCII.openBrace:
                    if angles == 0, stopAtBrace { return index }
                    // `var x = 0 { didSet { … } }`: observers, not a trailing closure of the initializer.
                    if index > start, keyword(index + 1) == .willSet || keyword(index + 1) == .didSet { return index }
                    guard let end = groupEnd(index) else { return index }
                    index = end
                    continue
                case ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace, ASCII.semicolon:
                    return index
                case ASCII.less where type:
                    angles += 1
                case ASCII.greater where type && angles > 0:
                    angles -= 1
                default:
                    if angles == 0, stops.contains(character) { return index }
                }
            case .poundIf, .poundElseif, .poundElse, .poundEndif:
                return index
            case .identifier where angles == 0 && index > start:
                if stopAtWhere, keyword(index) == .where { return index }
            default:
                break
            }
            index += 1
        }
        return min(index, tokens.count)
    }

    // MARK: - Main loop

    mutating func run() {
        var index = 0
        while index < tokens.count {
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
        references.append(Reference(name: id, token: Int32(index), owner: owner, line: token.line, column: token.column))
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
        references.append(Reference(name: id, token: qualified.token, owner: qualified.owner, line: qualifier.line, column: qualifier.column))
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

    // MARK: - Declarations

    private var scope: FrameKind { frames[frames.count - 1].kind }

    private mutating func declaration(_ word: Keyword, at index: Int) {
        // `import struct Module.Type`, `import func Module.f`: the kind word declares nothing.
        if word != .import, keyword(index - 1) == .import { return }
        switch word {
        case .import:
            importDeclaration(at: index)
        case .class:
            if let next = keyword(index + 1), next != .Self { return }  // `class func`, `class var`: a modifier
            typeDeclaration(.class, at: index)
        case .struct:
            typeDeclaration(.struct, at: index)
        case .enum:
            typeDeclaration(.enum, at: index)
        case .protocol:
            typeDeclaration(.protocol, at: index)
        case .actor:
            // A contextual keyword: `actor Name {` declares, `actor.run()` does not.
            guard isName(index + 1), index + 2 < tokens.count else { return }
            let after = index + 2
            guard isPunctuation(after, ASCII.openBrace) || isPunctuation(after, ASCII.colon)
                    || isPunctuation(after, ASCII.less) || keyword(after) == .where else { return }
            typeDeclaration(.actor, at: index)
        case .extension:
            typeDeclaration(.extension, at: index)
        case .typealias:
            typealiasDeclaration(at: index)
        case .func:
            functionDeclaration(.func, at: index)
        case .`init`:
            functionDeclaration(.`init`, at: index)
        case .subscript:
            functionDeclaration(.subscript, at: index)
        case .deinit:
            functionDeclaration(.deinit, at: index)
        case .var, .let:
            if scope == .file || scope == .type {
                variableDeclaration(word == .var ? .var : .let, at: index)
            } else {
                // A local (`let x = …`, `if let x`, `case .a(let x)`, `let (a, b) = …`): a declared name, not a reference.
                // `case let Error.network(inner)`: the path names a type, the parenthesised names bind.
                var open = index + 1
                if isPunctuation(index + 1, ASCII.dot) || (isBindingName(index + 1) && isPunctuation(index + 2, ASCII.dot)) {
                    while open < tokens.count, !isPunctuation(open, ASCII.openParen),
                          tokens[open].kind == .identifier || isPunctuation(open, ASCII.dot) {
                        open += 1
                    }
                } else if isBindingName(index + 1) {
                    markName(index + 1)
                }
                if isPunctuation(open, ASCII.openParen), let end = groupEnd(open) {
                    for name in (open + 1)..<end where isBindingName(name) && !isPunctuation(name - 1, ASCII.dot)
                        && !isPunctuation(name + 1, ASCII.colon) && !isPunctuation(name + 1, ASCII.dot) {
                        markName(name)
                    }
                }
            }
        case .associatedtype:
            if isName(index + 1) { markName(index + 1) }
        case .case:
            if scope == .type { enumCaseNames(after: index) }
        default:
            break
        }
    }

    /// Attributes and modifiers written before the declaration keyword at `index`.
    private func prefix(before index: Int) -> (attributes: [String], modifiers: [String], first: Int) {
        var attributes: [String] = []
        var modifiers: [String] = []
        var cursor = index - 1
        var first = index
        while cursor >= 0, index - cursor < 64 {
            let token = tokens[cursor]
            if token.kind == .attribute {
                attributes.append(text(cursor))
                first = cursor
                cursor -= 1
            } else if let word = keyword(cursor), Keyword.modifiers.contains(word) {
                modifiers.append(text(cursor))
                first = cursor
                cursor -= 1
            } else if isPunctuation(cursor, ASCII.closeParen) {
                // `@available(iOS 15, *)`, `private(set)`, `nonisolated(unsafe)`
                let open = Int(partner[cursor])
                guard open > 0, open < cursor, !tokens[open].flags.contains(.spaceBefore) else { break }
                let owner = open - 1
                if tokens[owner].kind == .attribute {
                    attributes.append(text(owner))
                } else if let word = keyword(owner), Keyword.modifiers.contains(word) {
                    modifiers.append(text(owner) + text(open + 1..<cursor).wrappedInParentheses)
                } else {
                    break
                }
                first = owner
                cursor = owner - 1
            } else {
                break
            }
        }
        return (attributes.reversed(), modifiers.reversed(), first)
    }

    private func accessLevel(_ modifiers: [String]) -> AccessLevel? {
        for modifier in modifiers {
            if let level = AccessLevel(rawValue: modifier) { return level }
        }
        return nil
    }

    /// Members take the access of an extension or a protocol they stand in; others are internal.
    private func defaultAccess(parent: Int32) -> AccessLevel {
        guard parent >= 0 else { return .internal }
        let owner = declarations[Int(parent)]
        if owner.kind == .protocol { return owner.access }
        if owner.kind == .extension, owner.access != .internal, owner.modifiers.contains(where: { AccessLevel(rawValue: $0) != nil }) {
            return owner.access
        }
        return .internal
    }

    private mutating func addDeclaration(_ kind: DeclarationKind, name: String, nameToken: Int, keyword: Int) -> Int32 {
        let (attributes, modifiers, first) = prefix(before: keyword)
        let parent = frames[frames.count - 1].typeOwner
        let token = tokens[nameToken]
        declarations.append(Declaration(
            kind: kind, name: name, line: Int(token.line), column: Int(token.column),
            access: accessLevel(modifiers) ?? defaultAccess(parent: parent), attributes: attributes, modifiers: modifiers,
            parent: parent >= 0 ? parent : nil, enclosing: parent >= 0 ? declarations[Int(parent)] : nil,
            nameToken: Int32(nameToken), firstToken: Int32(first)))
        return Int32(declarations.count - 1)
    }

    private mutating func importDeclaration(at index: Int) {
        var cursor = index + 1
        var kind: String?
        if let word = keyword(cursor), [.struct, .class, .enum, .protocol, .typealias, .func, .var, .let].contains(word) {
            kind = text(cursor)
            cursor += 1
        }
        var path: [String] = []
        var column = 0
        while isName(cursor) || (keyword(cursor) != nil && !path.isEmpty) {
            if path.isEmpty { column = Int(tokens[cursor].column) }
            markName(cursor)
            path.append(text(cursor))
            guard isPunctuation(cursor + 1, ASCII.dot), !tokens[cursor + 1].flags.contains(.newlineBefore) else { break }
            cursor += 2
        }
        guard let module = path.first else { return }
        let (attributes, _, _) = prefix(before: index)
        imports.append(Import(module: module, path: path, kind: kind, attributes: attributes,
                              line: Int(tokens[index].line), column: column))
    }

    private mutating func typeDeclaration(_ kind: DeclarationKind, at index: Int) {
        var cursor = index + 1
        guard cursor < tokens.count else { return }
        let name: String
        let nameToken: Int
        if kind == .extension {
            // `extension Outer.Inner`, `extension Array<Int>`, `extension [Element]`
            guard isName(cursor) || isPunctuation(cursor, ASCII.openBracket) else { return }
            nameToken = cursor
            if isPunctuation(cursor, ASCII.openBracket) {
                let end = skipGroup(from: cursor, limit: min(tokens.count, cursor + 64))
                let sugar = text(cursor..<end)
                cursor = end
                name = sugar + optionalSuffix(at: &cursor)
            } else {
                // `extension Gen<Int>.Sub<String>`: generic arguments are skipped, the path goes on.
                var parts = [text(cursor)]
                cursor += 1
                while true {
                    if isPunctuation(cursor, ASCII.less), !tokens[cursor].flags.contains(.spaceBefore) {
                        let end = skipGroup(from: cursor, limit: min(tokens.count, cursor + 512))
                        guard isPunctuation(end, ASCII.dot) else { break }
                        cursor = end
                    }
                    guard isPunctuation(cursor, ASCII.dot), isName(cursor + 1) || keyword(cursor + 1) != nil else { break }
                    parts.append(text(cursor + 1))
                    cursor += 2
                }
                name = parts.joined(separator: ".") + optionalSuffix(at: &cursor)
            }
        } else {
            guard isName(cursor) else { return }
            nameToken = cursor
            name = text(cursor)
            markName(cursor)
            cursor += 1
        }
        let declaration = addDeclaration(kind, name: name, nameToken: nameToken, keyword: index)
        let limit = min(tokens.count, cursor + 4096)
        if isPunctuation(cursor, ASCII.less) {
            let end = skipGroup(from: cursor, limit: limit)
            if kind != .extension { declarations[Int(declaration)].genericParameters = genericParameters(cursor..<end) }
            cursor = end
        }
        if isPunctuation(cursor, ASCII.colon) {
            let (inherits, end) = inheritanceList(from: cursor + 1, limit: limit)
            declarations[Int(declaration)].inherits = inherits
            cursor = end
        }
        if keyword(cursor) == .where {
            cursor = expressionEnd(from: cursor + 1, stopAtBrace: true)
        }
        if isPunctuation(cursor, ASCII.openBrace) {
            bodyBraces[cursor] = declaration
        }
        headers.append((declaration, cursor))
    }

    /// `case a, b(x: Int), c = 3` in a type body: the case names are declared, not referenced.
    private mutating func enumCaseNames(after index: Int) {
        var cursor = index + 1
        var expectName = true
        while cursor < tokens.count {
            if cursor > index + 1, startsNewLine(cursor) { break }
            let token = tokens[cursor]
            if token.kind == .punctuation {
                let character = bytes[Int(token.start)]
                if character == ASCII.openParen || character == ASCII.openBracket {
                    guard let end = groupEnd(cursor) else { break }
                    cursor = end
                    continue
                }
                if character == ASCII.comma {
                    expectName = true
                } else if character == ASCII.openBrace || character == ASCII.closeBrace || character == ASCII.semicolon {
                    break
                } else {
                    expectName = false
                }
            } else if token.kind == .identifier {
                if let word = keyword(cursor), word.isReserved { break }
                if expectName { markName(cursor) }
                expectName = false
            } else if token.kind != .attribute {
                expectName = false
            }
            cursor += 1
        }
    }

    /// `?` and `!` written right after an extended type (`extension UInt8? {}`), consumed.
    private func optionalSuffix(at cursor: inout Int) -> String {
        var suffix = ""
        while cursor < tokens.count, isPunctuation(cursor, ASCII.question) || isPunctuation(cursor, ASCII.exclamation),
              !tokens[cursor].flags.contains(.spaceBefore) {
            suffix += text(cursor)
            cursor += 1
        }
        return suffix
    }

    /// Names declared by `<T, U: P, each V, let N: Int>`; they are marked so that they are not references.
    private mutating func genericParameters(_ range: Range<Int>) -> [String] {
        var result: [String] = []
        var depth = 0
        var expectName = false
        for index in range {
            if isPunctuation(index, ASCII.less) {
                depth += 1
                if depth == 1 { expectName = true }
                continue
            }
            if isPunctuation(index, ASCII.greater) { depth -= 1; continue }
            if depth == 1, isPunctuation(index, ASCII.comma) { expectName = true; continue }
            if expectName, depth == 1 {
                if let word = keyword(index), word == .each || word == .let { continue }
                if isName(index) {
                    result.append(text(index))
                    markName(index)
                }
                expectName = false
            }
        }
        return result
    }

    /// `: A, B.C, @unchecked Sendable, P & Q where …` up to the body or `where`. What the
    /// compiler sees: `Swift.Codable` is `Codable`; `~Copyable` suppresses a conformance and is
    /// none; `nonisolated P` is a conformance to `P`.
    private func inheritanceList(from start: Int, limit: Int) -> ([String], Int) {
        var inherits: [String] = []
        var cursor = start
        var current: [String] = []
        var depth = 0
        var suppressed = false
        func flush() {
            if current.count > 1, current[0] == "Swift" { current.removeFirst() }
            if !current.isEmpty, !suppressed { inherits.append(current.joined(separator: ".")) }
            current = []
            suppressed = false
        }
        var expectPart = true
        while cursor < limit {
            let token = tokens[cursor]
            if depth == 0 {
                if isPunctuation(cursor, ASCII.openBrace) || isPunctuation(cursor, ASCII.closeBrace)
                    || keyword(cursor) == .where || token.kind == .poundIf || token.kind == .poundEndif
                    || isPunctuation(cursor, ASCII.semicolon) || (cursor > start && startsNewLine(cursor)) {
                    break
                }
                if isPunctuation(cursor, ASCII.comma) || isPunctuation(cursor, ASCII.ampersand) {
                    flush()
                    expectPart = true
                    cursor += 1
                    continue
                }
            }
            if let word = keyword(cursor), word.isReserved, word != .Self,
               !(word == .class && depth == 0 && expectPart) {  // `protocol P: class` is the old `AnyObject`
                break
            }
            if isPunctuation(cursor, ASCII.openParen) || isPunctuation(cursor, ASCII.openBracket) {
                guard let end = groupEnd(cursor) else { break }
                cursor = end
                continue
            }
            if isPunctuation(cursor, ASCII.closeParen) || isPunctuation(cursor, ASCII.closeBracket) { break }
            if isPunctuation(cursor, ASCII.less) {
                depth += 1
            } else if isPunctuation(cursor, ASCII.greater) {
                depth -= 1
            } else if depth == 0, expectPart, token.kind == .operator, bytes[Int(token.start)] == UInt8(ascii: "~") {
                suppressed = true
            } else if depth == 0, expectPart, token.kind == .identifier, cursor + 1 < limit, tokens[cursor + 1].kind == .identifier,
                      text(cursor) == "nonisolated" {
                // A modifier of the conformance that follows, like `@unchecked`.
            } else if depth == 0, token.kind == .identifier, keyword(cursor) != .any {
                if expectPart || isPunctuation(cursor - 1, ASCII.dot) {
                    current.append(text(cursor))
                    expectPart = false
                }
            }
            cursor += 1
        }
        flush()
        return (inherits, cursor)
    }

    private mutating func typealiasDeclaration(at index: Int) {
        guard isName(index + 1) else { return }
        markName(index + 1)
        let declaration = addDeclaration(.typealias, name: text(index + 1), nameToken: index + 1, keyword: index)
        var cursor = index + 2
        if isPunctuation(cursor, ASCII.less) {
            let end = skipGroup(from: cursor, limit: min(tokens.count, cursor + 512))
            declarations[Int(declaration)].genericParameters = genericParameters(cursor..<end)
            cursor = end
        }
        guard isPunctuation(cursor, ASCII.equals) else { return }
        let end = expressionEnd(from: cursor + 1, stopAtBrace: true, type: true)
        declarations[Int(declaration)].aliasedType = text(cursor + 1..<end)
        headers.append((declaration, end))
    }

    private mutating func functionDeclaration(_ kind: DeclarationKind, at index: Int) {
        var cursor = index + 1
        var name = kind.rawValue
        if kind == .func {
            if isName(cursor) || keyword(cursor) != nil {
                name = text(cursor)
                markName(cursor)
                cursor += 1
            } else {
                // An operator: `static func == (lhs:rhs:)`, `prefix func -`.
                var operatorName = ""
                while cursor < tokens.count, tokens[cursor].kind == .operator || tokens[cursor].kind == .punctuation,
                      !isPunctuation(cursor, ASCII.openParen), !isPunctuation(cursor, ASCII.openBrace) {
                    if !operatorName.isEmpty, tokens[cursor].flags.contains(.spaceBefore) { break }
                    operatorName += text(cursor)
                    cursor += 1
                }
                guard !operatorName.isEmpty else { return }
                name = operatorName
            }
        } else if kind == .`init`, isPunctuation(cursor, ASCII.question) || isPunctuation(cursor, ASCII.exclamation),
                  !tokens[cursor].flags.contains(.spaceBefore) {
            cursor += 1
        }
        if kind == .`init` || kind == .deinit || kind == .subscript {
            // `init` also stands in expressions (`Self.init`, `.init()`), excluded by the caller;
            // in a declaration a parameter list (or, for deinit, a body) must follow.
            if kind != .deinit, !isPunctuation(cursor, ASCII.openParen), !isPunctuation(cursor, ASCII.less) { return }
        }
        let nameIndex = kind == .func ? index + 1 : index
        let declaration = addDeclaration(kind, name: name, nameToken: nameIndex, keyword: index)
        let limit = min(tokens.count, cursor + 8192)
        if isPunctuation(cursor, ASCII.less) {
            let end = skipGroup(from: cursor, limit: limit)
            declarations[Int(declaration)].genericParameters = genericParameters(cursor..<end)
            cursor = end
        }
        if isPunctuation(cursor, ASCII.openParen) {
            let end = skipGroup(from: cursor, limit: limit)
            declarations[Int(declaration)].parameters = parameters(cursor + 1..<max(cursor + 1, end - 1))
            cursor = end
        }
        // Effects: async, throws, throws(E), rethrows, reasync.
        while cursor < limit, let word = keyword(cursor), word == .async || word == .throws || word == .rethrows
                || text(cursor) == "reasync" {
            cursor += 1
            if word == .throws, isPunctuation(cursor, ASCII.openParen) { cursor = skipGroup(from: cursor, limit: limit) }
        }
        if cursor < limit, tokens[cursor].kind == .arrow {
            let end = expressionEnd(from: cursor + 1, stopAtBrace: true, stops: [ASCII.equals], type: true,
                                    stopAtWhere: true)
            var typeEnd = end
            while typeEnd > cursor + 1, keyword(typeEnd - 1) == .where { typeEnd -= 1 }
            declarations[Int(declaration)].type = text(cursor + 1..<typeEnd)
            cursor = end
        }
        if keyword(cursor) == .where {
            cursor = expressionEnd(from: cursor + 1, stopAtBrace: true)
        }
        if isPunctuation(cursor, ASCII.openBrace) {
            bodyBraces[cursor] = declaration
        }
        headers.append((declaration, cursor))
    }

    /// `(_ a: A, b c: B = .x, d: inout [D]...)`: labels, names and types; the names are marked.
    private mutating func parameters(_ range: Range<Int>) -> [Parameter] {
        var result: [Parameter] = []
        var segmentStart = range.lowerBound
        var depth = 0
        var index = range.lowerBound
        while index <= range.upperBound {
            let atEnd = index == range.upperBound
            if !atEnd {
                if isPunctuation(index, ASCII.openParen) || isPunctuation(index, ASCII.openBracket)
                    || isPunctuation(index, ASCII.less) || isPunctuation(index, ASCII.openBrace) {
                    depth += 1
                } else if isPunctuation(index, ASCII.closeParen) || isPunctuation(index, ASCII.closeBracket)
                            || isPunctuation(index, ASCII.greater) || isPunctuation(index, ASCII.closeBrace) {
                    depth -= 1
                }
            }
            if atEnd || (depth == 0 && isPunctuation(index, ASCII.comma)) {
                if let parameter = parameter(segmentStart..<index) { result.append(parameter) }
                segmentStart = index + 1
            }
            index += 1
        }
        return result
    }

    private mutating func parameter(_ range: Range<Int>) -> Parameter? {
        var colon: Int?
        for index in range where isPunctuation(index, ASCII.colon) {
            colon = index
            break
        }
        guard let colon else { return nil }
        var names: [Int] = []
        for index in range.lowerBound..<colon where tokens[index].kind == .identifier { names.append(index) }
        guard let last = names.last else { return nil }
        for index in names { markName(index) }
        var typeEnd = range.upperBound
        var depth = 0
        for index in (colon + 1)..<range.upperBound {
            if isPunctuation(index, ASCII.openParen) || isPunctuation(index, ASCII.openBracket) || isPunctuation(index, ASCII.less) {
                depth += 1
            } else if isPunctuation(index, ASCII.closeParen) || isPunctuation(index, ASCII.closeBracket)
                        || isPunctuation(index, ASCII.greater) {
                depth -= 1
            } else if depth == 0, isPunctuation(index, ASCII.equals) {
                typeEnd = index
                break
            }
        }
        let label = text(names[0])
        return Parameter(label: label, name: text(last), type: text(colon + 1..<typeEnd))
    }

    private mutating func variableDeclaration(_ kind: DeclarationKind, at index: Int) {
        var cursor = index + 1
        var first: Int32?
        while cursor < tokens.count {
            // `let a` or `let (a, b)`: the names are consecutive declarations, `firstDeclaration..<declarations.count`.
            let bindingNames: Range<Int>
            if isBindingName(cursor) {
                bindingNames = cursor..<cursor + 1
                cursor += 1
            } else if isPunctuation(cursor, ASCII.openParen) {
                let end = skipGroup(from: cursor, limit: tokens.count)
                bindingNames = cursor..<end
                cursor = end
            } else {
                break
            }
            let firstDeclaration = Int32(declarations.count)
            for nameIndex in bindingNames where isBindingName(nameIndex) {
                markName(nameIndex)
                let declaration = addDeclaration(kind, name: text(nameIndex), nameToken: nameIndex, keyword: index)
                if first == nil { first = declaration }
            }
            let declarationIndexes = firstDeclaration..<Int32(declarations.count)
            if isPunctuation(cursor, ASCII.colon) {
                let end = expressionEnd(from: cursor + 1, stopAtBrace: true, stops: [ASCII.equals, ASCII.comma], type: true)
                let type = text(cursor + 1..<end)
                for declaration in declarationIndexes { declarations[Int(declaration)].type = type }
                cursor = end
            }
            if isPunctuation(cursor, ASCII.equals) {
                cursor = expressionEnd(from: cursor + 1, stopAtBrace: false, stops: [ASCII.comma])
            }
            if isPunctuation(cursor, ASCII.openBrace), let last = declarationIndexes.last {
                bodyBraces[cursor] = last
                headers.append((last, cursor))
                return
            }
            if let last = declarationIndexes.last { headers.append((last, cursor)) }
            // `let a = 1, b = 2` goes on; the comma of `NSCache<NSString, UIImage>()` does not.
            guard isPunctuation(cursor, ASCII.comma), startsBinding(at: cursor + 1) else { break }
            cursor += 1
        }
    }

    /// A second binding after a comma: a name followed by `:`, `=`, `,` or the end of the statement.
    private func startsBinding(at index: Int) -> Bool {
        guard index < tokens.count else { return false }
        if isPunctuation(index, ASCII.openParen) { return true }
        guard isBindingName(index) else { return false }
        let next = index + 1
        return next >= tokens.count || isPunctuation(next, ASCII.colon) || isPunctuation(next, ASCII.equals)
            || isPunctuation(next, ASCII.comma) || isPunctuation(next, ASCII.semicolon) || isPunctuation(next, ASCII.closeBrace)
            || tokens[next].flags.contains(.newlineBefore)
    }
}

private extension String {
    var wrappedInParentheses: String { "(" + self + ")" }
}

/// A few ASCII characters, tested with a shift rather than a hash (a `Set<UInt8>` literal is
/// built, and allocated, at every call).
struct ASCIISet: ExpressibleByArrayLiteral {
    private var bits: (low: UInt64, high: UInt64) = (0, 0)

    init(arrayLiteral characters: UInt8...) {
        for character in characters {
            precondition(character < 128, "ASCIISet holds ASCII characters only")
            if character < 64 { bits.low |= 1 << character } else { bits.high |= 1 << (character - 64) }
        }
    }

    func contains(_ byte: UInt8) -> Bool {
        byte < 64 ? bits.low & (1 << byte) != 0 : byte < 128 && bits.high & (1 << (byte - 64)) != 0
    }
}
