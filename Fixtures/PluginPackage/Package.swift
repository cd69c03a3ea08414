// swift-tools-version:5.9
import PackageDescription

// A package that uses archlint's plugins from a local path, as a project would from its URL.
// Tests/Integration/plugins.sh builds it and runs `swift package archlint` on it.
let package = Package(
    name: "PluginPackage",
    dependencies: [
        .package(name: "archlint", path: "../.."),
    ],
    targets: [
        // Domain: a pass-through use case, a warning; the build passes.
        .target(
            name: "Domain",
            plugins: [.plugin(name: "ArchlintBuildToolPlugin", package: "archlint")]
        ),
        .target(name: "Data", dependencies: ["Domain"]),
        // Presentation imports Data (dependency_rule, an error: the build fails) and names its DTO
        // (dto_leak, which this package's .archlint.json turns into a warning).
        .target(
            name: "Presentation",
            dependencies: ["Domain", "Data"],
            plugins: [.plugin(name: "ArchlintBuildToolPlugin", package: "archlint")]
        ),
    ]
)
