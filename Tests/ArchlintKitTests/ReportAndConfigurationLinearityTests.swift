import Foundation
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import ArchlintModel
@testable import ArchlintRules
@testable import ArchlintReport
@testable import ArchlintEngine

/// The reporters, the configuration reader and the baseline cost time in proportion to their
/// input: each case is run at two sizes, four times apart, under callgrind, and what it costs beyond
/// the same run on the smallest input must grow about four times too. The JUnit and Checkstyle
/// writers are checked byte for byte against the FoundationXML documents they replace.
final class ReportAndConfigurationLinearityTests: TemporaryFolderTestCase {
    // MARK: - Linear time

    /// The instructions of one run in a project written by `files` at `size`.
    private func instructions(_ name: String, size: Int, arguments: [String],
                              files: (Int) -> [(path: String, code: String)]) throws -> Double {
        let project = folder.appendingPathComponent("\(name)-\(size)")
        try TestSupport.write(files(size), into: project)
        defer { try? FileManager.default.removeItem(at: project) }
        return try TestSupport.instructions(arguments, in: project.path)
    }

    /// Runs the case at sizes 1 (the fixed cost), `small` and `4 * small`.
    private func assertLinear(_ name: String, small: Int, arguments: [String], files: (Int) -> [(path: String, code: String)],
                              file: StaticString = #filePath, line: UInt = #line) throws {
        let base = try instructions(name, size: 1, arguments: arguments, files: files)
        let smallCost = try instructions(name, size: small, arguments: arguments, files: files) - base
        let largeCost = try instructions(name, size: small * 4, arguments: arguments, files: files) - base
        let ratio = largeCost / smallCost
        XCTAssertGreaterThan(ratio, 3.2, "\(name): ratio \(ratio)", file: file, line: line)
        XCTAssertLessThan(ratio, 4.8, "\(name): ratio \(ratio), not linear in its input", file: file, line: line)
    }

    /// One Domain file of `count` lines `import UIKit`: one dependency_rule finding each.
    private static func imports(_ count: Int) -> [(path: String, code: String)] {
        [("Domain/Imports.swift", String(repeating: "import UIKit\n", count: count))]
    }

    /// `count` Domain files of one entity each, each file with a finding.
    private static func entityFiles(_ count: Int) -> [(path: String, code: String)] {
        (0..<count).map { ("Domain/Entities\($0 / 100)/Entity\($0).swift", "import UIKit\nstruct Entity\($0) { let id: Int }\n") }
    }

    /// One source file, and `configuration` as `.archlint.json`.
    private static func configured(_ configuration: String) -> [(path: String, code: String)] {
        [("Domain/User.swift", "struct User { let id: Int }\n"), (".archlint.json", configuration)]
    }

    /// SARIF columns: each finding's line was found by counting lines from the top of its file.
    func testSARIFWithManyFindingsInOneFile() throws {
        try assertLinear("sarif", small: 1000, arguments: ["--quiet", "--reporter", "sarif", "--output", "report.sarif", "."],
                         files: Self.imports)
    }

    func testJUnitWithManyFiles() throws {
        try assertLinear("junit", small: 150, arguments: ["--quiet", "--reporter", "junit", "--output", "report.xml", "."],
                         files: Self.entityFiles)
    }

    func testCheckstyleWithManyFiles() throws {
        try assertLinear("checkstyle", small: 150, arguments: ["--quiet", "--reporter", "checkstyle", "--output", "report.xml", "."],
                         files: Self.entityFiles)
    }

    /// Duplicate keys were found by a scan of the keys before, and options replaced one by one.
    func testConfigurationWithManyKeys() throws {
        try assertLinear("keys", small: 4000, arguments: ["--quiet", "."]) { count in
            Self.configured("{\"rules\": {\"dto_leak\": {\"options\": {"
                            + (0..<count).map { "\"option\($0)\": \($0)" }.joined(separator: ", ") + "}}}}\n")
        }
    }

    /// "did you mean" between two long names: their edit distance is the product of their lengths.
    func testMisspeltLongNames() throws {
        try assertLinear("names", small: 3000, arguments: ["--quiet", "."]) { length in
            let name = String(repeating: "a", count: length)
            return Self.configured("""
                {"layers": [{"name": "\(name)", "paths": ["X/**"]},
                            {"name": "B", "paths": ["Y/**"], "mayDependOn": ["\(name.dropLast())b"]}]}
                """)
        }
        XCTAssertEqual(Suggestion.didYouMean(String(repeating: "a", count: 100), among: [String(repeating: "a", count: 99)]), "",
                       "no suggestion past \(Suggestion.maximumLength) bytes")
        XCTAssertEqual(Suggestion.didYouMean("Domian", among: ["Data", "Domain", "Domains"]), " (did you mean \"Domain\"?)")
        XCTAssertEqual(Suggestion.didYouMean("ab", among: ["ax", "ay"]), " (did you mean \"ax\"?)", "the first of equals")
    }

    /// Layers merged by a scan of the layers so far, and a table of every pair of layers.
    func testManyLayers() throws {
        try assertLinear("layers", small: 600, arguments: ["--quiet", "."]) { count in
            Self.configured("{\"layers\": [" + (0..<count).map { index in
                "{\"name\": \"L\(index)\", \"paths\": [\"L\(index)/**\"], \"mayDependOn\": [\(index + 1 < count ? "\"L\(index + 1)\"" : "")]}"
            }.joined(separator: ",\n") + "]}\n")
        }
    }

    /// A baseline entry per finding, each in a declaration of its own: the context of a finding was
    /// found by looking at every declaration of its file.
    func testLargeBaseline() throws {
        try assertLinear("baseline", small: 500, arguments: ["--quiet", "--baseline", "baseline.json", "."]) { count in
            let code = (0..<count).map { "struct Entity\($0): Codable {\n    let id: Int\n}\n" }.joined()
            let entries = (0..<count).map { index in
                "{\"rule\": \"codable_entity\", \"file\": \"Domain/Entities.swift\", \"subject\": \"declaration Entity\(index)\", \"context\": \"Entity\(index)\"}"
            }
            return [("Domain/Entities.swift", code), ("baseline.json", "{\"version\": 1, \"findings\": [\n" + entries.joined(separator: ",\n") + "\n]}\n")]
        }
    }

    /// The audit in every format on one Data file of many data sources, each one a verdict's
    /// evidence: the names of the file were searched once per data source.
    func testAuditOfManyDataSources() throws {
        for format in AuditFormat.allCases {
            try assertLinear("audit-\(format)", small: 160, arguments: ["audit", "--format", format.rawValue, "--output", "audit.out", "."]) { count in
                [("Domain/OrderDTO.swift", "struct OrderDTO: Decodable { let id: Int }\n"),
                 ("Data/DataSources.swift", "import Foundation\n\n" + (0..<count).map {
                    "final class Order\($0)DataSource {\n    let session = URLSession.shared\n    var last\($0): OrderDTO?\n}\n"
                 }.joined())]
            }
        }
    }

    /// The audit of many files with findings.
    func testAuditOfManyFiles() throws {
        try assertLinear("audit-files", small: 150, arguments: ["audit", "--format", "html", "--output", "audit.html", "."],
                         files: Self.entityFiles)
    }

    /// The dump of many declarations and references.
    func testDump() throws {
        try assertLinear("dump", small: 400, arguments: ["dump", "--json", "--references", "."]) { count in
            [("Data/Types.swift", (0..<count).map { "struct Type\($0): Codable {\n    let next: Type\($0 + 1)?\n}\n" }.joined())]
        }
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
        let byRuleAndFile = Dictionary(grouping: result.findings) { "\($0.rule)\u{0}\($0.file)" }
        let files = Set(result.project.files.map(\.source.path) + result.findings.map(\.file)).sorted()
        var suites: [XMLElement] = []
        var totalTests = 0, totalFailures = 0
        for id in result.checkedRules {
            var cases: [XMLElement] = []
            var failures = 0
            for file in files {
                let findings = byRuleAndFile["\(id)\u{0}\(file)"] ?? []
                failures += findings.isEmpty ? 0 : 1
                let children = findings.map { finding in
                    element("failure", [("type", finding.severity.rawValue), ("message", finding.message)],
                            text: "\(finding.rule): \(finding.message)\n\(finding.file):\(finding.line):\(finding.column)")
                }
                cases.append(element("testcase", [("name", file), ("classname", "archlint.\(id)")], children: children))
            }
            totalTests += cases.count
            totalFailures += failures
            var attributes = [("name", id), ("tests", String(cases.count)), ("failures", String(failures)), ("errors", "0"), ("skipped", "0")]
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
