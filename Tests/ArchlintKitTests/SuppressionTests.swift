import XCTest
@testable import ArchlintEngine

/// Every inline suppression form, as SwiftLint users write them.
final class SuppressionTests: XCTestCase {
    private let dto = ("Data/DTO/UserDTO.swift", "struct UserDTO: Codable { let id: Int }\n")

    private func findings(_ domain: String, configuration: String? = nil) -> [String] {
        var files = [dto, ("Domain/User.swift", domain)]
        if let configuration { files.append((".archlint.json", configuration)) }
        return TestSupport.findings(files).map { "\($0.line): \($0.rule)" }
    }

    func testDirectiveGrammar() {
        let next = SuppressionDirective.parse("archlint:disable:next dto_leak, dependency_rule -- legacy API", line: 3, column: 1)
        XCTAssertEqual(next?.action, .disable)
        XCTAssertEqual(next?.scope, .next)
        XCTAssertEqual(next?.rules, ["dto_leak", "dependency_rule"])
        XCTAssertEqual(next?.reason, "legacy API")
        XCTAssertEqual(SuppressionDirective.parse("archlint:enable all", line: 1, column: 1)?.action, .enable)
        XCTAssertEqual(SuppressionDirective.parse("archlint:disable:this codable_entity --", line: 1, column: 1)?.reason, nil)
        XCTAssertNil(SuppressionDirective.parse("archlint:frobnicate dto_leak", line: 1, column: 1))
        XCTAssertNil(SuppressionDirective.parse("archlint:disable:later dto_leak", line: 1, column: 1))
        // A region has no scope word: `:file` is no scope; a tab separates as a space does.
        XCTAssertEqual(SuppressionDirective.parse("archlint:disable:next\tdto_leak", line: 1, column: 1)?.rules, ["dto_leak"])
        XCTAssertNil(SuppressionDirective.parse("archlint:disable:file dto_leak", line: 1, column: 1))
        XCTAssertEqual(SuppressionDirective.parse("archlint:disable dto_leak", line: 1, column: 1)?.scope, .file)
        // The reason without the blanks around it.
        XCTAssertEqual(SuppressionDirective.parse("archlint:disable:next dto_leak -- \t legacy API \t", line: 1, column: 1)?.reason, "legacy API")
        // Found by the fuzzer: a directive whose command is only colons.
        XCTAssertNil(SuppressionDirective.parse("archlint:: UIView {}", line: 1, column: 1))
        XCTAssertNil(SuppressionDirective.parse("archlint::::", line: 1, column: 1))
    }

    func testNextThisAndPrevious() {
        XCTAssertEqual(findings("import UIKit\n"), ["1: dependency_rule"])
        XCTAssertEqual(findings("// archlint:disable:next dependency_rule\nimport UIKit\n"), [])
        XCTAssertEqual(findings("import UIKit // archlint:disable:this dependency_rule\n"), [])
        XCTAssertEqual(findings("import UIKit\n// archlint:disable:previous dependency_rule\n"), [])
        // :next covers exactly one line.
        XCTAssertEqual(findings("// archlint:disable:next dependency_rule\nimport UIKit\nimport SwiftUI\n"), ["3: dependency_rule"])
    }

    func testRegionsAndAll() {
        let region = """
            // archlint:disable dependency_rule
            import UIKit
            import SwiftUI
            // archlint:enable dependency_rule
            import Combine
            """
        XCTAssertEqual(findings(region), ["5: dependency_rule"])
        XCTAssertEqual(findings("// archlint:disable all\nimport UIKit\nlet dto: UserDTO? = nil\n"), [])
        // A disable without enable runs to the end of the file.
        XCTAssertEqual(findings("import UIKit\n// archlint:disable dependency_rule\nimport SwiftUI\nimport Combine\n"), ["1: dependency_rule"])
        // Only the rules named are suppressed.
        XCTAssertEqual(findings("// archlint:disable:next dto_leak\nimport UIKit\n"),
                       ["1: superfluous_suppression", "2: dependency_rule"])
    }

    /// An enable ends only a disable above it: one earlier on the same line (two block comments)
    /// leaves the region open to the end of the file.
    func testAnEnableEndsOnlyARegionOpenedAboveIt() {
        XCTAssertEqual(findings("/* archlint:enable dependency_rule */ /* archlint:disable dependency_rule */\nimport UIKit\n"), [])
        XCTAssertEqual(findings("/* archlint:disable dependency_rule */\n/* archlint:enable dependency_rule */\nimport UIKit\n"),
                       ["1: superfluous_suppression", "3: dependency_rule"])
    }

    /// A finding's line in two regions: the one that names its rule suppresses it, whichever comes
    /// first; `all` is no former rule id to warn about.
    func testEachRegionOfALineIsAsked() {
        XCTAssertEqual(findings("// archlint:disable dto_leak\n// archlint:disable dependency_rule\nimport UIKit\n"), ["1: superfluous_suppression"])
        let result = Linter.lint(TestSupport.project([dto, ("Domain/User.swift", "// archlint:disable all\nimport UIKit\n")]))
        XCTAssertEqual(result.findings.map(\.rule), [])
        XCTAssertEqual(result.formerRuleIDUses.map { "\($0.former) \($0.id)" }, [])
    }

    /// A directive for a rule that is switched off is left alone, and the directives after it are
    /// still judged.
    func testADirectiveForARuleSwitchedOffEndsNoJudgement() {
        XCTAssertEqual(findings("// archlint:disable:next mapper_silent_default\nlet x = 1\n// archlint:disable:next dto_leak\nlet y = 2\n"),
                       ["3: superfluous_suppression"])
    }

    /// A later disable of the same rules is no enable: the region above it goes on.
    func testALaterDisableEndsNoRegion() {
        XCTAssertEqual(findings("// archlint:disable dependency_rule\n// archlint:disable all\nimport UIKit\n"), [])
    }

    /// Inside a region, `enable:next` lets the rule report on the next line only, and an enable of
    /// other rules ends nothing; `enable all` ends every region.
    func testEnablesInsideARegion() {
        XCTAssertEqual(findings("// archlint:disable dependency_rule\n// archlint:enable:next dependency_rule\nimport UIKit\nimport SwiftUI\n"),
                       ["3: dependency_rule"])
        XCTAssertEqual(findings("// archlint:disable dependency_rule\nimport UIKit // archlint:enable:this dto_leak\n"), [])
        XCTAssertEqual(findings("// archlint:disable dependency_rule\n// archlint:enable dto_leak\nimport UIKit\n"), [])
        XCTAssertEqual(findings("// archlint:disable dependency_rule\n// archlint:enable all\nimport UIKit\n"),
                       ["1: superfluous_suppression", "3: dependency_rule"])
    }

    func testBlockCommentsAndOtherToolsDirectives() {
        XCTAssertEqual(findings("/* archlint:disable:next dependency_rule */\nimport UIKit\n"), [])
        XCTAssertEqual(findings("// swiftlint:disable:next dependency_rule\nimport UIKit\n"), ["2: dependency_rule"])
        XCTAssertEqual(findings("let note = \"// archlint:disable:next dependency_rule\"\nimport UIKit\n"), ["2: dependency_rule"])
    }

    func testSuperfluousAndUnknown() {
        XCTAssertEqual(findings("// archlint:disable:next dependency_rule\nstruct User {}\n"), ["1: superfluous_suppression"])
        let unknown = TestSupport.findings([("Domain/User.swift", "import UIKit // archlint:disable:this dependency_rul\n")])
        XCTAssertEqual(unknown.map(\.rule), ["dependency_rule", "superfluous_suppression"])
        XCTAssertTrue(unknown[1].message.contains("names an unknown rule dependency_rul (did you mean \"dependency_rule\"?)"), unknown[1].message)
        // A directive for a rule switched off is left alone.
        XCTAssertEqual(findings("// archlint:disable:next dto_leak\nstruct User {}\n",
                                configuration: "{ \"rules\": { \"dto_leak\": { \"severity\": \"off\" } } }"), [])
    }

    func testRequiredReasons() {
        let required = "{ \"suppressions\": { \"requireReason\": true } }"
        XCTAssertEqual(findings("// archlint:disable:next dependency_rule\nimport UIKit\n", configuration: required),
                       ["1: suppression_reason", "2: dependency_rule"])
        XCTAssertEqual(findings("// archlint:disable:next dependency_rule -- removed in #42\nimport UIKit\n", configuration: required), [])
        // Without the option, a reason is optional.
        XCTAssertEqual(findings("// archlint:disable:next dependency_rule\nimport UIKit\n"), [])
    }
}
