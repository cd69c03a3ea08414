import Foundation
import XCTest
@testable import ArchlintModel
@testable import ArchlintReport

/// Every finding carries why it was made (JSON `evidence`, SARIF `properties.evidence` and
/// `relatedLocations`), and `archlint why FILE:LINE` prints that chain, or why a line passed.
final class EvidenceTests: TemporaryFolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try TestSupport.write([
            ("Domain/User.swift", "import Data\n\nstruct User: Codable {\n    let name: String\n    let raw: UserDTO\n}\n"),
            ("Domain/Profile.swift", "struct Profile {\n    // archlint:disable:next dto_leak -- migrating\n    let raw: UserDTO\n    let user: User\n}\n"),
            ("Data/UserDTO.swift", "struct UserDTO: Decodable {\n    let name: String\n}\n"),
            ("Core/Clock.swift", "struct Clock {}\n"),
            ("Presentation/UserView.swift", "struct UserView {\n    let user: User\n    let clock: Clock\n}\n"),
        ], into: folder)
    }

    private func findings() throws -> [[String: Any]] {
        let run = try TestSupport.run(["--reporter", "json", "."], in: folder.path)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stderr)
        return try XCTUnwrap(report["findings"] as? [[String: Any]])
    }

    private func evidence(_ rule: String, in findings: [[String: Any]]) throws -> [String: Any] {
        let finding = try XCTUnwrap(findings.first { $0["rule"] as? String == rule }, "\(findings)")
        return try XCTUnwrap(finding["evidence"] as? [String: Any])
    }

    func testJSONFindingsSayTheLayerAndTheDeclarationTheyAreAbout() throws {
        let findings = try findings()
        let leak = try evidence("dto_leak", in: findings)
        XCTAssertEqual(leak["layerReason"] as? String, "folder Domain/ (**/Domain/**)")
        let named = try XCTUnwrap((leak["declarations"] as? [[String: Any]])?.first)
        XCTAssertEqual(named["name"] as? String, "UserDTO")
        XCTAssertEqual(named["file"] as? String, "Data/UserDTO.swift")
        XCTAssertEqual(named["line"] as? Int, 1)
        XCTAssertEqual(named["layer"] as? String, "Data")
        XCTAssertEqual((named["roles"] as? [[String: String]])?.map { "\($0["role"]!): \($0["reason"]!)" },
                       ["dto: its name", "dto: it is serialized (Decodable)"])

        // A finding on a declaration is about that declaration: why User is an entity.
        let codable = try evidence("codable_entity", in: findings)
        let entity = try XCTUnwrap((codable["declarations"] as? [[String: Any]])?.first)
        XCTAssertEqual(entity["name"] as? String, "User")
        XCTAssertEqual((entity["roles"] as? [[String: String]])?.map { $0["role"]! }, ["entity"])

        // An import names no declaration: the layer alone.
        let imported = try XCTUnwrap(findings.first { $0["rule"] as? String == "dependency_rule" && $0["line"] as? Int == 1 })
        XCTAssertEqual(((imported["evidence"] as? [String: Any])?["declarations"] as? [Any])?.count, 0)
    }

    func testSARIFCarriesTheEvidenceAndRelatedLocations() throws {
        let run = try TestSupport.run(["--reporter", "sarif", "."], in: folder.path)
        let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let results = try XCTUnwrap(((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let leak = try XCTUnwrap(results.first { $0["ruleId"] as? String == "dto_leak" })
        let related = try XCTUnwrap((leak["relatedLocations"] as? [[String: Any]])?.first)
        XCTAssertEqual((related["message"] as? [String: Any])?["text"] as? String,
                       "UserDTO: layer Data (folder Data/ (**/Data/**)); dto (its name), dto (it is serialized (Decodable))")
        let location = try XCTUnwrap((related["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])
        XCTAssertEqual(location["uri"] as? String, "Data/UserDTO.swift")
        XCTAssertNotNil((leak["properties"] as? [String: Any])?["evidence"] as? [String: Any])
        XCTAssertNil((((sarif["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])?["informationUri"],
                     "no address that is not the project's own")
    }

    func testWhyPrintsTheChainOfAFinding() throws {
        let run = try TestSupport.run(["why", "Domain/User.swift:5"], in: folder.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, """
            Domain/User.swift:5 is in layer Domain: folder Domain/ (**/Domain/**)

            error dto_leak at 5:14: Domain must not name UserDTO, a DTO (layer Data, UserDTO.swift:1)
              UserDTO, Data/UserDTO.swift:1: layer Data (folder Data/ (**/Data/**)); dto (its name), dto (it is serialized (Decodable))

            """)
    }

    func testWhySaysWhyALinePassed() throws {
        let view = try TestSupport.run(["why", "Presentation/UserView.swift:2"], in: folder.path)
        XCTAssertTrue(view.stdout.contains("No finding on this line. "), view.stdout)
        XCTAssertTrue(view.stdout.contains("  User, Domain/User.swift:3: layer Domain; Presentation may depend on it; entity ("), view.stdout)
        let core = try TestSupport.run(["why", "Presentation/UserView.swift:3"], in: folder.path)
        XCTAssertTrue(core.stdout.contains("  Clock, Core/Clock.swift:1: layer Core; Presentation may depend on it\n"), core.stdout)
        let declared = try TestSupport.run(["why", "Domain/Profile.swift:1"], in: folder.path)
        XCTAssertTrue(declared.stdout.contains("What the line declares:\n  struct Profile; entity ("), declared.stdout)

        let suppressed = try TestSupport.run(["why", "Domain/Profile.swift:3"], in: folder.path)
        XCTAssertTrue(suppressed.stdout.contains(
            "dto_leak is suppressed here by archlint:disable:next dto_leak (line 2): Domain must not name UserDTO"), suppressed.stdout)
        XCTAssertTrue(suppressed.stdout.contains("  UserDTO, Data/UserDTO.swift:1: layer Data; Domain must not depend on it; DTO (its name), DTO (it is serialized (Decodable))\n"),
                      suppressed.stdout)
    }

    func testWhyRefusesWhatIsNotALineOfALintedFile() throws {
        let cases: [(String, String)] = [
            ("Domain/User.swift", "why takes FILE:LINE (Domain/User.swift:12), not Domain/User.swift; see archlint help why"),
            ("Domain/User.swift:0", "why takes FILE:LINE"),
            ("Domain/User.swift:99", "Domain/User.swift: has 7 lines, not 99"),
            ("Domain/Nothing.swift:1", "Domain/Nothing.swift: no such file"),
        ]
        for (place, message) in cases {
            let run = try TestSupport.run(["why", place], in: folder.path)
            XCTAssertEqual(run.status, 2, place)
            XCTAssertTrue(run.stderr.contains(message), "\(place): \(run.stderr)")
        }
    }
}
