import Foundation
import XCTest
@testable import ArchlintModel
@testable import ArchlintEngine

/// archlint checks other people's architecture; its own passes the same test. Sources/.archlint.json
/// makes each pipeline folder a layer that may use only the folders before it.
final class SelfArchitectureTests: XCTestCase {
    private let sources = TestSupport.repositoryRoot.appendingPathComponent("Sources").path

    func testThePipelineOnlyLooksForward() {
        let result = TestSupport.lint(folder: sources)
        XCTAssertEqual(result.project.configuration.origin?.shown, ".archlint.json", "Sources/.archlint.json is the configuration")
        XCTAssertEqual(result.project.files.filter { $0.layer == nil }.map(\.source.path), [], "every source file is in a pipeline layer")
        XCTAssertEqual(result.findings.map { "\($0.file):\($0.line): \($0.message) (\($0.rule))" }, [])
    }

    /// The configuration does catch a back-reference: a scanner file naming a model type.
    func testABackReferenceIsAnError() throws {
        let configuration = try ConfigurationLoader.load(bytes: Array(try String(contentsOfFile: sources + "/.archlint.json", encoding: .utf8).utf8),
                                                         source: ".archlint.json", over: .builtIn())
        let project = Project.inMemory([("ArchlintKit/Model/Layer.swift", "struct LayerModel {}\n"),
                                        ("ArchlintKit/Scan/Walker.swift", "struct Walker { let layer: LayerModel }\n")],
                                       configuration: configuration)
        let findings = Linter.lint(project).findings.map { "\($0.file):\($0.line) \($0.rule)" }
        XCTAssertEqual(findings, ["ArchlintKit/Scan/Walker.swift:1 dependency_rule"])
    }
}
