import Foundation
import XCTest
@testable import ArchlintModel
@testable import ArchlintEngine

/// A former rule id keeps meaning what it meant: `datasource_protocol_location`, whose use case
/// findings are `use_case_location` since 2026-11-27, still reaches them from the configuration,
/// the command line, suppression comments and baselines, and the run says which id to write.
final class FormerRuleIDTests: TemporaryFolderTestCase {
    /// One finding of each rule: a data source protocol in the Domain (line 1), and a repository in
    /// Data implementing a use case the Domain never implements (line 2).
    private let split: [(path: String, code: String)] = [
        ("Domain/FeedRemoteDataSource.swift", "protocol FeedRemoteDataSource {\n    func posts() async throws -> Data\n}\n"),
        ("Domain/GetFeedUseCase.swift", "protocol GetFeedUseCase {\n    func execute() async throws -> [Post]\n}\n"),
        ("Data/FeedRepository.swift", "import Foundation\nfinal class FeedRepository: GetFeedUseCase {\n    func execute() async throws -> [Post] { [] }\n}\n"),
    ]

    private func findings(_ files: [(path: String, code: String)]) -> [String] {
        TestSupport.findings(files).map { "\($0.file):\($0.line) \($0.severity.rawValue) \($0.rule)" }
    }

    private func configuration(_ json: String) throws -> Configuration {
        try ConfigurationLoader.load(bytes: Array(json.utf8), source: ".archlint.json", over: .builtIn())
    }

    func testTheSplitReportsEachFindingUnderItsOwnID() {
        XCTAssertEqual(findings(split), ["Data/FeedRepository.swift:2 warning use_case_location",
                                         "Domain/FeedRemoteDataSource.swift:1 warning datasource_protocol_location"])
    }

    /// A setting of the former id applies to every id it became, unless the file sets that id too,
    /// wherever it writes it; each id it stands for besides itself is noted.
    func testAConfigurationSettingOfTheFormerIDAppliesToTheIDsItBecame() throws {
        let off = try configuration("{ \"rules\": { \"datasource_protocol_location\": { \"severity\": \"error\" } } }")
        XCTAssertEqual(off.severity(of: "datasource_protocol_location", default: .warning), .error)
        XCTAssertEqual(off.severity(of: "use_case_location", default: .warning), .error)
        XCTAssertEqual(off.formerRuleIDUses, [FormerRuleIDUse(former: "datasource_protocol_location", id: "use_case_location", place: ".archlint.json")])
        for json in ["{ \"rules\": { \"use_case_location\": { \"severity\": \"warning\" }, \"datasource_protocol_location\": { \"severity\": \"off\" } } }",
                     "{ \"rules\": { \"datasource_protocol_location\": { \"severity\": \"off\" }, \"use_case_location\": { \"severity\": \"warning\" } } }"] {
            let explicit = try configuration(json)
            XCTAssertNil(explicit.severity(of: "datasource_protocol_location", default: .warning), json)
            XCTAssertEqual(explicit.severity(of: "use_case_location", default: .error), .warning, json)
            XCTAssertEqual(explicit.formerRuleIDUses, [], "the file says what it means: \(json)")
        }
        // A preset the project defines reads it the same way.
        let preset = try configuration("{ \"presets\": { \"quiet\": { \"rules\": { \"datasource_protocol_location\": { \"severity\": \"off\" } } } }, \"preset\": \"quiet\" }")
        XCTAssertNil(preset.severity(of: "use_case_location", default: .warning))
    }

    /// A suppression of the former id suppresses the findings of the ids it became, and is then
    /// no superfluous suppression; the use is noted once per id.
    func testASuppressionOfTheFormerIDSuppressesTheIDsItBecame() {
        var files = split
        files[2].code = "import Foundation\n// archlint:disable:next datasource_protocol_location\n"
            + "final class FeedRepository: GetFeedUseCase {\n    func execute() async throws -> [Post] { [] }\n}\n"
        let result = Linter.lint(TestSupport.project(files))
        XCTAssertEqual(result.findings.map { "\($0.file):\($0.line) \($0.rule)" }, ["Domain/FeedRemoteDataSource.swift:1 datasource_protocol_location"])
        XCTAssertEqual(result.formerRuleIDUses, [FormerRuleIDUse(former: "datasource_protocol_location", id: "use_case_location",
                                                                 place: "Data/FeedRepository.swift:2")])
        // Suppressing the finding the id still reports is no use of a former id.
        files[0].code = "// archlint:disable:next datasource_protocol_location\n" + files[0].code
        let own = Linter.lint(TestSupport.project(files))
        XCTAssertEqual(own.findings.map(\.rule), [])
        XCTAssertEqual(own.formerRuleIDUses.map(\.place), ["Data/FeedRepository.swift:2"])
        // Written beside the new id, the former id suppresses only what it still reports.
        files[2].code = files[2].code.replacingOccurrences(of: "next datasource_protocol_location", with: "next datasource_protocol_location, use_case_location")
        let both = Linter.lint(TestSupport.project(files))
        XCTAssertEqual(both.findings.map(\.rule), [])
        XCTAssertEqual(both.formerRuleIDUses, [])
        // A region of the former id over two findings of one id it became is one use.
        files[2].code = "import Foundation\n// archlint:disable datasource_protocol_location\n"
            + "final class FeedRepository: GetFeedUseCase {\n    func execute() async throws -> [Post] { [] }\n}\n"
            + "final class CachedFeedRepository: GetFeedUseCase {\n    func execute() async throws -> [Post] { [] }\n}\n"
        let region = Linter.lint(TestSupport.project(files))
        XCTAssertEqual(region.findings.map(\.rule), [])
        XCTAssertEqual(region.formerRuleIDUses.map(\.place), ["Data/FeedRepository.swift:2"])
    }

    /// A baseline entry written under the former id matches the finding reported under the new one.
    func testABaselineEntryUnderTheFormerIDMatchesTheRenamedFinding() throws {
        try TestSupport.write(split + [("b.json", """
            { "version": 1, "findings": [
              { "rule": "datasource_protocol_location", "file": "Data/FeedRepository.swift", "subject": "FeedRepository: GetFeedUseCase", "context": "FeedRepository", "count": 1 },
              { "rule": "datasource_protocol_location", "file": "Domain/FeedRemoteDataSource.swift", "subject": "declaration FeedRemoteDataSource", "context": "FeedRemoteDataSource", "count": 1 }
            ] }
            """)], into: folder)
        let run = try TestSupport.run(["--baseline", "b.json", "."], in: folder.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(run.stderr.contains("the baseline b.json hid 2 findings"), run.stderr)
        // Written again, the entries take the ids of today's findings.
        XCTAssertEqual(try TestSupport.run(["--quiet", "--write-baseline", "b.json", "."], in: folder.path).status, 0)
        let rewritten = try String(contentsOf: folder.appendingPathComponent("b.json"), encoding: .utf8)
        XCTAssertTrue(rewritten.contains("\"use_case_location\""), rewritten)
    }

    /// The note names the former id, the id to write and where, once per id however many places
    /// write it; `--disable` and `--only` read the former id as the configuration does.
    func testTheRunSaysOnceWhichIDToWrite() throws {
        try TestSupport.write(split, into: folder)
        let note = "archlint: warning: --disable names datasource_protocol_location for use_case_location findings, "
            + "reported under their own id since 2026-11-27; write use_case_location for them\n"
        let disabled = try TestSupport.run(["--quiet", "--disable", "datasource_protocol_location", "."], in: folder.path)
        XCTAssertEqual(disabled.stdout, "")
        XCTAssertEqual(disabled.stderr, note)
        let only = try TestSupport.run(["--quiet", "--only", "use_case_location", "--disable", "datasource_protocol_location", "."], in: folder.path)
        XCTAssertEqual(only.stdout.split(separator: "\n").map { $0.hasSuffix("(use_case_location)") }, [true], only.stdout)
        XCTAssertEqual(only.stderr, "", "use_case_location is written: the former id stands for itself alone")
        try TestSupport.write([("Data/FeedRepository.swift", """
            import Foundation
            // archlint:disable:next datasource_protocol_location
            final class FeedRepository: GetFeedUseCase {
                func execute() async throws -> [Post] { [] }
            }
            // archlint:disable:next datasource_protocol_location
            struct CachedFeed: GetFeedUseCase {
                func execute() async throws -> [Post] { [] }
            }
            """)], into: folder)
        let suppressed = try TestSupport.run(["--quiet", "."], in: folder.path)
        XCTAssertEqual(suppressed.stdout.split(separator: "\n").map { $0.hasSuffix("(datasource_protocol_location)") }, [true], suppressed.stdout)
        XCTAssertEqual(suppressed.stderr, note.replacingOccurrences(of: "--disable", with: "Data/FeedRepository.swift:2"))
        try TestSupport.write([(".archlint.json", "{ \"rules\": { \"datasource_protocol_location\": { \"severity\": \"error\" } } }\n")], into: folder)
        let configured = try TestSupport.run(["--quiet", "."], in: folder.path)
        XCTAssertEqual(configured.stderr, note.replacingOccurrences(of: "--disable", with: ".archlint.json"))
    }

    /// `view_model_naming`, whose findings about view models nothing uses are `unused_view_model`
    /// since 2026-11-27, reaches them as `datasource_protocol_location` reaches `use_case_location`.
    func testViewModelNamingStandsForUnusedViewModel() throws {
        let unused = [("Presentation/Orders/OrdersViewModel.swift", "final class OrdersViewModel: ObservableObject {}\n")]
        XCTAssertEqual(findings(unused), ["Presentation/Orders/OrdersViewModel.swift:1 warning unused_view_model"])
        let off = try configuration("{ \"rules\": { \"view_model_naming\": { \"severity\": \"off\" } } }")
        XCTAssertNil(off.severity(of: "unused_view_model", default: .warning))
        XCTAssertEqual(off.formerRuleIDUses, [FormerRuleIDUse(former: "view_model_naming", id: "unused_view_model", place: ".archlint.json")])
        let suppressed = Linter.lint(TestSupport.project([("Presentation/Orders/OrdersViewModel.swift",
                                                           "// archlint:disable:next view_model_naming\nfinal class OrdersViewModel: ObservableObject {}\n")]))
        XCTAssertEqual(suppressed.findings.map(\.rule), [])
    }

    func testExplainSaysWhatTheFormerIDBecame() throws {
        let former = try TestSupport.run(["explain", "datasource_protocol_location"])
        XCTAssertEqual(former.status, 0, former.stderr)
        XCTAssertTrue(former.stdout.hasPrefix("datasource_protocol_location: Data source protocol location\n"), former.stdout)
        // Wrapped as the rationale is.
        let text = former.stdout.replacingOccurrences(of: "\n", with: " ")
        XCTAssertTrue(text.contains("Since 2026-11-27, what `datasource_protocol_location` reported is reported as "
                                    + "`datasource_protocol_location` and `use_case_location`."), former.stdout)
        let current = try TestSupport.run(["explain", "use_case_location"])
        XCTAssertTrue(current.stdout.replacingOccurrences(of: "\n", with: " ").contains("Reported as `datasource_protocol_location` until 2026-11-27."),
                      current.stdout)
    }
}
