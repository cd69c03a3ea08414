import Foundation
import XCTest
@testable import ArchlintEngine

/// Replays every input the fuzzer once broke archlint with (Tests/Fuzz/Regressions), and every
/// fixture, through the pipeline's invariant checks: a broken invariant fails the test with the
/// file and the invariant's message (a crash inside the pipeline still stops the test process).
final class SelfCheckTests: XCTestCase {
    private func swiftFiles(under folder: URL) -> [URL] {
        (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter { !$0.hasDirectoryPath && $0.lastPathComponent != "README.md" }
    }

    func testFuzzRegressionsAndFixturesPassTheSelfCheck() throws {
        let root = TestSupport.repositoryRoot
        let regressions = swiftFiles(under: root.appendingPathComponent("Tests/Fuzz/Regressions"))
        let fixtures = swiftFiles(under: root.appendingPathComponent("Fixtures")).filter { $0.pathExtension == "swift" }
        XCTAssertGreaterThan(fixtures.count, 100)
        XCTAssertGreaterThan(regressions.count, 0)
        for url in regressions + fixtures {
            XCTAssertEqual(SelfCheck.violations(Array(try Data(contentsOf: url))), [], url.path)
        }
    }

    func testHostileBytesPassTheSelfCheck() {
        let inputs: [[UInt8]] = [
            [], [0xEF, 0xBB, 0xBF], [0xFF, 0xFE, 0x00], Array("\"\\(".utf8), Array("#if\n#else\n#endif\n}}}".utf8),
            Array(String(repeating: "(", count: 5_000).utf8), Array("extension A<".utf8), Array("import struct".utf8),
            Array(".target(name: \"A\", dependencies: [\"B\"".utf8), Array("/* /* */".utf8), Array("#/a/#/b/".utf8),
        ]
        for input in inputs { XCTAssertEqual(SelfCheck.violations(input), [], "\(input.prefix(16))") }
    }
}
