import XCTest
@testable import ArchlintScan
@testable import ArchlintModel
@testable import ArchlintRules
@testable import ArchlintReport
@testable import ArchlintEngine

/// How a baseline counts and places findings: each case beside its near one, so that a count
/// ignored or a tie broken the other way fails.
final class BaselineGuardTests: XCTestCase {
    private let data = ("Data/UserAPI.swift", "final class UserAPI {}\n")

    /// Two findings of one key (rule, file, subject, declaration) are one entry of count 2: two
    /// such findings match it, a third is new, and one finding leaves one of them fixed.
    func testAnEntryMatchesAsManyFindingsAsItsCount() {
        let twice = Linter.lint(TestSupport.project([data, ("Domain/GetUser.swift",
            "struct GetUser {\n    func run() {\n        _ = UserAPI()\n        _ = UserAPI()\n    }\n}\n")]))
        let baseline = Baseline(twice)
        XCTAssertEqual(baseline.entries.map { "\($0.rule) \($0.subject) in \($0.context) ×\($0.count)" },
                       ["dependency_rule \(baseline.entries.first?.subject ?? "") in GetUser.run ×2"])
        XCTAssertEqual(twice.findings.filter { $0.rule == "dependency_rule" }.count, 2)
        let matched = baseline.filter(twice)
        XCTAssertEqual(matched.new.count, 0)
        XCTAssertEqual(matched.fixed, [])

        var once = baseline
        once.entries[0].count = 1
        XCTAssertEqual(once.filter(twice).new.map(\.line), [4])

        var thrice = baseline
        thrice.entries[0].count = 3
        let left = thrice.filter(twice)
        XCTAssertEqual(left.new.count, 0)
        XCTAssertEqual(left.fixed.map(\.count), [1])
    }

    /// A line two declarations of one line each hold takes the first of them as its context:
    /// the outer type, not its method.
    func testTheContextOfALineOfTwoEqualDeclarationsIsTheFirst() {
        let result = Linter.lint(TestSupport.project([data, ("Domain/GetUser.swift",
            "struct GetUser { func run() -> UserAPI { UserAPI() } }\n\nstruct Other {\n    func run() -> UserAPI { UserAPI() }\n}\n")]))
        XCTAssertEqual(Baseline(result).entries.map { "\($0.context) ×\($0.count)" }, ["GetUser ×1", "Other.run ×1"])
    }

    /// A count is a whole number from 1 to a million; its bounds and a fraction are refused, the
    /// bounds themselves taken.
    func testACountIsAWholeNumberFromOne() {
        func parsed(_ count: String) -> String {
            let text = #"{"findings": [{"rule": "dto_leak", "file": "A.swift", "subject": "X", "context": "", "count": \#(count)}]}"#
            do {
                return "\(try Baseline.parse(Array(text.utf8), source: "b.json").entries.map(\.count))"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(parsed("1"), "[1]")
        XCTAssertEqual(parsed("1000000"), "[1000000]")
        for wrong in ["0", "1000001", "1.5"] {
            XCTAssertEqual(parsed(wrong), #"b.json:1:95: "count" must be a whole number from 1"#, wrong)
        }
    }

    /// A key the file repeats is one entry of the summed count, as matching reads it.
    func testRepeatedEntriesAreOneOfTheirSum() {
        let entry = Baseline.Entry(rule: "dto_leak", file: "A.swift", subject: "X", context: "", count: 2)
        var other = entry
        other.subject = "W"
        var again = entry
        again.count = 1
        XCTAssertEqual(Baseline(entries: [entry, other, again]).entries.map { "\($0.subject) ×\($0.count)" }, ["W ×2", "X ×3"])
    }

    /// A file that changed since the scan gives its findings no context, whatever their line: its
    /// table of declarations is empty, and no line is looked up in it.
    func testAFileChangedSinceTheScanGivesNoContext() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Feed.swift")
        try Data("struct Feed {\n    func load() {\n    }\n}\n".utf8).write(to: file)
        let options = ProjectLoader.Options(paths: [folder.path], workingDirectory: folder.path)
        let (project, _) = ProjectLoader.project(options, configuration: .builtIn())
        var contexts = Baseline.Contexts(project)
        XCTAssertEqual(contexts.context(of: "Feed.swift", line: 3), "Feed.load")
        try Data("// replaced\n".utf8).write(to: file)
        var afterChange = Baseline.Contexts(project)
        XCTAssertEqual(afterChange.context(of: "Feed.swift", line: 3), "")
    }
}
