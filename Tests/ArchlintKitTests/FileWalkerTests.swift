@testable import ArchlintScan
import Foundation
import XCTest

final class FileWalkerTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try TestSupport.temporaryFolder()
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    /// Listed paths relative to `base`, for comparison.
    private func listed(_ root: String, excluding patterns: [String], base: String) throws -> [String] {
        let listing = FileWalker.swiftFiles(under: [root], excluding: try patterns.map(Glob.init))
        XCTAssertEqual(listing.problems, [])
        return listing.files.map { $0.hasPrefix(base + "/") ? String($0.dropFirst(base.count + 1)) : $0 }
    }

    func testEveryExcludeShapeAppliesToFoldersAndFiles() throws {
        try TestSupport.write([
            ("App/Domain/User.swift", ""),
            ("App/Domain/UserTests/UserSpec.swift", ""),       // **/*Tests/**: a folder pattern
            ("App/Mocks/MockUser.swift", ""),                  // **/Mocks/**
            ("App/Generated/API.swift", ""),                   // **/Generated: a name, here a folder's
            ("App/Data/API.generated.swift", ""),              // **/*.generated.swift: a file's name
            ("App/Data/Remote/Client.swift", ""),              // App/Data/Remote/*.swift: a whole path
            ("App/Data/Remote/Deeper/Kept.swift", ""),
            ("App/Data/Repository.swift", ""),
        ], into: folder)
        let root = folder.path + "/App"
        let files = try listed(root, excluding: ["**/*Tests/**", "**/Mocks/**", "**/Generated", "**/*.generated.swift",
                                                 "App/Data/Remote/*.swift"], base: folder.path)
        XCTAssertEqual(files, ["App/Data/Remote/Deeper/Kept.swift", "App/Data/Repository.swift", "App/Domain/User.swift"])
    }

    /// The folders above an absolute root are not the project's: a checkout below a folder named
    /// `Tests` (or a CI workspace named `MyApp-Tests`) is linted like any other.
    func testExcludeGlobsDoNotSeeTheFoldersAboveAnAbsoluteRoot() throws {
        try TestSupport.write([("MyApp-Tests/App/Domain/User.swift", ""), ("MyApp-Tests/App/Tests/UserTests.swift", "")], into: folder)
        let root = folder.path + "/MyApp-Tests/App"
        XCTAssertEqual(try listed(root, excluding: ["**/*Tests/**", "**/Tests/**"], base: root), ["Domain/User.swift"])
        // The root's own name is part of the project path, as it is for the layer globs.
        XCTAssertEqual(try listed(root + "/Tests", excluding: ["**/Tests/**"], base: root), [])
    }
}

extension FileWalkerTests {
    /// What each exclude shape leaves out of `App` (scanned by absolute path, so globs see `App/…`):
    /// a glob skips a folder only when it matches the folder itself or everything below it.
    func testEachExcludeGlobShapeExcludesWhatItMatchesAndNothingElse() throws {
        let all = ["App/AppTests/UserTests.swift", "App/Core/Tests/Helper.swift", "App/Data/Repository.swift", "App/Domain/Legacy.swift",
                   "App/Domain/Sub/Deep.swift", "App/Domain/User.swift", "App/Domain/x/Inner.swift"]
        try TestSupport.write(all.map { ($0, "") }, into: folder)
        let root = folder.path + "/App"
        let cases: [(glob: String, excluded: [String])] = [
            ("**/Sub/**", ["App/Domain/Sub/Deep.swift"]),
            ("**/*Tests/**", ["App/AppTests/UserTests.swift", "App/Core/Tests/Helper.swift"]),
            ("**/legacy.swift", ["App/Domain/Legacy.swift"]),
            ("**/x", ["App/Domain/x/Inner.swift"]),
            ("App/Domain/**", ["App/Domain/Legacy.swift", "App/Domain/Sub/Deep.swift", "App/Domain/User.swift", "App/Domain/x/Inner.swift"]),
            ("App/Domain/x", ["App/Domain/x/Inner.swift"]),
            ("./App/Domain/x/", ["App/Domain/x/Inner.swift"]),
            ("App/Domain/*.swift", ["App/Domain/Legacy.swift", "App/Domain/User.swift"]),
            ("App/Domain/?ub/**", ["App/Domain/Sub/Deep.swift"]),
            ("App/**/Helper.swift", ["App/Core/Tests/Helper.swift"]),
            ("App/*Tests", ["App/AppTests/UserTests.swift"]),
            // Anchored at the top: only the scanned folder's own name could match.
            ("*Tests", []),
            ("Domain/**", []),
            ("**", all),
        ]
        for (glob, excluded) in cases {
            let files = try listed(root, excluding: [glob], base: folder.path)
            XCTAssertEqual(files, all.filter { !excluded.contains($0) }, glob)
        }
        // A glob that matches the scanned folder itself excludes all of it.
        XCTAssertEqual(try listed(root + "/AppTests", excluding: ["*Tests"], base: folder.path), [])
        XCTAssertEqual(try listed(root + "/Domain/x", excluding: ["x/**"], base: folder.path), [])
    }
}
