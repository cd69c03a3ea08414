import Foundation
import XCTest
@testable import ArchlintKit

/// The README's adoption recipes run as users run them, on the built binary: a baseline that a
/// pull request's file list can neither empty nor call fixed, wrong paths that fail, and a single
/// file linted within its project.
final class AdoptionRecipeTests: TemporaryFolderTestCase {
    /// Three files with findings, and a DTO that Presentation names (a finding that needs two files).
    private let project: [(path: String, code: String)] = [
        ("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\")\n"),
        ("Domain/User.swift", "import UIKit\nstruct User: Codable { let name: String }\n"),
        ("Domain/Order.swift", "import UIKit\nstruct Order: Codable { let id: Int }\n"),
        ("Data/UserDTO.swift", "struct UserDTO: Decodable { let name: String }\n"),
        ("Presentation/UserView.swift", "import SwiftUI\nstruct UserView: View {\n    let user: UserDTO\n    var body: some View { Text(user.name) }\n}\n"),
    ]

    private func lint(_ arguments: [String], stdin: String? = nil) throws -> TestSupport.Run {
        try TestSupport.run(arguments, in: folder.path, stdin: stdin)
    }

    private func baselineEntries() throws -> [[String: Any]] {
        let data = try Data(contentsOf: folder.appendingPathComponent("archlint-baseline.json"))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try XCTUnwrap(object["findings"] as? [[String: Any]])
    }

    /// `git diff --name-only | archlint --files-from - --baseline …`, then `--write-baseline` the same
    /// way: the other files' entries are neither "fixed" nor pruned.
    func testThePullRequestRecipeLosesNoBaselineEntry() throws {
        try TestSupport.write(project, into: folder)
        let full = try lint(["--write-baseline", "archlint-baseline.json", "."])
        XCTAssertEqual(full.status, 0, full.stderr)
        let recorded = try baselineEntries()
        XCTAssertEqual(Set(recorded.compactMap { $0["file"] as? String }), ["Domain/Order.swift", "Domain/User.swift", "Presentation/UserView.swift"])

        let changed = "Domain/User.swift\nREADME.md\n"
        let review = try lint(["--files-from", "-", "--baseline", "archlint-baseline.json", "."], stdin: changed)
        XCTAssertEqual(review.status, 0, review.stderr)
        XCTAssertEqual(review.stdout, "")
        XCTAssertFalse(review.stderr.contains("fixed"), "files outside the list were not looked at: \(review.stderr)")
        XCTAssertTrue(review.stderr.contains("the baseline archlint-baseline.json hid 2 findings"), review.stderr)

        let rewrite = try lint(["--files-from", "-", "--write-baseline", "archlint-baseline.json", "."], stdin: changed)
        XCTAssertEqual(rewrite.status, 0, rewrite.stderr)
        XCTAssertEqual(try baselineEntries().count, recorded.count, "a partial run keeps every other file's entries")
        XCTAssertTrue(rewrite.stderr.contains("kept 3 entries of files or rules outside this run's scope"), rewrite.stderr)

        // Fixing the listed file's import: that entry alone is fixed, and alone pruned.
        try "struct User: Codable { let name: String }\n".write(to: folder.appendingPathComponent("Domain/User.swift"), atomically: true, encoding: .utf8)
        let fixed = try lint(["--files-from", "-", "--baseline", "archlint-baseline.json", "."], stdin: changed)
        XCTAssertTrue(fixed.stderr.contains("1 baseline finding is fixed"), fixed.stderr)
        XCTAssertTrue(fixed.stderr.contains("Domain/User.swift: dependency_rule import UIKit"), fixed.stderr)
        _ = try lint(["--files-from", "-", "--write-baseline", "archlint-baseline.json", "."], stdin: changed)
        let pruned = try baselineEntries()
        XCTAssertEqual(pruned.count, recorded.count - 1)
        XCTAssertFalse(pruned.contains { $0["file"] as? String == "Domain/User.swift" && $0["rule"] as? String == "dependency_rule" })
        let whole = try lint(["--baseline", "archlint-baseline.json", "."])
        XCTAssertEqual(whole.status, 0, whole.stdout + whole.stderr)
        XCTAssertFalse(whole.stderr.contains("fixed"), whole.stderr)
    }

    func testAWrongPathFailsAlone() throws {
        try TestSupport.write(project, into: folder)
        let missing = try lint([".", "Soruces"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stdout, "")
        XCTAssertEqual(missing.stderr, "archlint: error: Soruces: no such file or folder\n")

        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Docs"), withIntermediateDirectories: true)
        let empty = try lint(["Docs"])
        XCTAssertEqual(empty.status, 2)
        XCTAssertEqual(empty.stderr, "archlint: error: no lintable Swift files found under Docs (pass --allow-zero-lintable-files if that is expected)\n")
        let allowed = try lint(["--allow-zero-lintable-files", "Docs"])
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        for command in ["audit", "graph", "layers", "dump"] {
            XCTAssertEqual(try lint([command, "Docs"]).status, 2, command)
        }

        let initMissing = try lint(["init", "NoSuchApp"])
        XCTAssertEqual(initMissing.status, 2)
        XCTAssertTrue(initMissing.stderr.hasPrefix("archlint: error: NoSuchApp: no such folder"), initMissing.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("NoSuchApp").path), "init never creates the folder")
    }

    /// `archlint Presentation/UserView.swift`: the DTO it names is declared in another file, so the
    /// finding exists only when the file is linted within its project; other files stay unreported.
    func testASingleFileIsLintedWithinItsProject() throws {
        try TestSupport.write(project, into: folder)
        let run = try lint(["Presentation/UserView.swift"])
        XCTAssertEqual(run.status, 1, run.stderr)
        let lines = run.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, run.stdout)
        XCTAssertTrue(lines[0].hasPrefix("Presentation/UserView.swift:3:15: error: "), run.stdout)
        XCTAssertTrue(lines[0].hasSuffix("(dto_leak)"), run.stdout)

        // From another folder, by an absolute path: the same finding, the same project.
        let absolute = try TestSupport.run([folder.appendingPathComponent("Presentation/UserView.swift").path], in: "/")
        XCTAssertTrue(absolute.stdout.contains("UserView.swift:3:15: error: ") && absolute.stdout.contains("(dto_leak)"), absolute.stdout)
        XCTAssertEqual(absolute.stdout.split(separator: "\n").count, 1, absolute.stdout)
    }

    /// A pre-commit hook lints the changed files by name: in a project without a manifest (an
    /// Xcode project, a repository of plain folders, or plain folders alone) each is linted within
    /// the project all the same, from its root or, by an absolute path, from elsewhere.
    func testASingleFileIsLintedWithinAProjectWithoutAManifest() throws {
        let projectFiles = project.filter { $0.path != "Package.swift" }
        for (name, marker) in [("xcode", "App.xcodeproj/"), ("repository", ".git/"), ("plain", nil)] as [(String, String?)] {
            let root = folder.appendingPathComponent(name)
            try TestSupport.write(projectFiles, into: root)
            if let marker { try FileManager.default.createDirectory(at: root.appendingPathComponent(marker), withIntermediateDirectories: true) }
            let run = try TestSupport.run(["Presentation/UserView.swift"], in: root.path)
            XCTAssertEqual(run.status, 1, "\(name): \(run.stderr)")
            XCTAssertEqual(run.stdout.split(separator: "\n").map { $0.hasSuffix("(dto_leak)") }, [true], "\(name): \(run.stdout)")
            guard marker != nil else { continue }
            let absolute = try TestSupport.run([root.appendingPathComponent("Presentation/UserView.swift").path], in: "/")
            XCTAssertEqual(absolute.stdout.split(separator: "\n").map { $0.hasSuffix("(dto_leak)") }, [true], "\(name): \(absolute.stdout)")
        }
    }

    /// A local package of an app (named by the app's manifest, or by its Xcode project as a group
    /// or a local package reference) is part of the app: a folder or file in it is linted with the
    /// app's other modules, as `archlint .` at the app's root lints it. A package nothing names is
    /// a project of its own.
    func testAFolderInALocalPackageIsLintedWithTheAppThatUsesIt() throws {
        let app = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", dependencies: [.package(path: \"Packages/Domain\")],\n"
            + "    targets: [.target(name: \"Presentation\", dependencies: [\"Domain\"], path: \"Presentation\")])\n"
        let domain = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Domain\", targets: [.target(name: \"Domain\", path: \"Sources/Domain\")])\n"
        let files = [("Package.swift", app), ("Packages/Domain/Package.swift", domain),
                     ("Packages/Domain/Sources/Domain/User.swift", "import Presentation\nstruct User { let shownIn: UserView? }\n"),
                     ("Presentation/UserView.swift", "import Domain\nstruct UserView { let user: User }\n")]
        for (name, manifest) in [("named", app), ("unnamed", app.replacingOccurrences(of: "dependencies: [.package(path: \"Packages/Domain\")],", with: ""))] {
            let root = folder.appendingPathComponent(name)
            try TestSupport.write(files.map { $0.0 == "Package.swift" ? ($0.0, manifest) : $0 }, into: root)
            try TestSupport.git(["init", "-q"], in: root.path)
            let whole = try TestSupport.run(["."], in: root.path).stdout.split(separator: "\n").filter { $0.hasPrefix("Packages/") }
            XCTAssertEqual(whole.count, 2, "\(name): Domain imports Presentation and names its UserView: \(whole)")
            for path in ["Packages/Domain", "Packages/Domain/Sources", "Packages/Domain/Sources/Domain/User.swift"] {
                let run = try TestSupport.run([path], in: root.path)
                // The app is read, the PATH's one file checked and counted.
                XCTAssertTrue(run.stderr.contains("in 1 file (1 file checked with the built-in rules)"), "\(name): \(path): \(run.stderr)")
                let part = run.stdout.split(separator: "\n").filter { !$0.isEmpty }
                if name == "named" {
                    XCTAssertEqual(part, whole, "\(name): \(path)")
                } else {
                    // Its own project: the app's UserView is not in it.
                    XCTAssertEqual(part.count, 1, "\(name): \(path): \(part)")
                }
            }
        }
    }
}
