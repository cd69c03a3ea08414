import Foundation
import XCTest
@testable import ArchlintScan
@testable import ArchlintRules

/// Compiler-style verified fixtures: every line carrying `// expect: rule_id` must produce that
/// finding exactly once (`rule_id×2`: exactly twice), and any finding on a line without its marker
/// fails the test. The reference apps carry
/// no marker: they must lint clean.
final class FixtureTests: XCTestCase {
    /// Every rule has a verified fixture folder named after it, and every folder is a rule's: each
    /// rule's generated test case checks its folder's markers (`RuleVerification.fixture`).
    func testEachViolationFixtureIsARules() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: TestSupport.fixture("Violations")).filter { !$0.hasPrefix(".") }
        XCTAssertEqual(folders.sorted(), RuleRegistry.ids.sorted())
    }

    /// The comparison counts: a rule listed once must fire once on its line, `rule×N` N times.
    func testMarkersAreComparedAsMultisets() {
        let source = SourceFile(path: "A.swift", bytes: Array("let a = 1 // expect: dto_leak, dependency_rule×2\nlet b = 2 // expect: dto_leak×x\n".utf8))
        XCTAssertEqual(TestSupport.expectations(in: source),
                       ["A.swift:1: dto_leak", "A.swift:1: dependency_rule", "A.swift:1: dependency_rule", "A.swift:2: dto_leak×x"])
        let twice = ["A.swift:1: dependency_rule", "A.swift:1: dependency_rule"]
        XCTAssertEqual(TestSupport.multisetDifference(twice, ["A.swift:1: dependency_rule"]), ["A.swift:1: dependency_rule"])
        XCTAssertEqual(TestSupport.multisetDifference(["A.swift:1: dependency_rule"], twice), [])
        XCTAssertEqual(TestSupport.multisetDifference(twice, twice), [])
    }

    /// The README's first run: `swift run archlint Fixtures/Showcase` shows each core rule once,
    /// as its markers say, and exits 1.
    func testShowcaseShowsEachCoreRuleOnce() throws {
        let folder = TestSupport.fixture("Showcase")
        TestSupport.checkMarkers(folder: folder)
        let result = TestSupport.lint(folder: folder)
        let core = ["dependency_rule", "dto_leak", "codable_entity", "pass_through_use_case", "mapper_location"]
        for id in core {
            XCTAssertEqual(result.findings.filter { $0.rule == id }.count, 1, "\(id) in Fixtures/Showcase")
        }
        XCTAssertEqual(result.exitCode(), 1)
        // Every file lies in a layer, so the first run shows no "in no layer" surprise.
        XCTAssertEqual(result.project.files.indices.filter { result.project.layer(of: $0) == nil }.map { result.project.files[$0].source.path }, [])
        // From the repository root, as the README runs it.
        let run = try TestSupport.run(["Fixtures/Showcase"], in: TestSupport.repositoryRoot.path)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stdout.contains("Fixtures/Showcase/Domain/Entities/Recipe.swift:4:41: error: "), run.stdout)
    }

    func testPokedexReferenceAppLintsClean() {
        let result = TestSupport.lint(folder: TestSupport.fixture("Pokedex"))
        XCTAssertEqual(result.findings.map { "\($0.file):\($0.line): \($0.rule): \($0.message)" }, [])
        XCTAssertEqual(result.exitCode(), 0)
        XCTAssertGreaterThan(result.project.files.count, 10)
        // Every file of the reference app lies in a layer.
        XCTAssertEqual(result.project.files.indices.filter { result.project.layer(of: $0) == nil }.map { result.project.files[$0].source.path }, [])
    }

    func testTodoReferenceAppLintsClean() {
        let result = TestSupport.lint(folder: TestSupport.fixture("Todo"))
        XCTAssertEqual(result.findings.map { "\($0.file):\($0.line): \($0.rule): \($0.message)" }, [])
        XCTAssertEqual(result.exitCode(), 0)
        // It is a package with one target per layer: every file belongs to a module of its layer.
        for file in result.project.files {
            XCTAssertNotNil(file.module, file.source.path)
        }
        XCTAssertEqual(result.project.moduleLayers.keys.sorted(), ["App", "Core", "Data", "Domain", "Presentation"])
    }

    func testReferenceAppsCLIExitZero() throws {
        for app in ["Pokedex", "Todo"] {
            let run = try TestSupport.run(["."], in: TestSupport.fixture(app))
            XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
            XCTAssertEqual(run.stdout, "")
        }
    }
}
