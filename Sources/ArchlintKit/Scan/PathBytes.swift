#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// File names are bytes, not text: a name that is not UTF-8 (Latin-1 from an old archive, a
/// stray byte) must still be listed, opened and reported. Each byte that is not part of valid
/// UTF-8 is carried inside the `String` as the private-use code point U+10FF00 + byte
/// (U+10FF80…U+10FFFF), and turned back into that byte for every system call.
///
/// The UTF-8 encodings of U+10FF80…U+10FFFF themselves are taken byte by byte too, so that every
/// name comes back as exactly the bytes it was read from.
package enum PathBytes {
    /// The first of the code points that stand for a raw byte (0x80, the lowest byte that can be invalid).
    package static let firstEscape: UInt32 = 0x10FF80
    package static let escapeBase: UInt32 = 0x10FF00
    /// Every escape's UTF-8 encoding starts with this byte (F4 8F BE/BF xx); a path without it has none.
    private static let escapeLead: UInt8 = 0xF4

    /// A name or path as the system gives it.
    package static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if isPlainUTF8(bytes) { return String(decoding: bytes, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            let length = UTF8Sequence.check(bytes, at: index).length
            if length > 0, let scalar = decodedScalar(bytes, at: index, length: length), scalar.value < firstEscape {
                scalars.append(scalar)
                index += length
            } else {
                scalars.append(Unicode.Scalar(escapeBase + UInt32(bytes[index]))!)
                index += 1
            }
        }
        return String(scalars)
    }

    /// Valid UTF-8 without an escape's encoding: nearly every name, taken as it is.
    private static func isPlainUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            let length = UTF8Sequence.check(bytes, at: index).length
            if length == 0 || bytes[index] == escapeLead { return false }
            index += length
        }
        return true
    }

    /// A NUL-terminated name or path as the system gives it (`readdir`, `argv`, `getcwd`).
    static func string(cString: UnsafePointer<CChar>) -> String {
        cString.withMemoryRebound(to: UInt8.self, capacity: 1) { start in
            string(UnsafeBufferPointer(start: start, count: strlen(cString)))
        }
    }

    /// The bytes a path stands for.
    package static func bytes(_ path: String) -> [UInt8] {
        guard path.utf8.contains(escapeLead) else { return Array(path.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if scalar.value >= firstEscape {
                bytes.append(UInt8(scalar.value - escapeBase))
            } else {
                bytes += String(scalar).utf8
            }
        }
        return bytes
    }

    /// Runs `body` with the NUL-terminated bytes of `path`: every system call that takes a path
    /// (open, opendir, stat, lstat, realpath, rename, unlink, mkstemp's template) goes through here.
    package static func withSystemPath<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        try path.withCString { cString in
            // `memchr` rather than a walk over `utf8`: this runs for every file read.
            if memchr(cString, Int32(escapeLead), strlen(cString)) == nil { return try body(cString) }
            let terminated = bytes(path) + [0]
            return try terminated.withUnsafeBufferPointer { buffer in
                try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
            }
        }
    }

    /// The command line's arguments after the program's name, each decoded as a path (Swift's
    /// `CommandLine.arguments` would replace a byte that is not UTF-8 with U+FFFD, naming no file).
    package static func commandLineArguments() -> [String] {
        // `max`: a program can be started with no arguments at all, not even its own name.
        (1..<max(1, Int(CommandLine.argc))).compactMap { CommandLine.unsafeArgv[$0].map { string(cString: $0) } }
    }

    private static func decodedScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> Unicode.Scalar? {
        var value = length == 1 ? UInt32(bytes[index]) : UInt32(bytes[index]) & (0x7F >> UInt32(length))
        for offset in 1..<max(length, 1) { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return Unicode.Scalar(value)
    }
}

/// UTF-8 as Unicode defines it (Table 3-7): no overlong forms, no encoded surrogates, nothing
/// above U+10FFFF. Shared by the check of source files and the decoding of file names.
package enum UTF8Sequence {
    package enum Flaw: Equatable {
        /// A continuation byte where a character starts, or F8…FF.
        case badLeadByte
        case truncated
        case badContinuation
        case overlong
        case surrogate
        case aboveUnicode
    }

    /// The length of the valid character at `index`, or why there is none (length 0).
    @inline(__always)
    package static func check(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (length: Int, flaw: Flaw?) {
        let lead = bytes[index]
        if lead < 0x80 { return (1, nil) }
        let length: Int
        // The allowed range of the second byte, narrower than 80…BF after E0, ED, F0 and F4.
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        var outOfRange = Flaw.badContinuation
        switch lead {
        case 0xC0, 0xC1: return (0, .overlong)
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0; outOfRange = .overlong
        case 0xED: length = 3; high = 0x9F; outOfRange = .surrogate
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; low = 0x90; outOfRange = .overlong
        case 0xF4: length = 4; high = 0x8F; outOfRange = .aboveUnicode
        case 0xF1...0xF3: length = 4
        case 0xF5...0xF7: return (0, .aboveUnicode)
        default: return (0, .badLeadByte)
        }
        guard index + length <= bytes.count else { return (0, .truncated) }
        for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { return (0, .badContinuation) }
        let second = bytes[index + 1]
        guard second >= low, second <= high else { return (0, outOfRange) }
        return (length, nil)
    }
}
