import XCTest
@testable import ArchlintKit
@testable import archlint_generate

/// The files made from the code (`GeneratedFiles`: rules.json's rule list, DefaultRules.swift, the
/// schema's rule ids, the references under docs/, the per-rule tests, the golden reports) are what
/// `swift run archlint-generate` writes. The tests compare; they never write.
final class GeneratedFilesTests: XCTestCase {
    private let root = TestSupport.repositoryRoot

    func testEveryGeneratedFileIsCurrent() throws {
        for file in try GeneratedFiles.all(root: root) {
            let onDisk = try? String(contentsOf: root.appendingPathComponent(file.path), encoding: .utf8)
            XCTAssertTrue(onDisk == file.contents, "\(file.path) is stale (\(Self.firstDifference(onDisk ?? "", file.contents))): "
                          + "run `swift run archlint-generate` and review the diff")
        }
        XCTAssertEqual(try GeneratedFiles.unclaimedGoldens(root: root), [], "goldens of no format or project: `swift run archlint-generate` removes them")
    }

    /// Writing the generated files over themselves changes nothing: each generator reads back what it wrote.
    func testGeneratingTwiceChangesNothing() throws {
        let rules = try GeneratedFiles.read("rules.json", root)
        XCTAssertEqual(try GeneratedFiles.rulesJSON(try GeneratedFiles.rulesJSON(rules)), try GeneratedFiles.rulesJSON(rules))
        let schema = try GeneratedFiles.read("archlint.schema.json", root)
        XCTAssertEqual(try GeneratedFiles.schema(try GeneratedFiles.schema(schema)), try GeneratedFiles.schema(schema))
    }

    /// Only the named object or section is replaced; the hand-written rest stays byte for byte.
    func testOnlyTheGeneratedPartIsReplaced() throws {
        let json = "{\n  \"a\": { \"rules\": 1 },\n  \"rules\": {\n    \"x\": \"}{\"\n  },\n  \"b\": [\"rules\"]\n}\n"
        XCTAssertEqual(try JSONText.replacingObject(named: "rules", indent: "  ", in: json, with: ["    \"y\": 2"], closingIndent: "  "),
                       "{\n  \"a\": { \"rules\": 1 },\n  \"rules\": {\n    \"y\": 2\n  },\n  \"b\": [\"rules\"]\n}\n")
        XCTAssertThrowsError(try JSONText.replacingObject(named: "missing", indent: "  ", in: json, with: [], closingIndent: ""))
        let page = "intro\n<!-- list:begin -->\nold\n<!-- list:end -->\noutro\n"
        XCTAssertEqual(try GeneratedFiles.section("list", of: page, "new\n"), "intro\n<!-- list:begin -->\nnew\n<!-- list:end -->\noutro\n")
        XCTAssertThrowsError(try GeneratedFiles.section("other", of: page, ""))
    }

    /// Every rule and engine diagnostic has its own test case, named after its type.
    func testEachRuleHasItsOwnTestCase() {
        let tests = GeneratedFiles.ruleTests()
        for description in RuleRegistry.descriptions {
            XCTAssertTrue(tests.contains("RuleVerification.fixture(of: \"\(description.id)\")"), description.id)
        }
        XCTAssertTrue(tests.contains("final class DTOLeakRuleTests: XCTestCase {"))
    }

    /// A rule is listed by its top-level declaration, whatever its modifiers and further conformances.
    func testTheRegistryListsTheRuleTypesDeclaredAtTopLevel() throws {
        XCTAssertEqual(GeneratedFiles.ruleType(declaredBy: "struct DTOLeakRule: FileRule {"), "DTOLeakRule")
        XCTAssertEqual(GeneratedFiles.ruleType(declaredBy: "package final struct A: Rule, Equatable {"), "A")
        XCTAssertNil(GeneratedFiles.ruleType(declaredBy: "    struct Nested: Rule {"))
        XCTAssertNil(GeneratedFiles.ruleType(declaredBy: "struct Placement: Equatable {"))
        XCTAssertNil(GeneratedFiles.ruleType(declaredBy: "struct RuleOptions: RuleSet {"))
        let registry = try GeneratedFiles.ruleRegistry(root)
        for rule in RuleRegistry.all {
            XCTAssertTrue(registry.contains("        \(String(describing: type(of: rule)))(),\n"))
        }
    }

    /// "line 12: …" for the first line that differs, so a stale golden says where.
    private static func firstDifference(_ old: String, _ new: String) -> String {
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(oldLines.count, newLines.count) {
            let before = index < oldLines.count ? String(oldLines[index]) : "(end)"
            let after = index < newLines.count ? String(newLines[index]) : "(end)"
            if before != after { return "line \(index + 1): \(before.prefix(80)) -> \(after.prefix(80))" }
        }
        return "same lines"
    }
}
