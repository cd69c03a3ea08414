import Foundation
import XCTest
@testable import ArchlintRules
@testable import ArchlintReport

/// Rules ask what a layer is (its kind), never what it is called: `Fixtures/Layouts/RenamedLayers`
/// calls its layers Business, Infrastructure, UI, Toolbox and Composition, and every rule that
/// depends on layers still fires there, with the configured names in its messages.
final class LayerKindTests: TemporaryFolderTestCase {
    private let renamed = TestSupport.fixture("Layouts/RenamedLayers")
    /// The fixture's folders, and the built-in layer folders the same code would use.
    private let builtInFolders = ["Business": "Domain", "Adapters": "Data", "Interface": "Presentation", "Toolbox": "Core", "Wiring": "DI"]

    func testRenamedLayersFixture() {
        TestSupport.checkMarkers(folder: renamed)
    }

    func testRenamedLayersFindWhatTheBuiltInLayersFind() throws {
        // The same sources with the built-in folder names and no configuration.
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: renamed))
        var files: [(path: String, code: String)] = []
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            files.append((builtIn(path), try String(contentsOfFile: renamed + "/" + path, encoding: .utf8)))
        }
        // The fixture's strict preset turns the opt-in rules on; the copy chooses it too.
        files.append((".archlint.json", "{ \"preset\": \"strict\" }"))
        try TestSupport.write(files, into: folder)

        let withRenamedLayers = TestSupport.lint(folder: renamed).findings
        let withBuiltInLayers = TestSupport.lint(folder: folder.path).findings
        XCTAssertEqual(Set(withRenamedLayers.map { "\(builtIn($0.file)):\($0.line): \($0.rule)" }),
                       Set(withBuiltInLayers.map { "\($0.file):\($0.line): \($0.rule)" }))
        // Every rule that depends on layers fires (and the two suppression rules have nothing to judge).
        let suppressionRules: Set = [SuperfluousSuppression.description.id, SuppressionReason.description.id]
        XCTAssertEqual(Set(withRenamedLayers.map(\.rule)), Set(RuleRegistry.ids).subtracting(suppressionRules))
    }

    func testMessagesNameTheConfiguredLayers() {
        let findings = TestSupport.lint(folder: renamed).findings
        let builtInName = try! NSRegularExpression(pattern: #"\b(Domain|Data|Presentation|Core|App)\b"#)
        for finding in findings {
            let message = finding.message
            XCTAssertEqual(builtInName.numberOfMatches(in: message, range: NSRange(message.startIndex..., in: message)), 0, message)
        }
        let messages = findings.map(\.message)
        // Both ends of a dependency are named.
        XCTAssertTrue(messages.contains("UI must not name LoanDTO, a DTO (layer Infrastructure, LoanDTO.swift:4)"),
                      messages.joined(separator: "\n"))
        XCTAssertTrue(messages.contains("Toolbox must not name Loan (layer Business, Loan.swift:4)"))
        XCTAssertTrue(messages.contains("Business must not import CoreData: it accesses data (NSManagedObject, line 5), which belongs in Infrastructure"))
        XCTAssertTrue(messages.contains("UI must not import CoreData (denied for UI)"))
        XCTAssertTrue(messages.contains("toDomain() converts LoanDTO (layer Infrastructure) in layer UI; it belongs in Infrastructure"))
        XCTAssertTrue(messages.contains { $0.hasPrefix("features Loans → Shelves → Loans form a cycle") })
        XCTAssertTrue(messages.contains("LoansView uses ListLoansUseCase, a use case of layer Business, directly"))
    }

    func testImportOfAProjectModuleIsJudgedByItsLayerOnly() {
        let package = """
            let package = Package(name: "Shop", targets: [
                .target(name: "Domain"), .target(name: "Pricing"), .target(name: "ShopUI", dependencies: ["Domain"]),
            ])
            """
        let messages = TestSupport.findings([
            ("Package.swift", package),
            ("Sources/Domain/Cart.swift", "import Foundation\nimport Pricing\nimport ShopUI\nimport Charts\n\nstruct Cart {}\n"),
            ("Sources/Pricing/Price.swift", "struct Price {}\n"),
            ("Sources/ShopUI/CartView.swift", "import Domain\n\nstruct CartView {}\n"),
        ]).filter { $0.rule == DependencyRule.description.id }.map(\.message)
        // Pricing is a module of the project in no layer: not a framework, and not judged until placed.
        XCTAssertEqual(messages, [
            "Domain must not import ShopUI (layer Presentation)",
            "Domain must not import Charts (allowed: Foundation)",
        ])
    }

    func testTheDiagramPlacesLayersByKind() {
        let audit = Audit(TestSupport.lint(folder: renamed), projectName: "RenamedLayers")
        let svg = AuditFormat.html.render(audit)
        // Business (kind domain, with files) takes the middle, not the empty built-in Domain;
        // Infrastructure the right, UI the left, Composition the top, Toolbox the bottom.
        for (layer, x, y) in [("Business", 380, 194), ("Infrastructure", 630, 194), ("UI", 130, 194), ("Composition", 380, 54), ("Toolbox", 380, 334)] {
            XCTAssertTrue(svg.contains("<text x=\"\(x)\" y=\"\(y)\" text-anchor=\"middle\""
                                       + " font-family=\"Helvetica, Arial, sans-serif\" font-size=\"16\" font-weight=\"bold\" fill=\"#1f2933\">\(layer)</text>"),
                          layer)
        }
        // The empty built-in Data goes below, in the column of its kind (under Infrastructure).
        XCTAssertTrue(svg.contains("<text x=\"630\" y=\"464\" text-anchor=\"middle\""
                                   + " font-family=\"Helvetica, Arial, sans-serif\" font-size=\"16\" font-weight=\"bold\" fill=\"#1f2933\">Data</text>"))
    }

    /// `Business/Entities/Book.swift` -> `Domain/Entities/Book.swift`.
    private func builtIn(_ path: String) -> String {
        let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
        return ([builtInFolders[parts[0]] ?? parts[0]] + parts.dropFirst()).joined(separator: "/")
    }
}
