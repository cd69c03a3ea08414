// swift-tools-version:5.9
import PackageDescription

// A package that uses archlint's build tool plugin through the released binary: the plugins
// package Release/artifactbundle writes (ArchlintPlugins/, a binary target over
// archlint.artifactbundle.zip), placed beside this manifest. Nothing of archlint is compiled.
// Tests/Integration/binary-plugin.sh builds the bundle, puts it here in a copy and builds.
let package = Package(
    name: "BinaryPluginPackage",
    dependencies: [
        .package(name: "ArchlintPlugins", path: "ArchlintPlugins"),
    ],
    targets: [
        .target(name: "Data"),
        // Domain imports Data and names its DTO: dependency_rule and dto_leak, errors that fail the build.
        .target(
            name: "Domain",
            dependencies: ["Data"],
            plugins: [.plugin(name: "ArchlintBuildToolPlugin", package: "ArchlintPlugins")]
        ),
    ]
)
