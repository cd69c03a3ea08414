// swift-tools-version:5.9
import PackageDescription

// archlint has no package dependencies on purpose: it can be added to any project without
// version conflicts (swift-syntax above all). Foundation only (FoundationXML only in the tests, which parse the XML reports).
let package = Package(
    name: "archlint",
    products: [
        .executable(name: "archlint", targets: ["archlint"]),
        .library(name: "ArchlintKit", targets: ["ArchlintKit"]),
        // `swift package archlint [options] [paths]`
        .plugin(name: "ArchlintCommandPlugin", targets: ["ArchlintCommandPlugin"]),
        // lints a target's sources during `swift build` and in Xcode
        .plugin(name: "ArchlintBuildToolPlugin", targets: ["ArchlintBuildToolPlugin"]),
    ],
    targets: [
        // The pipeline's stages, one module each, in the order they run: each may use only the
        // ones before it (a use that reaches back does not build). The folders stay under
        // Sources/ArchlintKit; Sources/.archlint.json and docs/internals.md give the same order.
        .target(name: "ArchlintScan", path: "Sources/ArchlintKit/Scan"),
        .target(name: "ArchlintModel", dependencies: ["ArchlintScan"], path: "Sources/ArchlintKit/Model"),
        .target(name: "ArchlintRules", dependencies: ["ArchlintScan", "ArchlintModel"], path: "Sources/ArchlintKit/Rules"),
        .target(name: "ArchlintReport", dependencies: ["ArchlintScan", "ArchlintModel", "ArchlintRules"], path: "Sources/ArchlintKit/Report"),
        .target(name: "ArchlintEngine", dependencies: ["ArchlintScan", "ArchlintModel", "ArchlintRules", "ArchlintReport"], path: "Sources/ArchlintKit/Engine"),
        // The command line, and the library's one module: it re-exports the stages below it.
        .target(name: "ArchlintKit", dependencies: ["ArchlintScan", "ArchlintModel", "ArchlintRules", "ArchlintReport", "ArchlintEngine"], path: "Sources/ArchlintKit/CLI"),
        .executableTarget(name: "archlint", dependencies: ["ArchlintKit"]),
        // `swift run archlint-generate`: writes the files made from the code (rules.json's rule list,
        // the schema's rule ids, the references under docs/, the per-rule tests, the golden reports).
        .executableTarget(name: "archlint-generate", dependencies: ["ArchlintKit"]),
        .testTarget(name: "ArchlintKitTests",
                    dependencies: ["ArchlintScan", "ArchlintModel", "ArchlintRules", "ArchlintReport", "ArchlintEngine", "ArchlintKit", "archlint",
                                   "archlint-generate"]),
        // ArchlintKit as a team's test target uses it: its public API only (docs/library.md shows this target's code).
        .testTarget(name: "LibraryUsageTests", dependencies: ["ArchlintKit"]),
        .plugin(
            name: "ArchlintCommandPlugin",
            capability: .command(intent: .custom(verb: "archlint",
                                                 description: "Lint the package's targets against the Clean Architecture rules")),
            dependencies: ["archlint"]),
        .plugin(name: "ArchlintBuildToolPlugin", capability: .buildTool(), dependencies: ["archlint"]),
    ]
)
