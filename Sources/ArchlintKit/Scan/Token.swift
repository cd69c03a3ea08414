/// The lexer's output: one compact value per token, pointing into the file's bytes.
/// Tokens never own a `String`; the parser and the rules read their text through `SourceText`.
public struct Token: Equatable {
    public enum Kind: UInt8 {
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

    public struct Flags: OptionSet, Equatable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// White space or a comment stands between this token and the previous one.
        public static let spaceBefore = Flags(rawValue: 1)
        /// A line break stands between this token and the previous one.
        public static let newlineBefore = Flags(rawValue: 2)
        /// Set by the parser: this identifier names a declaration, a parameter or a label, not a reference.
        public static let declaresName = Flags(rawValue: 4)
    }

    public var kind: Kind
    public var flags: Flags
    /// For an identifier that spells a keyword: `Keyword.rawValue + 1`, else 0. Classified once
    /// by the lexer (a name in backticks is never a keyword), so the parser and the rules compare
    /// a byte instead of looking the word up again. It fits in the struct's padding.
    public var keywordCode: UInt8 = 0
    public var start: Int32
    public var end: Int32
    /// 1-based line of the token's first byte.
    public var line: Int32
    /// 1-based column of the token's first byte, counted in UTF-8 bytes as compilers do.
    public var column: Int32

    @inlinable public var length: Int { Int(end - start) }

    public init(kind: Kind, flags: Flags, start: Int32, end: Int32, line: Int32, column: Int32, keywordCode: UInt8 = 0) {
        self.kind = kind
        self.flags = flags
        self.start = start
        self.end = end
        self.line = line
        self.column = column
        self.keywordCode = keywordCode
    }

    /// The keyword this token spells, if any.
    @inline(__always) public var keyword: Keyword? {
        keywordCode == 0 ? nil : Keyword(rawValue: keywordCode - 1)
    }
}

/// A comment as written, kept for `// archlint:` directives and fixture markers.
public struct Comment: Equatable {
    public var start: Int32
    public var end: Int32
    public var line: Int32
    public var column: Int32
    public var isBlock: Bool
}

/// Something the lexer could not read as Swift; the file is still linted as far as it goes.
public struct ScanProblem: Equatable {
    public enum Kind: String {
        case unterminatedString = "unterminated string literal"
        case unterminatedComment = "unterminated block comment"
        case unterminatedRegex = "unterminated regex literal"
        case unterminatedInterpolation = "unterminated string interpolation"
    }
    public var kind: Kind
    public var line: Int32
    public var column: Int32
}
