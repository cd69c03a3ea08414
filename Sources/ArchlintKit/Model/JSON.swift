/// A small JSON reader for configuration files: JSON with comments (`//`, `/* */`) and trailing
/// commas, as VS Code's settings and `tsconfig.json` accept them (JSONC), so that the commented
/// starter `archlint init` writes stays valid whatever line a user deletes. Unlike `JSONSerialization` it keeps the order of
/// object keys (so output derived from a config is deterministic) and the line and column of every
/// value (so a configuration error can say exactly where it is). Not `indirect`: arrays and objects
/// hold their elements in arrays already, and `indirect` cost a heap allocation for every value.
package enum JSON: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([Located])
    case object([(key: String, value: Located)])

    package struct Located: Equatable {
        package var value: JSON
        package var line: Int
        package var column: Int
    }

    package static func == (lhs: JSON, rhs: JSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    package struct SyntaxError: Error, Equatable {
        package var message: String
        package var line: Int
        package var column: Int
    }

    /// Nesting deeper than this is refused rather than risking the stack on hostile input.
    static let maximumDepth = 256

    package static func parse(_ bytes: [UInt8]) throws -> Located {
        try parse(bytes, streaming: nil)
    }

    /// Parses `bytes`, handing each element of the array under the top-level key `streamed.key` to
    /// `streamed.element` as soon as it is read instead of keeping it: the tree holds an empty array
    /// there. A baseline of a million findings is never held as JSON values all at once.
    package static func parse(_ bytes: [UInt8], streaming streamed: (key: String, element: (Located) throws -> Void)?) throws -> Located {
        var reader = Reader(bytes: bytes, streamed: streamed)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3; reader.lineStart = 3 }
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        if reader.index < bytes.count { throw reader.error("unexpected text after the JSON value") }
        return value
    }

    private struct Reader {
        let bytes: [UInt8]
        let streamed: (key: String, element: (Located) throws -> Void)?
        var index = 0
        var line = 1
        var lineStart = 0

        var column: Int { index - lineStart + 1 }

        func error(_ message: String) -> SyntaxError {
            SyntaxError(message: message, line: line, column: column)
        }

        /// White space and comments: configuration files may carry `//` and `/* */` comments
        /// (JSON with comments, as `archlint init` writes them).
        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x0A:
                    index += 1
                    line += 1
                    lineStart = index
                case 0x20, 0x09, 0x0D:
                    index += 1
                case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                    index += 2
                    while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")) {
                        if bytes[index] == 0x0A { line += 1; lineStart = index + 1 }
                        index += 1
                    }
                    index = min(bytes.count, index + 2)
                default:
                    return
                }
            }
        }

        mutating func value(depth: Int) throws -> Located {
            guard depth < JSON.maximumDepth else { throw error("nested deeper than \(JSON.maximumDepth) levels") }
            guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
            let startLine = line, startColumn = column
            func located(_ value: JSON) -> Located { Located(value: value, line: startLine, column: startColumn) }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [(key: String, value: Located)] = []
                // Keys seen, for the duplicate check: a scan of `members` per key made 300,000 keys quadratic.
                var keys = Set<String>()
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return located(.object(members)) }
                while true {
                    skipSpace()
                    if !members.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return located(.object(members)) }
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                        throw error("expected a quoted key")
                    }
                    let key = try string()
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key.excerpt)\"") }
                    index += 1
                    skipSpace()
                    guard keys.insert(key).inserted else { throw error("duplicate key \"\(key.excerpt)\"") }
                    if depth == 0, let streamed, key == streamed.key, index < bytes.count, bytes[index] == UInt8(ascii: "[") {
                        let start = Located(value: .array([]), line: line, column: column)
                        try elements(depth: depth + 1, streamed.element)
                        members.append((key, start))
                    } else {
                        members.append((key, try value(depth: depth + 1)))
                    }
                    skipSpace()
                    guard index < bytes.count else { throw error("unexpected end of file, expected ',' or '}'") }
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    if bytes[index] == UInt8(ascii: "}") { index += 1; return located(.object(members)) }
                    throw error("expected ',' or '}'")
                }
            case UInt8(ascii: "["):
                var items: [Located] = []
                try elements(depth: depth) { items.append($0) }
                return located(.array(items))
            case UInt8(ascii: "\""):
                return located(.string(try string()))
            case UInt8(ascii: "t"):
                try word("true")
                return located(.bool(true))
            case UInt8(ascii: "f"):
                try word("false")
                return located(.bool(false))
            case UInt8(ascii: "n"):
                try word("null")
                return located(.null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return located(.number(try number()))
            default:
                let byte = bytes[index]
                // A control or non-ASCII byte is named by its value: printed raw it could steer the terminal.
                throw error(byte >= 0x21 && byte < 0x7F ? "unexpected character '\(Character(Unicode.Scalar(byte)))'"
                                                        : "unexpected byte 0x\(String(byte, radix: 16, uppercase: true))")
            }
        }

        /// The array at `index`, each element handed to `element` in order.
        mutating func elements(depth: Int, _ element: (Located) throws -> Void) throws {
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return }
            var first = true
            while true {
                skipSpace()
                if !first, index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return }
                first = false
                try element(try value(depth: depth + 1))
                skipSpace()
                guard index < bytes.count else { throw error("unexpected end of file, expected ',' or ']'") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return }
                throw error("expected ',' or ']'")
            }
        }

        mutating func word(_ text: String) throws {
            let expected = Array(text.utf8)
            guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
                throw error("unexpected text, expected \(text)")
            }
            index += expected.count
        }

        mutating func number() throws -> Double {
            let start = index
            while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let value = Double(text), value.isFinite else {
                index = start
                throw error("invalid number \(text.excerpt)")
            }
            return value
        }

        mutating func string() throws -> String {
            index += 1
            var out: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return String(decoding: out, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard index + 1 < bytes.count else { throw error("unterminated string") }
                    let escaped = bytes[index + 1]
                    index += 2
                    switch escaped {
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "u"):
                        guard index + 4 <= bytes.count,
                              let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
                            throw error("invalid \\u escape")
                        }
                        index += 4
                        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                        out.append(contentsOf: Array(String(Character(scalar)).utf8))
                    default: out.append(escaped)
                    }
                case 0x0A, 0x0D:
                    throw error("unterminated string")
                default:
                    out.append(byte)
                    index += 1
                }
            }
            throw error("unterminated string")
        }
    }
}
