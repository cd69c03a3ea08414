import Foundation
import XCTest
@testable import ArchlintKit

/// The README's rules section is generated from the rules themselves (with the findings archlint
/// reports on each example), so it cannot drift from the code.
final class ReadmeTests: XCTestCase {
    private let begin = "<!-- rules:begin -->\n"
    private let end = "<!-- rules:end -->"

    func testRulesSectionIsGeneratedFromTheRules() throws {
        let url = TestSupport.repositoryRoot.appendingPathComponent("README.md")
        let readme = try String(contentsOf: url, encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: begin), "README.md has no \(begin)")
        let stop = try XCTUnwrap(readme.range(of: end, range: start.upperBound..<readme.endIndex))
        let current = String(readme[start.upperBound..<stop.lowerBound])
        let generated = RuleCatalog.markdown(.builtIn())
        if current != generated, ProcessInfo.processInfo.environment["ARCHLINT_UPDATE_README"] == "1" {
            try (readme[..<start.upperBound] + generated + readme[stop.lowerBound...]).write(to: url, atomically: true, encoding: .utf8)
            XCTFail("README.md rules section rewritten: test again")
            return
        }
        XCTAssertEqual(current, generated, "README.md rules section is stale: run ARCHLINT_UPDATE_README=1 swift test --filter ReadmeTests")
    }

    func testEveryRuleShowsARealFinding() {
        let generated = RuleCatalog.markdown(.builtIn())
        for id in RuleRegistry.ids {
            XCTAssertTrue(generated.contains("(\(id))\n```"), "no finding shown for \(id)")
        }
    }

    func testSetUpCommandsAreTheOnesCIRuns() throws {
        let readme = try String(contentsOf: TestSupport.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let ci = try String(contentsOf: TestSupport.repositoryRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
        XCTAssertTrue(readme.contains("swift run archlint Fixtures/Pokedex"))
        XCTAssertTrue(readme.contains("swift test "))
        XCTAssertTrue(ci.contains("swift test"))
    }
}
