import XCTest
@testable import ArchlintModel
@testable import ArchlintReport

/// Martin's metrics against the values computed by hand in Fixtures/Metrics/README.md, whose graph
/// is drawn there.
final class MetricsTests: XCTestCase {
    private typealias Expected = (name: String, types: Int, protocols: Int, afferent: Int, efferent: Int, instability: Double, abstractness: Double, distance: Double)

    private func check(_ components: [ArchitectureMetrics.Component]?, _ expected: [Expected], file: StaticString = #filePath, line: UInt = #line) {
        let components = components ?? []
        XCTAssertEqual(components.map(\.name), expected.map(\.name), file: file, line: line)
        for (component, expected) in zip(components, expected) {
            XCTAssertEqual([component.types, component.protocols, component.afferent, component.efferent],
                           [expected.types, expected.protocols, expected.afferent, expected.efferent], component.name, file: file, line: line)
            XCTAssertEqual(component.instability ?? -1, expected.instability, accuracy: 0.005, component.name, file: file, line: line)
            XCTAssertEqual(component.abstractness ?? -1, expected.abstractness, accuracy: 0.005, component.name, file: file, line: line)
            XCTAssertEqual(component.distance ?? -1, expected.distance, accuracy: 0.005, component.name, file: file, line: line)
        }
    }

    func testTheFixtureHasTheMetricsComputedByHand() {
        let metrics = ArchitectureMetrics(TestSupport.lint(folder: TestSupport.fixture("Metrics")).project)
        check(metrics.components[.feature], [
            ("Cart", 4, 1, 3, 3, 0.5, 0.25, 0.25),
            ("Catalog", 3, 1, 3, 0, 0, 0.33, 0.67),
            ("Checkout", 2, 1, 2, 2, 0.5, 0.5, 0),
        ])
        XCTAssertEqual(metrics.cycles[.feature], [["Cart", "Checkout"]])
        check(metrics.components[.layer]?.sorted { $0.name < $1.name }, [
            ("App", 1, 0, 0, 1, 1, 0, 0),
            ("Data", 2, 0, 1, 2, 0.67, 0, 0.33),
            ("Domain", 6, 3, 4, 0, 0, 0.5, 0.5),
            ("Presentation", 1, 0, 1, 1, 0.5, 0, 0.5),
        ])
        XCTAssertEqual(metrics.cycles[.layer], [])
        XCTAssertEqual(metrics.components[.module], [], "no Package.swift: no module")
    }

    /// Modules come from the manifest; a component nothing crosses has no instability, and one
    /// without types no abstractness.
    func testModulesAndComponentsWithoutUsesOrTypes() {
        let project = TestSupport.project([
            ("Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Shop", targets: [
                    .target(name: "Core"), .target(name: "Model", dependencies: ["Core"]), .target(name: "Tools"), .target(name: "Empty"),
                ])
                """),
            ("Sources/Core/Money.swift", "public protocol Currency {}\npublic struct Money { let currency: Currency }\n"),
            ("Sources/Model/Price.swift", "import Core\nstruct Price { let amount: Money }\nstruct Tag {}\n"),
            ("Sources/Tools/Tool.swift", "struct Tool {}\n"),
            ("Sources/Empty/Constants.swift", "let answer = 42\n"),
        ])
        let modules = ArchitectureMetrics(project).components[.module] ?? []
        XCTAssertEqual(modules.map(\.name), ["Core", "Empty", "Model", "Tools"])
        let core = modules[0], empty = modules[1], model = modules[2], tools = modules[3]
        XCTAssertEqual([core.afferent, core.efferent, model.afferent, model.efferent], [1, 0, 0, 1])
        XCTAssertEqual(core.abstractness, 0.5)
        XCTAssertEqual(core.distance ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertNil(tools.instability, "nothing crosses Tools")
        XCTAssertNil(tools.distance)
        XCTAssertNil(empty.abstractness, "Empty declares no type")
    }

    func testRingsAreTheStronglyConnectedComponents() {
        let edges: [String: Set<String>] = ["A": ["B"], "B": ["C"], "C": ["A", "D"], "D": ["E"], "E": ["D"], "F": ["A"], "G": ["G"]]
        XCTAssertEqual(ArchitectureMetrics.rings(in: edges), [["A", "B", "C"], ["D", "E"]])
        // A chain far longer than any call stack would take recursively.
        let chain = Dictionary(uniqueKeysWithValues: (0..<100_000).map { ("n\($0)", Set(["n\($0 + 1)"])) })
        XCTAssertEqual(ArchitectureMetrics.rings(in: chain.merging(["n100000": ["n0"]]) { $1 }).map(\.count), [100_001])
    }
}

extension MetricsTests {
    /// The audit shows the same figures: a table per scope, the cycles, and each component with
    /// a distance as a dot of the main-sequence plot.
    func testTheAuditShowsTheMetrics() {
        let result = TestSupport.lint(folder: TestSupport.fixture("Metrics"))
        let audit = Audit(result, projectName: "Metrics")
        let markdown = AuditFormat.markdown.render(audit)
        XCTAssertTrue(markdown.contains("| feature | types | Ca | Ce | I | A | D |"), markdown)
        XCTAssertTrue(markdown.contains("| Catalog | 3 | 3 | 0 | 0.00 | 0.33 | 0.67 |"), markdown)
        XCTAssertTrue(markdown.contains("| Data | 2 | 1 | 2 | 0.67 | 0.00 | 0.33 |"), markdown)
        XCTAssertTrue(markdown.contains("Cycles between features: Cart → Checkout → Cart."), markdown)
        XCTAssertTrue(markdown.contains("No cycle between layers."), markdown)
        XCTAssertFalse(markdown.contains("| module |"), "no module, no module table")
        let html = AuditFormat.html.render(audit)
        let plots = html.components(separatedBy: "aria-label=\"The ").dropFirst().map { $0.prefix { $0 != "\"" } }
        XCTAssertEqual(plots, ["layers on the main sequence", "features on the main sequence"])
        XCTAssertEqual(html.components(separatedBy: "<circle ").count - 1, 4 + 3, "four layers and three features")
        let json = try? JSONSerialization.jsonObject(with: Data(AuditFormat.json.render(audit).utf8)) as? [String: Any]
        let features = ((json?["metrics"] as? [String: Any])?["feature"] as? [String: Any])
        XCTAssertEqual((features?["cycles"] as? [[String]]), [["Cart", "Checkout"]])
        XCTAssertEqual((features?["components"] as? [[String: Any]])?.first?["distance"] as? Double, 0.25)
    }
}

extension MetricsTests {
    /// The main-sequence plot of FlipMate's fifteen modules (their I and A at commit 73f6770), read
    /// back from the SVG: no name covers another name or a dot, and each stays in the drawing.
    func testThePlotsNamesCoverNoNameAndNoDot() throws {
        let modules: [(String, Int, Int, Int, Int)] = [  // name, Ca, Ce, types, protocols
            ("Category", 3, 12, 17, 4), ("CategoryService", 8, 2, 2, 1), ("Chart", 1, 9, 15, 3), ("Core", 74, 0, 17, 4),
            ("Data", 6, 19, 45, 0), ("DesignSystem", 33, 0, 9, 1), ("Domain", 56, 31, 71, 33), ("FlipMate", 0, 22, 26, 8),
            ("Login", 3, 5, 11, 4), ("MyPage", 3, 8, 13, 4), ("Network", 26, 3, 8, 4), ("Social", 3, 18, 29, 8),
            ("TabBar", 3, 1, 2, 1), ("Timer", 3, 9, 17, 4), ("Empty", 0, 0, 3, 1),
        ]
        let components = modules.map { ArchitectureMetrics.Component(name: $0.0, files: 1, types: $0.3, protocols: $0.4, afferent: $0.1, efferent: $0.2) }
        let svg = MetricsReport.scatter(components, title: "modules")
        func number(_ name: String, in text: Substring) throws -> Double {
            let start = try XCTUnwrap(text.range(of: " \(name)=\""))
            return try XCTUnwrap(Double(text[start.upperBound...].prefix { $0 != "\"" }))
        }
        typealias Box = (minX: Double, minY: Double, maxX: Double, maxY: Double)
        var dots: [Box] = [], names: [(name: String, box: Box)] = []
        for group in svg.components(separatedBy: "<g><circle").dropFirst().map({ Substring($0) }) {
            let x = try number("cx", in: group), y = try number("cy", in: group)
            dots.append((x - 5, y - 5, x + 5, y + 5))
            let text = try XCTUnwrap(group.range(of: "<text ").map { group[$0.lowerBound...] })
            let name = String(text.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
            let width = AuditDrawings.textWidth(name, size: 11), left = try number("x", in: text), baseline = try number("y", in: text)
            let anchor = text.contains("text-anchor=\"end\"") ? width : text.contains("text-anchor=\"middle\"") ? width / 2 : 0
            names.append((name, (left - anchor, baseline - 9, left - anchor + width, baseline + 2)))
        }
        XCTAssertEqual(names.count, 14, "a module nothing crosses has no instability and no dot")
        func overlap(_ a: Box, _ b: Box) -> Bool { a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY }
        for (index, label) in names.enumerated() {
            for other in names[(index + 1)...] where overlap(label.box, other.box) { XCTFail("\(label.name) covers \(other.name)") }
            for dot in dots where overlap(label.box, dot) { XCTFail("\(label.name) covers a dot") }
            XCTAssertTrue(label.box.minX > 50 && label.box.maxX < 520, "\(label.name) leaves the plot: \(label.box)")
        }
    }
}
