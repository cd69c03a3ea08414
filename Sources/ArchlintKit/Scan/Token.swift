/// The lexer's output: one compact value per token, pointing into the file's bytes.
/// Tokens never own a `String`; the parser and the rules read their text through `SourceText`.
struct Token: Equatable {
    enum Kind: UInt8 {
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

    struct Flags: OptionSet, Equatable {
        let rawValue: UInt8
        init(rawValue: UInt8) { self.rawValue = rawValue }
        /// White space or a comment stands between this token and the previous one.
        static let spaceBefore = Flags(rawValue: 1)
        /// A line break stands between this token and the previous one.
        static let newlineBefore = Flags(rawValue: 2)
        /// Set by the parser: this identifier names a declaration, a parameter or a label, not a reference.
        static let declaresName = Flags(rawValue: 4)
    }

    var kind: Kind
    var flags: Flags
    /// For an identifier that spells a keyword: `Keyword.rawValue + 1`, else 0. Classified once
    /// by the lexer (a name in backticks is never a keyword), so the parser and the rules compare
    /// a byte instead of looking the word up again. It fits in the struct's padding.
    var keywordCode: UInt8 = 0
    var start: Int32
    var end: Int32
    /// 1-based line of the token's first byte.
    var line: Int32
    /// 1-based column of the token's first byte, counted in UTF-8 bytes as compilers do.
    var column: Int32

    var length: Int { Int(end - start) }

    init(kind: Kind, flags: Flags, start: Int32, end: Int32, line: Int32, column: Int32, keywordCode: UInt8 = 0) {
        self.kind = kind
        self.flags = flags
        self.start = start
        self.end = end
        self.line = line
        self.column = column
        self.keywordCode = keywordCode
    }

    /// The keyword this token spells, if any.
    @inline(__always) var keyword: Keyword? {
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
struct ScanProblem: Equatable {
    enum Kind: String {
        case unterminatedString = "unterminated string literal"
        case unterminatedComment = "unterminated block comment"
        case unterminatedRegex = "unterminated regex literal"
        case unterminatedInterpolation = "unterminated string interpolation"
    }
    var kind: Kind
    var line: Int32
    var column: Int32
}
