import Foundation
import XCTest
@testable import ArchlintScan
@testable import ArchlintReport
@testable import ArchlintEngine

/// The classes Xcode generates from a Core Data model: read from the model's XML by
/// `CoreDataModel`, known to the project as stored Data types, never the place of a finding.
final class CoreDataModelTests: XCTestCase {
    private static let model = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <!-- <entity name="Commented" codeGenerationType="class"> -->
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="GameEntity" representedClassName="GameEntity" syncable="YES" codeGenerationType="class">
                <attribute name="title" optional="YES" attributeType="String"/>
            </entity>
            <entity name="Platform" representedClassName="Store.PlatformEntity" codeGenerationType="class"/>
            <entity name='Rating' representedClassName='.RatingEntity' codeGenerationType='class'/>
            <entity name="Named" codeGenerationType="class"></entity>
            <entity name="Written" representedClassName="WrittenEntity" codeGenerationType="category"/>
            <entity name="Manual" representedClassName="ManualEntity"/>
            <entity name="Odd" representedClassName="Not A Name" codeGenerationType="class"/>
        </model>
        """

    func testGeneratedClassesAreTheEntitiesWithClassCodeGeneration() {
        let classes = CoreDataModel.generatedClasses(in: Array(Self.model.utf8))
        XCTAssertEqual(classes.map(\.name), ["GameEntity", "PlatformEntity", "RatingEntity", "Named"])
        XCTAssertEqual(classes.map(\.line), [4, 7, 8, 9])
    }

    /// The stand-in declares each class on its entity's line.
    func testStandInDeclaresEachClassWhereItsEntityIs() throws {
        let source = try XCTUnwrap(CoreDataModel.standIn(Array(Self.model.utf8), path: "Data/Store.xcdatamodel/contents"))
        XCTAssertEqual(source.declarations.map { "\($0.name):\($0.line):\($0.inherits)" },
                       ["GameEntity:4:[\"NSManagedObject\"]", "PlatformEntity:7:[\"NSManagedObject\"]",
                        "RatingEntity:8:[\"NSManagedObject\"]", "Named:9:[\"NSManagedObject\"]"])
        XCTAssertEqual(source.declarations.map(\.access), Array(repeating: .public, count: 4))
        // Entities on one line (a model written without line breaks) are declared one after another.
        let oneLine = "<model><entity name=\"A\" codeGenerationType=\"class\"/><entity name=\"B\" codeGenerationType=\"class\"/></model>"
        XCTAssertEqual(CoreDataModel.standIn(Array(oneLine.utf8), path: "m")?.declarations.map(\.name), ["A", "B"])
        XCTAssertNil(CoreDataModel.standIn(Array("<model/>".utf8), path: "m"))
    }

    /// Malformed input ends the reading where it goes wrong: what came before is kept, nothing crashes.
    func testMalformedModelsAreReadAsFarAsTheyGo() {
        let good = "<entity name=\"Kept\" codeGenerationType=\"class\"/>"
        let broken = [
            "", "<", "<<<<", "<entity", "<entity name", "<entity name=", "<entity name=\"Open", "<entity name=Bare codeGenerationType=class/>",
            "<!-- never closed", "<![CDATA[ never closed", "<?xml never closed", "<entity =\"x\"/>", "</", "<entity name=\"A\" codeGenerationType=\"class\"",
            String(repeating: "<entity ", count: 10_000),
        ]
        for tail in broken {
            XCTAssertEqual(CoreDataModel.generatedClasses(in: Array((good + tail).utf8)).map(\.name), ["Kept"], tail.prefix(40).description)
        }
        let binary: [UInt8] = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        _ = CoreDataModel.generatedClasses(in: binary)
    }

    func testCurrentVersionIsReadFromTheVersionFile() {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
                <key>Other</key><string>No.xcdatamodel</string>
                <key>_XCCurrentVersionName</key>
                <string>Store 2.xcdatamodel</string>
            </dict></plist>
            """
        XCTAssertEqual(CoreDataModel.currentVersionName(in: Array(plist.utf8)), "Store 2.xcdatamodel")
        XCTAssertNil(CoreDataModel.currentVersionName(in: Array("<plist><dict><key>_XCCurrentVersionName</key><string>../x</string></dict></plist>".utf8)))
        XCTAssertNil(CoreDataModel.currentVersionName(in: Array("<plist><dict><key>_XCCurrentVersionName</key>".utf8)))
    }

    /// The generated class is a DTO of the model's folder's layer, as a hand-written
    /// `class GameEntity: NSManagedObject` there would be.
    func testAGeneratedClassIsAStoredDataTypeOfTheModelsFolder() {
        let files: [(path: String, code: String)] = [
            ("Data/Store.xcdatamodeld/Store.xcdatamodel/contents", Self.model),
            ("Domain/Game.swift", "struct Game { let title: String }\n"),
            ("Domain/GameEntity+Game.swift", "extension GameEntity {\n    func toGame() -> Game { Game(title: title ?? \"\") }\n}\n"),
        ]
        let project = TestSupport.project(files)
        let generated = project.files.indices.filter { project.files[$0].isGenerated }
        XCTAssertEqual(generated.map { project.layerName(of: $0) }, ["Data"])
        let findings = Linter.lint(project).findings.map { "\($0.file):\($0.line): \($0.rule)" }
        XCTAssertEqual(findings, ["Domain/GameEntity+Game.swift:1: dto_leak", "Domain/GameEntity+Game.swift:2: mapper_location"])
    }

    /// A finding about a generated class itself (a managed object in the Domain) has no Swift line
    /// to point at: none is reported, and `dump` gives its entity's line but no column.
    func testNoFindingPointsIntoAModel() throws {
        let files: [(path: String, code: String)] = [
            ("Domain/Store.xcdatamodel/contents", Self.model),
            ("Domain/Game.swift", "struct Game { let title: String }\n"),
        ]
        let project = TestSupport.project(files)
        XCTAssertEqual(Linter.lint(project).findings.map { "\($0.file):\($0.line): \($0.rule)" }, [])
        let dump = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(DumpReporter.report(project).utf8)) as? [String: Any])
        let model = try XCTUnwrap((dump["files"] as? [[String: Any]])?.first { $0["path"] as? String == "Domain/Store.xcdatamodel/contents" })
        XCTAssertEqual(model["coreDataModel"] as? Bool, true)
        let game = try XCTUnwrap((model["declarations"] as? [[String: Any]])?.first)
        XCTAssertEqual(game["name"] as? String, "GameEntity")
        XCTAssertEqual(game["line"] as? Int, 4)
        XCTAssertNil(game["column"])
    }

    /// A model that is no UTF-8 text is left out with a warning; the lint goes on and passes.
    func testAnUnreadableModelIsLeftOutWithAWarning() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestSupport.write([("Domain/Game.swift", "struct Game {}\n")], into: folder)
        let contents = folder.appendingPathComponent("Data/Store.xcdatamodeld/Store.xcdatamodel/contents")
        try FileManager.default.createDirectory(at: contents.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0x3C, 0x6D, 0xFF, 0xFE, 0x00, 0x01]).write(to: contents)
        let run = try TestSupport.run(["."], in: folder.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("archlint: warning: Data/Store.xcdatamodeld/Store.xcdatamodel/contents: is not valid UTF-8"), run.stderr)
    }

    /// Models obey the exclude globs as Swift files do, and the version `.xccurrentversion`
    /// names is the one read.
    func testModelsAreListedByTheWalkUnlessExcluded() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let entity = "<model><entity name=\"E\" codeGenerationType=\"class\"/></model>"
        try TestSupport.write([
            ("Data/Store.xcdatamodeld/.xccurrentversion", "<plist><dict><key>_XCCurrentVersionName</key><string>Store 2.xcdatamodel</string></dict></plist>"),
            ("Data/Store.xcdatamodeld/Store.xcdatamodel/contents", entity),
            ("Data/Store.xcdatamodeld/Store 2.xcdatamodel/contents", entity),
            ("Legacy/Old.xcdatamodeld/Old.xcdatamodel/contents", entity),
            ("Data/Plain.xcdatamodel/Contents", entity),
        ], into: folder)
        let listing = FileWalker.swiftFiles(under: [folder.path], excluding: [try Glob("**/Legacy/**")])
        XCTAssertEqual(listing.coreDataModels.map { String($0.dropFirst(folder.path.count + 1)) },
                       ["Data/Plain.xcdatamodel/Contents", "Data/Store.xcdatamodeld/Store 2.xcdatamodel/contents"])
    }
}
