import XCTest
@testable import ArchlintKit

/// What each rule's own test case checks (`RuleTests.generated.swift` has one per rule, so
/// `swift test --filter DTOLeakRuleTests` runs one rule): its examples and its fixture.
enum RuleVerification {
    static func description(_ id: String, file: StaticString, line: UInt) -> RuleDescription? {
        let description = RuleRegistry.description(of: id)
        XCTAssertNotNil(description, "no rule \(id)", file: file, line: line)
        return description
    }

    /// Each `↓` of a triggering example receives a finding of the rule at exactly that line and
    /// column, and nothing else of the rule is reported; where the example states a message, every
    /// finding says it whole.
    static func triggeringExamples(of id: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let description = description(id, file: file, line: line) else { return }
        for example in description.triggeringExamples {
            let (files, markers) = example.stripped()
            let found = TestSupport.findings(files, configuration: .builtIn().turningOn(id)).filter { $0.rule == id }
            XCTAssertEqual(found.map { "\($0.file):\($0.line):\($0.column)" }.sorted(),
                           markers.map { "\($0.path):\($0.line):\($0.column)" }.sorted(), "\(id): \(example.note)", file: file, line: line)
            if let message = example.message {
                XCTAssertEqual(found.map(\.message), Array(repeating: message, count: found.count), "\(id): \(example.note)",
                               file: file, line: line)
            }
        }
        XCTAssertTrue(description.triggeringExamples.contains { $0.message != nil },
                      "\(id): no triggering example states the whole message of its finding", file: file, line: line)
    }

    /// A non-triggering example produces no finding of the rule at all.
    static func nonTriggeringExamples(of id: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let description = description(id, file: file, line: line) else { return }
        for example in description.nonTriggeringExamples {
            let (files, markers) = example.stripped()
            XCTAssertTrue(markers.isEmpty, "\(id): a ↓ in a non-triggering example", file: file, line: line)
            XCTAssertNil(example.message, "\(id): a message in a non-triggering example", file: file, line: line)
            let found = TestSupport.findings(files, configuration: .builtIn().turningOn(id)).filter { $0.rule == id }
            XCTAssertEqual(found.map { "\($0.file):\($0.line):\($0.column) \($0.message)" }, [], "\(id): \(example.note)",
                           file: file, line: line)
        }
    }

    /// `Fixtures/Violations/<id>`: every `// expect:` marker is found and nothing else, and the
    /// fixture holds at least one finding of the rule.
    static func fixture(of id: String, file: StaticString = #filePath, line: UInt = #line) {
        let folder = TestSupport.fixture("Violations/\(id)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder), "no fixture folder Violations/\(id)", file: file, line: line)
        TestSupport.checkMarkers(folder: folder)
        XCTAssertTrue(TestSupport.lint(folder: folder).findings.contains { $0.rule == id }, "\(id) fixture produces no \(id) finding",
                      file: file, line: line)
    }
}
