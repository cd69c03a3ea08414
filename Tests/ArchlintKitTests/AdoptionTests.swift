import Foundation
import XCTest
@testable import ArchlintModel

/// Adopting archlint on an existing codebase: the baseline round trip, the command-line filters,
/// and `archlint init`.
final class AdoptionTests: TemporaryFolderTestCase {
    private let legacy: [(path: String, code: String)] = [
        ("Data/DTO/OrderDTO.swift", "struct OrderDTO: Codable { let id: Int }\n"),
        ("Data/DefaultOrderRepository.swift", "final class DefaultOrderRepository: OrderRepository {\n    func orders() async throws -> [OrderDTO] { [] }\n}\n"),
        ("Domain/OrderRepository.swift", "protocol OrderRepository {\n    func orders() async throws -> [OrderDTO]\n}\n"),
        ("Domain/Order.swift", "import UIKit\n\nstruct Order: Codable { let id: Int }\n"),
    ]

    private func run(_ arguments: [String]) throws -> TestSupport.Run {
        try TestSupport.run(arguments, in: folder.path)
    }

    private func edit(_ path: String, _ transform: (String) -> String) throws {
        let url = folder.appendingPathComponent(path)
        try transform(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
    }

    // MARK: - Baseline

    func testBaselineRoundTrip() throws {
        try TestSupport.write(legacy, into: folder)
        XCTAssertEqual(try run(["--quiet", "."]).status, 1)

        // 1. Record today's findings.
        let write = try run(["--write-baseline", "archlint-baseline.json", "."])
        XCTAssertEqual(write.status, 0, write.stderr)
        XCTAssertTrue(write.stderr.contains("wrote archlint-baseline.json with 3 findings"), write.stderr)
        let text = try String(contentsOf: folder.appendingPathComponent("archlint-baseline.json"), encoding: .utf8)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let entries = try XCTUnwrap(object["findings"] as? [[String: Any]])
        // Sorted by file, then rule; the Domain -> Data use that closes a cycle with Data -> Domain
        // is dto_leak's alone.
        XCTAssertEqual(entries.map { $0["file"] as? String }, ["Domain/Order.swift", "Domain/Order.swift", "Domain/OrderRepository.swift"])
        XCTAssertEqual(entries.map { $0["rule"] as? String }, ["codable_entity", "dependency_rule", "dto_leak"])
        XCTAssertEqual(entries[2]["subject"] as? String, "OrderDTO")
        XCTAssertEqual(entries[2]["context"] as? String, "OrderRepository.orders")
        XCTAssertFalse(text.contains(folder.path), "no machine-specific path in the baseline")

        // 2. With the baseline the project lints clean.
        let clean = try run(["--baseline", "archlint-baseline.json", "."])
        XCTAssertEqual(clean.status, 0, clean.stdout)
        XCTAssertEqual(clean.stdout, "")

        // 3. A new violation is the only one reported.
        try TestSupport.write([("Presentation/OrderViewModel.swift", "final class OrderViewModel {\n    let repository = DefaultOrderRepository()\n}\n"),
                               ("Presentation/OrderView.swift", "struct OrderView {\n    let viewModel: OrderViewModel\n}\n")], into: folder)
        let new = try run(["--quiet", "--baseline", "archlint-baseline.json", "."])
        XCTAssertEqual(new.status, 1)
        XCTAssertEqual(new.stdout.split(separator: "\n").count, 1)
        XCTAssertTrue(new.stdout.hasPrefix("Presentation/OrderViewModel.swift:2:22: error:"), new.stdout)

        // 4. Code that moves keeps matching.
        try edit("Domain/OrderRepository.swift") { "// The port to orders.\n\n/// Orders come from the API.\n" + $0 }
        try edit("Domain/Order.swift") { $0.replacingOccurrences(of: "import UIKit\n", with: "// moved\nimport UIKit\n") }
        let moved = try run(["--quiet", "--baseline", "archlint-baseline.json", "."])
        XCTAssertEqual(moved.stdout.split(separator: "\n").map { String($0.prefix(34)) }, ["Presentation/OrderViewModel.swift:"])

        // 5. A fixed finding is reported as fixed, and --write-baseline prunes it.
        try edit("Domain/Order.swift") { $0.replacingOccurrences(of: "struct Order: Codable", with: "struct Order") }
        let fixed = try run(["--baseline", "archlint-baseline.json", "."])
        XCTAssertTrue(fixed.stderr.contains("1 baseline finding is fixed (run --write-baseline to prune):\n  Domain/Order.swift: codable_entity Order: Codable in Order\n"),
                      fixed.stderr)
        XCTAssertEqual(try run(["--quiet", "--write-baseline", "archlint-baseline.json", "."]).status, 0)
        let pruned = try String(contentsOf: folder.appendingPathComponent("archlint-baseline.json"), encoding: .utf8)
        XCTAssertFalse(pruned.contains("codable_entity"))
        XCTAssertTrue(pruned.contains("Presentation/OrderViewModel.swift"))
        XCTAssertEqual(try run(["--baseline", "archlint-baseline.json", "."]).status, 0)
    }

    func testBaselineCountsRepeatedFindings() throws {
        try TestSupport.write(legacy, into: folder)
        _ = try run(["--quiet", "--write-baseline", "b.json", "."])
        // A second use of the same DTO in the same declaration is a new finding.
        try edit("Domain/OrderRepository.swift") { $0.replacingOccurrences(of: "}\n", with: "    func order() async throws -> OrderDTO\n}\n") }
        let run = try run(["--quiet", "--baseline", "b.json", "."])
        XCTAssertEqual(run.stdout.split(separator: "\n").count, 1, run.stdout)
        XCTAssertTrue(run.stdout.contains("OrderRepository.swift:3:"), run.stdout)
    }

    /// A rule switched off, by the configuration or the command line, did not look at the code:
    /// its entries are neither fixed nor pruned, and are there when it is switched on again.
    func testBaselineEntriesOfRulesThatDidNotRunAreNeitherFixedNorPruned() throws {
        try TestSupport.write(legacy, into: folder)
        XCTAssertEqual(try run(["--quiet", "--write-baseline", "b.json", "."]).status, 0)
        let recorded = try String(contentsOf: folder.appendingPathComponent("b.json"), encoding: .utf8)
        for switchedOff in [["--disable", "codable_entity"], ["--only", "dto_leak"]] {
            let lint = try run(switchedOff + ["--baseline", "b.json", "."])
            XCTAssertEqual(lint.status, 0, lint.stdout + lint.stderr)
            XCTAssertFalse(lint.stderr.contains("fixed"), "\(switchedOff): \(lint.stderr)")
        }
        try TestSupport.write([(".archlint.json", "{ \"rules\": { \"codable_entity\": { \"severity\": \"off\" } } }\n")], into: folder)
        XCTAssertFalse(try run(["--baseline", "b.json", "."]).stderr.contains("fixed"))
        let rewrite = try run(["--only", "dto_leak", "--write-baseline", "b.json", "."])
        XCTAssertEqual(rewrite.status, 0, rewrite.stderr)
        XCTAssertTrue(rewrite.stderr.contains("wrote b.json with 1 finding; kept 2 entries of files or rules outside this run's scope"), rewrite.stderr)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("b.json"), encoding: .utf8), recorded)
        // A rule that did run and no longer finds its entry's finding still makes it fixed.
        try edit("Domain/OrderRepository.swift") { $0.replacingOccurrences(of: "[OrderDTO]", with: "[Int]") }
        let fixed = try run(["--only", "dto_leak", "--baseline", "b.json", "."])
        XCTAssertTrue(fixed.stderr.contains("1 baseline finding is fixed"), fixed.stderr)
    }

    func testBadBaselinesAreClearErrors() throws {
        try TestSupport.write(legacy + [("broken.json", "{ \"findings\": [ { \"rule\": 1 } ] }"), ("syntax.json", "{\n  \"findings\": [,]\n}")], into: folder)
        let missing = try run(["--baseline", "nowhere.json", "."])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("baseline nowhere.json: cannot read"), missing.stderr)
        let broken = try run(["--baseline", "broken.json", "."])
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stderr.contains("broken.json:1:17: a baseline finding needs a string \"rule\""), broken.stderr)
        let syntax = try run(["--baseline", "syntax.json", "."])
        XCTAssertEqual(syntax.status, 2)
        XCTAssertTrue(syntax.stderr.contains("syntax.json:2:16: invalid JSON"), syntax.stderr)
    }

    // MARK: - Filters

    func testStrictOnlyDisableExclude() throws {
        try TestSupport.write(legacy + [("Domain/UseCases/SaveOrderUseCase.swift",
            "struct SaveOrderUseCase {\n    let repository: OrderRepository\n    func execute() async throws { try await repository.orders() }\n}\n")], into: folder)
        let only = try run(["--quiet", "--only", "pass_through_use_case", "."])
        XCTAssertEqual(only.status, 0, "a warning alone passes")
        XCTAssertEqual(only.stdout.split(separator: "\n").count, 1)
        XCTAssertEqual(try run(["--quiet", "--strict", "--only", "pass_through_use_case", "."]).status, 1)
        let disabled = try run(["--quiet", "--disable", "dto_leak", "--disable", "codable_entity", "."])
        XCTAssertFalse(disabled.stdout.contains("dto_leak") || disabled.stdout.contains("codable_entity"))
        XCTAssertTrue(disabled.stdout.contains("dependency_rule"))
        let excluded = try run(["--quiet", "--exclude", "**/Order.swift", "."])
        XCTAssertFalse(excluded.stdout.contains("Domain/Order.swift"))
        let unknown = try run(["--only", "dto_leek", "."])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("unknown rule dto_leek (did you mean \"dto_leak\"?)"), unknown.stderr)
        let badGlob = try run(["--exclude", "a**b", "."])
        XCTAssertEqual(badGlob.status, 2)
    }

    func testFilesFromReportsOnlyThoseFilesButResolvesAcrossTheTree() throws {
        try TestSupport.write(legacy + [("changed.txt", "./Domain/OrderRepository.swift\nREADME.md\n")], into: folder)
        let run = try run(["--quiet", "--only", "dto_leak", "--files-from", "changed.txt", "."])
        // OrderDTO is declared in a file that is not listed, and still resolves to the Data layer.
        XCTAssertEqual(run.stdout.split(separator: "\n").count, 1, run.stdout)
        XCTAssertTrue(run.stdout.hasPrefix("Domain/OrderRepository.swift:2:36: error:"), run.stdout)
        let stdin = try TestSupport.run(["--quiet", "--files-from", "-", "."], in: folder.path, stdin: "Domain/Order.swift\n")
        XCTAssertEqual(stdin.stdout.split(separator: "\n").count, 2, stdin.stdout)
        XCTAssertTrue(stdin.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("Domain/Order.swift:") })
    }

    func testIncludeLimitsWhatIsReported() throws {
        try TestSupport.write(legacy + [(".archlint.json", "{ \"include\": [\"Domain/Order*.swift\"] }")], into: folder)
        let run = try run(["--quiet", "."])
        XCTAssertEqual(Set(run.stdout.split(separator: "\n").map { $0.split(separator: ":")[0] }),
                       ["Domain/Order.swift", "Domain/OrderRepository.swift"])
    }

    // MARK: - init

    private func initialize(_ files: [(path: String, code: String)]) throws -> (TestSupport.Run, Configuration) {
        try TestSupport.write(files, into: folder)
        let run = try run(["init"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let text = try Data(contentsOf: folder.appendingPathComponent(".archlint.json"))
        return (run, try ConfigurationLoader.load(bytes: Array(text), source: ".archlint.json", over: .builtIn()))
    }

    /// The starter configuration changes no finding: on a project of layer folders with a package
    /// inside, on a package with a target per layer and on a clean one, what archlint finds after
    /// `init` is what the fixture's `// expect:` markers say, no more, no less.
    func testInitOnTheFixtureProjects() throws {
        // The findings the markers call for: 14 dependency_rule and 2 dto_leak in the first, of which
        // the 2 dependency_rule and 2 dto_leak of its Modules/ package; Todo lints clean.
        for (name, layers, findings) in [("Violations/dependency_rule", ["Domain", "Data", "Presentation", "Core", "App"], 18),
                                         ("Violations/dependency_rule/Modules", ["Domain", "Data", "Presentation"], 4),
                                         ("Todo", ["Domain", "Data", "Presentation", "Core", "App"], 0)] {
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.copyItem(at: URL(fileURLWithPath: TestSupport.fixture(name)), to: folder)
            let run = try run(["init"])
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertTrue(run.stdout.contains("Every file is in a layer."), run.stdout)
            for layer in ["Domain", "Data", "Presentation", "Core", "App"] {
                XCTAssertEqual(run.stdout.contains("\n\(layer) ("), layers.contains(layer), "\(name): \(layer)\n\(run.stdout)")
            }
            // Linted by the command line with the .archlint.json init wrote.
            let lint = try self.run(["--reporter", "json", "--quiet", "."])
            let found = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any], lint.stdout + lint.stderr)
            let places = try XCTUnwrap(found["findings"] as? [[String: Any]]).map { "\($0["file"] ?? ""):\($0["line"] ?? ""): \($0["rule"] ?? "")" }
            let expected = TestSupport.expectations(folder: folder.path, project: TestSupport.lint(folder: folder.path).project)
            XCTAssertEqual(expected.count, findings, name)
            XCTAssertEqual(places.sorted(), expected.sorted(), name)
            XCTAssertEqual(lint.status, findings == 0 ? 0 : 1, name)
            // Running it again refuses to overwrite; --force replaces.
            XCTAssertEqual(try self.run(["init"]).status, 2)
            XCTAssertEqual(try self.run(["init", "--force"]).status, 0)
        }
    }

    func testInitOffersThePresets() throws {
        let (recommended, configuration) = try initialize(legacy)
        XCTAssertEqual(configuration.preset, "recommended")
        XCTAssertTrue(recommended.stdout.contains("set \"preset\": \"strict\""), recommended.stdout)
        // The written file names each preset and what it does.
        let text = try String(contentsOf: folder.appendingPathComponent(".archlint.json"), encoding: .utf8)
        XCTAssertTrue(text.contains("// \"strict\": Clean Architecture by the book"), text)
        let strict = try run(["init", "--force", "--preset", "strict"])
        XCTAssertEqual(strict.status, 0, strict.stderr)
        let written = try Data(contentsOf: folder.appendingPathComponent(".archlint.json"))
        XCTAssertEqual(try ConfigurationLoader.load(bytes: Array(written), source: ".archlint.json", over: .builtIn()).preset, "strict")
        // Under strict, the legacy code's warnings fail the run.
        let lint = try run(["--quiet", "."])
        XCTAssertFalse(lint.stdout.contains(": warning: "), lint.stdout)
        XCTAssertEqual(lint.status, 1)
    }

    func testInitFindsFeatureFoldersAndNameVariants() throws {
        let (run, configuration) = try initialize([
            ("Features/Login/Domain/User.swift", "struct User {}\n"),
            ("Features/Login/Data/LoginAPI.swift", "struct LoginAPI {}\n"),
            ("Features/Login/Presentation/LoginView.swift", "import SwiftUI\nstruct LoginView {}\n"),
            ("Entities/Order.swift", "typealias OrderID = String\n"),
            ("UseCases/PlaceOrder.swift", "struct PlaceOrder {}\n"),
            ("Networking/HTTPClient.swift", "struct HTTPClient {}\n"),
            ("Screens/Home/HomeView.swift", "import SwiftUI\nstruct HomeView {}\n"),
            ("Widgets/Clock.swift", "import SwiftUI\nstruct Clock {}\n"),
            ("Misc/Thing.swift", "let answer = 42\n"),
        ])
        func layer(_ path: String) -> String? {
            Project.layer(forPath: path, configuration: configuration).map { configuration.layers[$0].name }
        }
        XCTAssertEqual(layer("Features/Login/Domain/User.swift"), "Domain")
        XCTAssertEqual(layer("Features/Login/Data/LoginAPI.swift"), "Data")
        XCTAssertEqual(layer("Entities/Order.swift"), "Domain")
        XCTAssertEqual(layer("UseCases/PlaceOrder.swift"), "Domain")
        XCTAssertEqual(layer("Networking/HTTPClient.swift"), "Data")
        XCTAssertEqual(layer("Screens/Home/HomeView.swift"), "Presentation")
        XCTAssertEqual(layer("Widgets/Clock.swift"), "Presentation", "by its code")
        XCTAssertNil(layer("Misc/Thing.swift"))
        XCTAssertTrue(run.stdout.contains("in no layer\n  Misc/  1 file  nothing places it: no layer folder or module, and no type its code declares says a layer\n"), run.stdout)
        // init proposes only what lint does: what it printed is what `archlint layers` shows now.
        let layers = try self.run(["layers", "."])
        XCTAssertEqual(layers.status, 0, layers.stderr)
        XCTAssertTrue(run.stdout.contains(layers.stdout), "init printed:\n\(run.stdout)\nlayers shows:\n\(layers.stdout)")
        let text = try String(contentsOf: folder.appendingPathComponent(".archlint.json"), encoding: .utf8)
        // What the code decided is written down with the reason; a folder only its name places, too.
        XCTAssertTrue(text.contains("// Domain: Entities/ (1 file, by its name); UseCases/ (1 file, by its code)."), text)
        XCTAssertTrue(text.contains("// Presentation: Widgets/ (1 file, by its code)."), text)
        // The file says what init printed: a file is still in no layer, never that the layers fit.
        XCTAssertTrue(text.contains("// 1 file is still in no layer, and no rule checks them: `archlint layers` lists their folders."), text)
        XCTAssertFalse(text.contains("fit this project"), text)
    }

    /// Where every file has a layer, the file says the built-in layers fit; where an app target's
    /// own folders stay in no layer, it says how many, and that no rule checks them.
    func testInitSaysWhetherTheLayersFit() throws {
        _ = try initialize([("Domain/User.swift", "struct User {}\n"), ("Data/Repo.swift", "struct Repo {}\n")])
        let fitting = try String(contentsOf: folder.appendingPathComponent(".archlint.json"), encoding: .utf8)
        XCTAssertTrue(fitting.contains("// The built-in layer folders fit this project: nothing to add."), fitting)
        XCTAssertFalse(fitting.contains("still in no layer"), fitting)
        // Files whose code says nothing of a layer: constants, no type.
        try TestSupport.write([("Misc/A.swift", "let a = 1\n"), ("Misc/B.swift", "let b = 2\n")], into: folder)
        XCTAssertEqual(try run(["init", "--force"]).status, 0)
        let text = try String(contentsOf: folder.appendingPathComponent(".archlint.json"), encoding: .utf8)
        XCTAssertTrue(text.contains("// 2 files are still in no layer, and no rule checks them"), text)
        XCTAssertFalse(text.contains("fit this project"), text)
    }

    func testInitClassifiesSwiftPMTargets() throws {
        let (run, configuration) = try initialize([
            ("Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Shop", targets: [
                    .target(name: "ShopDomain"), .target(name: "Networking"), .target(name: "Checkout", dependencies: ["ShopDomain"]),
                    .target(name: "Toolbox"), .testTarget(name: "ShopDomainTests"),
                ])
                """),
            ("Sources/ShopDomain/Cart.swift", "public struct Cart {}\n"),
            ("Sources/Networking/Client.swift", "public struct Client {}\n"),
            ("Sources/Checkout/CheckoutView.swift", "import SwiftUI\nimport ShopDomain\nstruct CheckoutView {}\n"),
            ("Sources/Checkout/CheckoutViewModel.swift", "import SwiftUI\nfinal class CheckoutViewModel {}\n"),
            ("Sources/Toolbox/Misc.swift", "public enum Misc {}\n"),
        ])
        // What init prints is `archlint layers` under the configuration it wrote.
        XCTAssertTrue(run.stdout.contains("Domain (domain)\n  Sources/ShopDomain/  1 file  module ShopDomain: its name has the word Domain\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Data (data)\n  Sources/Networking/  1 file  module Networking: its files are in Sources/Networking\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Presentation (presentation)\n  Sources/Checkout/  2 files  module Checkout: .archlint.json module \"Checkout\"\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Core (core)\n  Sources/Toolbox/  1 file  module Toolbox: its name has the word Toolbox\n"), run.stdout)
        XCTAssertTrue(configuration.layer(named: "Presentation")!.modules.contains { $0.pattern == "Checkout" })
    }
}
