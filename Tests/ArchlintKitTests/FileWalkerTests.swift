import ArchlintKit
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
