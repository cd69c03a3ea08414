import XCTest
@testable import ArchlintScan
@testable import ArchlintModel

/// `Package.swift` read into modules with the files SwiftPM compiles, in memory: the folders that
/// exist are given as a set, so no test depends on the disk.
final class PackageManifestTests: XCTestCase {
    private func manifest(_ code: String, at path: String = "/work/App/Package.swift", folders: Set<String> = []) -> PackageManifest {
        PackageManifest(path: path, source: SourceFile(path: path, source: code), folderExists: folders.contains)
    }

    private func module(_ name: String, in manifest: PackageManifest, file: StaticString = #filePath, line: UInt = #line) -> BuildModule? {
        let module = manifest.modules.first { $0.name == name }
        XCTAssertNotNil(module, "no module \(name) in \(manifest.modules.map(\.name))", file: file, line: line)
        return module
    }

    // MARK: - Folders

    func testVerticalSlicesTakeTheirSourcesAndExcludes() {
        let read = manifest("""
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "Catalog",
            targets: [
                .target(name: "Catalog", path: "Sources", exclude: ["DI", "Data"], sources: ["Domain"]),
                .target(name: "CatalogData", dependencies: ["Catalog"], path: "Sources", exclude: ["Domain", "DI"], sources: ["Data"]),
            ]
        )
        """, folders: ["/work/App/Sources", "/work/App/Sources/Domain", "/work/App/Sources/Data", "/work/App/Sources/DI"])
        let catalog = module("Catalog", in: read)
        XCTAssertEqual(catalog?.folders, ["/work/App/Sources/Domain"])
        XCTAssertEqual(catalog?.excluded, ["/work/App/Sources/DI", "/work/App/Sources/Data"])
        XCTAssertEqual(catalog?.files, [])
        let data = module("CatalogData", in: read)
        XCTAssertEqual(data?.folders, ["/work/App/Sources/Data"])
        XCTAssertEqual(data?.excluded, ["/work/App/Sources/Domain", "/work/App/Sources/DI"])
        XCTAssertEqual(data?.dependencies.map(\.name), ["Catalog"])
        XCTAssertEqual(data?.declaredIn, "/work/App/Package.swift")
        XCTAssertEqual(data?.line, 7)
        XCTAssertEqual(data?.origin, .swiftPM)
        // The older view keeps the target's own folder.
        XCTAssertEqual(read.targets.map(\.folder), ["/work/App/Sources", "/work/App/Sources"])
    }

    func testASourcesEntryNamingASwiftFileIsAFile() {
        let read = manifest("""
        let package = Package(name: "Tool", targets: [
            .executableTarget(name: "Tool", path: "Tool", sources: ["main.swift", "Commands"]),
        ])
        """)
        XCTAssertEqual(module("Tool", in: read)?.folders, ["/work/App/Tool/Commands"])
        XCTAssertEqual(module("Tool", in: read)?.files, ["/work/App/Tool/main.swift"])
    }

    func testPathIsRelativeToThePackageAndDotIsThePackageItself() {
        let read = manifest("""
        let package = Package(name: "App", targets: [
            .target(name: "Root", path: "."),
            .target(name: "Empty", path: ""),
            .target(name: "Deep", path: "./Modules//Deep/"),
            .target(name: "Sibling", path: "Modules/../Other"),
        ])
        """)
        XCTAssertEqual(read.modules.map(\.folders), [["/work/App"], ["/work/App"], ["/work/App/Modules/Deep"], ["/work/App/Other"]])
        // A manifest read by a relative path gives relative folders.
        let relative = manifest(#"let package = Package(targets: [.target(name: "Root", path: "."), .target(name: "A")])"#, at: "Package.swift")
        XCTAssertEqual(relative.modules.map(\.folders), [["."], ["Sources/A"]])
    }

    func testDefaultFolderIsTheFirstPredefinedRootThatExists() {
        let code = """
        // swift-tools-version:5.5
        let package = Package(name: "App", targets: [
            .target(name: "Core"),
            .executableTarget(name: "App", dependencies: ["Core"]),
            .testTarget(name: "CoreTests", dependencies: ["Core"]),
            .plugin(name: "Generate", capability: .buildTool()),
            .macro(name: "Macros"),
        ])
        """
        // Nothing on disk: SwiftPM's first choices.
        XCTAssertEqual(manifest(code).modules.map(\.folders),
                       [["/work/App/Sources/Core"], ["/work/App/Sources/App"], ["/work/App/Tests/CoreTests"],
                        ["/work/App/Plugins/Generate"], ["/work/App/Sources/Macros"]])
        // `src` holds the sources and there is no `Tests`: test targets are looked for in `src` too.
        XCTAssertEqual(manifest(code, folders: ["/work/App/src", "/work/App/srcs"]).modules.map(\.folders),
                       [["/work/App/src/Core"], ["/work/App/src/App"], ["/work/App/src/CoreTests"],
                        ["/work/App/Plugins/Generate"], ["/work/App/src/Macros"]])
        XCTAssertEqual(manifest(code, folders: ["/work/App/Source", "/work/App/Tests"]).modules.map(\.folders),
                       [["/work/App/Source/Core"], ["/work/App/Source/App"], ["/work/App/Tests/CoreTests"],
                        ["/work/App/Plugins/Generate"], ["/work/App/Source/Macros"]])
    }

    func testTheOnlyTargetMayOccupyTheWholeRootFromTools59() {
        let code = { (version: String) in
            """
            // swift-tools-version:\(version)
            let package = Package(name: "Single", targets: [.target(name: "Single"), .testTarget(name: "SingleTests")])
            """
        }
        let folders: Set<String> = ["/work/App/Sources", "/work/App/Tests"]
        XCTAssertEqual(manifest(code("5.9"), folders: folders).modules.map(\.folders), [["/work/App/Sources"], ["/work/App/Tests"]])
        XCTAssertEqual(manifest(code("5.8"), folders: folders).modules.map(\.folders),
                       [["/work/App/Sources/Single"], ["/work/App/Tests/SingleTests"]])
        // Its own folder, when it exists, still wins.
        XCTAssertEqual(manifest(code("6.0"), folders: folders.union(["/work/App/Sources/Single"])).modules.first?.folders,
                       ["/work/App/Sources/Single"])
        // Two targets share the root: each has its own folder.
        let two = manifest("""
        // swift-tools-version:5.9
        let package = Package(name: "Two", targets: [.target(name: "A"), .target(name: "B")])
        """, folders: folders)
        XCTAssertEqual(two.modules.map(\.folders), [["/work/App/Sources/A"], ["/work/App/Sources/B"]])
    }

    func testKindsAndTargetsWithoutSwift() {
        let read = manifest("""
        let package = Package(name: "Kinds", targets: [
            .target(name: "Library"),
            .executableTarget(name: "Executable"),
            .testTarget(name: "Tests"),
            .macro(name: "Macro"),
            .plugin(name: "Plugin", capability: .command(intent: .custom(verb: "x", description: "y"))),
            .binaryTarget(name: "Binary", path: "Binary.xcframework"),
            .systemLibrary(name: "CSystem", pkgConfig: "system"),
        ])
        """)
        XCTAssertEqual(read.modules.map(\.name), ["Library", "Executable", "Tests", "Macro", "Plugin"])
        XCTAssertEqual(read.modules.map(\.kind), [.library, .application, .test, .tool, .tool])
        XCTAssertEqual(read.targets.map(\.name), ["Library", "Executable", "Tests", "Macro", "Plugin", "Binary", "CSystem"])
    }

    // MARK: - Syntax

    func testTrailingCommasCommentsAndRawStrings() {
        let read = manifest("""
        let package = Package(
            name: "Syntax",
            targets: [
                .target(
                    name: #"Feature"#,
                    dependencies: [
                        "Core", // the shared code
                        /* a product */ .product(name: ##"Networking"##, package: "Network",
                                                 moduleAliases: ["Logging": "NetLogging"],
                                                 condition: .when(platforms: [.iOS])),
                        .target(name: "Models", condition: .when(platforms: [.macOS])),
                        .byName(name: "Utilities"),
                    ],
                    path: #"Modules/Feature"#,
                    exclude: [
                        "Legacy",   // moved out
                        // "Commented",
                        "README.md",
                    ],
                    resources: [.process("Resources")],
                    plugins: [.plugin(name: "Lint", package: "Lint")],
                ),
            ],
        )
        """)
        let feature = module("Feature", in: read)
        XCTAssertEqual(feature?.folders, ["/work/App/Modules/Feature"])
        XCTAssertEqual(feature?.excluded, ["/work/App/Modules/Feature/Legacy", "/work/App/Modules/Feature/README.md"])
        XCTAssertEqual(feature?.dependencies.map(\.name), ["Core", "Networking", "Models", "Utilities"])
        XCTAssertEqual(feature?.dependencies.first.map { [$0.line, $0.column] }, [7, 17])
        XCTAssertEqual(read.targets.count, 1, "a dependency or a plugin usage is not a target")
    }

    func testProductsNameTheirTargets() {
        let read = manifest("""
        let package = Package(
            name: "Kit",
            products: [
                .library(name: "Kit", targets: ["KitCore", "KitUI"]),
                .library(name: "KitDynamic", type: .dynamic, targets: ["KitCore"]),
                .executable(name: "kit", targets: ["KitCLI"]),
                .plugin(name: "KitPlugin", targets: ["KitPluginTarget"]),
            ],
            targets: [
                .target(name: "KitCore"),
                .target(name: "KitUI", dependencies: ["KitCore"]),
                .executableTarget(name: "KitCLI", dependencies: ["KitCore"]),
                .plugin(name: "KitPluginTarget", capability: .buildTool()),
            ]
        )
        """)
        XCTAssertEqual(read.products, ["Kit": ["KitCore", "KitUI"], "KitDynamic": ["KitCore"], "kit": ["KitCLI"], "KitPlugin": ["KitPluginTarget"]])
        XCTAssertEqual(read.modules.map(\.name), ["KitCore", "KitUI", "KitCLI", "KitPluginTarget"])
    }

    func testLocalPackagesAreResolvedAgainstTheManifestsFolder() {
        let code = """
        let package = Package(
            name: "Features",
            dependencies: [
                .package(path: "../Domain"),
                .package(name: "Data", path: "../../Shared/./Data/"),
                .package(url: "https://example.com/remote.git", from: "1.0.0"),
                .package(path: "Local"),
            ],
            targets: [.target(name: "Features", dependencies: [.product(name: "Domain", package: "Domain")])]
        )
        """
        XCTAssertEqual(manifest(code, at: "/work/App/Features/Package.swift").localPackages,
                       ["/work/App/Domain", "/work/Shared/Data", "/work/App/Features/Local"])
        XCTAssertEqual(manifest(code, at: "Package.swift").localPackages, ["../Domain", "../../Shared/Data", "Local"])
        XCTAssertEqual(manifest(code, at: "Features/Package.swift").localPackages, ["Domain", "../Shared/Data", "Features/Local"])
    }

    func testNestedPackageOwnsItsFolderByBeingDeeper() {
        // SwiftPM's TargetSourcesBuilder walks every folder under a target's path; it skips only
        // the package's own root-level Package.swift, not a nested package. An outer target whose
        // folder holds a nested package would compile the nested manifest and fail, so a package
        // that builds keeps nested packages outside its target folders or lists them in `exclude:`.
        // archlint reads both manifests: the nested module's folder is deeper than the outer one,
        // and a file belongs to the module of the deepest folder that holds it.
        let outer = manifest("""
        // swift-tools-version:5.9
        let package = Package(name: "App", targets: [.executableTarget(name: "App", path: ".", exclude: ["Packages/Domain"])])
        """)
        let nested = manifest("""
        // swift-tools-version:5.9
        let package = Package(name: "Domain", targets: [.target(name: "Domain")])
        """, at: "/work/App/Packages/Domain/Package.swift")
        XCTAssertEqual(module("App", in: outer)?.folders, ["/work/App"])
        XCTAssertEqual(module("App", in: outer)?.excluded, ["/work/App/Packages/Domain"])
        XCTAssertEqual(module("Domain", in: nested)?.folders, ["/work/App/Packages/Domain/Sources/Domain"])
        let map = ModuleMap(outer.modules + nested.modules)
        XCTAssertEqual(map.module(containing: "/work/App/Packages/Domain/Sources/Domain/User.swift").map { map.modules[$0].name }, "Domain")
        XCTAssertEqual(map.module(containing: "/work/App/AppMain.swift").map { map.modules[$0].name }, "App")
    }

    func testMalformedManifestKeepsTheTargetsBeforeTheError() {
        let read = manifest("""
        let package = Package(name: "Broken", targets: [
            .target(name: "Good", path: "Good"),
            .target(name: "Unclosed", dependencies: ["Good",
            .target(name: "Lost")
        """)
        XCTAssertEqual(read.targets.first?.name, "Good")
        XCTAssertEqual(read.targets.first?.folder, "/work/App/Good")
        for code in ["", "(", ".target(", ".target(name:", ".package(path:", ")))", #".target(name: "X", sources: ["#] {
            _ = manifest(code).modules
        }
    }

    // MARK: - Versions

    func testToolsVersionIsReadFromTheLeadingComments() {
        func version(_ text: String) -> PackageManifest.ToolsVersion? { PackageManifest.toolsVersion(in: Array(text.utf8)) }
        XCTAssertEqual(version("// swift-tools-version:5.9\nimport PackageDescription"), .init(5, 9))
        XCTAssertEqual(version("// swift-tools-version: 6.0.1\n"), .init(6, 0, 1))
        XCTAssertEqual(version("//\n// Header\n//\n\n// Swift-Tools-Version:5.10"), .init(5, 10))
        XCTAssertEqual(version("// swift-tools-version:6"), .init(6, 0))
        XCTAssertNil(version("import PackageDescription"))
        XCTAssertNil(version("// swift-tools-version:"))
        XCTAssertNil(version(""))
    }

    func testVersionSpecificManifestServesNewerTools() {
        XCTAssertEqual(PackageManifest.manifestVersion(ofName: "Package@swift-5.9.swift"), .init(5, 9))
        XCTAssertEqual(PackageManifest.manifestVersion(ofName: "Package@swift-6.swift"), .init(6, 0))
        XCTAssertEqual(PackageManifest.manifestVersion(ofName: "Package@swift-5.10.1.swift"), .init(5, 10, 1))
        XCTAssertEqual(PackageManifest.manifestVersion(ofName: "Package.swift"), .init(0, 0))
        for name in ["Package@swift-.swift", "Package@swift-5..9.swift", "Package@swift-5.9.1.2.swift", "Package@swift-x.swift", "Other.swift"] {
            XCTAssertNil(PackageManifest.manifestVersion(ofName: name), name)
        }
        // Package.swift for tools 5.5, a versioned one declaring 5.9: tools 5.9 and later read the versioned one.
        XCTAssertEqual(PackageManifest.manifestToRead(among: [("Package.swift", .init(5, 5)), ("Package@swift-5.9.swift", .init(5, 9))]),
                       "Package@swift-5.9.swift")
        // The versioned manifest is for older tools (Package.swift declares newer): Package.swift.
        XCTAssertEqual(PackageManifest.manifestToRead(among: [("Package.swift", .init(6, 0)), ("Package@swift-5.7.swift", .init(5, 7))]),
                       "Package.swift")
        // Of several versioned manifests, only the highest-named one is weighed against Package.swift.
        XCTAssertEqual(PackageManifest.manifestToRead(among: [("Package@swift-5.8.swift", .init(5, 8)), ("Package.swift", .init(5, 5)),
                                                               ("Package@swift-6.0.swift", .init(6, 0))]),
                       "Package@swift-6.0.swift")
        XCTAssertEqual(PackageManifest.manifestToRead(among: [("Package.swift", .init(5, 9))]), "Package.swift")
        XCTAssertNil(PackageManifest.manifestToRead(among: [("README.md", .init(0, 0))]))
    }
}

/// Which manifests the CLI reads, as a user's tree lays them out: the versioned manifest SwiftPM
/// would pick, local packages depended on by product, and the unrelated packages above the linted
/// folder that must not become part of the project.
final class ManifestDiscoveryTests: TemporaryFolderTestCase {
    /// `archlint layers PATH` on these files.
    private func layers(of files: [(path: String, code: String)], linting path: String) throws -> String {
        try TestSupport.write(files, into: folder)
        let run = try TestSupport.run(["layers", path], in: folder.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        return run.stdout
    }

    func testTheVersionedManifestForNewerToolsIsReadAndNotLinted() throws {
        let layers = try self.layers(of: [
            ("Package.swift", "// swift-tools-version:5.5\nimport PackageDescription\nlet package = Package(name: \"Shop\", targets: [.target(name: \"Cart\", path: \"Old\")])\n"),
            ("Package@swift-5.9.swift", "// swift-tools-version:5.9\nimport PackageDescription\nimport UIKit\nlet package = Package(name: \"Shop\", targets: [.target(name: \"CartDomain\", path: \"Cart\")])\n"),
            ("Cart/Item.swift", "import UIKit\npublic struct Item {}\n"),
        ], linting: ".")
        XCTAssertTrue(layers.contains("CartDomain  SwiftPM target  Package@swift-5.9.swift:4  -> Domain"), layers)
        XCTAssertFalse(layers.contains("Old"), layers)
        // The manifests are build files: their own `import UIKit` is no finding of Domain.
        let run = try TestSupport.run(["."], in: folder.path)
        XCTAssertEqual(run.stdout, "Cart/Item.swift:1:8: error: Domain must not import UIKit (allowed: Foundation) (dependency_rule)\n")
    }

    func testAProductOfALocalPackageHasTheLayerOfItsTargets() throws {
        try TestSupport.write([
            ("Core/Package.swift", """
                let package = Package(name: "Core", products: [.library(name: "CatalogUI", targets: ["CatalogPresentation"])],
                    targets: [.target(name: "CatalogDomain"), .target(name: "CatalogPresentation")])
                """),
            ("Core/Sources/CatalogDomain/Item.swift", "public struct Item {}\n"),
            ("Core/Sources/CatalogPresentation/ItemView.swift", "import SwiftUI\npublic struct ItemView {}\n"),
            ("App/Package.swift", """
                let package = Package(name: "App", dependencies: [.package(path: "../Core")], targets: [
                    .target(name: "OrdersDomain", dependencies: [.product(name: "CatalogUI", package: "Core")]),
                ])
                """),
            ("App/Sources/OrdersDomain/Order.swift", "public struct Order {}\n"),
        ], into: folder)
        let run = try TestSupport.run(["App"], in: folder.path)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("App/Package.swift:2:65: error: target OrdersDomain (layer Domain) must not depend on CatalogUI (layer Presentation)"),
                      run.stdout)
    }

    func testPackagesAboveTheLintedFolderAddOnlyTheModulesItUses() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: false)
        let layers = try self.layers(of: [
            ("Package.swift", "let package = Package(name: \"Tools\", targets: [.target(name: \"Linter\"), .target(name: \"SharedDomain\")])\n"),
            ("Sources/Linter/Rule.swift", "struct Rule {}\n"),
            ("Sources/SharedDomain/Money.swift", "public struct Money {}\n"),
            ("Apps/Shop/Package.swift", "let package = Package(name: \"Shop\", targets: [.target(name: \"ShopUI\")])\n"),
            ("Apps/Shop/Sources/ShopUI/PriceView.swift", "import SwiftUI\nimport SharedDomain\nstruct PriceView {}\n"),
        ], linting: "Apps/Shop")
        // SharedDomain is imported, so its layer matters; Linter is another package's business.
        XCTAssertTrue(layers.contains("  SharedDomain  SwiftPM target"), layers)
        XCTAssertTrue(layers.contains("  ShopUI        SwiftPM target"), layers)
        XCTAssertFalse(layers.contains("Linter"), layers)
    }
}
