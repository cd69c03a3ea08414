import Foundation
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import ArchlintModel
@testable import ArchlintRules
@testable import ArchlintReport
@testable import ArchlintEngine

/// The baseline and the configuration read as before, and the JUnit and Checkstyle writers checked
/// byte for byte against the FoundationXML documents they replace. That they cost time in
/// proportion to their input is measured in instructions by `Benchmarks/linearity.py`.
final class ReportAndConfigurationTests: XCTestCase {
    /// "did you mean" stops past a length (the edit distance of two names is the product of
    /// their lengths), and picks the first of equally close names.
    func testDidYouMeanIsBoundedAndPicksTheFirstOfEquals() {
        XCTAssertEqual(Suggestion.didYouMean(String(repeating: "a", count: 100), among: [String(repeating: "a", count: 99)]), "",
                       "no suggestion past \(Suggestion.maximumLength) bytes")
        XCTAssertEqual(Suggestion.didYouMean("Domian", among: ["Data", "Domain", "Domains"]), " (did you mean \"Domain\"?)")
        XCTAssertEqual(Suggestion.didYouMean("ab", among: ["ax", "ay"]), " (did you mean \"ax\"?)", "the first of equals")
    }

    // MARK: - The baseline and the configuration, read as before

    func testBaselineMatchesItsOwnFindings() throws {
        let result = TestSupport.lint(folder: TestSupport.fixture("Violations/dto_leak"))
        XCTAssertFalse(result.findings.isEmpty)
        let baseline = try Baseline.parse(Array(Baseline(result).rendered().utf8), source: "baseline.json")
        XCTAssertEqual(baseline, Baseline(result))
        let filtered = baseline.filter(result)
        XCTAssertEqual(filtered.new, [])
        XCTAssertEqual(filtered.fixed, [])
        XCTAssertTrue(baseline.entries.contains { !$0.context.isEmpty }, "findings inside declarations have a context")
    }

    func testBaselineErrorsSayWhere() {
        func message(_ text: String) -> String? {
            do {
                _ = try Baseline.parse(Array(text.utf8), source: "b.json")
                return nil
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(message("{\"findings\": 1}"), "b.json:1:1: a baseline is an object with a \"findings\" array (write one with --write-baseline)")
        XCTAssertEqual(message("{\"findings\": [1]}"), "b.json:1:15: each baseline finding must be an object")
        XCTAssertEqual(message("{\"findings\": [], \"findings\": []}"), "b.json:1:30: invalid JSON: duplicate key \"findings\"")
        XCTAssertEqual(message("{\"findings\": [{\"rule\": \"a\"}"), "b.json:1:15: a baseline finding needs a string \"file\"")
    }

    /// The context is the innermost declaration holding the finding's line, the first of equals.
    func testBaselineContextIsTheInnermostDeclaration() {
        let project = TestSupport.project([("Domain/A.swift", """
            struct Outer {
                struct Inner {
                    func run() {}; func walk() {}
                }
                let value: Int
            }
            """)])
        var contexts = Baseline.Contexts(project)
        func context(_ line: Int) -> String {
            contexts.context(of: "Domain/A.swift", line: line)
        }
        XCTAssertEqual([1, 2, 3, 4, 5, 6, 7].map(context), ["Outer", "Outer.Inner", "Outer.Inner.run", "Outer.Inner", "Outer.value", "Outer", ""])
    }

    func testLayersMergeByName() throws {
        let configuration = try ConfigurationLoader.load(bytes: Array("""
            {"layers": [{"name": "Domain", "description": "first"}, {"name": "Widgets", "paths": ["W/**"]},
                        {"name": "Domain", "description": "again"}],
             "rules": {"dto_leak": {"options": {"a": 1, "b": 2}}}}
            """.utf8), source: "c.json", over: .builtIn())
        XCTAssertEqual(configuration.layers.filter { $0.name == "Domain" }.count, 1)
        XCTAssertEqual(configuration.layer(named: "Domain")?.description, "again")
        XCTAssertEqual(configuration.layer(named: "Widgets")?.paths.map(\.pattern), ["W/**"])
        XCTAssertNil(configuration.layer(named: "Nowhere"))
        let again = try ConfigurationLoader.load(bytes: Array("{\"rules\": {\"dto_leak\": {\"options\": {\"a\": 3}}}}".utf8),
                                                 source: "d.json", over: configuration)
        XCTAssertEqual(again.rules["dto_leak"]?.options.map(\.key), ["b", "a"], "a key set again moves to the end")
        // Every pair as the definitions say, through the sets by index and by name.
        for (fromIndex, from) in configuration.layers.enumerated() {
            for (toIndex, to) in configuration.layers.enumerated() {
                let declared = from.name == to.name || from.mayDependOn.contains("*") || from.mayDependOn.contains(to.name)
                XCTAssertEqual(configuration.permissions.allows(fromIndex, dependingOn: toIndex), declared, "\(from.name) -> \(to.name)")
                XCTAssertEqual(configuration.allows(from, dependingOn: to), declared, "\(from.name) -> \(to.name)")
            }
        }
        XCTAssertTrue(configuration.allows(configuration.layer(named: "App")!, dependingOn: configuration.layer(named: "Widgets")!), "*")
        XCTAssertFalse(configuration.allows(configuration.layer(named: "Domain")!, dependingOn: configuration.layer(named: "Widgets")!))
    }

    // MARK: - XML as FoundationXML wrote it

    /// Every character class a report may carry: markup, quotes, white space, controls, DEL,
    /// non-ASCII, line separators, the non-characters XML refuses.
    private func hostileResult() -> LintResult {
        let text = (1..<0x80).map { String(UnicodeScalar(UInt8($0))) }.joined()
            + " é → 🚀 \u{2028}\u{2029} \u{FFFE}\u{FFFF} ]]> &amp; <!-- x --> \r\n"
        let paths = ["Domain/we\"ird <file>,name:&%.swift", "Domain/\u{1B}]0;title\u{7}.swift", "Domain/plain.swift"]
        let project = TestSupport.project(paths.map { ($0, "struct A {}\n") })
        let findings = paths.enumerated().flatMap { index, path in
            [Finding(rule: "dto_leak", severity: .error, file: path, line: 1, column: 8, message: text, layer: "Domain", subject: "A"),
             Finding(rule: "dependency_rule", severity: .warning, file: path, line: index + 2, column: 1, message: "plain",
                     layer: nil, subject: "B")]
        }
        return LintResult(findings: findings, problems: [], project: project, checkedRules: RuleRegistry.ids)
    }

    func testXMLReportsAreWhatXMLDocumentWrote() throws {
        var results = RuleRegistry.ids.map { TestSupport.lint(folder: TestSupport.fixture("Violations/\($0)")) }
        results.append(hostileResult())
        let empty = TestSupport.project([])
        results.append(LintResult(findings: [], problems: [], project: empty, checkedRules: RuleRegistry.ids))
        results.append(LintResult(findings: [], problems: [], project: empty, checkedRules: []))
        for result in results {
            XCTAssertEqual(JUnitReporter().report(result), XMLDocumentReports.junit(result))
            XCTAssertEqual(JUnitReporter(timestamp: "2024-01-02T03:04:05Z").report(result),
                           XMLDocumentReports.junit(result, timestamp: "2024-01-02T03:04:05Z"))
            XCTAssertEqual(CheckstyleReporter().report(result), XMLDocumentReports.checkstyle(result))
        }
    }
}

/// The JUnit and Checkstyle reports as they were made before, with FoundationXML: the reference the
/// byte writer is held to.
private enum XMLDocumentReports {
    static func element(_ name: String, _ attributes: [(String, String)], children: [XMLElement] = [], text: String? = nil) -> XMLElement {
        let element = XMLElement(name: name)
        for (key, value) in attributes {
            element.addAttribute(XMLNode.attribute(withName: key, stringValue: XMLReport.text(value)) as! XMLNode)
        }
        if let text { element.stringValue = XMLReport.text(text) }
        for child in children { element.addChild(child) }
        return element
    }

    static func document(_ root: XMLElement) -> String {
        let document = XMLDocument(rootElement: root)
        document.version = "1.0"
        document.characterEncoding = "UTF-8"
        var out = document.xmlString(options: [.nodePrettyPrint])
        if !out.hasSuffix("\n") { out += "\n" }
        return out
    }

    static func junit(_ result: LintResult, timestamp: String? = nil) -> String {
        var suites: [XMLElement] = []
        var totalTests = 0, totalFailures = 0
        for id in result.checkedRules {
            let findings = result.findings.filter { $0.rule == id }
            var cases = findings.indices.map { index in
                let finding = findings[index]
                let place = "\(finding.file):\(finding.line):\(finding.column)"
                let earlier = findings[..<index].filter { "\($0.file):\($0.line):\($0.column)" == place }.count
                return element("testcase", [("name", earlier == 0 ? place : "\(place) #\(earlier + 1)"), ("classname", "archlint.\(id)")], children: [
                    element("failure", [("type", finding.severity.rawValue), ("message", finding.message)],
                            text: "\(finding.rule): \(finding.message)\n\(place)"),
                ])
            }
            if cases.isEmpty { cases = [element("testcase", [("name", id), ("classname", "archlint.\(id)")])] }
            totalTests += cases.count
            totalFailures += findings.count
            var attributes = [("name", id), ("tests", String(cases.count)), ("failures", String(findings.count)), ("errors", "0"), ("skipped", "0")]
            if let timestamp { attributes.append(("timestamp", timestamp)) }
            suites.append(element("testsuite", attributes, children: cases))
        }
        return document(element("testsuites", [("name", "archlint"), ("tests", String(totalTests)),
                                                ("failures", String(totalFailures)), ("errors", "0")], children: suites))
    }

    static func checkstyle(_ result: LintResult) -> String {
        let byFile = Dictionary(grouping: result.findings, by: \.file)
        let files = byFile.keys.sorted().map { file in
            element("file", [("name", file)], children: byFile[file]!.map { finding in
                element("error", [("line", String(finding.line)), ("column", String(finding.column)), ("severity", finding.severity.rawValue),
                                  ("message", finding.message), ("source", "archlint.\(finding.rule)")])
            })
        }
        return document(element("checkstyle", [("version", "4.3")], children: files))
    }
}
