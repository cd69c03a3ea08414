import ArchlintModel

/// A report format. Each reporter turns a lint result into the bytes of one report.
package protocol Reporter {
    static var name: String { get }
    func report(_ result: LintResult) -> String
}

package enum Version {
    /// The release version; `archlint --version` prints it and a release tag matches it.
    package static let current = "0.2.0"
}

package enum Reporters {
    package static let names = [XcodeReporter.name, JSONReporter.name, JUnitReporter.name, SARIFReporter.name,
                               GitHubReporter.name, CheckstyleReporter.name, MarkdownReporter.name, GitLabReporter.name,
                               SummaryReporter.name]

    /// A reporter by name; `timestamp` (ISO 8601) is written only into formats that carry one,
    /// and only when given, so that reports are byte-for-byte reproducible by default. `colored`
    /// is for the terminal format only (`xcode`), and only when its output is a terminal
    /// (`TerminalColors.enabled(fileDescriptor: 1)`); every other format ignores it.
    package static func named(_ name: String, timestamp: String? = nil, colored: Bool = false) -> Reporter? {
        switch name {
        case XcodeReporter.name: return XcodeReporter(colored: colored)
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

    package static func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }

    /// "2 errors and 1 warning in 3 files (12 files checked)", for the closing line on stderr: the
    /// last line of `RunSummary`, which prints more before it on a larger run.
    static func summary(_ result: LintResult) -> String {
        RunSummary.closingLine(result, style: .plain)
    }
}

/// `path:line:col: error: message (rule_id)`: what Xcode and most editors turn into inline diagnostics,
/// one line per finding (each is marked where it is). It is read on a terminal, so the path and the
/// message are escaped (`TerminalText`): a line break in either would start a bogus diagnostic, an
/// escape sequence would act on the terminal. `colored` (on a terminal only) makes the place bold,
/// the severity red or yellow and the rule id dim, with escapes added after the text is escaped.
extension LintResult {
    /// The findings as `archlint --reporter NAME` writes them (`xcode`, `json`, `junit`, `sarif`,
    /// …); nil for a name no reporter has.
    public func report(as format: String) -> String? { Reporters.named(format)?.report(self) }
}

package struct XcodeReporter: Reporter {
    package static let name = "xcode"
    var colored: Bool

    package init(colored: Bool = false) {
        self.colored = colored
    }

    package func report(_ result: LintResult) -> String {
        let style = TerminalStyle(enabled: colored)
        var out = ""
        for finding in result.findings {
            out += style.bold("\(TerminalText.escaped(finding.file)):\(finding.line):\(finding.column):") + " "
            out += style.severity("\(finding.severity.rawValue):", finding.severity) + " "
            out += "\(TerminalText.escaped(finding.message)) " + style.dim("(\(finding.rule))") + "\n"
        }
        return out
    }
}

/// The JSON report. Schema (version 1):
/// `{"version": 1, "findings": [{"rule", "severity", "file", "line", "column", "layer", "message", "evidence"}],
///   "summary": {"files": N, "errors": N, "warnings": N}}`.
struct JSONReporter: Reporter {
    static let name = "json"
    static let schemaVersion = 1
    init() {}

    /// A finding as this report writes it; `extra` fields come after its own.
    static func object(_ finding: Finding, extra: [(String, JSONValue)] = []) -> JSONValue {
        .object([
            ("rule", .string(finding.rule)),
            ("severity", .string(finding.severity.rawValue)),
            ("file", .string(finding.file)),
            ("line", .int(finding.line)),
            ("column", .int(finding.column)),
            ("layer", finding.layer.map(JSONValue.string) ?? .null),
            ("message", .string(finding.message)),
        ] + (finding.evidence.map { [("evidence", $0.json)] } ?? []) + extra)
    }

    func report(_ result: LintResult) -> String {
        JSONValue.object([
            ("version", .int(JSONReporter.schemaVersion)),
            ("findings", .array(result.findings.map { JSONReporter.object($0) })),
            ("summary", .object([
                ("files", .int(result.checkedFiles.count)),
                ("errors", .int(result.errorCount)),
                ("warnings", .int(result.warningCount)),
            ])),
        ]).rendered()
    }
}

extension FindingEvidence.Declaration {
    /// "layer Data (folder Data/ (**/Data/**)); dto (its name), dto (it is serialized (Decodable))":
    /// what SARIF's related location and `archlint why` say of it after its name and place.
    var summary: String {
        let roles = self.roles.map { "\($0.role) (\($0.reason))" }.joined(separator: ", ")
        return (layer.map { "layer \($0)" } ?? "no layer") + " (\(layerReason))" + (roles.isEmpty ? "" : "; \(roles)")
    }
}

extension FindingEvidence {
    /// `{"layerReason", "declarations": [{"name", "file", "line", "layer", "layerReason", "roles": [{"role", "reason"}]}]}`:
    /// the JSON report's and SARIF's `properties.evidence`.
    var json: JSONValue {
        .object([
            ("layerReason", .string(layerReason)),
            ("declarations", .array(declarations.map { declaration in
                .object([
                    ("name", .string(declaration.name)),
                    ("file", .string(declaration.file)),
                    ("line", .int(declaration.line)),
                    ("layer", declaration.layer.map(JSONValue.string) ?? .null),
                    ("layerReason", .string(declaration.layerReason)),
                    ("roles", .array(declaration.roles.map { .object([("role", .string($0.role)), ("reason", .string($0.reason))]) })),
                ])
            })),
        ])
    }
}
