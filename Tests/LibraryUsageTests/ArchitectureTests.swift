import ArchlintKit
import Foundation
import XCTest

/// A rule of the project's own: view models publish state that views read on the main thread,
/// so they are isolated to the main actor.
struct MainActorViewModelRule: Rule {
    static let description = RuleDescription(
        id: "main_actor_view_model",
        name: "Main-actor view model",
        summary: "A view model class is not marked @MainActor.",
        rationale: "Views read a view model's state on the main thread; @MainActor makes the compiler keep every write there too.",
        severity: .error)

    func check(_ project: Project, into violations: inout [Violation]) {
        for (fileIndex, file) in project.files.enumerated() {
            for (index, declaration) in file.source.declarations.enumerated()
            where declaration.kind == .class && !declaration.attributes.contains("MainActor")
                && project.roles(of: Project.DeclarationID(file: fileIndex, declaration: index)).contains(.viewModel) {
                violations.append(Violation(file: fileIndex, line: declaration.line, column: declaration.column,
                                            message: "\(declaration.name) is a view model off the main actor; mark it @MainActor",
                                            subject: declaration.qualifiedName))
            }
        }
    }
}

final class ArchitectureTests: XCTestCase {
    /// The package's folder: Xcode and SwiftPM run tests from folders of their own choosing.
    private let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The built-in rules with the project's `.archlint.json`, and the project's own rule.
    func testTheSourcesKeepTheArchitecture() throws {
        let result = try Archlint.lint(["Sources"], workingDirectory: packageRoot, adding: [MainActorViewModelRule()])
        XCTAssertEqual(result.problems, [])
        XCTAssertTrue(result.findings.isEmpty, result.report(as: "xcode") ?? "")
    }

    /// The project's rule, tried on a few lines.
    func testAViewModelOffTheMainActorIsFound() throws {
        let result = try Archlint.lint(files: [
            ("Presentation/ProfileViewModel.swift", "final class ProfileViewModel: ObservableObject {}\n"),
            ("Presentation/SettingsViewModel.swift", "@MainActor\nfinal class SettingsViewModel: ObservableObject {}\n"),
        ], adding: [MainActorViewModelRule()])
        let ownRule = result.findings.filter { $0.rule == MainActorViewModelRule.description.id }
        XCTAssertEqual(ownRule.map { "\($0.file):\($0.line)" }, ["Presentation/ProfileViewModel.swift:1"])
    }
}
