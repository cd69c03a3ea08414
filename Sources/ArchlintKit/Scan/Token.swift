/// The lexer's output: one compact value per token, pointing into the file's bytes.
/// Tokens never own a `String`; the parser and the rules read their text through `SourceText`.
/// Eight bytes, where tokens are the largest part of a run's memory: a token's line and column
/// are not stored but found from its offset in the file's line table (`SourceFile.position(of:)`);
/// kind and flags share a byte; the length is 16 bits, and the lexer cuts a longer literal into
/// tokens of that size (measured at a million lines: 83 MB of tokens at 20 bytes, 33 MB at 8).
/// The accessors are inlinable: the model and the rules, other modules, read tokens in their
/// innermost loops.
@usableFromInline package struct Token: Equatable {
    /// The longest token: a string or regex literal past it is several tokens, one after the other.
    static let maximumLength = Int(UInt16.max)
    /// An empty number, which no rule looks for: the tokens of a file that could not be read again
    /// (`SourceFile.withText`).
    static let placeholder = Token(kind: .number, flags: [], start: 0, end: 0)

    @usableFromInline package enum Kind: UInt8 {
        /// A name; backticks are not part of its range (`` `class` `` is the identifier `class`).
        case identifier
        /// `$0`, `$value`.
        case dollarIdentifier
        case number
        /// One literal segment of a string; interpolated code between segments is lexed as tokens.
        case string
        case regex
        /// A single character of `( ) [ ] { } , : ; . < > ? ! = & @ # \``.
        case punctuation
        /// Any other run of operator characters (`+=`, `...`, `||`, `??`).
        case `operator`
        /// `->`
        case arrow
        /// `@name`; the range covers the name only.
        case attribute
        /// `#name` other than a conditional-compilation directive; the range covers the name only.
        case pound
        case poundIf
        case poundElseif
        case poundElse
        case poundEndif
    }

    package struct Flags: OptionSet, Equatable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        /// White space or a comment stands between this token and the previous one.
        package static let spaceBefore = Flags(rawValue: 1)
        /// A line break stands between this token and the previous one.
        package static let newlineBefore = Flags(rawValue: 2)
        /// Set by the parser: this identifier names a declaration, a parameter or a label, not a reference.
        static let declaresName = Flags(rawValue: 4)
        /// The token's position is the byte before its range: the `@` of an attribute, the `#` of
        /// a pound keyword, the opening backtick of an identifier.
        static let positionBeforeStart = Flags(rawValue: 8)
    }

    /// The kind in the low four bits, the flags in the high four.
    @usableFromInline var kindAndFlags: UInt8
    /// For an identifier that spells a keyword: `Keyword.rawValue + 1`, else 0. Classified once
    /// by the lexer (a name in backticks is never a keyword), so the parser and the rules compare
    /// a byte instead of looking the word up again.
    @usableFromInline var keywordCode: UInt8 = 0
    @usableFromInline var storedLength: UInt16
    @usableFromInline package var start: Int32

    @inlinable package var kind: Kind {
        // Every stored value came from a `Kind`.
        get { Kind(rawValue: kindAndFlags & 0x0F).unsafelyUnwrapped }
        set { kindAndFlags = kindAndFlags & 0xF0 | newValue.rawValue }
    }

    package var flags: Flags {
        get { Flags(rawValue: kindAndFlags >> 4) }
        set { kindAndFlags = kindAndFlags & 0x0F | newValue.rawValue << 4 }
    }

    @inlinable package var end: Int32 { start + Int32(storedLength) }
    @inlinable package var length: Int { Int(storedLength) }

    /// The offset of the byte whose line and column are the token's.
    var position: Int32 { flags.contains(.positionBeforeStart) ? start - 1 : start }

    init(kind: Kind, flags: Flags, start: Int32, end: Int32, keywordCode: UInt8 = 0) {
        precondition(end - start <= Token.maximumLength, "the lexer cuts longer tokens")
        kindAndFlags = kind.rawValue | flags.rawValue << 4
        storedLength = UInt16(end - start)
        self.start = start
        self.keywordCode = keywordCode
    }

    /// The keyword this token spells, if any.
    @inlinable package var keyword: Keyword? {
        keywordCode == 0 ? nil : Keyword(rawValue: keywordCode - 1)
    }
}

/// A comment as written, kept for `// archlint:` directives and fixture markers.
struct Comment: Equatable {
    var start: Int32
    var end: Int32
    var line: Int32
    var column: Int32
    var isBlock: Bool
}

/// Something the lexer could not read as Swift; the file is still linted as far as it goes.
package struct ScanProblem: Equatable {
    package enum Kind: String {
        case unterminatedString = "unterminated string literal"
        case unterminatedComment = "unterminated block comment"
        case unterminatedRegex = "unterminated regex literal"
        case unterminatedInterpolation = "unterminated string interpolation"
    }
    package var kind: Kind
    package var line: Int32
    package var column: Int32
}

/// Where each line of a file begins: a token's line and column, found from its offset.
struct LineTable: Equatable {
    /// The offset of each line's first byte, ascending; the first line's is 0, or 3 after a
    /// byte-order mark.
    let starts: [Int32]

    /// 1-based line and column (in UTF-8 bytes, as compilers count) of the byte at `offset`.
    func position(_ offset: Int32) -> (line: Int32, column: Int32) {
        // The last line that starts at or before `offset`; a file's lines are few, so the search is short.
        var low = 0, high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle } else { high = middle }
        }
        return (Int32(low + 1), offset - starts[low] + 1)
    }

    func position(of token: Token) -> (line: Int32, column: Int32) { position(token.position) }
}
