/// A byte-level Swift lexer.
///
/// It works on raw UTF-8 bytes (any byte sequence is accepted: invalid UTF-8 cannot crash it),
/// runs in one linear pass, and keeps no recursion: string interpolation, which nests code inside
/// strings inside code, is tracked with an explicit stack. What it must get right is everything
/// that can hide a name from a naive scanner or invent one: nested block comments, interpolation
/// with nested strings and closures, multi-line and raw strings with any number of `#`, regex
/// literals, backticked identifiers, `#if` conditions, shebang, BOM and CRLF.
struct Lexer {
    private(set) var tokens: [Token] = []
    private(set) var comments: [Comment] = []
    private(set) var problems: [ScanProblem] = []

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line: Int32 = 1
    /// 1 + the number of line breaks (LF, CRLF, lone CR) in the file, once lexed.
    var lineCount: Int { Int(line) }
    private var lineStart = 0
    /// The offset where each line begins (after a byte-order mark on the first): the table a
    /// token's line and column are found in.
    private(set) var lineStarts: [Int32] = [0]
    private var pendingFlags: Token.Flags = []
    private let keywords = KeywordTable.shared

    /// One string whose interpolation `\( … )` is being lexed as code.
    private struct Interpolation {
        var hashes: Int
        var multiline: Bool
        var parenDepth: Int
        var line: Int32
        var column: Int32
    }
    private var interpolations: [Interpolation] = []

    /// Lexes `bytes` completely. `tokenCount`: how many tokens a lexing of the same bytes made.
    static func lex(_ bytes: UnsafeBufferPointer<UInt8>, tokenCount: Int? = nil) -> Lexer {
        var lexer = Lexer(bytes: bytes)
        // Room for the most tokens a file can hold (one per byte) from the start: pages are only
        // resident once written, so real code (a token per five bytes) costs what it uses, and a
        // dense file never grows the array by copying (measured on 16 MiB of `{}`: 561 MB peak
        // when it grew from room for a fifth, 430 MB with this).
        lexer.tokens.reserveCapacity(tokenCount ?? bytes.count + 1)
        lexer.run()
        return lexer
    }

    /// The tokens, which the lexer then no longer holds: the parser takes them over, or they go.
    mutating func takeTokens() -> [Token] {
        defer { tokens = [] }
        return tokens
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // MARK: - Byte access

    @inline(__always) private func byte(_ at: Int) -> UInt8 {
        at < bytes.count ? bytes[at] : 0
    }

    @inline(__always) private var column: Int32 { Int32(index - lineStart + 1) }

    /// Advances over one byte that may end a line (`\n`, a lone `\r`, or the `\r` of `\r\n`).
    @inline(__always) private mutating func advanceCountingLines() {
        let current = bytes[index]
        index += 1
        if current == ASCII.newline || (current == ASCII.carriageReturn && byte(index) != ASCII.newline) {
            line += 1
            lineStart = index
            lineStarts.append(Int32(index))
        }
    }

    /// `positionBeforeStart`: the token's line and column are those of the byte before its range
    /// (the `@` of an attribute, the `#` of a pound keyword, the backtick before a name).
    private mutating func emit(_ kind: Token.Kind, start: Int, end: Int, keywordCode: UInt8 = 0, positionBeforeStart: Bool = false) {
        var flags = pendingFlags
        if positionBeforeStart { flags.insert(.positionBeforeStart) }
        // Only string and regex literals grow past a token's 64 KiB: cut into pieces of that size,
        // one after the other with nothing between them, the last one ending the literal.
        var pieceStart = start
        while end - pieceStart > Token.maximumLength {
            tokens.append(Token(kind: kind, flags: flags, start: Int32(pieceStart), end: Int32(pieceStart + Token.maximumLength)))
            pieceStart += Token.maximumLength
            flags = []
        }
        tokens.append(Token(kind: kind, flags: flags, start: Int32(pieceStart), end: Int32(end), keywordCode: keywordCode))
        pendingFlags = []
    }

    // MARK: - Main loop

    private mutating func run() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            lineStart = 3
            lineStarts[0] = 3
        }
        if byte(index) == ASCII.hash, byte(index + 1) == ASCII.exclamation {
            skipToEndOfLine()
        }
        while index < bytes.count {
            let current = bytes[index]
            switch current {
            case ASCII.newline, ASCII.carriageReturn:
                advanceCountingLines()
                pendingFlags.insert([.newlineBefore, .spaceBefore])
            case ASCII.space, ASCII.tab, 0x0B, 0x0C, 0:
                index += 1
                pendingFlags.insert(.spaceBefore)
            case ASCII.slash where byte(index + 1) == ASCII.slash:
                lineComment()
            case ASCII.slash where byte(index + 1) == ASCII.star:
                blockComment()
            case ASCII.doubleQuote:
                string(hashes: 0, start: index)
            case ASCII.hash:
                hash()
            case ASCII.backtick:
                backtickIdentifier()
            case ASCII.dollar:
                let start = index
                index += 1
                while index < bytes.count, ASCII.isIdentifierByte(bytes[index]) { index += 1 }
                emit(.dollarIdentifier, start: start, end: index)
            case ASCII.at:
                attribute()
            case ASCII.openParen:
                if var top = interpolations.last {
                    top.parenDepth += 1
                    interpolations[interpolations.count - 1] = top
                }
                punctuation()
            case ASCII.closeParen:
                if var top = interpolations.last {
                    if top.parenDepth == 0 {
                        // The interpolation ends: the string it belongs to goes on.
                        interpolations.removeLast()
                        index += 1
                        pendingFlags = []
                        stringBody(hashes: top.hashes, multiline: top.multiline,
                                   openLine: top.line, openColumn: top.column)
                        continue
                    }
                    top.parenDepth -= 1
                    interpolations[interpolations.count - 1] = top
                }
                punctuation()
            case ASCII.slash where startsBareRegex():
                bareRegex()
            default:
                if ASCII.isIdentifierStart(current) {
                    identifier()
                } else if ASCII.isDigit(current) {
                    number()
                } else {
                    operatorOrPunctuation()
                }
            }
        }
        for open in interpolations {
            problems.append(ScanProblem(kind: .unterminatedInterpolation, line: open.line, column: open.column))
        }
    }

    // MARK: - Trivia

    private mutating func skipToEndOfLine() {
        while index < bytes.count, bytes[index] != ASCII.newline, bytes[index] != ASCII.carriageReturn {
            index += 1
        }
    }

    private mutating func lineComment() {
        let start = index, startLine = line, startColumn = column
        skipToEndOfLine()
        comments.append(Comment(start: Int32(start), end: Int32(index), line: startLine,
                                column: startColumn, isBlock: false))
        pendingFlags.insert(.spaceBefore)
    }

    /// Block comments nest in Swift: `/* a /* b */ still a comment */`.
    private mutating func blockComment() {
        let start = index, startLine = line, startColumn = column
        var depth = 0
        while index < bytes.count {
            let current = bytes[index]
            if current == ASCII.slash, byte(index + 1) == ASCII.star {
                depth += 1
                index += 2
            } else if current == ASCII.star, byte(index + 1) == ASCII.slash {
                depth -= 1
                index += 2
                if depth == 0 { break }
            } else if current == ASCII.newline || current == ASCII.carriageReturn {
                advanceCountingLines()
                pendingFlags.insert(.newlineBefore)
            } else {
                index += 1
            }
        }
        if depth > 0 {
            problems.append(ScanProblem(kind: .unterminatedComment, line: startLine, column: startColumn))
        }
        comments.append(Comment(start: Int32(start), end: Int32(index), line: startLine,
                                column: startColumn, isBlock: true))
        pendingFlags.insert(.spaceBefore)
    }

    // MARK: - Names and numbers

    private mutating func identifier() {
        let start = index
        // A local cursor, not `index`: the hottest loop of the scanner stays in registers.
        var end = index + 1
        while end < bytes.count, ASCII.isIdentifierByte(bytes[end]) { end += 1 }
        index = end
        emit(.identifier, start: start, end: end,
             keywordCode: keywords.keyword(bytes, start, end).map { $0.rawValue + 1 } ?? 0)
    }

    private mutating func backtickIdentifier() {
        var end = index + 1
        while end < bytes.count, bytes[end] != ASCII.backtick, bytes[end] != ASCII.newline,
              bytes[end] != ASCII.carriageReturn {
            end += 1
        }
        if byte(end) == ASCII.backtick, end > index + 1 {
            emit(.identifier, start: index + 1, end: end, positionBeforeStart: true)
            index = end + 1
        } else {
            // A lone backtick is not a name; keep going after it.
            emit(.punctuation, start: index, end: index + 1)
            index += 1
        }
    }

    private mutating func number() {
        let start = index
        while true {
            while index < bytes.count, ASCII.isIdentifierByte(bytes[index]) { index += 1 }
            let last = byte(index - 1)
            if (last == 0x65 || last == 0x45 || last == 0x70 || last == 0x50),
               byte(index) == ASCII.plus || byte(index) == ASCII.minus, ASCII.isDigit(byte(index + 1)) {
                index += 1  // exponent sign: 1e-3, 0x1p+4
            } else if byte(index) == ASCII.dot, ASCII.isDigit(byte(index + 1)) {
                index += 1  // fraction: 1.5 (but not the range 1...5)
            } else {
                break
            }
        }
        emit(.number, start: start, end: index)
    }

    private mutating func attribute() {
        if ASCII.isIdentifierStart(byte(index + 1)) {
            let start = index + 1
            index += 2
            while index < bytes.count, ASCII.isIdentifierByte(bytes[index]) { index += 1 }
            emit(.attribute, start: start, end: index, positionBeforeStart: true)
        } else {
            emit(.punctuation, start: index, end: index + 1)
            index += 1
        }
    }

    // MARK: - Operators

    private mutating func punctuation() {
        emit(.punctuation, start: index, end: index + 1)
        index += 1
    }

    private mutating func operatorOrPunctuation() {
        let start = index
        let current = bytes[index]
        switch current {
        case ASCII.minus where byte(index + 1) == ASCII.greater:
            index += 2
            emit(.arrow, start: start, end: index)
        case ASCII.dot where byte(index + 1) == ASCII.dot:
            index += 2
            if byte(index) == ASCII.dot || byte(index) == ASCII.less { index += 1 }
            emit(.operator, start: start, end: index)
        case ASCII.openBrace, ASCII.closeBrace, ASCII.openBracket, ASCII.closeBracket, ASCII.comma,
             ASCII.colon, ASCII.semicolon, ASCII.dot, ASCII.less, ASCII.greater, ASCII.question,
             ASCII.exclamation, ASCII.equals, ASCII.ampersand, ASCII.backslash:
            // Single characters, so that generic brackets (`A<B<C>>`) and optionals stay apart.
            punctuation()
        default:
            if ASCII.isOperatorByte(current) {
                index += 1
                while index < bytes.count, ASCII.isOperatorByte(bytes[index]),
                      !(bytes[index] == ASCII.slash && (byte(index + 1) == ASCII.slash || byte(index + 1) == ASCII.star)) {
                    index += 1
                }
                emit(.operator, start: start, end: index)
            } else {
                // Anything else (a stray control byte): one punctuation token, so progress is certain.
                punctuation()
            }
        }
    }

    // MARK: - Strings

    /// `#…` : raw string, extended regex, conditional compilation or another pound keyword.
    private mutating func hash() {
        let start = index, startColumn = column
        var hashes = 0
        while byte(index + hashes) == ASCII.hash { hashes += 1 }
        let after = byte(index + hashes)
        if after == ASCII.doubleQuote {
            index += hashes
            string(hashes: hashes, start: start)
            return
        }
        if after == ASCII.slash {
            extendedRegex(hashes: hashes, start: start, startColumn: startColumn)
            return
        }
        if hashes == 1, ASCII.isIdentifierStart(after) {
            index += 1
            let nameStart = index
            while index < bytes.count, ASCII.isIdentifierByte(bytes[index]) { index += 1 }
            let kind = Lexer.directiveKind(bytes, nameStart, index)
            emit(kind, start: nameStart, end: index, positionBeforeStart: true)
            if kind == .poundIf || kind == .poundElseif {
                // The condition is not code that references anything: skip it, keep comments.
                while index < bytes.count, bytes[index] != ASCII.newline, bytes[index] != ASCII.carriageReturn {
                    if bytes[index] == ASCII.slash, byte(index + 1) == ASCII.slash {
                        lineComment()
                        break
                    }
                    if bytes[index] == ASCII.slash, byte(index + 1) == ASCII.star {
                        blockComment()
                        continue
                    }
                    index += 1
                }
            }
            return
        }
        punctuation()
    }

    private static func directiveKind(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Token.Kind {
        func equals(_ word: StaticString) -> Bool {
            guard end - start == word.utf8CodeUnitCount else { return false }
            let pointer = word.utf8Start
            for offset in 0..<(end - start) where bytes[start + offset] != pointer[offset] { return false }
            return true
        }
        if equals("if") { return .poundIf }
        if equals("elseif") { return .poundElseif }
        if equals("else") { return .poundElse }
        if equals("endif") { return .poundEndif }
        return .pound
    }

    /// Opens a string literal at `index` (its first `"`); `start` includes any leading `#`s.
    private mutating func string(hashes: Int, start: Int) {
        let openLine = line
        let openColumn = Int32(start - lineStart + 1)
        // `#"""#` is a one-line raw string holding `"`: three quotes open a multi-line string only
        // when they are not at once followed by the closing `#`s.
        var closesAtOnce = hashes > 0
        for offset in 0..<hashes where byte(index + 3 + offset) != ASCII.hash { closesAtOnce = false }
        let multiline = byte(index + 1) == ASCII.doubleQuote && byte(index + 2) == ASCII.doubleQuote && !closesAtOnce
        index += multiline ? 3 : 1
        stringStartOffset = start
        stringBody(hashes: hashes, multiline: multiline, openLine: openLine, openColumn: openColumn)
    }

    /// Where the string segment being lexed began; a segment after an interpolation starts at `)`.
    private var stringStartOffset = -1

    /// Lexes string content from `index` until the closing delimiter or an interpolation.
    private mutating func stringBody(hashes: Int, multiline: Bool, openLine: Int32, openColumn: Int32) {
        let segmentStart = stringStartOffset >= 0 ? stringStartOffset : index - 1
        stringStartOffset = -1
        while index < bytes.count {
            let current = bytes[index]
            if current == ASCII.backslash {
                var count = 0
                while count < hashes, byte(index + 1 + count) == ASCII.hash { count += 1 }
                if count == hashes {
                    let escaped = index + 1 + hashes
                    if byte(escaped) == ASCII.openParen {
                        emit(.string, start: segmentStart, end: escaped)
                        interpolations.append(Interpolation(hashes: hashes, multiline: multiline, parenDepth: 0,
                                                            line: line, column: Int32(index - lineStart + 1)))
                        index = escaped + 1
                        return
                    }
                    // An escape: skip the escaped byte, unless it breaks the line (a continuation).
                    index = escaped
                    if index < bytes.count, bytes[index] != ASCII.newline, bytes[index] != ASCII.carriageReturn {
                        index += 1
                    }
                    continue
                }
                index += 1
                continue
            }
            if current == ASCII.doubleQuote {
                let quotes = multiline ? 3 : 1
                var closes = true
                for offset in 0..<quotes where byte(index + offset) != ASCII.doubleQuote { closes = false }
                if closes {
                    for offset in 0..<hashes where byte(index + quotes + offset) != ASCII.hash { closes = false }
                }
                if closes {
                    index += quotes + hashes
                    emit(.string, start: segmentStart, end: index)
                    return
                }
                index += 1
                continue
            }
            if current == ASCII.newline || current == ASCII.carriageReturn {
                if !multiline { break }
                advanceCountingLines()
                continue
            }
            index += 1
        }
        // End of line (single-line string) or of file: the literal is unterminated.
        problems.append(ScanProblem(kind: .unterminatedString, line: openLine, column: openColumn))
        emit(.string, start: segmentStart, end: index)
        if !interpolations.isEmpty, !multiline {
            // Interpolations opened inside this broken string cannot close any more.
            while let open = interpolations.last, open.multiline == false {
                interpolations.removeLast()
                problems.append(ScanProblem(kind: .unterminatedInterpolation, line: open.line, column: open.column))
            }
        }
    }

    // MARK: - Regex literals

    /// `#/…/#`, `##/…/##`: may span lines when the opening delimiter ends its line.
    private mutating func extendedRegex(hashes: Int, start: Int, startColumn: Int32) {
        let startLine = line
        index += hashes + 1
        let multiline = byte(index) == ASCII.newline || byte(index) == ASCII.carriageReturn
        while index < bytes.count {
            let current = bytes[index]
            if current == ASCII.backslash {
                // An escape skips the escaped byte, never a line break (found by the fuzzer: `#/\`
                // at the end of a line hid the line break and shifted every later line number).
                index += byte(index + 1) == ASCII.newline || byte(index + 1) == ASCII.carriageReturn ? 1 : 2
                continue
            }
            if current == ASCII.slash {
                var closes = true
                for offset in 0..<hashes where byte(index + 1 + offset) != ASCII.hash { closes = false }
                if closes {
                    index += 1 + hashes
                    emit(.regex, start: start, end: index)
                    return
                }
            }
            if current == ASCII.newline || current == ASCII.carriageReturn {
                if !multiline { break }
                advanceCountingLines()
                continue
            }
            index += 1
        }
        index = min(index, bytes.count)
        problems.append(ScanProblem(kind: .unterminatedRegex, line: startLine, column: startColumn))
        emit(.regex, start: start, end: index)
    }

    /// Swift reads `/…/` as a regex literal only where an expression may start, when the literal
    /// neither starts nor ends with a space and closes on the same line; elsewhere `/` divides.
    private func startsBareRegex() -> Bool {
        let next = byte(index + 1)
        if next == ASCII.space || next == ASCII.tab || next == ASCII.newline || next == ASCII.carriageReturn
            || next == 0 || next == ASCII.equals || next == ASCII.slash || next == ASCII.star {
            return false
        }
        if !previousTokenAllowsExpression() { return false }
        return bareRegexEnd() != nil
    }

    private func bareRegexEnd() -> Int? {
        var scan = index + 1
        var inClass = false
        while scan < bytes.count {
            let current = bytes[scan]
            switch current {
            case ASCII.newline, ASCII.carriageReturn:
                return nil
            case ASCII.backslash:
                scan += 2
                continue
            case ASCII.openBracket:
                inClass = true
            case ASCII.closeBracket:
                inClass = false
            case ASCII.slash where !inClass:
                let before = bytes[scan - 1]
                return before == ASCII.space || before == ASCII.tab ? nil : scan
            default:
                break
            }
            scan += 1
        }
        return nil
    }

    private mutating func bareRegex() {
        guard let end = bareRegexEnd() else { return operatorOrPunctuation() }
        let start = index
        index = end + 1
        emit(.regex, start: start, end: index)
    }

    private func previousTokenAllowsExpression() -> Bool {
        guard let previous = tokens.last else { return true }
        switch previous.kind {
        case .identifier:
            return Keywords.startsExpression(bytes, Int(previous.start), Int(previous.end))
        case .dollarIdentifier, .number, .string, .regex, .attribute, .pound:
            return false
        case .arrow, .operator, .poundIf, .poundElseif, .poundElse, .poundEndif:
            return true
        case .punctuation:
            switch bytes[Int(previous.start)] {
            case ASCII.openParen, ASCII.openBracket, ASCII.openBrace, ASCII.comma, ASCII.colon,
                 ASCII.semicolon, ASCII.equals, ASCII.ampersand:
                return true
            default:
                return false
            }
        }
    }
}

/// Byte constants and classes, so that the hot loops compare integers.
@usableFromInline package enum ASCII {
    package static let tab: UInt8 = 0x09
    package static let newline: UInt8 = 0x0A
    package static let carriageReturn: UInt8 = 0x0D
    package static let space: UInt8 = 0x20
    package static let exclamation: UInt8 = 0x21
    package static let doubleQuote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    package static let dollar: UInt8 = 0x24
    package static let ampersand: UInt8 = 0x26
    package static let openParen: UInt8 = 0x28
    package static let closeParen: UInt8 = 0x29
    package static let star: UInt8 = 0x2A
    package static let plus: UInt8 = 0x2B
    package static let comma: UInt8 = 0x2C
    package static let minus: UInt8 = 0x2D
    package static let dot: UInt8 = 0x2E
    package static let slash: UInt8 = 0x2F
    package static let colon: UInt8 = 0x3A
    package static let semicolon: UInt8 = 0x3B
    package static let less: UInt8 = 0x3C
    package static let equals: UInt8 = 0x3D
    package static let greater: UInt8 = 0x3E
    package static let question: UInt8 = 0x3F
    static let at: UInt8 = 0x40
    package static let openBracket: UInt8 = 0x5B
    package static let backslash: UInt8 = 0x5C
    package static let closeBracket: UInt8 = 0x5D
    package static let underscore: UInt8 = 0x5F
    static let backtick: UInt8 = 0x60
    package static let openBrace: UInt8 = 0x7B
    package static let closeBrace: UInt8 = 0x7D

    @inlinable @inline(__always) package static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    /// Letters, `_`, and every non-ASCII byte: Swift allows most of Unicode in names, and
    /// treating all of it as name bytes keeps a multi-byte character in one token.
    @inline(__always) static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte == underscore || byte >= 0x80
    }

    @inline(__always) static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    @inline(__always) static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F, 0x2E:
            return true
        default:
            return false
        }
    }
}
