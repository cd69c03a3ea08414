/// Writes JSON with keys in the order given and stable formatting, so that the same findings
/// always give the same bytes (Foundation's JSONSerialization orders keys differently by platform).
public enum JSONValue {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Pretty-printed with two spaces, one key per line, ending in a newline.
    public func rendered() -> String {
        var out = ""
        write(into: &out, indent: 0)
        out += "\n"
        return out
    }

    private func write(into out: inout String, indent: Int) {
        switch self {
        case let .string(text): JSONValue.escape(text, into: &out)
        case let .int(number): out += String(number)
        case let .bool(flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case let .array(items):
            if items.isEmpty { out += "[]"; return }
            if items.allSatisfy(\.isScalar) {
                out += "["
                for (index, item) in items.enumerated() {
                    if index > 0 { out += ", " }
                    item.write(into: &out, indent: indent)
                }
                out += "]"
                return
            }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += JSONValue.indentation(indent + 1)
                item.write(into: &out, indent: indent + 1)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += JSONValue.indentation(indent) + "]"
        case let .object(members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += JSONValue.indentation(indent + 1)
                JSONValue.escape(member.0, into: &out)
                out += ": "
                member.1.write(into: &out, indent: indent + 1)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += JSONValue.indentation(indent) + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    /// A quote, a backslash, a control character, or U+2028/U+2029 (E2 80 A8/A9 in UTF-8), which
    /// JavaScript reads as line breaks. Arrows and dashes (also E2 …) in messages need nothing.
    private static func needsEscaping(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for index in bytes.indices {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F { return true }
                if byte & 0xFE == 0xA8, index >= 2, bytes[index - 1] == 0x80, bytes[index - 2] == 0xE2 { return true }
            }
            return false
        }
    }

    /// Two spaces per level, made once.
    private static let indentations = (0..<8).map { String(repeating: "  ", count: $0) }

    private static func indentation(_ level: Int) -> String {
        level < indentations.count ? indentations[level] : String(repeating: "  ", count: level)
    }

    /// JSON string escaping: quotes, backslashes and every control character.
    static func escape(_ text: String, into out: inout String) {
        // Most text needs no escaping: append it whole rather than scalar by scalar.
        if !needsEscaping(text) {
            out += "\""
            out += text
            out += "\""
            return
        }
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let control where control.value < 0x20 || control.value == 0x7F || control.value == 0x2028 || control.value == 0x2029:
                let hex = String(control.value, radix: 16, uppercase: false)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
