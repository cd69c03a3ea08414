import Foundation
import ArchlintKit

/// The golden reports: every format of one project, the showcase app (each core rule fires there
/// once, so its reports hold findings of several rules, errors and warnings), and the rule catalogue
/// the formats that restate it carry. What each rule finds is stated by the fixtures' `// expect:`
/// markers, not by goldens; a golden states how a format writes findings.
enum Goldens {
    /// The project every format's golden is made of.
    static let project = (name: "showcase", folder: "Fixtures/Showcase")

    /// The formats that restate the rule catalogue: SARIF describes every rule
    /// (`tool.driver.rules`), JUnit has a suite for every rule that ran, passing or not, and the
    /// summary counts the rules that ran. Each has one golden of the catalogue, `catalogue.<format>`.
    static let catalogueFormats = ["junit", "sarif", "summary"]

    static func all(root: URL) throws -> [(name: String, contents: String)] {
        var goldens = try catalogueFormats.map { format in ("catalogue.\(format)", try report(catalogueRun(), format: format)) }
        let result = try lint(folder: root.appendingPathComponent(project.folder).path)
        for format in Reporters.names {
            goldens.append(("\(project.name).\(format)", try reportWithoutCatalogue(result, format: format)))
        }
        return goldens
    }

    /// The run the catalogue goldens are made of: one clean file, linted with the default configuration.
    static func catalogueRun() -> LintResult {
        Linter.lint(Project.inMemory([("Domain/User.swift", "struct User {}\n")], configuration: .builtIn()))
    }

    /// Lints a folder as the command line does from inside it (its .archlint.json included).
    static func lint(folder: String) throws -> LintResult {
        try Pipeline.run(ProjectLoader.Options(paths: [folder], workingDirectory: folder))
    }

    static func report(_ result: LintResult, format: String) throws -> String {
        guard let reporter = Reporters.named(format) else { throw GeneratedFiles.Failure(description: "no report format \(format)") }
        return reporter.report(result)
    }

    /// A report as the project's goldens hold it, without the rule catalogue: rendered as if only
    /// the rules that found something had run (no passing JUnit suite; the summary counts those
    /// rules), and in SARIF without the rules' descriptions (`tool.driver.rules`) and the results'
    /// indexes into them (`ruleIndex`). A new rule or a rule's new text changes `catalogue.*` only.
    static func reportWithoutCatalogue(_ result: LintResult, format: String) throws -> String {
        var result = result
        let fired = Set(result.findings.map(\.rule))
        result.checkedRules.removeAll { !fired.contains($0) }
        let report = try report(result, format: format)
        guard format == SARIFReporter.name else { return report }
        return rewritten(try JSON.parse(Array(report.utf8)).value, dropping: ["rules", "ruleIndex"]).rendered()
    }

    /// JSON as read, written again with the reporters' writer, without the members named `keys`.
    static func rewritten(_ json: JSON, dropping keys: Set<String>) -> JSONValue {
        switch json {
        case .null: return .null
        case let .bool(flag): return .bool(flag)
        case let .number(number): return .int(Int(number))
        case let .string(text): return .string(text)
        case let .array(items): return .array(items.map { rewritten($0.value, dropping: keys) })
        case let .object(members):
            return .object(members.filter { !keys.contains($0.key) }.map { ($0.key, rewritten($0.value.value, dropping: keys)) })
        }
    }
}
