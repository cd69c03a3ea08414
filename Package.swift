// swift-tools-version:5.9
import PackageDescription

// archlint has no package dependencies on purpose: it can be added to any project without
// version conflicts (swift-syntax above all). Foundation only; FoundationXML for XML reports.
let package = Package(
    name: "archlint",
    products: [
        .executable(name: "archlint", targets: ["archlint"]),
        .library(name: "ArchlintKit", targets: ["ArchlintKit"]),
    ],
    targets: [
        .target(name: "ArchlintKit"),
        .executableTarget(name: "archlint", dependencies: ["ArchlintKit"]),
        .testTarget(name: "ArchlintKitTests", dependencies: ["ArchlintKit", "archlint"]),
    ]
)
