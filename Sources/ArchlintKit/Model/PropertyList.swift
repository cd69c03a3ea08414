import ArchlintScan

/// A value of an OpenStep ("old-style") ASCII property list, the format of `project.pbxproj`,
/// with the line and column where it starts (findings about a target dependency point at it).
///
/// Read by hand, byte by byte, in one pass: Foundation's `PropertyListSerialization` does not read
/// this format reliably on Linux.
struct PropertyList: Equatable {
    enum Value: Equatable {
        case string(String)
        case data([UInt8])
        case array([PropertyList])
        /// Entries in the order written: the dictionaries of a project have a handful of keys,
        /// searched faster in a row than hashed (the one large dictionary is indexed by its reader).
        case dictionary([Entry])
    }

    struct Entry: Equatable {
        var key: String
        var value: PropertyList
    }

    var value: Value
    var line: Int
    var column: Int

    init(_ value: Value, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }

    /// Arrays and dictionaries nest at most this deep (a `project.pbxproj` nests five levels): the
    /// reader recurses, and a hostile file must not exhaust the stack.
    static let maximumDepth = 200

    /// What is wrong and where: `line:column: message`, the column counted in bytes.
    struct ParseError: Error, Equatable, CustomStringConvertible {
        var line: Int
        var column: Int
        var message: String

        var description: String { "\(line):\(column): \(message)" }
    }

    /// The property list in `bytes`: one value, then only white space and comments.
    static func parse(_ bytes: [UInt8]) throws -> PropertyList {
        try bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(bytes: buffer)
            try reader.skipSpaceAndComments()
            let root = try reader.value(depth: 0)
            try reader.skipSpaceAndComments()
            if reader.offset < buffer.count { throw reader.error("unexpected text after the property list") }
            return root
        }
    }

    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    var array: [PropertyList]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    var entries: [Entry]? {
        if case .dictionary(let entries) = value { return entries }
        return nil
    }

    /// The value at `key` of a dictionary; the last one when a key is written twice.
    func field(_ key: String) -> PropertyList? {
        guard case .dictionary(let entries) = value else { return nil }
        return entries.last { $0.key == key }?.value
    }

    /// The string at `key` of a dictionary.
    subscript(key: String) -> String? {
        field(key)?.string
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0
        var line = 1
        var lineStart = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        var column: Int { offset - lineStart + 1 }

        /// An error where the reader stands, or at the opening of what is left unclosed.
        func error(_ message: String, line: Int? = nil, column: Int? = nil) -> ParseError {
            ParseError(line: line ?? self.line, column: column ?? self.column, message: message)
        }

        @inline(__always) mutating func advance() {
            if bytes[offset] == ASCII.newline {
                line += 1
                lineStart = offset + 1
            }
            offset += 1
        }

        /// Skips white space, `// line` and `/* block */` comments.
        mutating func skipSpaceAndComments() throws {
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == ASCII.space || byte == ASCII.tab || byte == ASCII.newline || byte == ASCII.carriageReturn
                    || byte == 0x0B || byte == 0x0C {
                    advance()
                } else if byte == ASCII.slash, offset + 1 < bytes.count, bytes[offset + 1] == ASCII.slash {
                    while offset < bytes.count, bytes[offset] != ASCII.newline { offset += 1 }
                } else if byte == ASCII.slash, offset + 1 < bytes.count, bytes[offset + 1] == ASCII.star {
                    let startLine = line, startColumn = column
                    offset += 2
                    while offset < bytes.count, !(bytes[offset] == ASCII.star && offset + 1 < bytes.count && bytes[offset + 1] == ASCII.slash) {
                        advance()
                    }
                    if offset >= bytes.count {
                        throw error("comment opened at \(startLine):\(startColumn) is not closed", line: startLine, column: startColumn)
                    }
                    offset += 2
                } else {
                    return
                }
            }
        }

        mutating func value(depth: Int) throws -> PropertyList {
            guard offset < bytes.count else { throw error("unexpected end of the file, a value was expected") }
            let startLine = line, startColumn = column
            if depth >= PropertyList.maximumDepth, bytes[offset] == ASCII.openBrace || bytes[offset] == ASCII.openParen {
                throw error("nested deeper than \(PropertyList.maximumDepth) levels")
            }
            switch bytes[offset] {
            case ASCII.openBrace:
                return PropertyList(.dictionary(try dictionary(depth: depth)), line: startLine, column: startColumn)
            case ASCII.openParen:
                return PropertyList(.array(try array(depth: depth)), line: startLine, column: startColumn)
            case ASCII.less:
                return PropertyList(.data(try data()), line: startLine, column: startColumn)
            default:
                return PropertyList(.string(try string()), line: startLine, column: startColumn)
            }
        }

        private mutating func dictionary(depth: Int) throws -> [Entry] {
            let openLine = line, openColumn = column
            offset += 1
            var entries: [Entry] = []
            while true {
                try skipSpaceAndComments()
                guard offset < bytes.count else {
                    throw error("dictionary opened at \(openLine):\(openColumn) is not closed", line: openLine, column: openColumn)
                }
                if bytes[offset] == ASCII.closeBrace {
                    offset += 1
                    return entries
                }
                let key = try string()
                try skipSpaceAndComments()
                guard offset < bytes.count, bytes[offset] == ASCII.equals else { throw error("'=' expected after the key \"\(key)\"") }
                offset += 1
                try skipSpaceAndComments()
                entries.append(Entry(key: key, value: try value(depth: depth + 1)))
                try skipSpaceAndComments()
                guard offset < bytes.count, bytes[offset] == ASCII.semicolon else { throw error("';' expected after the value of \"\(key)\"") }
                offset += 1
            }
        }

        private mutating func array(depth: Int) throws -> [PropertyList] {
            let openLine = line, openColumn = column
            offset += 1
            var elements: [PropertyList] = []
            while true {
                try skipSpaceAndComments()
                guard offset < bytes.count else {
                    throw error("array opened at \(openLine):\(openColumn) is not closed", line: openLine, column: openColumn)
                }
                if bytes[offset] == ASCII.closeParen {
                    offset += 1
                    return elements
                }
                elements.append(try value(depth: depth + 1))
                try skipSpaceAndComments()
                guard offset < bytes.count else { continue }
                if bytes[offset] == ASCII.comma {
                    offset += 1
                } else if bytes[offset] != ASCII.closeParen {
                    throw error("',' or ')' expected in the array")
                }
            }
        }

        /// `<0fbd 7a>`: pairs of hex digits, white space allowed between them.
        private mutating func data() throws -> [UInt8] {
            let openLine = line, openColumn = column
            offset += 1
            var result: [UInt8] = []
            var high: UInt8?
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == ASCII.greater {
                    if high != nil { throw error("odd number of hex digits in data") }
                    offset += 1
                    return result
                }
                if byte == ASCII.space || byte == ASCII.tab || byte == ASCII.newline || byte == ASCII.carriageReturn {
                    advance()
                    continue
                }
                guard let digit = Reader.hexValue(byte) else { throw error("hex digit or '>' expected in data") }
                if let first = high {
                    result.append(first << 4 | digit)
                    high = nil
                } else {
                    high = digit
                }
                offset += 1
            }
            throw error("data opened at \(openLine):\(openColumn) is not closed", line: openLine, column: openColumn)
        }

        private mutating func string() throws -> String {
            guard offset < bytes.count else { throw error("unexpected end of the file, a string was expected") }
            if bytes[offset] == ASCII.doubleQuote { return try quotedString() }
            let start = offset
            while offset < bytes.count, Reader.isUnquoted(bytes[offset]) { offset += 1 }
            guard offset > start else {
                throw error("unexpected '\(Reader.shown(bytes[offset]))', a value was expected")
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        }

        /// `"…"` with the escapes of OpenStep plists: `\"`, `\\`, `\n`, `\t`, `\r`, `\a`, `\b`,
        /// `\f`, `\v`, `\Uxxxx` (a UTF-16 unit) and `\ooo` (octal); any other escaped byte stands for itself.
        private mutating func quotedString() throws -> String {
            let openLine = line, openColumn = column
            offset += 1
            let start = offset
            // Text without escapes, the usual case, is decoded straight from the input.
            while offset < bytes.count, bytes[offset] != ASCII.doubleQuote, bytes[offset] != ASCII.backslash { advance() }
            guard offset < bytes.count else {
                throw error("string opened at \(openLine):\(openColumn) is not closed", line: openLine, column: openColumn)
            }
            if bytes[offset] == ASCII.doubleQuote {
                offset += 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset - 1]), as: UTF8.self)
            }
            var text = Array(bytes[start..<offset])
            var pendingHighSurrogate: UInt32?
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == ASCII.doubleQuote {
                    offset += 1
                    if pendingHighSurrogate != nil { Reader.appendScalar(0xFFFD, to: &text) }
                    return String(decoding: text, as: UTF8.self)
                }
                guard byte == ASCII.backslash else {
                    if pendingHighSurrogate != nil {
                        Reader.appendScalar(0xFFFD, to: &text)
                        pendingHighSurrogate = nil
                    }
                    text.append(byte)
                    advance()
                    continue
                }
                offset += 1
                guard offset < bytes.count else { break }
                let escaped = bytes[offset]
                if escaped == 0x55 || escaped == 0x75 { // U, u
                    offset += 1
                    var unit: UInt32 = 0
                    var digits = 0
                    while digits < 4, offset < bytes.count, let digit = Reader.hexValue(bytes[offset]) {
                        unit = unit << 4 | UInt32(digit)
                        digits += 1
                        offset += 1
                    }
                    guard digits > 0 else { throw error("hex digits expected after \\U") }
                    if let high = pendingHighSurrogate {
                        pendingHighSurrogate = nil
                        if (0xDC00...0xDFFF).contains(unit) {
                            Reader.appendScalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00), to: &text)
                            continue
                        }
                        Reader.appendScalar(0xFFFD, to: &text)
                    }
                    if (0xD800...0xDBFF).contains(unit) {
                        pendingHighSurrogate = unit
                    } else {
                        Reader.appendScalar((0xDC00...0xDFFF).contains(unit) ? 0xFFFD : unit, to: &text)
                    }
                    continue
                }
                if pendingHighSurrogate != nil {
                    Reader.appendScalar(0xFFFD, to: &text)
                    pendingHighSurrogate = nil
                }
                if escaped &- 0x30 < 8 {
                    var code: UInt32 = 0
                    var digits = 0
                    while digits < 3, offset < bytes.count, bytes[offset] &- 0x30 < 8 {
                        code = code << 3 | UInt32(bytes[offset] - 0x30)
                        digits += 1
                        offset += 1
                    }
                    Reader.appendScalar(code, to: &text)
                    continue
                }
                switch escaped {
                case 0x6E: text.append(ASCII.newline) // n
                case 0x74: text.append(ASCII.tab) // t
                case 0x72: text.append(ASCII.carriageReturn) // r
                case 0x61: text.append(0x07) // a
                case 0x62: text.append(0x08) // b
                case 0x66: text.append(0x0C) // f
                case 0x76: text.append(0x0B) // v
                default: text.append(escaped)
                }
                advance()
            }
            throw error("string opened at \(openLine):\(openColumn) is not closed", line: openLine, column: openColumn)
        }

        /// Letters, digits and `_ $ / : . - +`, the characters Xcode leaves unquoted.
        @inline(__always) static func isUnquoted(_ byte: UInt8) -> Bool {
            (byte | 0x20) &- 0x61 < 26 || ASCII.isDigit(byte) || byte == ASCII.underscore || byte == ASCII.dollar
                || byte == ASCII.slash || byte == ASCII.colon || byte == ASCII.dot || byte == ASCII.minus || byte == ASCII.plus
        }

        @inline(__always) static func hexValue(_ byte: UInt8) -> UInt8? {
            if ASCII.isDigit(byte) { return byte - 0x30 }
            let lower = byte | 0x20
            return lower &- 0x61 < 6 ? lower - 0x61 + 10 : nil
        }

        static func shown(_ byte: UInt8) -> String {
            byte >= 0x21 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
        }

        static func appendScalar(_ value: UInt32, to text: inout [UInt8]) {
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            text.append(contentsOf: String(Character(scalar)).utf8)
        }
    }
}
