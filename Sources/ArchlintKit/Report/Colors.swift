#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ArchlintModel

/// Whether text written to a file descriptor gets colours, as SwiftLint and ruff decide it: only
/// when the descriptor is a terminal, never in a pipe or a file (an editor, CI log or `> report.txt`
/// gets plain text), and never with `NO_COLOR` set to anything (https://no-color.org).
/// `FORCE_COLOR` or `CLICOLOR_FORCE` (set and not "0") turn colours on where no terminal is
/// seen (a CI log that renders them); `NO_COLOR` still wins.
package enum TerminalColors {
    /// `variable` reads an environment variable.
    package static func enabled(fileDescriptor: Int32, variable: (String) -> String?) -> Bool {
        func isSet(_ name: String) -> Bool { !(variable(name) ?? "").isEmpty }
        func forces(_ name: String) -> Bool { isSet(name) && !["0", "false"].contains(variable(name)!.lowercased()) }
        if isSet("NO_COLOR") { return false }
        if forces("FORCE_COLOR") || forces("CLICOLOR_FORCE") { return true }
        if variable("CLICOLOR") == "0" || variable("TERM") == "dumb" { return false }
        return isatty(fileDescriptor) == 1
    }

    static func enabled(fileDescriptor: Int32, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        enabled(fileDescriptor: fileDescriptor) { environment[$0] }
    }
}

/// SGR sequences for the few styles archlint uses, or nothing when colours are off. Callers style
/// text that is already escaped (`TerminalText.escaped`): the escapes added here are archlint's
/// own, never the input's.
struct TerminalStyle {
    let enabled: Bool

    static let plain = TerminalStyle(enabled: false)

    func error(_ text: String) -> String { wrap(text, "31") }
    func warning(_ text: String) -> String { wrap(text, "33") }
    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }

    func severity(_ text: String, _ severity: Severity) -> String {
        severity == .error ? error(text) : warning(text)
    }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
