/// A report format. Each reporter turns a lint result into the bytes of one report.
public protocol Reporter {
    static var name: String { get }
    func report(_ result: LintResult) -> String
}

public enum Version {
    /// The release version; `archlint --version` prints it and a release tag matches it.
    public static let current = "0.1.0"
}

public enum Reporters {
    public static let names = [XcodeReporter.name, JSONReporter.name, JUnitReporter.name, SARIFReporter.name,
                               GitHubReporter.name, CheckstyleReporter.name, MarkdownReporter.name, GitLabReporter.name,
                               SummaryReporter.name]

    /// A reporter by name; `timestamp` (ISO 8601) is written only into formats that carry one,
    /// and only when given, so that reports are byte-for-byte reproducible by default.
    public static func named(_ name: String, timestamp: String? = nil) -> Reporter? {
        switch name {
        case XcodeReporter.name: return XcodeReporter()
        case JSONReporter.name: return JSONReporter()
        case JUnitReporter.name: return JUnitReporter(timestamp: timestamp)
        case SARIFReporter.name: return SARIFReporter(startTime: timestamp)
        case GitHubReporter.name: return GitHubReporter()
        case CheckstyleReporter.name: return CheckstyleReporter()
        case MarkdownReporter.name: return MarkdownReporter()
        case GitLabReporter.name: return GitLabReporter()
        case SummaryReporter.name: return SummaryReporter()
        default: return nil
        }
    }

    public static func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }

    /// "2 errors and 1 warning in 3 files (12 files checked)", for the closing line on stderr.
    public static func summary(_ result: LintResult) -> String {
        let files = Set(result.findings.map(\.file)).count
        let found = result.findings.isEmpty ? "no violations"
            : "\(plural(result.errorCount, "error")) and \(plural(result.warningCount, "warning")) in \(plural(files, "file"))"
        let configuration = result.project.configuration.origin.map { "with \($0.shown)" } ?? "with the built-in rules"
        let unlayered = result.project.files.filter { $0.layer == nil }.count
        let hint = unlayered == 0 ? "" : "; \(plural(unlayered, "file")) in no layer: see archlint layers, or archlint init"
        return "archlint: \(found) (\(plural(result.project.files.count, "file")) checked \(configuration)\(hint))"
    }
}

/// `path:line:col: error: message (rule_id)`: what Xcode and most editors turn into inline diagnostics.
/// It is read on a terminal, so the path and the message are escaped (`TerminalText`): a line break
/// in either would start a bogus diagnostic, an escape sequence would act on the terminal.
public struct XcodeReporter: Reporter {
    public static let name = "xcode"
    public init() {}

    public func report(_ result: LintResult) -> String {
        var out = ""
        for finding in result.findings {
            out += "\(TerminalText.escaped(finding.file)):\(finding.line):\(finding.column): \(finding.severity.rawValue): "
            out += "\(TerminalText.escaped(finding.message)) (\(finding.rule))\n"
        }
        return out
    }
}

/// The JSON report. Schema (version 1):
/// `{"version": 1, "findings": [{"rule", "severity", "file", "line", "column", "layer", "message"}],
///   "summary": {"files": N, "errors": N, "warnings": N}}`.
public struct JSONReporter: Reporter {
    public static let name = "json"
    public static let schemaVersion = 1
    public init() {}

    public func report(_ result: LintResult) -> String {
        let findings = result.findings.map { finding -> JSONValue in
            .object([
                ("rule", .string(finding.rule)),
                ("severity", .string(finding.severity.rawValue)),
                ("file", .string(finding.file)),
                ("line", .int(finding.line)),
                ("column", .int(finding.column)),
                ("layer", finding.layer.map(JSONValue.string) ?? .null),
                ("message", .string(finding.message)),
            ])
        }
        return JSONValue.object([
            ("version", .int(JSONReporter.schemaVersion)),
            ("findings", .array(findings)),
            ("summary", .object([
                ("files", .int(result.project.files.count)),
                ("errors", .int(result.errorCount)),
                ("warnings", .int(result.warningCount)),
            ])),
        ]).rendered()
    }
}
