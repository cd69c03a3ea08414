import Foundation
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import ArchlintScan
@testable import ArchlintModel
@testable import ArchlintRules
@testable import ArchlintReport
@testable import ArchlintEngine
@testable import archlint_generate

/// Every report format, produced from the violation fixtures and the showcase app: its structure
/// checked finding by finding, its golden (`Fixtures/Reports`, written by `swift run
/// archlint-generate` and compared by `GeneratedFilesTests`) stating the findings the fixture's
/// `// expect:` markers call for, and hostile text that must not break or inject into it. The
/// reports are validated against their published schemas (JUnit XSD, SARIF, GitLab Code Quality)
/// by `.ci/run`, which installs the validators.
final class ReporterTests: XCTestCase {
    /// Projects every format is produced from: the verified fixtures and the showcase app.
    private var projects: [(name: String, folder: String)] {
        RuleRegistry.ids.map { ("violations-\($0)", TestSupport.fixture("Violations/\($0)")) } + [("showcase", TestSupport.fixture("Showcase"))]
    }

    private func results() -> [(name: String, result: LintResult)] {
        projects.map { ($0.name, TestSupport.lint(folder: $0.folder)) }
    }

    // MARK: - Golden files

    private static let goldenFolder = TestSupport.repositoryRoot.appendingPathComponent(GeneratedFiles.goldenFolder)

    func testEveryFormatHasAGolden() throws {
        let goldens = try GeneratedFiles.all(root: TestSupport.repositoryRoot).map(\.path).filter { $0.hasPrefix(GeneratedFiles.goldenFolder) }
        for format in Reporters.names {
            XCTAssertTrue(goldens.contains("\(GeneratedFiles.goldenFolder)/\(Goldens.project.name).\(format)"), format)
        }
    }

    /// The goldens are more than the code's earlier output: the findings each golden states, read
    /// back from the report, are the ones the project's `// expect:` markers call for.
    func testGoldenReportsStateTheMarkedFindings() throws {
        let folder = TestSupport.fixture("Showcase")
        let expected = TestSupport.expectations(folder: folder, project: TestSupport.lint(folder: folder).project).sorted()
        XCTAssertFalse(expected.isEmpty)
        for format in ["xcode", "json", "checkstyle", "junit", "sarif", "gitlab"] {
            let url = Self.goldenFolder.appendingPathComponent("\(Goldens.project.name).\(format)")
            let golden = try String(contentsOf: url, encoding: .utf8)
            XCTAssertEqual(try Self.findings(in: golden, format: format).sorted(), expected, url.lastPathComponent)
        }
    }

    /// Read and written again, a SARIF report is the same bytes: the SARIF goldens lose the catalogue only.
    func testSARIFReadAndWrittenAgainIsTheSameBytes() throws {
        let sarif = SARIFReporter().report(Goldens.catalogueRun())
        XCTAssertEqual(Goldens.rewritten(try JSON.parse(Array(sarif.utf8)).value, dropping: []).rendered(), sarif)
    }

    /// The findings a report states, as the markers' `file:line: rule`, read from the report's own structure.
    private static func findings(in report: String, format: String) throws -> [String] {
        func place(_ file: String?, _ line: Int?, _ rule: String?) -> String { "\(file ?? "?"):\(line ?? 0): \(rule ?? "?")" }
        func attribute(_ node: XMLNode?, _ name: String) -> String? { (node as? XMLElement)?.attribute(forName: name)?.stringValue }
        let json = { try JSONSerialization.jsonObject(with: Data(report.utf8)) }
        switch format {
        case "xcode": // path:line:column: severity: message (rule)
            return report.split(separator: "\n").map { line in
                let parts = line.split(separator: ":", maxSplits: 2).map(String.init)
                return place(parts[0], Int(parts[1]), line.split(separator: "(").last.map { String($0.dropLast()) })
            }
        case "json":
            return ((try json() as? [String: Any])?["findings"] as? [[String: Any]] ?? []).map {
                place($0["file"] as? String, $0["line"] as? Int, $0["rule"] as? String)
            }
        case "gitlab":
            return (try json() as? [[String: Any]] ?? []).map { entry in
                let location = entry["location"] as? [String: Any]
                return place(location?["path"] as? String, (location?["lines"] as? [String: Any])?["begin"] as? Int, entry["check_name"] as? String)
            }
        case "sarif":
            let run = ((try json() as? [String: Any])?["runs"] as? [[String: Any]])?.first
            return (run?["results"] as? [[String: Any]] ?? []).map { result in
                let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
                let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
                return place(uri?.removingPercentEncoding, (location?["region"] as? [String: Any])?["startLine"] as? Int, result["ruleId"] as? String)
            }
        case "checkstyle":
            return try XMLDocument(xmlString: report).nodes(forXPath: "//file/error").map { error in
                place(attribute(error.parent, "name"), attribute(error, "line").flatMap { Int($0) },
                      attribute(error, "source").map { String($0.dropFirst("archlint.".count)) })
            }
        case "junit": // a failed case is named by its finding's file:line:column; its suite is its rule
            return try XMLDocument(xmlString: report).nodes(forXPath: "//testcase/failure").map { failure in
                let location = attribute(failure.parent, "name")?.split(separator: ":", omittingEmptySubsequences: false) ?? []
                return place(location.count > 2 ? location.dropLast(2).joined(separator: ":") : nil,
                             location.count > 2 ? Int(location[location.count - 2]) : nil, attribute(failure.parent?.parent, "name"))
            }
        default:
            XCTFail("no reader for \(format)")
            return []
        }
    }

    // MARK: - Structure and schemas

    /// One suite per rule that ran; in it one failed case per finding, named by its place, or one
    /// passing case named by the rule when it found nothing.
    func testJUnitHasASuitePerRuleAndACasePerFinding() throws {
        for (name, result) in results() {
            let document = try XMLDocument(xmlString: JUnitReporter().report(result))
            let suites = try document.nodes(forXPath: "/testsuites/testsuite").compactMap { $0 as? XMLElement }
            XCTAssertEqual(suites.map { $0.attribute(forName: "name")?.stringValue }, result.checkedRules, name)
            for suite in suites {
                let rule = suite.attribute(forName: "name")!.stringValue!
                let cases = suite.elements(forName: "testcase")
                let findings = result.findings.filter { $0.rule == rule }
                XCTAssertEqual(cases.map { $0.attribute(forName: "name")?.stringValue },
                               findings.isEmpty ? [rule] : findings.map { "\($0.file):\($0.line):\($0.column)" }, "\(name) \(rule)")
                XCTAssertEqual(cases.map { $0.elements(forName: "failure").count }, findings.isEmpty ? [0] : findings.map { _ in 1 }, "\(name) \(rule)")
                XCTAssertEqual(suite.attribute(forName: "failures")?.stringValue, String(findings.count))
                XCTAssertEqual(suite.attribute(forName: "tests")?.stringValue, String(cases.count))
            }
            let root = try XCTUnwrap(document.rootElement())
            XCTAssertEqual(root.attribute(forName: "tests")?.stringValue, String(suites.map { $0.elements(forName: "testcase").count }.reduce(0, +)), name)
            XCTAssertEqual(root.attribute(forName: "failures")?.stringValue,
                           String(result.findings.filter { result.checkedRules.contains($0.rule) }.count), name)
        }
    }

    func testSARIFDescribesEveryRuleAndLocatesEveryResult() throws {
        for (name, result) in results() {
            let text = SARIFReporter().report(result)
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            XCTAssertEqual(object["version"] as? String, "2.1.0")
            let run = try XCTUnwrap((object["runs"] as? [[String: Any]])?.first)
            let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
            let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
            XCTAssertEqual(rules.map { $0["id"] as? String }, RuleRegistry.ids)
            let enabled = rules.filter { ($0["defaultConfiguration"] as? [String: Any])?["enabled"] as? Bool == true }
            XCTAssertEqual(enabled.map { $0["id"] as? String }, result.checkedRules, "\(name): the rules that ran are the enabled ones")
            for rule in rules {
                XCTAssertNotNil((rule["shortDescription"] as? [String: Any])?["text"])
                XCTAssertNotNil((rule["fullDescription"] as? [String: Any])?["text"])
                XCTAssertNotNil((rule["help"] as? [String: Any])?["text"])
                XCTAssertNotNil((rule["defaultConfiguration"] as? [String: Any])?["level"])
            }
            let sarifResults = try XCTUnwrap(run["results"] as? [[String: Any]])
            XCTAssertEqual(sarifResults.count, result.findings.count)
            var fingerprints = Set<String>()
            for (entry, finding) in zip(sarifResults, result.findings) {
                XCTAssertEqual(entry["ruleId"] as? String, finding.rule)
                let ruleIndex = try XCTUnwrap(entry["ruleIndex"] as? Int)
                XCTAssertEqual(rules.indices.contains(ruleIndex) ? rules[ruleIndex]["id"] as? String : nil, finding.rule, "\(name): ruleIndex")
                let location = try XCTUnwrap(((entry["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
                let artifact = try XCTUnwrap(location["artifactLocation"] as? [String: Any])
                XCTAssertEqual(artifact["uriBaseId"] as? String, "%SRCROOT%")
                XCTAssertEqual(artifact["uri"] as? String, SARIFReporter.uri(finding.file))
                XCTAssertEqual((location["region"] as? [String: Any])?["startLine"] as? Int, finding.line)
                let fingerprint = try XCTUnwrap((entry["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey])
                XCTAssertTrue(fingerprints.insert(fingerprint).inserted, "\(name): duplicate fingerprint")
            }
        }
    }

    func testSARIFFingerprintsSurviveMovedCode() throws {
        let before = TestSupport.findings([("Domain/User.swift", "import UIKit\nstruct User {}\n")])
        let after = TestSupport.findings([("Domain/User.swift", "// a new first line\n\nimport UIKit\nstruct User {}\n")])
        func fingerprints(_ findings: [Finding]) throws -> [String] {
            let result = LintResult(findings: findings, problems: [], project: TestSupport.project([]), checkedRules: RuleRegistry.ids)
            let object = try JSONSerialization.jsonObject(with: Data(SARIFReporter().report(result).utf8)) as? [String: Any]
            let results = ((object?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
            return results.compactMap { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey] }
        }
        XCTAssertEqual(before.map(\.line), [1])
        XCTAssertEqual(after.map(\.line), [3])
        XCTAssertEqual(try fingerprints(before), try fingerprints(after))
    }

    func testSARIFColumnsCountCodePoints() {
        let source = SourceFile(path: "A.swift", source: "let é = \"ü\"; import X\n")
        // "let é = \"ü\"; " is 14 characters but 16 UTF-8 bytes: byte column 17 is character column 15.
        XCTAssertEqual(SARIFReporter.codePointColumn(source, line: 1, byteColumn: 17), 15)
        XCTAssertEqual(SARIFReporter.uri("Feature/My View+Ext.swift"), "Feature/My%20View%2BExt.swift")
    }

    // MARK: - GitLab Code Quality

    /// The report as GitLab reads it: each entry valid against GitLab's own schema and with what
    /// GitLab's documentation asks for besides (a `check_name`, a severity on GitLab's scale, a path
    /// relative to the repository, a line), one entry per finding, fingerprints unique.
    func testGitLabReportIsWhatGitLabReads() throws {
        for (name, result) in results() {
            let text = GitLabReporter().report(result)
            let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]], name)
            XCTAssertEqual(entries.count, result.findings.count, name)
            var fingerprints = Set<String>()
            for (entry, finding) in zip(entries, result.findings) {
                XCTAssertEqual(entry["type"] as? String, "issue")
                XCTAssertEqual(entry["check_name"] as? String, finding.rule)
                XCTAssertEqual(entry["description"] as? String, finding.message)
                XCTAssertEqual((entry["categories"] as? [String])?.count, 1)
                XCTAssertEqual(entry["severity"] as? String, finding.severity == .error ? "major" : "minor")
                let fingerprint = try XCTUnwrap(entry["fingerprint"] as? String)
                XCTAssertEqual(fingerprint.count, 16)
                XCTAssertTrue(fingerprint.allSatisfy(\.isHexDigit), fingerprint)
                XCTAssertTrue(fingerprints.insert(fingerprint).inserted, "\(name): duplicate fingerprint for \(finding)")
                let location = try XCTUnwrap(entry["location"] as? [String: Any])
                let path = try XCTUnwrap(location["path"] as? String)
                XCTAssertEqual(path, finding.file)
                XCTAssertFalse(path.hasPrefix("/") || path.hasPrefix("./") || path.split(separator: "/").contains(".."), path)
                let begin = try XCTUnwrap((location["lines"] as? [String: Any])?["begin"] as? Int)
                XCTAssertEqual(begin, finding.line)
                XCTAssertGreaterThanOrEqual(begin, 1)
            }
        }
    }

    func testGitLabSeverities() throws {
        var result = hostileResult()
        result.findings.append(Finding(rule: "view_model_naming", severity: .warning, file: "Presentation/A.swift", line: 2, column: 1,
                                       message: "m", layer: nil, subject: "A"))
        let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(GitLabReporter().report(result).utf8)) as? [[String: Any]])
        XCTAssertEqual(entries.map { $0["severity"] as? String }, ["major", "minor"])
        let scale = ["info", "minor", "major", "critical", "blocker"]
        XCTAssertTrue(Severity.allCases.allSatisfy { scale.contains(GitLabReporter.severity($0)) })
    }

    /// Two findings of one rule at one place are two cases with names of their own: GitLab keeps
    /// only the first of the cases that share a name.
    func testJUnitCaseNamesAreUniqueInASuite() throws {
        var result = hostileResult()
        result.findings = ["A", "B", "C"].map {
            Finding(rule: "dto_leak", severity: .error, file: "Domain/A.swift", line: 3, column: 5, message: "names \($0)", subject: $0)
        }
        let document = try XMLDocument(xmlString: JUnitReporter().report(result))
        let names = try document.nodes(forXPath: "//testsuite[@name='dto_leak']/testcase").map { ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue }
        XCTAssertEqual(names, ["Domain/A.swift:3:5", "Domain/A.swift:3:5 #2", "Domain/A.swift:3:5 #3"])
    }

    /// The category is the rule's: what kind of problem the finding is; a rule archlint does not
    /// know (a library user's) is Complexity.
    func testGitLabCategoryIsTheRules() throws {
        var result = hostileResult()
        result.findings = [("dto_leak", "Complexity"), ("swallowed_data_error", "Bug Risk"), ("file_placement", "Clarity"),
                           ("superfluous_suppression", "Style"), ("no_manager", "Complexity")].map { rule, _ in
            Finding(rule: rule, severity: .error, file: "Domain/A.swift", line: 1, column: 1, message: rule, subject: rule)
        }
        let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(GitLabReporter().report(result).utf8)) as? [[String: Any]])
        XCTAssertEqual(entries.map { $0["categories"] as? [String] }, [["Complexity"], ["Bug Risk"], ["Clarity"], ["Style"], ["Complexity"]])
    }

    /// A project on disk, linted twice: lines added above the findings and a finding added in
    /// another file change no fingerprint; two findings about the same type in one file differ.
    func testGitLabFingerprintsSurviveLinesAddedAbove() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let user = "import UIKit\nstruct User {\n    let a: UserDTO\n    let b: UserDTO\n}\n"
        try TestSupport.write([("Domain/User.swift", user), ("Data/UserDTO.swift", "struct UserDTO: Codable {}\n")], into: folder)
        func lint() throws -> (lines: [Int], fingerprints: [String]) {
            let result = TestSupport.lint(folder: folder.path)
            let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(GitLabReporter().report(result).utf8)) as? [[String: Any]])
            let user = entries.filter { ($0["location"] as? [String: Any])?["path"] as? String == "Domain/User.swift" }
            return (user.compactMap { (($0["location"] as? [String: Any])?["lines"] as? [String: Any])?["begin"] as? Int },
                    user.compactMap { $0["fingerprint"] as? String })
        }
        let before = try lint()
        XCTAssertEqual(before.lines, [1, 3, 4])
        XCTAssertEqual(Set(before.fingerprints).count, 3, "the two dto_leak findings on UserDTO have fingerprints of their own")

        try TestSupport.write([("Domain/User.swift", "// The user.\n\n/// A person.\n" + user),
                               ("Domain/Other.swift", "import UIKit\nstruct Other { let dto: UserDTO }\n")], into: folder)
        let after = try lint()
        XCTAssertEqual(after.lines, [4, 6, 7])
        XCTAssertEqual(after.fingerprints, before.fingerprints)
    }

    func testGitLabPathsHaveNoDotSegments() throws {
        let finding = Finding(rule: "dto_leak", severity: .error, file: "Domain/../Domain/./User.swift", line: 3, column: 1,
                              message: "m", layer: "Domain", subject: "UserDTO")
        let result = LintResult(findings: [finding], problems: [], project: TestSupport.project([]), checkedRules: RuleRegistry.ids)
        let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(GitLabReporter().report(result).utf8)) as? [[String: Any]])
        XCTAssertEqual((entries.first?["location"] as? [String: Any])?["path"] as? String, "Domain/User.swift")
        XCTAssertEqual(entries.first?["fingerprint"] as? String, Fingerprint.of([finding], paths: ["Domain/User.swift"]).first)
        XCTAssertEqual(GitLabReporter().report(LintResult(findings: [], problems: [], project: TestSupport.project([]),
                                                          checkedRules: RuleRegistry.ids)), "[]\n")
    }

    /// Fingerprints are FNV-1a 64 (the published test vectors) of rule, path, subject and occurrence.
    func testFingerprintHash() {
        XCTAssertEqual(Fingerprint.fnv1a64(""), "cbf29ce484222325")
        XCTAssertEqual(Fingerprint.fnv1a64("a"), "af63dc4c8601ec8c")
        XCTAssertEqual(Fingerprint.fnv1a64("foobar"), "85944171f73967e8")
        let finding = Finding(rule: "r", severity: .error, file: "f", line: 9, column: 1, message: "m", layer: nil, subject: "s")
        var moved = finding
        moved.line = 90
        moved.message = "changed"
        XCTAssertEqual(Fingerprint.of([finding, moved]), [Fingerprint.fnv1a64("r\u{0}f\u{0}s\u{0}0"), Fingerprint.fnv1a64("r\u{0}f\u{0}s\u{0}1")])
    }

    // MARK: - Summary

    func testSummaryCountsPerRuleInRegistryOrder() {
        for (name, result) in results() {
            let lines = SummaryReporter().report(result).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            XCTAssertEqual(lines.first?.split(separator: " "), ["rule", "errors", "warnings"], name)
            let table = lines.dropFirst().prefix { !$0.isEmpty }.map { $0.split(separator: " ").map(String.init) }
            let fired = result.checkedRules.filter { rule in result.findings.contains { $0.rule == rule } }
            XCTAssertEqual(table.map(\.[0]), fired + ["total"], name)
            for row in table {
                let findings = row[0] == "total" ? result.findings : result.findings.filter { $0.rule == row[0] }
                XCTAssertEqual(row[1], String(findings.filter { $0.severity == .error }.count), "\(name) \(row[0])")
                XCTAssertEqual(row[2], String(findings.filter { $0.severity == .warning }.count), "\(name) \(row[0])")
            }
            XCTAssertEqual(Set(lines.dropFirst().prefix { !$0.isEmpty }.map(\.count)), [lines[0].count], "\(name): the columns line up")
        }
        let clean = LintResult(findings: [], problems: [], project: TestSupport.project([("Domain/A.swift", "struct A {}\n")]),
                               checkedRules: ["dependency_rule", "dto_leak"])
        XCTAssertEqual(SummaryReporter().report(clean), """
            rule   errors  warnings
            total       0         0

            no violations (1 file checked against 2 rules)

            """)
    }

    // MARK: - Hostile text

    private func hostileResult() -> LintResult {
        let path = "Domain/we\"ird <file>,name:&%.swift"
        let project = TestSupport.project([(path, "struct A {}\n")])
        let message = "bad \u{1}\u{7}\u{1B} <script>alert(1)</script> \"quoted\" & 100% done:\n::error::injected\r\n| table | `tick` **bold**"
        let finding = Finding(rule: "dto_leak", severity: .error, file: path, line: 1, column: 8, message: message,
                              layer: "Domain", subject: "A")
        return LintResult(findings: [finding], problems: [], project: project, checkedRules: RuleRegistry.ids)
    }

    func testHostileTextCannotBreakXMLReports() throws {
        let result = hostileResult()
        for report in [JUnitReporter().report(result), CheckstyleReporter().report(result)] {
            let document = try XMLDocument(xmlString: report)
            XCTAssertNotNil(document.rootElement())
            XCTAssertFalse(report.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" })
            XCTAssertTrue(report.contains("\u{2401}\u{2407}\u{241B}"), "control characters become visible stand-ins")
            XCTAssertFalse(report.contains("<script>"))
        }
        let checkstyle = try XMLDocument(xmlString: CheckstyleReporter().report(result))
        let error = try XCTUnwrap(try checkstyle.nodes(forXPath: "//error").first as? XMLElement)
        XCTAssertTrue(error.attribute(forName: "message")!.stringValue!.contains("<script>alert(1)</script> \"quoted\" & 100% done:"))
        let file = try XCTUnwrap(try checkstyle.nodes(forXPath: "//file").first as? XMLElement)
        XCTAssertEqual(file.attribute(forName: "name")?.stringValue, result.findings[0].file)
    }

    func testHostileTextCannotInjectGitHubCommands() {
        let lines = GitHubReporter().report(hostileResult()).split(separator: "\n", omittingEmptySubsequences: false)
        // One command on one line: the message's line breaks are escaped, so its "::error::" cannot
        // start a command of its own; the properties escape ":" and "," so the file name cannot add one.
        XCTAssertEqual(lines.count, 2, "one command line, then the final newline")
        XCTAssertTrue(lines[0].hasPrefix("::error file=Domain/we\"ird <file>%2Cname%3A&%25.swift,line=1,col=8,title=archlint dto_leak::"))
        XCTAssertTrue(lines[0].contains("100%25 done:%0A::error::injected%0D%0A| table"), String(lines[0]))
        XCTAssertFalse(lines[0].contains("\r"))
    }

    func testHostileTextCannotBreakMarkdown() {
        let report = MarkdownReporter().report(hostileResult())
        XCTAssertFalse(report.contains("<script>"))
        XCTAssertTrue(report.contains("&lt;script&gt;"))
        let findingLines = report.split(separator: "\n").filter { $0.hasPrefix("- **error**") }
        XCTAssertEqual(findingLines.count, 1, "the message stays on its line")
        XCTAssertTrue(findingLines[0].contains("\\| table \\| \\`tick\\` \\*\\*bold\\*\\*"))
        XCTAssertEqual(MarkdownReporter.code("a`b"), "``a`b``")
    }

    func testHostileTextStaysValidJSONAndSARIF() throws {
        let result = hostileResult()
        for report in [JSONReporter().report(result), SARIFReporter().report(result), GitLabReporter().report(result)] {
            let object = try JSONSerialization.jsonObject(with: Data(report.utf8))
            XCTAssertNotNil(object)
        }
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(JSONReporter().report(result).utf8)) as? [String: Any])
        XCTAssertEqual((json["findings"] as? [[String: Any]])?.first?["message"] as? String, result.findings[0].message)
        let gitlab = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(GitLabReporter().report(result).utf8)) as? [[String: Any]])
        XCTAssertEqual(gitlab.first?["description"] as? String, result.findings[0].message)
        XCTAssertEqual((gitlab.first?["location"] as? [String: Any])?["path"] as? String, result.findings[0].file)
    }

    /// The linter's sort (paths ranked once) gives exactly `Finding`'s order, ties included.
    func testFindingsAreSortedInFindingsOrder() {
        var generator = SystemRandomNumberGenerator()
        let paths = ["B/x.swift", "A/y.swift", "A/Y.swift", "Ä/z.swift", "A/y.swift.bak", "a/y.swift"]
        let findings = (0..<500).map { _ in
            Finding(rule: ["dto_leak", "dependency_rule"].randomElement(using: &generator)!, severity: .error,
                    file: paths.randomElement(using: &generator)!, line: Int.random(in: 1...4, using: &generator),
                    column: Int.random(in: 1...3, using: &generator), message: ["b", "a", "é"].randomElement(using: &generator)!,
                    layer: nil, subject: "")
        }
        XCTAssertEqual(Linter.sorted(findings), findings.sorted())
    }

    func testXcodeLinesStayOneLineEach() {
        let report = XcodeReporter().report(hostileResult())
        XCTAssertEqual(report.split(separator: "\n").count, 1)
        XCTAssertFalse(report.contains("\r"))
    }
}
