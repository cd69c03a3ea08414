import Foundation
import XCTest
@testable import ArchlintScan
@testable import ArchlintModel
@testable import ArchlintReport
@testable import ArchlintEngine

/// Builds projects from text and finds the repository's folders, for every test file.
enum TestSupport {
    /// The repository root, from this file's path (tests do not depend on the working directory).
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func fixture(_ relative: String) -> String {
        repositoryRoot.appendingPathComponent("Fixtures").appendingPathComponent(relative).path
    }

    static func project(_ files: [(path: String, code: String)], configuration: Configuration = .builtIn()) -> Project {
        Project.inMemory(files, configuration: configuration)
    }

    /// The project of `files` compiled by `modules` as given (no manifest read).
    static func project(_ files: [(path: String, code: String)], modules: [BuildModule]) -> Project {
        Project(files: files.map { Project.Input(source: SourceFile(path: $0.path, source: $0.code), projectPath: $0.path) },
                modules: modules, configuration: .builtIn())
    }

    static func findings(_ files: [(path: String, code: String)], configuration: Configuration = .builtIn()) -> [Finding] {
        Linter.lint(project(files, configuration: configuration)).findings
    }

    /// Lints a folder the way the CLI does, from inside it (its .archlint.json included).
    static func lint(folder: String) -> LintResult {
        do {
            return try Pipeline.run(ProjectLoader.Options(paths: [folder], workingDirectory: folder))
        } catch {
            XCTFail("\(folder): \(error)")
            return Linter.lint(Project.inMemory([], configuration: .builtIn()))
        }
    }

    /// `// expect: rule_a, rule_b×2` markers: the findings a fixture line must produce, one entry
    /// per finding (`rule_b×2` is two findings of `rule_b` on that line).
    static func expectations(in source: SourceFile) -> [String] {
        // The scan let the text of a file it read go: its comments are read again.
        let read = source.withText { () -> [String] in
            var expected: [String] = []
            for comment in source.comments {
                let text = source.text(of: comment)
                guard let range = text.range(of: "expect:") else { continue }
                for item in text[range.upperBound...].split(separator: ",") {
                    let (id, count) = markerItem(item.trimmingCharacters(in: .whitespaces))
                    guard !id.isEmpty else { continue }
                    expected += Array(repeating: "\(source.path):\(comment.line): \(id)", count: count)
                }
            }
            return expected
        }
        switch read {
        case let .success(expected): return expected
        case let .failure(problem): XCTFail("\(problem.path): \(problem.message)"); return []
        }
    }

    /// One item of a marker: `rule_id` (once) or `rule_id×N` (N times, N ≥ 1). A malformed count
    /// is kept in the id, so the item matches no finding and the comparison fails.
    static func markerItem(_ item: String) -> (id: String, count: Int) {
        let parts = item.split(separator: "×", omittingEmptySubsequences: false)
        guard parts.count == 2, let count = Int(parts[1]), count >= 1 else { return (item, 1) }
        return (parts[0].trimmingCharacters(in: .whitespaces), count)
    }

    /// The entries of `left` that `right` does not match one for one (multiset difference), sorted.
    static func multisetDifference(_ left: [String], _ right: [String]) -> [String] {
        var remaining = Dictionary(right.map { ($0, 1) }, uniquingKeysWith: +)
        var difference: [String] = []
        for entry in left {
            if let count = remaining[entry], count > 0 { remaining[entry] = count - 1 } else { difference.append(entry) }
        }
        return difference.sorted()
    }

    /// The findings the `// expect:` markers of a fixture folder call for, as `file:line: rule`,
    /// one entry per finding: the markers of its Swift files (those `project`, the folder linted,
    /// holds) and of its build files (`Package.swift`, `project.pbxproj`), where a target
    /// dependency's finding is reported.
    static func expectations(folder: String, project: Project) -> [String] {
        let buildFiles = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix("Package.swift") || $0.hasSuffix("project.pbxproj") }
            .compactMap { path in FileManager.default.contents(atPath: folder + "/" + path).map { SourceFile(path: path, bytes: Array($0)) } }
        return (project.files.map(\.source) + buildFiles).flatMap { expectations(in: $0) }
    }

    /// Lints a fixture folder and compares its findings, as (file, line, rule), with its markers
    /// (`expectations(folder:project:)`): a missing and an unexpected finding both fail, also a
    /// second finding of a rule its marker lists once.
    static func checkMarkers(folder: String, file: StaticString = #filePath, line: UInt = #line) {
        let result = lint(folder: folder)
        XCTAssertEqual(result.problems, [], "input problems in \(folder)", file: file, line: line)
        XCTAssertFalse(result.project.files.isEmpty, "no Swift files in \(folder)", file: file, line: line)
        let expected = expectations(folder: folder, project: result.project)
        let found = result.findings.map { "\($0.file):\($0.line): \($0.rule)" }
        // Multisets: a marker's rule fires exactly as often as the marker says (once unless `×N`).
        let missing = multisetDifference(expected, found)
        let unexpected = multisetDifference(found, expected)
        let messages = result.findings.map { "\($0.file):\($0.line):\($0.column): \($0.rule): \($0.message)" }
        XCTAssertEqual(missing, [], "missed findings in \(folder)", file: file, line: line)
        XCTAssertEqual(unexpected, [], "unexpected findings in \(folder):\n\(messages.joined(separator: "\n"))", file: file, line: line)
    }

    /// The compiled `archlint` binary next to the test bundle.
    static var binary: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("archlint")
        }
        fatalError("no .xctest bundle")
        #else
        return Bundle.main.bundleURL.appendingPathComponent("archlint")
        #endif
    }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the archlint binary in `directory`, with `environment` over the test's own.
    static func run(_ arguments: [String], in directory: String? = nil, stdin: String? = nil, environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        // A crash must fail the test at once: Swift's backtracer would otherwise take over the
        // crashed process, keep the pipes open and leave the read below waiting.
        process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"].merging(environment) { _, new in new }) { _, new in new }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        if let stdin {
            let input = Pipe()
            process.standardInput = input
            input.fileHandleForWriting.write(Data(stdin.utf8))
            input.fileHandleForWriting.closeFile()
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        // Read both pipes to the end before waiting, so a large report cannot fill a pipe and block.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                   stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Runs git in `folder` and gives its output, trimmed; a failure throws with what git said.
    @discardableResult
    static func git(_ arguments: [String], in folder: String) throws -> String {
        let process = Process(), output = Pipe(), errors = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw NSError(domain: "git", code: Int(process.terminationStatus), userInfo: [NSLocalizedDescriptionKey: "git \(arguments.joined(separator: " ")): \(said)"])
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A fresh folder under the system's temporary folder, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ files: [(path: String, code: String)], into folder: URL) throws {
        for (path, code) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(code.utf8).write(to: url)
        }
    }
}

/// A test in a fresh temporary folder (`folder`), removed afterwards.
class TemporaryFolderTestCase: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = try TestSupport.temporaryFolder()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }
}

/// A temporary folder holding one real violation, so each test can see that the other files were
/// still checked.
class OneViolationTestCase: TemporaryFolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try TestSupport.write([("Domain/User.swift", "import UIKit\nstruct User {}\n")], into: folder)
    }
}
