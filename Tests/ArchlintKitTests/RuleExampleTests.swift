import XCTest
@testable import ArchlintRules
@testable import ArchlintEngine

/// What every rule's description holds (examples, a rationale, a snake_case id) and how
/// `archlint explain` shows it. Each rule's examples and fixture run in its own generated test case
/// (`RuleTests.generated.swift`, checks in `RuleVerification`).
final class RuleExampleTests: XCTestCase {
    func testEveryRuleHasExamples() {
        for description in RuleRegistry.descriptions {
            XCTAssertFalse(description.triggeringExamples.isEmpty, description.id)
            XCTAssertFalse(description.nonTriggeringExamples.isEmpty, description.id)
            XCTAssertFalse(description.rationale.isEmpty, description.id)
            XCTAssertTrue(description.triggeringExamples.allSatisfy { $0.files.contains { $0.code.contains(Example.marker) } },
                          "\(description.id): a triggering example without a ↓ marker")
        }
    }

    func testRuleIDsAreSnakeCaseAndUnique() {
        let ids = RuleRegistry.ids
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ids {
            XCTAssertNotNil(id.range(of: "^[a-z]+(_[a-z]+)*$", options: .regularExpression), id)
        }
    }

    func testExplainPrintsTheRuleWithItsExamples() {
        for description in RuleRegistry.descriptions {
            let text = RuleCatalog.explain(description, configuration: .builtIn())
            XCTAssertTrue(text.hasPrefix("\(description.id): \(description.name)"))
            XCTAssertTrue(text.contains("default severity: \(description.defaultLevel)"))
            XCTAssertTrue(text.contains("\nstatus: \(description.status.rawValue), "), text)
            for example in description.triggeringExamples + description.nonTriggeringExamples {
                XCTAssertTrue(text.contains(example.note), "\(description.id): \(example.note)")
            }
        }
    }

    func testRulesListsEveryRuleWithItsSeverity() {
        let listing = RuleCatalog.list(.builtIn()).split(separator: "\n")
        XCTAssertEqual(listing.count, RuleRegistry.descriptions.count)
        for (line, description) in zip(listing, RuleRegistry.descriptions) {
            XCTAssertTrue(line.hasPrefix(description.id))
            XCTAssertTrue(line.contains(" \(description.defaultLevel) "))
            XCTAssertTrue(line.contains(" \(description.status.rawValue) "))
        }
    }

    /// What `explain` says of a rule's evidence: its status and the measured precision behind it.
    func testExplainShowsTheMeasuredPrecision() {
        let apps = CorpusMeasurement.measuredApps
        let codable = RuleCatalog.explain(CodableEntityRule.description, configuration: .builtIn())
        let counts = CorpusMeasurement.counts["codable_entity"]!
        let judged = counts.trueFindings + counts.falseFindings
        XCTAssertTrue(codable.contains("status: stable, precision 1.00 (\(counts.trueFindings) of \(judged) findings right on the "
                                       + "\(apps) public apps)"), codable)
        let preview = RuleRegistry.descriptions.first { $0.status == .preview }!
        let text = RuleCatalog.explain(preview, configuration: .builtIn())
        XCTAssertTrue(text.contains("default severity: off (a preview rule: \(preview.severity.rawValue) when turned on, on in the strict preset)"), text)
        let unmeasured = RuleRegistry.descriptions.first { $0.measurement == nil }!
        XCTAssertTrue(RuleCatalog.explain(unmeasured, configuration: .builtIn())
            .contains("status: stable, no finding on the \(apps) public apps"))
    }
}
