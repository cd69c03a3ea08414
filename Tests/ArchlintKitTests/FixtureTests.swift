import Foundation
import XCTest
@testable import ArchlintKit

/// Compiler-style verified fixtures: every line carrying `// expect: rule_id` must produce that
/// finding, and any finding on a line without its marker fails the test. The reference apps carry
/// no marker: they must lint clean.
final class FixtureTests: XCTestCase {
    private func checkMarkers(_ folder: String, file: StaticString = #filePath, line: UInt = #line) {
        let result = TestSupport.lint(folder: folder)
        XCTAssertEqual(result.problems, [], "input problems in \(folder)", file: file, line: line)
        XCTAssertFalse(result.project.files.isEmpty, "no Swift files in \(folder)", file: file, line: line)
        // Markers in the linted files, and in Package.swift manifests (a manifest finding is
        // reported at the dependency's line).
        let manifests = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix("Package.swift") }
            .compactMap { path in FileManager.default.contents(atPath: folder + "/" + path).map { SourceFile(path: path, bytes: Array($0)) } }
        let expected = (result.project.files.map(\.source) + manifests).flatMap { TestSupport.expectations(in: $0) }
        let found = result.findings.map { "\($0.file):\($0.line): \($0.rule)" }
        let missing = Set(expected).subtracting(found).sorted()
        let unexpected = Set(found).subtracting(expected).sorted()
        let messages = result.findings.map { "\($0.file):\($0.line):\($0.column): \($0.rule): \($0.message)" }
        XCTAssertEqual(missing, [], "missed findings in \(folder)", file: file, line: line)
        XCTAssertEqual(unexpected, [], "unexpected findings in \(folder):\n\(messages.joined(separator: "\n"))", file: file, line: line)
    }

    func testViolationFixtures() throws {
        let root = TestSupport.fixture("Violations")
        let folders = try FileManager.default.contentsOfDirectory(atPath: root).filter { !$0.hasPrefix(".") }.sorted()
        // Every rule has a verified fixture folder named after it.
        XCTAssertEqual(Set(folders).intersection(RuleRegistry.ids).sorted(), RuleRegistry.ids.sorted())
        for folder in folders {
            checkMarkers(root + "/" + folder)
        }
    }

    func testViolationFixturesDoProduceFindings() {
        // Guards the marker test against a fixture folder with no marker at all.
        for id in RuleRegistry.ids {
            let result = TestSupport.lint(folder: TestSupport.fixture("Violations/\(id)"))
            XCTAssertTrue(result.findings.contains { $0.rule == id }, "\(id) fixture produces no \(id) finding")
        }
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
