import Foundation
import XCTest
@testable import ArchlintScan
@testable import ArchlintModel
@testable import ArchlintRules
@testable import ArchlintEngine
@testable import ArchlintKit

final class ConfigurationTests: XCTestCase {
    private func load(_ text: String) throws -> Configuration {
        try ConfigurationLoader.load(bytes: Array(text.utf8), source: ".archlint.json", over: .builtIn())
    }

    private func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ArchlintError? {
        do {
            _ = try load(text)
            XCTFail("expected a configuration error", file: file, line: line)
            return nil
        } catch let error as ArchlintError {
            return error
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return nil
        }
    }

    func testBuiltInRulesDefineTheConventionalLayers() {
        let configuration = Configuration.builtIn()
        XCTAssertEqual(configuration.layers.map(\.name), ["Domain", "Data", "Presentation", "Core", "App"])
        XCTAssertEqual(configuration.layer(named: "Domain")?.allowedImports, ["Foundation"])
        XCTAssertEqual(configuration.layer(named: "Domain")?.mayDependOn, ["Core"])
        XCTAssertEqual(configuration.layer(named: "Core")?.mayDependOn, [])
        XCTAssertTrue(configuration.layer(named: "App")!.isCompositionRoot)
        for id in RuleRegistry.ids {
            XCTAssertNotNil(configuration.rules[id]?.level, "rules.json sets no severity for \(id)")
            let declared = RuleRegistry.description(of: id)!.defaultLevel
            XCTAssertEqual(configuration.severity(of: id, default: .warning)?.rawValue ?? "off", declared, "rules.json and \(id) disagree")
        }
    }

    /// A preview rule is off by default and on in the strict preset; a stable rule is on unless
    /// it is opt-in; the status follows the measured precision.
    func testPreviewRulesRunInStrictOnly() throws {
        let recommended = Configuration.builtIn()
        let strict = try load("{\"preset\": \"strict\"}")
        var previews = 0
        for description in RuleRegistry.descriptions {
            let byDefault = recommended.severity(of: description.id, default: description.severity)
            let inStrict = strict.severity(of: description.id, default: description.severity)
            switch description.status {
            case .preview:
                previews += 1
                XCTAssertNil(byDefault, "\(description.id) is a preview rule: off unless strict")
                XCTAssertNotNil(inStrict, "\(description.id) is a preview rule: the strict preset runs it")
            case .stable:
                XCTAssertEqual(byDefault == nil, description.isOptIn, "\(description.id) is stable: on unless opt-in")
            }
            if let measured = description.measurement, measured.falseFindings > 0 {
                let judged = measured.trueFindings + measured.falseFindings
                XCTAssertEqual(description.status == .stable, judged >= 10 && measured.precision >= 0.90, description.id)
            }
        }
        XCTAssertGreaterThan(previews, 0)
    }

    func testRoleOrdinalsFollowTheDeclarationOrder() {
        // Per-role tables are indexed by `ordinal`; sorting by role must keep the documented order.
        XCTAssertEqual(Role.allCases.map(\.ordinal), Array(Role.allCases.indices))
        XCTAssertEqual(Set(Role.allCases).sorted(), Role.allCases)
    }

    func testSyntaxErrorsSayWhere() {
        let found = error("{\n  \"rules\": {\n    \"dto_leak\": { \"severity\": \"off\" }\n    \"mapper_location\": {}\n  }\n}")
        XCTAssertEqual(found?.line, 4)
        XCTAssertEqual(found?.column, 5)
        XCTAssertEqual(found?.description, ".archlint.json:4:5: invalid JSON: expected ',' or '}'")
        XCTAssertEqual(error("{\"exclude\": [\u{1B}]}")?.message, "invalid JSON: unexpected byte 0x1B")
        XCTAssertEqual(error("{\"exclude\": [#]}")?.message, "invalid JSON: unexpected character '#'")
    }

    /// The starter file `init` writes is commented JSON: deleting the last entry of a list or an
    /// object leaves a trailing comma, which is accepted as JSONC readers accept it.
    func testTrailingCommasAreAccepted() throws {
        let configuration = try load("{\n  \"exclude\": [\"Generated/**\",],\n  \"rules\": {\n    \"dto_leak\": { \"severity\": \"off\", },\n    // more to come\n  },\n}")
        XCTAssertEqual(configuration.exclude.map(\.pattern).last, "Generated/**")
        XCTAssertNil(configuration.severity(of: "dto_leak", default: .warning))
        // A comma alone is still no value.
        XCTAssertEqual(error("{\"exclude\": [,]}")?.message, "invalid JSON: unexpected character ','")
        XCTAssertEqual(error("{,}")?.message, "invalid JSON: expected a quoted key")
        XCTAssertEqual(error("{\"exclude\": [\"a\",,]}")?.message, "invalid JSON: unexpected character ','")
    }

    /// A value quoted in a message is cut to an excerpt: a three-million-digit number or key must
    /// not become a three-megabyte error line.
    func testHugeValuesAreQuotedAsExcerpts() {
        let digits = String(repeating: "9", count: 3_000_000)
        let number = error("{\"rules\": \(digits)}")?.message ?? ""
        XCTAssertEqual(number, "invalid JSON: invalid number " + String(repeating: "9", count: 60) + "… (3000000 characters)")
        let key = String(repeating: "k", count: 100_000)
        XCTAssertLessThan(error("{\"\(key)\": 1}")?.message.count ?? .max, 200)
        XCTAssertLessThan(error("{\"\(key)\": 1, \"\(key)\": 1}")?.message.count ?? .max, 200)
        XCTAssertLessThan(error("{\"preset\": \"\(key)\"}")?.message.count ?? .max, 300)
        XCTAssertLessThan(error("{\"rules\": {\"\(key)\": {}}}")?.message.count ?? .max, 200)
        XCTAssertLessThan(error("{\"layers\": [{\"name\": \"\(key)\"}]}")?.message.count ?? .max, 200)
        // Short values stay whole.
        XCTAssertEqual(error("{\"preset\": \"lax\"}")?.message.hasPrefix("unknown preset \"lax\""), true)
    }

    func testUnknownKeysAndRulesSuggestTheRightOne() {
        XCTAssertEqual(error("{\"layres\": []}")?.message, "unknown key \"layres\" in the configuration (did you mean \"layers\"?)")
        let rule = error("{\"rules\": {\"dto_leaks\": {\"severity\": \"off\"}}}")
        XCTAssertEqual(rule?.message, "unknown rule \"dto_leaks\" (did you mean \"dto_leak\"?)")
        XCTAssertEqual(rule?.line, 1)
        XCTAssertEqual(rule?.column, 25)
        XCTAssertEqual(error("{\"rules\": {\"dto_leak\": {\"severity\": \"fatal\"}}}")?.message,
                       "rule dto_leak: severity must be \"error\", \"warning\" or \"off\", not \"fatal\"")
        XCTAssertEqual(error("{\"layers\": [{\"name\": \"Domain\", \"pahts\": []}]}")?.message,
                       "unknown key \"pahts\" in a layer (did you mean \"paths\"?)")
    }

    /// rules.json's import deny lists are the framework sets the rules, the audit and init use.
    func testTheBuiltInDenyListsAreTheKnownFrameworks() {
        let configuration = Configuration.builtIn()
        XCTAssertEqual(Set(configuration.layer(named: "Data")?.deniedImports ?? []), Frameworks.ui)
        XCTAssertEqual(Set(configuration.layer(named: "Presentation")?.deniedImports ?? []), Frameworks.persistence.union(Frameworks.networking))
    }

    /// A rule takes the options its description declares, as lists of names; a misspelt key is an
    /// error where it is written, not a setting silently ignored.
    func testRuleOptionsAreTheDeclaredOnes() throws {
        XCTAssertNoThrow(try RuleOptions.check(.builtIn(), source: "rules.json"), "rules.json sets only declared options")
        func optionError(_ json: String) -> ArchlintError? {
            do {
                try RuleOptions.check(try ConfigurationLoader.load(bytes: Array(json.utf8), source: "test.json", over: .builtIn()), source: "test.json")
                return nil
            } catch { return error as? ArchlintError }
        }
        let misspelt = optionError("{\"rules\": {\"codable_entity\": {\"options\": {\"serializationProtocol\": [\"X\"]}}}}")
        XCTAssertEqual(misspelt?.message, "rule codable_entity: unknown option \"serializationProtocol\" "
                       + "(did you mean \"serializationProtocols\"?); its options are: serializationProtocols")
        XCTAssertEqual(misspelt?.line, 1)
        XCTAssertEqual(optionError("{\"rules\": {\"dto_leak\": {\"options\": {\"names\": []}}}}")?.message,
                       "rule dto_leak: unknown option \"names\"; it takes no options")
        XCTAssertEqual(optionError("{\"rules\": {\"codable_entity\": {\"options\": {\"serializationProtocols\": \"Codable\"}}}}")?.message,
                       "rule codable_entity: option \"serializationProtocols\" must be an array of strings")
        XCTAssertNil(optionError("{\"rules\": {\"codable_entity\": {\"options\": {\"serializationProtocols\": [\"Codable\", \"Storable\"]}}}}"))
    }

    func testWrongTypesAreNamed() {
        XCTAssertEqual(error("{\"exclude\": \"Tests\"}")?.message, "exclude must be an array of globs, not a string")
        XCTAssertEqual(error("[]")?.message, "the configuration must be an object, not an array")
        XCTAssertEqual(error("{\"layers\": [{\"name\": \"Domain\", \"mayDependOn\": [1]}]}")?.message,
                       "each entry of layer Domain: mayDependOn must be a string, not a number")
    }

    func testBadGlobs() {
        XCTAssertEqual(error("{\"exclude\": [\"a/**b/c\"]}")?.message, "bad glob in exclude: ** must stand alone between slashes (in a/**b/c)")
        XCTAssertEqual(error("{\"exclude\": [\"\"]}")?.message, "an empty glob in exclude")
    }

    func testLayerGraphIsValidated() {
        XCTAssertEqual(error("{\"layers\": [{\"name\": \"Domain\", \"mayDependOn\": [\"Cor\"]}]}")?.message,
                       "layer Domain may depend on \"Cor\", which is not a layer (did you mean \"Core\"?)")
        // Adding to the list of a layer that does not exist: a misspelt name, not a new layer.
        let misspelt = error("{\"layers\": [{\"name\": \"Domian\", \"paths\": {\"add\": [\"Rules/**\"]}}]}")
        XCTAssertEqual(misspelt?.message, "layer Domian is not a layer yet, so its paths have no list to add to or remove from; "
                       + "write the list itself to define a new layer (did you mean \"Domain\"?)")
        XCTAssertEqual(misspelt?.column, 41, "at the edit")
        XCTAssertNoThrow(try load("{\"layers\": [{\"name\": \"Widgets\", \"paths\": [\"Widgets/**\"]}]}"))
        XCTAssertEqual(error("{\"layers\": [{\"name\": \"Core\", \"mayDependOn\": [\"Domain\"]}]}")?.message,
                       "the allowed dependencies form a cycle: Domain -> Core -> Domain; layers must depend inward only")
        XCTAssertEqual(error("{\"layers\": [{\"name\": \"Widgets\"}]}")?.message,
                       "layer Widgets has no paths, modules or typeNames: no file could belong to it")
    }

    func testHostileNestingIsRefused() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertTrue(error(deep)?.message.contains("nested deeper than") == true)
        XCTAssertNotNil(error("{\"rules\": 1e999999}"))
    }

    func testProjectConfigurationMergesOverTheBuiltIn() throws {
        let configuration = try load("""
            {
              "layers": [
                { "name": "Domain", "paths": ["**/domain/**", "**/Entities/**"] },
                { "name": "Widgets", "paths": ["**/Widgets/**"], "mayDependOn": ["Domain", "Core"] }
              ],
              "exclude": ["**/Generated/**"],
              "rules": { "pass_through_use_case": { "severity": "off" } }
            }
            """)
        XCTAssertEqual(configuration.layers.map(\.name), ["Domain", "Data", "Presentation", "Core", "App", "Widgets"])
        XCTAssertEqual(configuration.layer(named: "Domain")?.paths.map(\.pattern), ["**/domain/**", "**/Entities/**"])
        // Fields not given keep the built-in value.
        XCTAssertEqual(configuration.layer(named: "Domain")?.allowedImports, ["Foundation"])
        XCTAssertTrue(configuration.exclude.map(\.pattern).contains("**/Tests/**"))
        XCTAssertTrue(configuration.exclude.map(\.pattern).contains("**/Generated/**"))
        // Vendored code is skipped like Pods/; an edit takes a built-in exclude back out.
        XCTAssertTrue(configuration.exclude.map(\.pattern).contains("**/Vendor/**"))
        let external = try load("{ \"exclude\": { \"remove\": [\"**/External/**\"], \"add\": [\"**/Legacy/**\"] } }").exclude.map(\.pattern)
        XCTAssertFalse(external.contains("**/External/**"))
        XCTAssertTrue(external.contains("**/Legacy/**") && external.contains("**/Tests/**"))
        XCTAssertNil(configuration.severity(of: "pass_through_use_case", default: .warning))
        XCTAssertEqual(configuration.severity(of: "dto_leak", default: .warning), .error)
    }

    func testPresetsTurnRulesOnAndTheProjectRefinesThem() throws {
        let builtIn = Configuration.builtIn()
        XCTAssertEqual(builtIn.presets.map(\.name), ["recommended", "strict"])
        XCTAssertNil(builtIn.preset)
        // Opt-in rules are off until a preset or the project turns them on.
        XCTAssertNil(builtIn.severity(of: "service_locator", default: .warning))
        XCTAssertEqual(try load("{ \"preset\": \"recommended\" }").severity(of: "pass_through_use_case", default: .error), .warning)

        // strict turns the opt-in rules on and raises every warning to an error; the project's own
        // rules come after the preset wherever the key is written.
        let strict = try load("""
            { "rules": { "file_placement": { "severity": "warning" }, "dto_leak": { "severity": "off" } }, "preset": "strict" }
            """)
        XCTAssertEqual(strict.preset, "strict")
        XCTAssertEqual(strict.severity(of: "service_locator", default: .warning), .error)
        XCTAssertEqual(strict.severity(of: "viewmodel_data_access", default: .warning), .error)
        XCTAssertEqual(strict.severity(of: "pass_through_use_case", default: .warning), .error)
        XCTAssertEqual(strict.severity(of: "file_placement", default: .error), .warning)
        XCTAssertNil(strict.severity(of: "dto_leak", default: .error))

        // A project may define its own preset and choose it.
        let own = try load("""
            { "presets": { "team": { "rules": { "service_locator": { "severity": "error" } } } }, "preset": "team" }
            """)
        XCTAssertEqual(own.severity(of: "service_locator", default: .warning), .error)
        XCTAssertEqual(own.severity(of: "pass_through_use_case", default: .error), .warning)

        XCTAssertEqual(error("{ \"preset\": \"strcit\" }")?.message,
                       "unknown preset \"strcit\" (did you mean \"strict\"?); the presets are: recommended, strict")
        XCTAssertEqual(error("{ \"presets\": { \"team\": { \"rules\": { \"dto_leek\": {} } } } }")?.message,
                       "unknown rule \"dto_leek\" (did you mean \"dto_leak\"?)")
        XCTAssertEqual(error("{ \"presets\": { \"team\": { \"warningsAsError\": true } } }")?.message,
                       "unknown key \"warningsAsError\" in preset team (did you mean \"warningsAsErrors\"?)")
    }

    func testIncludeAndSuppressionOptions() throws {
        let configuration = try load("// comments are allowed\n{ \"include\": [\"Sources/**\"], /* here too */ \"suppressions\": { \"requireReason\": true } }")
        XCTAssertEqual(configuration.include.map(\.pattern), ["Sources/**"])
        XCTAssertTrue(configuration.requireSuppressionReason)
        XCTAssertEqual(error("{ \"suppressions\": { \"requireReasons\": true } }")?.message,
                       "unknown key \"requireReasons\" in suppressions (did you mean \"requireReason\"?)")
        XCTAssertEqual(error("{ \"suppressions\": { \"requireReason\": \"yes\" } }")?.message,
                       "suppressions: requireReason must be true or false, not a string")
        XCTAssertEqual(error("{ \"roles\": { \"dtos\": {} } }")?.message, "unknown role \"dtos\" (did you mean \"dto\"?)")
    }

    /// rules.json, the configuration examples of the README and docs/configuration.md, and what
    /// `archlint init` writes all follow the JSON Schema that ships in the repository (checked with
    /// Python's jsonschema where it is installed).
    func testConfigurationsFollowTheShippedSchema() throws {
        let python = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/python3" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let python else { throw XCTSkip("python3 is not installed") }
        let root = TestSupport.repositoryRoot
        var documents = [try String(contentsOf: root.appendingPathComponent("rules.json"), encoding: .utf8)]
        for page in ["README.md", "docs/configuration.md"] {
            // Every whole configuration the page shows: a JSON block that opens an object.
            let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
            let examples = text.components(separatedBy: "```json\n").dropFirst()
                .map { String($0[..<$0.range(of: "```")!.lowerBound]) }
                .filter { $0.hasPrefix("{") && ($0.contains("\"preset\"") || $0.contains("\"layers\"")) }
            XCTAssertFalse(examples.isEmpty, "\(page) shows no .archlint.json example")
            documents += examples
        }
        let summary = Initializer.survey(root: TestSupport.fixture("Pokedex"), workingDirectory: TestSupport.fixture("Pokedex"))
        documents.append(summary.configuration)
        for (index, document) in documents.enumerated() {
            // Comments are fine for archlint, not for jsonschema: re-render without them.
            let parsed = try JSON.parse(Array(document.utf8))
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-config-\(UUID().uuidString).json")
            try ConfigurationTests.render(parsed.value).write(to: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: file) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: python)
            process.arguments = ["-c", "import json,jsonschema,sys; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))",
                                 file.path, root.appendingPathComponent("archlint.schema.json").path]
            let pipe = Pipe()
            process.standardError = pipe
            try process.run()
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            if String(decoding: output, as: UTF8.self).contains("No module named 'jsonschema'") { throw XCTSkip("no jsonschema") }
            XCTAssertEqual(process.terminationStatus, 0, "document \(index): \(String(decoding: output, as: UTF8.self))")
        }
    }

    private static func render(_ value: JSON) -> String {
        switch value {
        case .null: return "null"
        case let .bool(flag): return flag ? "true" : "false"
        case let .number(number): return String(number)
        case let .string(text):
            var out = ""
            JSONValue.escape(text, into: &out)
            return out
        case let .array(items): return "[" + items.map { render($0.value) }.joined(separator: ",") + "]"
        case let .object(members):
            return "{" + members.map { member -> String in
                var key = ""
                JSONValue.escape(member.key, into: &key)
                return key + ":" + render(member.value.value)
            }.joined(separator: ",") + "}"
        }
    }
}

final class LayerAssignmentTests: XCTestCase {
    private func layer(_ path: String) -> String? {
        let configuration = Configuration.builtIn()
        return Project.layer(forPath: path, configuration: configuration).map { configuration.layers[$0].name }
    }

    func testConventionalFolders() {
        XCTAssertEqual(layer("Domain/Entities/User.swift"), "Domain")
        XCTAssertEqual(layer("Sources/MyApp/Data/DTO/UserDTO.swift"), "Data")
        XCTAssertEqual(layer("Presentation/Views/UserView.swift"), "Presentation")
        XCTAssertEqual(layer("Core/Extensions/String+X.swift"), "Core")
        XCTAssertEqual(layer("DI/AppContainer.swift"), "App")
        // A folder named App holds screens as often as wiring: the code decides, not the name.
        XCTAssertNil(layer("App/MyApp.swift"))
        XCTAssertNil(layer("Sources/Misc/Thing.swift"))
    }

    func testCaseDoesNotMatter() {
        XCTAssertEqual(layer("feature/login/data/LoginAPI.swift"), "Data")
        XCTAssertEqual(layer("feature/login/domain/User.swift"), "Domain")
        XCTAssertEqual(layer("feature/login/ui/LoginView.swift"), "Presentation")
    }

    func testTheDeepestLayerFolderDecides() {
        XCTAssertEqual(layer("Features/Login/Domain/User.swift"), "Domain")
        XCTAssertEqual(layer("Features/Login/Presentation/LoginView.swift"), "Presentation")
        XCTAssertEqual(layer("Features/Login/LoginView.swift"), "Presentation")
        // A wiring folder inside another layer's is that layer's by its name (its code may still
        // make it the root: CompositionRoot.Wiring).
        XCTAssertEqual(layer("Core/DI/AppContainer.swift"), "Core")
        XCTAssertEqual(layer("App/Sources/Domain/User.swift"), "Domain")
    }

    /// Layer globs of every shape, not only `**/Name/**` (looked up by folder name): a wildcard in
    /// the folder, a path anchored at the root, a file-name pattern. The outermost folder decides: a
    /// file-name pattern never overrides it, nor does a folder inside it unless its layer says
    /// `withinOtherLayers`.
    func testLayerGlobsOfOtherShapes() throws {
        func configuration(domainNests: Bool) throws -> Configuration {
            let custom = """
                { "layers": [
                    { "name": "Domain", "paths": ["**/*Domain/**"], "withinOtherLayers": \(domainNests) },
                    { "name": "Data", "paths": ["Modules/*/Networking/**", "**/*Repository.swift"] }
                ] }
                """
            return try ConfigurationLoader.load(bytes: Array(custom.utf8), source: "test", over: Configuration.builtIn())
        }
        let outermost = try configuration(domainNests: false), nesting = try configuration(domainNests: true)
        func layer(_ path: String, _ configuration: Configuration) -> String? {
            Project.layer(forPath: path, configuration: configuration).map { configuration.layers[$0].name }
        }
        XCTAssertEqual(layer("Modules/LoginDomain/User.swift", outermost), "Domain")
        XCTAssertEqual(layer("Modules/Login/Networking/Client.swift", outermost), "Data")
        XCTAssertNil(layer("Other/Login/Networking/Client.swift", outermost))
        XCTAssertEqual(layer("Modules/Login/UserRepository.swift", outermost), "Data")
        XCTAssertEqual(layer("Modules/LoginDomain/UserRepository.swift", outermost), "Domain", "a file-name pattern never overrides a folder")
        XCTAssertEqual(layer("Presentation/LoginDomain/User.swift", outermost), "Presentation", "the outer folder decides")
        XCTAssertEqual(layer("Presentation/LoginDomain/User.swift", nesting), "Domain", "unless the inner layer nests")
    }

    func testCoreFoldersInsideAnotherLayerStayThere() {
        XCTAssertEqual(layer("Presentation/Common/Button.swift"), "Presentation")
        XCTAssertEqual(layer("Data/Shared/HTTP.swift"), "Data")
        XCTAssertEqual(layer("Common/Domain/User.swift"), "Domain")
    }

    func testTargetsTakeTheLayerOfWhereTheirFilesLie() {
        let project = TestSupport.project([
            ("Package.swift", "let package = Package(name: \"App\", targets: [.target(name: \"Login\", path: \"Features/Login/Sources/Login\"), .target(name: \"Shared\", path: \"Shared/Sources/Shared\")])\n"),
            ("Features/Login/Sources/Login/LoginView.swift", "struct LoginView {}\n"),
            ("Shared/Sources/Shared/Thing.swift", "struct Thing {}\n"),
        ])
        let configuration = project.configuration
        XCTAssertEqual(project.moduleLayers["Login"].flatMap { $0 }.map { configuration.layers[$0].name }, "Presentation")
        XCTAssertEqual(project.moduleLayers["Shared"].flatMap { $0 }.map { configuration.layers[$0].name }, "Core", "where its files lie")
        XCTAssertEqual(project.layerName(of: 0), "Presentation")
    }

    func testCompositionRootByWhatTheFileDoes() {
        let project = TestSupport.project([
            ("Data/RemoteFeedRepository.swift", "final class RemoteFeedRepository {}\n"),
            ("Presentation/FeedViewModel.swift", "final class FeedViewModel { init(repository: RemoteFeedRepository) {} }\n"),
            ("Presentation/Wiring.swift", "final class ScenesDIContainer {\n    func make() -> FeedViewModel { FeedViewModel(repository: RemoteFeedRepository()) }\n}\n"),
            ("Presentation/SearchViewContainer.swift", "import SwiftUI\nstruct SearchViewContainer: View {\n    let model = FeedViewModel(repository: RemoteFeedRepository())\n}\n"),
            ("Presentation/EmptyContainer.swift", "final class EmptyContainer { let items: [Int] = [] }\n"),
            ("Presentation/Main.swift", "@main\nstruct ShopApp: App {}\n"),
        ])
        func layer(_ path: String) -> String? { project.fileIndex[path].flatMap { project.layerName(of: $0) } }
        XCTAssertEqual(layer("Presentation/Wiring.swift"), "App", "it constructs types of Data and Presentation")
        XCTAssertEqual(project.files[project.fileIndex["Presentation/Wiring.swift"]!].evidence,
                       .compositionRoot("ScenesDIContainer constructs types of Data, Presentation"))
        XCTAssertEqual(layer("Presentation/SearchViewContainer.swift"), "Presentation", "a view is no container")
        XCTAssertEqual(layer("Presentation/EmptyContainer.swift"), "Presentation", "it wires nothing")
        XCTAssertEqual(layer("Presentation/Main.swift"), "App")
    }

    /// Preview code is wiring: `#Preview` with or without arguments, a `PreviewProvider`, a
    /// preview-only file; the view's own code and a `#Preview` word in a string are not.
    func testPreviewCodeIsKnownByItsShape() {
        let view = """
            struct FeedView: View {
                let model: FeedViewModel
                var body: some View { Text("#Preview") }
            }
            #Preview("Feed", traits: .sizeThatFitsLayout) {
                FeedView(model: FeedViewModel(repository: RemoteFeedRepository()))
            }
            #Preview { FeedView(model: FeedViewModel(repository: RemoteFeedRepository())) }
            struct FeedView_Previews: PreviewProvider {
                static var previews: some View { FeedView(model: FeedViewModel(repository: RemoteFeedRepository())) }
            }
            """
        let project = TestSupport.project([
            ("Data/RemoteFeedRepository.swift", "final class RemoteFeedRepository {}\n"),
            ("Presentation/FeedViewModel.swift", "final class FeedViewModel { init(repository: RemoteFeedRepository) {} }\n"),
            ("Presentation/FeedView.swift", view),
            ("Presentation/Preview Content/SampleFeed.swift", "let sample = RemoteFeedRepository()\n"),
        ])
        func previewNames(_ path: String) -> [String] {
            let file = project.files[project.fileIndex[path]!]
            return file.source.references.filter(file.isInPreview).map { file.source.name(of: $0) }
        }
        XCTAssertEqual(previewNames("Presentation/FeedView.swift"),
                       ["FeedView", "FeedViewModel", "RemoteFeedRepository", "FeedView", "FeedViewModel", "RemoteFeedRepository",
                        "PreviewProvider", "View", "FeedView", "FeedViewModel", "RemoteFeedRepository"])
        XCTAssertEqual(previewNames("Presentation/Preview Content/SampleFeed.swift"), ["RemoteFeedRepository"])
        XCTAssertEqual(previewNames("Presentation/FeedViewModel.swift"), [])
        // The view model's own use of the Data type is judged; the previews' are not.
        XCTAssertEqual(TestSupport.findings(project.files.map { ($0.source.path, String(decoding: $0.source.bytes, as: UTF8.self)) })
                        .filter { $0.rule == DependencyRule.description.id }.map(\.file), ["Presentation/FeedViewModel.swift"])
    }
}

final class GlobTests: XCTestCase {
    func testMatching() throws {
        XCTAssertTrue(try Glob("**/Domain/**").matches("Domain/User.swift"))
        XCTAssertTrue(try Glob("**/Domain/**").matches("a/b/domain/c/User.swift"))
        XCTAssertFalse(try Glob("**/Domain/**").matches("a/DomainKit/User.swift"))
        XCTAssertTrue(try Glob("**/*Tests/**").matches("App/UserTests/A.swift"))
        XCTAssertTrue(try Glob("Sources/*/Data/**").matches("Sources/App/Data/X.swift"))
        XCTAssertFalse(try Glob("Sources/*/Data/**").matches("Sources/App/Sub/Data/X.swift"))
        XCTAssertTrue(try Glob("**/Package.swift").matches("Package.swift"))
        XCTAssertTrue(try Glob("./Generated/**").matches("Generated/A.swift"))
    }

    func testMatchDepthIsTheDeepestLiteral() throws {
        let glob = try Glob("**/Domain/**")
        XCTAssertEqual(glob.matchDepth(Glob.segments(of: "Domain/A/Domain/x.swift")), 2)
        XCTAssertEqual(glob.matchDepth(Glob.segments(of: "x/Domain/y.swift")), 1)
    }

    /// A pattern of many `**` against a 2,000-segment path ends, without a match. Only that it
    /// ends is checked here (an exponential matcher would not, in a test run's time); its cost
    /// is not measured.
    func testPathologicalPatternEndsWithoutAMatch() throws {
        let glob = try Glob("**/a/**/a/**/a/**/b")
        let path = Glob.segments(of: Array(repeating: "a", count: 2000).joined(separator: "/"))
        XCTAssertNil(glob.matchDepth(path))
    }

    func testPathCleaning() {
        XCTAssertEqual(Paths.clean("./a//b/"), "a/b")
        XCTAssertEqual(Paths.clean("a/./b"), "a/b")
        XCTAssertEqual(Paths.clean("."), ".")
        XCTAssertEqual(Paths.clean("./"), ".")
        XCTAssertEqual(Paths.clean("/x/y"), "/x/y")
        XCTAssertEqual(Paths.clean("a/.hidden/b"), "a/.hidden/b")
        XCTAssertTrue(Paths.isClean("Sources/Domain/User.swift"))
        XCTAssertFalse(Paths.isClean("Sources//Domain"))
        XCTAssertEqual(Paths.clean("/"), "/")
        XCTAssertEqual(Paths.clean("Données/./Modèle.swift"), "Données/Modèle.swift")
    }

    /// `..` takes back the segment before it; above the root of an absolute path it is dropped,
    /// above the start of a relative one kept; `...` is a name.
    func testParentSegmentsAreResolved() {
        let cases = ["/a/b/../c/./d": "/a/c/d", "/../a": "/a", "/a/..": "/", "../../a/..": "../..", "a/..": ".",
                     "a//b/.../": "a/b/...", "/Projets/Données/../Modèle": "/Projets/Modèle", "/already/clean": "/already/clean"]
        for (path, resolved) in cases { XCTAssertEqual(Paths.resolvingParents(path), resolved, path) }
    }

    /// As `split(separator:).last`: empty parts are skipped, and none at all is nil.
    func testLastPartSkipsEmptyParts() {
        XCTAssertEqual("Domain.User".lastPart(separatedBy: ASCII.dot), "User")
        XCTAssertEqual("Sources/Domain/".lastPart(separatedBy: ASCII.slash), "Domain")
        XCTAssertEqual("Modèle/Entité.swift".lastPart(separatedBy: ASCII.slash), "Entité.swift")
        XCTAssertEqual("User".lastPart(separatedBy: ASCII.dot), "User")
        XCTAssertNil("///".lastPart(separatedBy: ASCII.slash))
        XCTAssertNil("".lastPart(separatedBy: ASCII.slash))
    }

    func testNamePatterns() {
        XCTAssertTrue(NamePattern("*Repository").matches("UserRepository"))
        XCTAssertTrue(NamePattern("Default*Repository").matches("DefaultUserRepository"))
        XCTAssertFalse(NamePattern("Default*Repository").matches("UserRepository"))
        XCTAssertTrue(NamePattern("Domain").matches("Domain"))
        XCTAssertTrue(NamePattern("*UseCase*").matches("GetUseCaseImpl"))
        XCTAssertFalse(NamePattern("A*A").matches("A"), "prefix and suffix may not overlap")
        XCTAssertFalse(NamePattern("Domain").matches("DomainKit"))
    }
}
