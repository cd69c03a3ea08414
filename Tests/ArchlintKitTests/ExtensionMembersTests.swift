import XCTest
@testable import ArchlintScan
@testable import ArchlintModel
@testable import ArchlintRules
@testable import ArchlintReport
@testable import ArchlintEngine

/// The name lists `dependency_rule`'s extension members are judged against, and their look-ups.
final class ExtensionMembersTests: XCTestCase {
    private let lists: [(String, SortedNames)] = [
        ("StandardLibraryNames.members", StandardLibraryNames.members),
        ("StandardLibraryNames.initializerLabels", StandardLibraryNames.initializerLabels),
        ("StandardLibraryNames.types", StandardLibraryNames.types),
        ("FrameworkMemberNames.members", FrameworkMemberNames.members),
        ("FrameworkMemberNames.initializerLabels", FrameworkMemberNames.initializerLabels),
    ]

    func testEveryListIsSortedByItsBytesWithoutRepeats() {
        for (name, list) in lists {
            let names = list.all
            XCTAssertFalse(names.isEmpty, name)
            for (previous, next) in zip(names, names.dropFirst()) {
                XCTAssertTrue(Array(previous.utf8).lexicographicallyPrecedes(Array(next.utf8)), "\(name): \(previous) before \(next)")
            }
        }
    }

    func testTheSearchFindsEveryNameAndNoOther() {
        for (name, list) in lists {
            for entry in list.all {
                XCTAssertTrue(list.contains(entry), "\(name): \(entry)")
                XCTAssertFalse(list.contains(entry + "Zz"), "\(name): \(entry)Zz")
                XCTAssertFalse(list.contains(String(entry.dropLast()) + "~"), "\(name): \(entry)~")
            }
            XCTAssertFalse(list.contains(""), name)
        }
        XCTAssertTrue(StandardLibraryNames.members.contains("map"))
        XCTAssertTrue(FrameworkMemberNames.members.contains("padding"))
        XCTAssertFalse(StandardLibraryNames.members.contains("highlighted"))
        XCTAssertFalse(FrameworkMemberNames.members.contains("highlighted"))
        let small = SortedNames("""
                a ab b
                c
            """)
        XCTAssertEqual(["a", "ab", "b", "c"].map(small.contains), [true, true, true, true])
        XCTAssertEqual(["", "aa", "abc", "bb", "d", " "].map(small.contains), [false, false, false, false, false, false])
    }

    func testByteNamesFindNamesOnAFilesBytes() {
        let table = ByteNames(["highlighted", "greetingName", "h"], values: [7, 8, 9])
        let text = Array("x.highlighted + y.greetingName + h + highlight".utf8)
        text.withUnsafeBufferPointer { bytes in
            XCTAssertEqual(table.find(bytes, 2, 13), 7)
            XCTAssertEqual(table.find(bytes, 18, 30), 8)
            XCTAssertEqual(table.find(bytes, 33, 34), 9)
            XCTAssertNil(table.find(bytes, 37, 46))
            XCTAssertNil(table.find(bytes, 0, 1))
        }
        XCTAssertNil(ByteNames([]).find(UnsafeBufferPointer(start: nil, count: 0), 0, 0))
    }
}
