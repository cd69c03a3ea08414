import ArchlintScan

/// Writes JSON with keys in the order given and stable formatting, so that the same findings
/// always give the same bytes (Foundation's JSONSerialization orders keys differently by platform).
package enum JSONValue {
    case string(String)
    case int(Int)
    /// A ratio: written with at most three decimals (`0.667`), as metrics are read.
    case ratio(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// `number` rounded to three decimals, without trailing zeros: `0.667`, `0.5`, `1`.
    package static func decimals(_ number: Double) -> String {
        let thousandths = Int((number * 1000).rounded())
        let whole = String(thousandths / 1000)
        let fraction = String(abs(thousandths % 1000))
        let digits = String(repeating: "0", count: 3 - fraction.count) + fraction
        let trimmed = digits.reversed().drop { $0 == "0" }.reversed()
        return (thousandths < 0 && thousandths > -1000 ? "-" : "") + whole + (trimmed.isEmpty ? "" : "." + String(trimmed))
    }

    /// Pretty-printed with two spaces, one key per line, ending in a newline.
    package func rendered() -> String {
        var out: [UInt8] = []
        write(into: &out, indent: 0)
        out.append(ASCII.newline)
        return String(decoding: out, as: UTF8.self)
    }

    /// Written as UTF-8 bytes: a report of thousands of findings is made in one buffer, without a
    /// `String` append per token of JSON.
    private func write(into out: inout [UInt8], indent: Int) {
        switch self {
        case let .string(text): JSONValue.escape(text, into: &out)
        case let .int(number): out.append(contentsOf: String(number).utf8)
        case let .ratio(number): out.append(contentsOf: JSONValue.decimals(number).utf8)
        case let .bool(flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: out.append(contentsOf: "null".utf8)
        case let .array(items):
            if items.isEmpty { out.append(contentsOf: "[]".utf8); return }
            if items.allSatisfy(\.isScalar) {
                out.append(ASCII.openBracket)
                for (index, item) in items.enumerated() {
                    if index > 0 { out.append(contentsOf: ", ".utf8) }
                    item.write(into: &out, indent: indent)
                }
                out.append(ASCII.closeBracket)
                return
            }
            out.append(contentsOf: "[\n".utf8)
            for (index, item) in items.enumerated() {
                JSONValue.indent(indent + 1, into: &out)
                item.write(into: &out, indent: indent + 1)
                out.append(contentsOf: (index == items.count - 1 ? "\n" : ",\n").utf8)
            }
            JSONValue.indent(indent, into: &out)
            out.append(ASCII.closeBracket)
        case let .object(members):
            if members.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(contentsOf: "{\n".utf8)
            for (index, member) in members.enumerated() {
                JSONValue.indent(indent + 1, into: &out)
                JSONValue.escape(member.0, into: &out)
                out.append(contentsOf: ": ".utf8)
                member.1.write(into: &out, indent: indent + 1)
                out.append(contentsOf: (index == members.count - 1 ? "\n" : ",\n").utf8)
            }
            JSONValue.indent(indent, into: &out)
            out.append(ASCII.closeBrace)
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    /// Two spaces per level.
    private static func indent(_ level: Int, into out: inout [UInt8]) {
        for _ in 0..<level { out.append(ASCII.space); out.append(ASCII.space) }
    }

    /// JSON string escaping, for text written as a `String`.
    package static func escape(_ text: String, into out: inout String) {
        var bytes: [UInt8] = []
        escape(text, into: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// JSON string escaping: quotes, backslashes, every control character, and U+2028/U+2029
    /// (E2 80 A8/A9 in UTF-8), which JavaScript reads as line breaks.
    static func escape(_ text: String, into out: inout [UInt8]) {
        out.append(ASCII.doubleQuote)
        ByteEscaping.append(text, into: &out) { bytes, index in
            let byte = bytes[index]
            switch byte {
            case ASCII.doubleQuote: return ("\\\"", 1)
            case ASCII.backslash: return ("\\\\", 1)
            case ASCII.newline: return ("\\n", 1)
            case ASCII.carriageReturn: return ("\\r", 1)
            case ASCII.tab: return ("\\t", 1)
            case 0..<0x20, 0x7F: return ("\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16), 1)
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] & 0xFE == 0xA8:
                return (bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029", 3)
            default: return nil
            }
        }
        out.append(ASCII.doubleQuote)
    }
}

/// Escaping for text formats, on UTF-8 bytes: runs of bytes that need nothing (nearly all text)
/// are copied whole, and only the sequences a format must replace are looked at.
package enum ByteEscaping {
    /// Appends `text` to `out`, with each sequence for which `replacement(bytes, index)` gives a
    /// text (and the number of bytes it replaces) replaced by that text.
    @inline(__always)
    package static func append(_ text: String, into out: inout [UInt8],
                       _ replacement: (UnsafeBufferPointer<UInt8>, Int) -> (text: String, length: Int)?) {
        var text = text
        text.withUTF8 { bytes in
            var copied = 0
            var index = 0
            while index < bytes.count {
                if let (text, length) = replacement(bytes, index) {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                    out.append(contentsOf: text.utf8)
                    index += length
                    copied = index
                } else {
                    index += 1
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<bytes.count]))
        }
    }
}
