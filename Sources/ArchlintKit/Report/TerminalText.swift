import ArchlintScan

/// Text from the input (file names, identifiers, configured names) made safe for a terminal.
///
/// A file name is whatever bytes its author chose: an ESC can set the window title or erase
/// earlier lines, a line break can forge a second diagnostic, a bidi override can make a line read
/// differently from what it says. Each such character is shown as a visible Swift-style escape
/// (`\u{1B}`, `\u{202E}`) instead; the raw byte of a non-UTF-8 file name, which the walker carries
/// as the code point U+10FF00 + byte, is shown as `\xFF`. Everything else, accented letters and
/// other scripts included, passes through unchanged.
package enum TerminalText {
    /// `text` with every character a terminal would act on, or hide, escaped. Callers escape the
    /// pieces that come from the input and add their own line breaks around them.
    /// `keepingASCII`: ASCII controls pass through, for a page whose own escaping shows them
    /// (`XMLReport.text`); C1 controls, bidi marks and raw bytes are still escaped.
    package static func escaped(_ text: String, keepingASCII: Bool = false) -> String {
        var text = text
        return text.withUTF8 { bytes -> String in
            guard let first = firstUnsafe(bytes, keepingASCII: keepingASCII) else { return String(decoding: bytes, as: UTF8.self) }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<first]))
            var index = first
            while index < bytes.count {
                let length = sequenceLength(bytes[index])
                let scalar = decode(bytes, at: index, length: length)
                if !(keepingASCII && length == 1), let escape = escape(scalar) {
                    out.append(contentsOf: escape.utf8)
                } else {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<index + length]))
                }
                index += length
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// Rows of cells from the input, escaped, in columns padded to their widest cell and two spaces
    /// apart, each line after `indent`. A row's last cell is not padded; with `numbersRight`, whole
    /// numbers are right-aligned, in the last column too.
    static func table(_ rows: [[String]], indent: String = "  ", numbersRight: Bool = false) -> String {
        let rows = rows.map { $0.map { escaped($0) } }
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in
            rows.map { column < $0.count - 1 || (numbersRight && column < $0.count) ? $0[column].count : 0 }.max() ?? 0
        }
        return rows.map { row in
            indent + row.enumerated().map { column, cell in
                let isNumber = numbersRight && Int(cell) != nil
                guard isNumber || column < row.count - 1 else { return cell }
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return isNumber ? padding + cell : cell + padding
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    /// The escape for one code point, or nil when it is shown as it is.
    static func escape(_ scalar: UInt32) -> String? {
        switch scalar {
        case 0..<0x20, 0x7F, 0x80...0x9F,
             0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
            return "\\u{" + String(scalar, radix: 16, uppercase: true) + "}"
        case PathBytes.firstEscape...PathBytes.escapeBase + 0xFF:
            return "\\x" + String(scalar - PathBytes.escapeBase, radix: 16, uppercase: true)
        default:
            return nil
        }
    }

    /// The index of the first byte that may start an escaped character: ASCII controls and DEL,
    /// and the lead bytes of C1 controls (C2), the Arabic letter mark (D8), the bidi and line
    /// separator block (E2) and the raw-byte code points (F4). Nearly every name has none, and is
    /// returned without a copy.
    private static func firstUnsafe(_ bytes: UnsafeBufferPointer<UInt8>, keepingASCII: Bool) -> Int? {
        bytes.firstIndex { (!keepingASCII && ($0 < 0x20 || $0 == 0x7F)) || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 || $0 == 0xF4 }
    }

    /// The length of the UTF-8 sequence a lead byte starts (a Swift string's UTF-8 is valid).
    @inline(__always)
    private static func sequenceLength(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    @inline(__always)
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> UInt32 {
        let lead = UInt32(bytes[index])
        switch length {
        case 1: return lead
        case 2: return (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
        case 3: return (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
        default:
            return (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6
                | UInt32(bytes[index + 3] & 0x3F)
        }
    }
}
