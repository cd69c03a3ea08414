import Foundation
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import ArchlintModel
@testable import ArchlintReport
@testable import ArchlintEngine

/// The audit's decisions on frameworks, the order of its plan, and its features: each checked
/// against the findings of the same lint, and a decision's setting by linting again with it.
extension AuditTests {
    private func lint(_ files: [(path: String, code: String)], configuration: Configuration = .builtIn()) -> LintResult {
        Linter.lint(TestSupport.project(files, configuration: configuration))
    }

    private var frameworkFiles: [(path: String, code: String)] {
        [
            ("Domain/Order.swift", "import Foundation\nimport RxSwift\n\nstruct Order {}\n"),
            ("Domain/Cart.swift", "import RxSwift\n\nstruct Cart {}\n"),
            ("Domain/Basket.swift", "import RxSwift\nimport RxCocoa\n\nstruct Basket {}\n"),
            ("Data/OrderDTO.swift", "import SwiftUI\n\nstruct OrderDTO {}\n"),
            ("Presentation/OrderScreen.swift", "struct OrderScreen {\n    let first: OrderDTO\n    let second: OrderDTO\n}\n"),
        ]
    }

    /// `import RxSwift` in three Domain files is one decision, not three steps; a layer that denies
    /// a framework (Data, SwiftUI) gets the setting that lifts the denial.
    func testForbiddenFrameworkImportsAreOneDecisionPerFrameworkAndLayer() throws {
        let result = lint(frameworkFiles)
        let audit = Audit(result, projectName: "Shop")
        let decisions = audit.plan.filter { $0.setting != nil }
        XCTAssertEqual(decisions.map(\.title), ["Decide: allow RxSwift in Domain, or remove it from 3 files",
                                                "Decide: allow RxCocoa in Domain, or remove it from 1 file",
                                                "Decide: allow SwiftUI in Data, or remove it from 1 file"])
        XCTAssertEqual(decisions[0].files, ["Domain/Basket.swift", "Domain/Cart.swift", "Domain/Order.swift"])
        XCTAssertEqual(decisions[0].setting, #"{"layers": [{"name": "Domain", "imports": {"allow": {"add": ["RxSwift"]}}}]}"#)
        XCTAssertEqual(decisions[2].setting, #"{"layers": [{"name": "Data", "imports": {"deny": {"remove": ["SwiftUI"]}}}]}"#)
        XCTAssertTrue(decisions[0].advice.contains("may import Foundation only"), decisions[0].advice)
        // Each setting, read as the project's .archlint.json, silences exactly its framework in its layer.
        let reported = result.findings.filter { $0.subject.hasPrefix("import ") }.map { "\($0.layer ?? "") \($0.subject)" }
        for decision in decisions {
            let configuration = try ConfigurationLoader.load(bytes: Array(decision.setting!.utf8), source: ".archlint.json", over: .builtIn())
            let after = lint(frameworkFiles, configuration: configuration).findings.filter { $0.subject.hasPrefix("import ") }
            let module = decision.title.components(separatedBy: " ")[2]
            let layer = decision.title.components(separatedBy: " in ")[1].components(separatedBy: ",")[0]
            XCTAssertEqual(after.map { "\($0.layer ?? "") \($0.subject)" }, reported.filter { $0 != "\(layer) import \(module)" }, decision.title)
        }
        // The graph carries no edge to a framework: the decisions are all the audit says of them.
        XCTAssertFalse(audit.graph.crossings.contains { $0.target.hasPrefix("import Rx") || $0.target == "import SwiftUI" })
    }

    /// Most uses removed per file touched first: naming OrderDTO twice in one file (2 per file)
    /// before RxSwift in three files (1 per file), and among equals the most uses, then the title.
    func testThePlanPutsTheMostUsesRemovedPerFileFirst() {
        let plan = Audit(lint(frameworkFiles), projectName: "Shop").plan
        XCTAssertEqual(plan.first?.title, "Stop naming OrderDTO (Data) in Presentation")
        XCTAssertEqual(plan.first.map { "\($0.removes) in \($0.files.count)" }, "2 in 1")
        for (earlier, later) in zip(plan, plan.dropFirst()) {
            let (a, b) = (earlier.removes * later.files.count, later.removes * earlier.files.count)
            XCTAssertTrue(a > b || (a == b && (earlier.removes > later.removes || (earlier.removes == later.removes && earlier.title < later.title))),
                          "\(earlier.title) (\(earlier.removes) in \(earlier.files.count)) before \(later.title) (\(later.removes) in \(later.files.count))")
        }
    }

    /// Files, lines and findings per feature folder add up to the project's, and each feature's
    /// counts are those of the findings in its folder; the forbidden uses are its files' own.
    func testFeaturesCountTheirFilesFindingsAndForbiddenUses() throws {
        let files: [(path: String, code: String)] = [
            ("Features/Login/Domain/User.swift", "struct User {}\nprotocol UserRepository { func user() -> User }\n"),
            ("Features/Login/Data/RemoteUserRepository.swift", "final class RemoteUserRepository: UserRepository {\n    func user() -> User { User() }\n}\n"),
            ("Features/Login/Data/UserDTO.swift", "struct UserDTO {}\n"),
            ("Features/Profile/Domain/Profile.swift", "import Combine\n\nstruct Profile {\n    let source: UserDTO\n    let backup: UserDTO\n}\n"),
            ("Features/Profile/Presentation/ProfileViewModel.swift", "final class ProfileViewModel {\n    let repository: RemoteUserRepository\n}\n"),
            ("App/Main.swift", "struct Main {}\n"),
        ]
        let result = lint(files)
        let audit = Audit(result, projectName: "Users")
        XCTAssertEqual(audit.grouping, .feature)
        XCTAssertEqual(Set(audit.features.map(\.name)), ["Login", "Profile", "(outside features)"])
        XCTAssertEqual(audit.features.reduce(0) { $0 + $1.files }, audit.files)
        XCTAssertEqual(audit.features.reduce(0) { $0 + $1.lines }, audit.lines)
        for feature in audit.features {
            let folder = feature.name == "(outside features)" ? "App/" : "Features/\(feature.name)/"
            let findings = result.findings.filter { $0.file.hasPrefix(folder) }
            XCTAssertEqual(feature.errors, findings.filter { $0.severity == .error }.count, feature.name)
            XCTAssertEqual(feature.warnings, findings.filter { $0.severity == .warning }.count, feature.name)
            XCTAssertEqual(feature.topRules.first?.count, Dictionary(grouping: findings, by: \.rule).values.map(\.count).max(), feature.name)
        }
        XCTAssertEqual(audit.features.map { $0.errors + $0.warnings }, audit.features.map { $0.errors + $0.warnings }.sorted(by: >), "most first")
        // Profile names UserDTO twice from its Domain and RemoteUserRepository from its view model,
        // and imports Combine in its Domain; Login's Data may use its Domain.
        let profile = try XCTUnwrap(audit.features.first { $0.name == "Profile" })
        XCTAssertEqual(profile.forbiddenUses.map { "\($0.from) → \($0.to) \($0.count)" },
                       ["Domain → Data 2", "Domain → import Combine 1", "Presentation → Data 1"])
        XCTAssertEqual(audit.features.first { $0.name == "Login" }?.forbiddenUses, [])

        // Every format shows them: a section linked from the contents, a chart, a table, JSON.
        XCTAssertEqual(AuditSections.all(audit).map(\.anchor),
                       ["layers-and-dependencies", "roles", "findings", "features", "metrics", "verdicts-of-the-expert-rules", "refactoring-plan"])
        let markdown = AuditFormat.markdown.render(audit)
        XCTAssertTrue(markdown.contains("[Features](#features)") && markdown.contains("\n## Features\n"), markdown)
        XCTAssertTrue(markdown.contains("| Profile | 2 | "), markdown)
        let html = AuditFormat.html.render(audit)
        XCTAssertTrue(html.contains("<h2 id=\"features\">Features</h2>") && html.contains("aria-label=\"Findings per feature\""), html)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(AuditFormat.json.render(audit).utf8)) as? [String: Any])
        let byFeature = try XCTUnwrap((json["findings"] as? [String: Any])?["byFeature"] as? [[String: Any]])
        XCTAssertEqual(byFeature.map { $0["feature"] as? String }, audit.features.map(\.name))
        XCTAssertEqual((json["features"] as? [String: Any])?["groupedBy"] as? String, "feature")
    }

    /// Without feature folders, the modules (two or more) are the features; with neither, the
    /// audit has no such section, chart or JSON list.
    func testModulesStandInForFeaturesAndNeitherMeansNoSection() throws {
        let modules = Audit(TestSupport.lint(folder: TestSupport.fixture("Layouts/VerticalSlices")), projectName: "VerticalSlices")
        XCTAssertEqual(modules.grouping, .module)
        XCTAssertEqual(Set(modules.features.map(\.name)), Set(modules.result.project.files.map { $0.module ?? "(no module)" }))
        XCTAssertTrue(AuditFormat.html.render(modules).contains("<h2 id=\"modules\">Modules</h2>"))

        let plain = Audit(lint([("Domain/User.swift", "import UIKit\nstruct User {}\n")]), projectName: "Plain")
        XCTAssertNil(plain.grouping)
        XCTAssertEqual(plain.features, [])
        XCTAssertFalse(AuditSections.all(plain).contains { $0.anchor == "features" || $0.anchor == "modules" })
        let html = AuditFormat.html.render(plain)
        XCTAssertFalse(html.contains("Findings per feature") || html.contains("Findings per module"), html)
        XCTAssertTrue(html.contains("aria-label=\"Findings per rule\""), html)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(AuditFormat.json.render(plain).utf8)) as? [String: Any])
        XCTAssertTrue(json["features"] is NSNull)
    }

    /// One bar per rule with findings, longest for the most, errors and warnings apart, each
    /// labelled with its name and counts.
    func testBarChartsDrawOneLabelledBarPerNameMostFirst() throws {
        let tallies = [Audit.Tally(name: "dto_leak", errors: 3, warnings: 0), Audit.Tally(name: "view_model_naming", errors: 0, warnings: 1),
                       Audit.Tally(name: "dependency_rule", errors: 5, warnings: 2), Audit.Tally(name: "mapper_location", errors: 0, warnings: 0)]
        let svg = AuditDrawings.barChart(tallies, of: "rule")
        let document = try XMLDocument(xmlString: svg, options: [])
        let groups = try XCTUnwrap(document.rootElement()?.children).compactMap { $0 as? XMLElement }.filter { $0.localName == "g" }
        func texts(_ group: XMLElement) -> [String] {
            (group.children ?? []).compactMap { $0 as? XMLElement }.filter { $0.localName == "text" }.compactMap(\.stringValue)
        }
        func attribute(_ element: XMLElement, _ name: String) -> String? {
            element.attributes?.first { $0.name == name || $0.localName == name }?.stringValue
        }
        func barWidths(_ group: XMLElement, _ color: String) -> Double {
            (group.children ?? []).compactMap { $0 as? XMLElement }
                .filter { $0.localName == "rect" && attribute($0, "fill") == color }
                .compactMap { Double(attribute($0, "width") ?? "") }.reduce(0, +)
        }
        XCTAssertEqual(groups.map(texts), [["dependency_rule", "7 (5 errors, 2 warnings)"], ["dto_leak", "3 errors"], ["view_model_naming", "1 warning"]])
        let lengths = groups.map { barWidths($0, AuditDrawings.errorColor) + barWidths($0, AuditDrawings.warningColor) }
        XCTAssertEqual(lengths, lengths.sorted(by: >))
        XCTAssertEqual(lengths[1] / lengths[0], 3.0 / 7, accuracy: 0.01, "lengths in proportion")
        XCTAssertEqual(barWidths(groups[0], AuditDrawings.warningColor) / barWidths(groups[0], AuditDrawings.errorColor), 2.0 / 5, accuracy: 0.01)
        XCTAssertEqual(AuditDrawings.barChart([Audit.Tally(name: "x", errors: 0, warnings: 0)], of: "rule"), "", "no chart of nothing")
    }
}
