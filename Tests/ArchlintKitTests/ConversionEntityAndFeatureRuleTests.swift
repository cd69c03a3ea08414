import XCTest
@testable import ArchlintModel

/// What mapper_silent_default, entity_external_dependency and layer_cycle say, and the notions
/// they rest on that the examples do not spell out: which function converts a DTO, which folder or
/// module is a feature.
final class ConversionEntityAndFeatureRuleTests: XCTestCase {
    private func messages(_ rule: String, _ files: [(path: String, code: String)]) -> [String] {
        // A preview rule is off by default: the test turns on the rule it reads.
        TestSupport.findings(files, configuration: Configuration.builtIn().turningOn(rule)).filter { $0.rule == rule }
            .map { "\($0.file):\($0.line): \($0.message)" }
    }

    func testASilentDefaultInAConversionFromADTOIsNamedByItsFunction() {
        XCTAssertEqual(messages("mapper_silent_default", [
            ("Data/DTO/LineDTO.swift", "struct LineDTO: Decodable {\n    let amount: String\n}\n"),
            ("Domain/Entities/Line.swift", "struct Line {\n    let amount: Decimal\n}\n"),
            ("Data/Line+DTO.swift", """
                extension Line {
                    init(dto: LineDTO) {
                        self.init(amount: Decimal(string: dto.amount) ?? 0)
                    }
                }
                """),
            ("Data/Repositories/LineRepository.swift", """
                final class LineRepository {
                    static func parse(_ dto: LineDTO) -> Line {
                        Line(amount: Decimal(string: dto.amount) ?? 0)
                    }
                    func total(_ text: String) -> Decimal { Decimal(string: text) ?? 0 }
                }
                """),
        ]), [
            "Data/Line+DTO.swift:3: Line.init replaces a failed Decimal(…) with a default",
            "Data/Repositories/LineRepository.swift:3: LineRepository.parse replaces a failed Decimal(…) with a default",
        ])
    }

    func testAnEntityReadingAServicesStaticStateIsNamedWithTheMember() {
        XCTAssertEqual(messages("entity_external_dependency", [
            ("Domain/Entities/Order.swift", """
                struct Order {
                    let total: Decimal
                    var totalWithTax: Decimal { total * TaxService.currentRate }
                    var express: Bool { ShippingProvider.isExpressAvailable() }
                    var kind = OrderKind.standard
                }
                """),
            ("Domain/OrderKind.swift", "enum OrderKind {\n    case standard, gift\n}\n"),
        ]), [
            "Domain/Entities/Order.swift:3: Order, an entity, reaches TaxService.currentRate",
            "Domain/Entities/Order.swift:4: Order, an entity, reaches ShippingProvider.isExpressAvailable",
        ])
    }

    func testACycleOfFeatureModulesNamesTheModules() {
        XCTAssertEqual(messages("layer_cycle", [
            ("Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Shop", targets: [.target(name: "FeatureHome"), .target(name: "ProfileFeature")])
                """),
            ("Sources/FeatureHome/HomeScreen.swift", "import ProfileFeature\n\nstruct HomeScreen { let profile: ProfileBadge? }\n"),
            ("Sources/ProfileFeature/ProfileBadge.swift", "import FeatureHome\n\nstruct ProfileBadge { let home: HomeScreen?\n    let back: HomeScreen? }\n"),
        ]), ["Sources/FeatureHome/HomeScreen.swift:3: features FeatureHome → ProfileFeature → FeatureHome form a cycle; cut FeatureHome → ProfileFeature here (1 use)"])
    }

    func testTheFeatureOfAFileIsTheFolderUnderAFeatureFolderOrAFeatureModule() {
        let layerFolders: Set<String> = ["domain", "data", "presentation", "core"]
        func feature(_ path: String, module: String? = nil) -> String? {
            LayerMatcher.feature(of: path, module: module, layerFolders: layerFolders)
        }
        XCTAssertEqual(feature("App/Features/Login/LoginView.swift"), "Login")
        XCTAssertEqual(feature("App/Presentation/Scenes/Cart/CartView.swift"), "Cart")
        XCTAssertEqual(feature("App/screens/cart/CartView.swift"), "cart")
        XCTAssertEqual(feature("FinanceApp/Modules/Home/HomeRouter.swift"), "Home")
        XCTAssertEqual(feature("App/Flows/Onboarding/OnboardingCoordinator.swift"), "Onboarding")
        XCTAssertEqual(feature("Features/Sources/Settings/SettingsView.swift"), "Settings", "a package of features")
        // A file right in the feature folder belongs to no feature; a layer's folder is no feature.
        XCTAssertNil(feature("App/Flows/AppFlowCoordinator.swift"))
        XCTAssertNil(feature("Features/Sources/Exports.swift"))
        XCTAssertNil(feature("Modules/Domain/User.swift"))
        XCTAssertEqual(feature("Modules/Domain/Features/Search/SearchUseCase.swift"), "Search", "a later feature folder still counts")
        XCTAssertEqual(feature("Sources/FeatureHome/HomeView.swift", module: "FeatureHome"), "FeatureHome")
        XCTAssertEqual(feature("Sources/HomeFeature/HomeView.swift", module: "HomeFeature"), "HomeFeature")
        XCTAssertNil(feature("Sources/Featured/List.swift", module: "Featured"))
        XCTAssertNil(feature("Sources/Feature/List.swift", module: "Feature"))
        XCTAssertNil(feature("Sources/ProfileKit/List.swift", module: "ProfileKit"), "a capital where `Feature` would end is no feature without the word")
    }
}
