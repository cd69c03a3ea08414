import Foundation
import XCTest
@testable import ArchlintKit

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

    func testFindingsAreTheSameFromTheFolderItsParentAndASubfolder() throws {
        for layout in try layouts() {
            let folder = Self.root + "/" + layout
            let subfolder = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: folder).sorted().first { name in
                var isFolder: ObjCBool = false
                return !name.contains(".") && FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder) && isFolder.boolValue
            }, "\(layout) has no subfolder")
            let fromFolder = try findings(["."], in: folder, relativeTo: folder)
            XCTAssertFalse(fromFolder.isEmpty, "\(layout) produces no finding")
            XCTAssertEqual(try findings([layout], in: Self.root, relativeTo: folder), fromFolder, "\(layout) linted from its parent")
            XCTAssertEqual(try findings(["Layouts/" + layout], in: TestSupport.fixture(""), relativeTo: folder), fromFolder,
                           "\(layout) linted from two folders up")
            XCTAssertEqual(try findings([".."], in: folder + "/" + subfolder, relativeTo: folder), fromFolder,
                           "\(layout) linted from its subfolder \(subfolder)")
        }
    }

    /// The findings of one CLI run as `file:line: rule`, the file relative to `folder`, sorted.
    private func findings(_ paths: [String], in directory: String, relativeTo folder: String) throws -> [String] {
        let run = try TestSupport.run(["--reporter", "json", "--quiet"] + paths, in: directory)
        XCTAssertEqual(run.status, 1, "archlint \(paths) in \(directory): \(run.stderr)")
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stdout)
        let base = URL(fileURLWithPath: folder).standardizedFileURL.path + "/"
        return try XCTUnwrap(report["findings"] as? [[String: Any]]).map { finding in
            let file = finding["file"] as? String ?? ""
            let absolute = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)).standardizedFileURL.path
            let relative = absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : absolute
            return "\(relative):\(finding["line"] as? Int ?? 0): \(finding["rule"] as? String ?? "")"
        }.sorted()
    }
}
