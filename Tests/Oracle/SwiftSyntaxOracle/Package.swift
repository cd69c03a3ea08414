// swift-tools-version:5.9
import PackageDescription

// Accuracy oracle for archlint's scanner: parse files with SwiftParser and print imports and type
// declarations in the shape of `archlint dump --json`. A separate package on purpose: archlint
// itself never depends on swift-syntax. Driven by Tests/Oracle/compare-with-swiftsyntax.py.
let package = Package(
    name: "SwiftSyntaxOracle",
    platforms: [.macOS(.v10_15)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "swiftsyntax-oracle",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
    ]
)
