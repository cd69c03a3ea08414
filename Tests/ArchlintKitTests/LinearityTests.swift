import Foundation
import XCTest

/// A whole run (every rule, the suppression pass, every report format) costs time in proportion to
/// its input, on the worst cases `Benchmarks/worst-cases.py` writes: measured in instructions
/// (valgrind's callgrind), never in wall time. Each case is written at two sizes, four times
/// apart, and what a run costs beyond an empty project must grow about four times too.
final class LinearityTests: TemporaryFolderTestCase {
    /// The default xcode report on stdout and every other format into a file.
    private static let arguments = [".", "--report", "json:report.json", "--report", "sarif:report.sarif",
                                    "--report", "junit:report.junit.xml", "--report", "checkstyle:report.checkstyle.xml",
                                    "--report", "github:report.github.txt", "--report", "markdown:report.md",
                                    "--report", "gitlab:report.gitlab.json", "--report", "summary:report.summary.txt"]

    /// The instructions of a whole run on one case written at `scale` (nil: an empty project).
    private func instructions(_ name: String, scale: Double?) throws -> Double {
        let project = folder.appendingPathComponent("\(name)-\(scale.map { "\($0)" } ?? "empty")")
        if let scale {
            let generator = TestSupport.repositoryRoot.appendingPathComponent("Benchmarks/worst-cases.py").path
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", generator, folder.path, "--scale", "\(scale)", "--case", name]
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw XCTSkip("python3 could not run Benchmarks/worst-cases.py") }
            try FileManager.default.moveItem(at: folder.appendingPathComponent(name), to: project)
        } else {
            try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(at: project) }
        return try TestSupport.instructions(LinearityTests.arguments, in: project.path)
    }

    /// `small`: a scale of the worst case small enough for callgrind; the large run is four times it.
    private func assertLinear(_ name: String, small: Double, file: StaticString = #filePath, line: UInt = #line) throws {
        let empty = try instructions(name, scale: nil)
        let smallCost = try instructions(name, scale: small) - empty
        let largeCost = try instructions(name, scale: small * 4) - empty
        let ratio = largeCost / smallCost
        XCTAssertGreaterThan(ratio, 3.2, "\(name): ratio \(ratio)", file: file, line: line)
        XCTAssertLessThan(ratio, 4.8, "\(name): ratio \(ratio), a run is not linear in its input", file: file, line: line)
    }

    /// One file of types each nested in the one before (1,000 and 4,000 deep).
    func testNestedTypes() throws { try assertLinear("nested", small: 0.025) }

    /// One Domain file of Codable entities, one finding each (400 and 1,600).
    func testCodableEntities() throws { try assertLinear("entities", small: 0.01) }

    /// One file of SwiftUI views that each use a use case, one finding each (250 and 1,000).
    func testViews() throws { try assertLinear("views", small: 0.0125) }

    /// One file with a finding on every line (500 and 2,000).
    func testManyFindingsInOneFile() throws { try assertLinear("findings", small: 0.005) }

    /// One file of realistic code (about 84 KB and 335 KB).
    func testOneLargeFile() throws { try assertLinear("large", small: 0.005) }

    /// One Data file of data sources whose functions return an entity, one finding each (250 and 1,000).
    func testDataSources() throws { try assertLinear("sources", small: 0.0125) }

    /// Many small files (250 and 1,000).
    func testManyFiles() throws { try assertLinear("files", small: 0.00125) }
}
