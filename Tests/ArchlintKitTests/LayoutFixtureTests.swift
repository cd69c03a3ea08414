import Foundation
import XCTest
@testable import ArchlintScan
@testable import ArchlintModel
@testable import ArchlintEngine

/// The project layouts of `Fixtures/Layouts/`, one miniature per layout where a layer used to be
/// guessed wrong (vertical-slice targets, a `*SwiftUI` app target, feature folders named App, a
/// `*Container` view, Xcode frameworks, a workspace, Core inside a target, lowercase features):
/// each must produce exactly the findings its markers name, show the layers its
/// `expected-layers.txt` lists, and give the same findings wherever archlint is started.
final class LayoutFixtureTests: XCTestCase {
    private static let root = TestSupport.fixture("Layouts")

    private func layouts() throws -> [String] {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root).filter { !$0.hasPrefix(".") }.sorted()
        XCTAssertGreaterThanOrEqual(folders.count, 8, "layouts in \(Self.root)")
        return folders.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: Self.root + "/" + name, isDirectory: &isFolder) && isFolder.boolValue
        }
    }

    func testEveryLayoutProducesExactlyTheFindingsItsMarkersName() throws {
        for layout in try layouts() {
            let folder = Self.root + "/" + layout
            TestSupport.checkMarkers(folder: folder)
            // A layout without a single marker would pass the comparison by finding nothing.
            XCTAssertFalse(TestSupport.lint(folder: folder).findings.isEmpty, "\(layout) produces no finding")
        }
    }

    func testMarkersInXcodeProjectsAreRead() throws {
        // A target dependency's finding is reported in project.pbxproj: the marker check must see
        // the markers there, or a missing finding would go unnoticed.
        let path = "Shop.xcodeproj/project.pbxproj"
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: Self.root + "/XcodeFrameworks/" + path))
        let markers = TestSupport.expectations(in: SourceFile(path: path, bytes: Array(bytes)))
        XCTAssertEqual(markers.count, 1, "\(markers)")
        XCTAssertTrue(markers.allSatisfy { $0.hasPrefix(path + ":") && $0.hasSuffix(": dependency_rule") }, "\(markers)")
    }

    func testLayersCommandShowsTheExpectedLayers() throws {
        for layout in try layouts() {
            let folder = Self.root + "/" + layout
            guard let expected = try? String(contentsOfFile: folder + "/expected-layers.txt", encoding: .utf8) else {
                XCTFail("\(layout) has no expected-layers.txt")
                continue
            }
            let run = try TestSupport.run(["layers", "."], in: folder)
            XCTAssertEqual(run.status, 0, "\(layout): \(run.stderr)")
            XCTAssertEqual(run.stdout, expected, "archlint layers . in \(layout)")
        }
    }

    /// `archlint FOLDER` lints the folder within its project: its findings are those of the whole
    /// project's lint that lie in it, whether archlint starts in the project's root, in the folder
    /// or above the project.
    func testAFolderHasTheFindingsOfTheProjectsLintWhereverArchlintStarts() throws {
        for layout in try layouts() {
            let parent = try TestSupport.temporaryFolder().path
            defer { try? FileManager.default.removeItem(atPath: parent) }
            // Out of this repository, a layout is checked out as a repository of its own.
            let root = try copy(layout, into: parent, named: layout, repository: true)
            let whole = try findings(["."], in: root)
            XCTAssertFalse(whole.isEmpty, "\(layout) produces no finding")
            for folder in try foldersWithSwiftFiles(in: root) {
                let inside = whole.filter { ModuleMap.isWithin($0.file, folder) }
                XCTAssertEqual(try findings([relative(folder, to: root)], in: root), inside, "\(layout): \(folder) from the project's root")
                XCTAssertEqual(try findings(["."], in: folder), inside, "\(layout): \(folder) from itself")
                XCTAssertEqual(try findings([relative(folder, to: parent)], in: parent), inside, "\(layout): \(folder) from above the project")
            }
        }
    }

    /// A CI workspace, a source archive or a build context is often named `app` or `core`: the
    /// name of the folder a project lies in decides no layer, in a repository or not.
    func testTheNameOfTheFolderAProjectLiesInDecidesNoLayer() throws {
        for layout in try layouts() {
            let expected = try outline(Self.root + "/" + layout)
            // Each name once, in a repository or not by turns: `app` and `presentation` are seen in both
            // cases of their first letter, each case one way.
            for (number, name) in ["app", "App", "core", "data", "domain", "presentation", "Presentation"].enumerated() {
                let repository = number % 2 == 1
                let parent = try TestSupport.temporaryFolder().path
                defer { try? FileManager.default.removeItem(atPath: parent) }
                let copied = try outline(try copy(layout, into: parent, named: name, repository: repository))
                XCTAssertEqual(copied, expected, "\(layout) in a folder named \(name)\(repository ? ", a repository" : "")")
            }
        }
    }

    /// A layout copied to `parent/name`, with an empty `.git` folder when it is to be a repository.
    /// `archlint init` on every layout gives the layers lint gives without it: it writes down what
    /// the code decided, and proposes no layer for left-over code or the build's own files.
    func testInitKeepsEveryLayoutsLayers() throws {
        for layout in try layouts() {
            let parent = try TestSupport.temporaryFolder().path
            defer { try? FileManager.default.removeItem(atPath: parent) }
            let root = try copy(layout, into: parent, named: layout, repository: true)
            let before = try outline(root)
            guard !FileManager.default.fileExists(atPath: root + "/.archlint.json") else { continue }
            let run = try TestSupport.run(["init", "."], in: root)
            XCTAssertEqual(run.status, 0, "\(layout): \(run.stderr)")
            XCTAssertEqual(try outline(root), before, "\(layout): the layers after init")
            let written = try String(contentsOfFile: root + "/.archlint.json", encoding: .utf8)
            XCTAssertFalse(written.contains("Legacy"), "\(layout): init proposed a layer for code no target compiles\n\(written)")
        }
    }

    private func copy(_ layout: String, into parent: String, named name: String, repository: Bool) throws -> String {
        let copy = parent + "/" + name
        try FileManager.default.copyItem(atPath: Self.root + "/" + layout, toPath: copy)
        if repository { try FileManager.default.createDirectory(atPath: copy + "/.git", withIntermediateDirectories: false) }
        return copy
    }

    /// `root` and every folder under it that holds a Swift source at any depth.
    private func foldersWithSwiftFiles(in root: String) throws -> [String] {
        let sources = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") && !$0.hasSuffix("Package.swift") }
        var folders: Set<String> = [root]
        for source in sources {
            var parts = source.split(separator: "/").dropLast()
            while !parts.isEmpty {
                folders.insert(root + "/" + parts.joined(separator: "/"))
                parts = parts.dropLast()
            }
        }
        return folders.sorted()
    }

    private func relative(_ folder: String, to base: String) -> String {
        folder == base ? "." : String(folder.dropFirst(base.count + 1))
    }

    /// The findings of `archlint PATHS` run in `directory`, through the library's entry point, as
    /// (absolute file, `line: rule`), sorted. The library walks a relative path from the process's
    /// own folder: each is given resolved.
    private func findings(_ paths: [String], in directory: String) throws -> [Located] {
        try Archlint.lint(paths.map { Paths.absolute($0, directory) }, workingDirectory: directory).findings
            .map { Located(file: Paths.absolute($0.file, directory), finding: "\($0.line): \($0.rule)") }.sorted()
    }

    private struct Located: Comparable {
        let file: String
        let finding: String

        static func < (lhs: Located, rhs: Located) -> Bool { (lhs.file, lhs.finding) < (rhs.file, rhs.finding) }
    }

    /// What a lint from inside `folder` sees, its paths relative to it: the findings, the layer of
    /// every file and of every module.
    private func outline(_ folder: String) throws -> [String] {
        let result = try Archlint.lint([folder], workingDirectory: folder)
        let project = result.project
        let layers = project.configuration.layers.map(\.name)
        return result.findings.map { "\($0.file):\($0.line): \($0.rule)" }
            + project.files.indices.map { "\(project.files[$0].source.path) in \(project.layerName(of: $0) ?? "no layer")" }.sorted()
            + project.modules.map { "module \($0.module.name) in \($0.layer.map { layers[$0] } ?? "no layer")" }.sorted()
    }
}
