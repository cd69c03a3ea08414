// swift-tools-version:5.9
import PackageDescription

// The baseline archlint is measured against: parse every file with SwiftSyntax and walk the tree
// for imports, declarations and type references, the work any SwiftSyntax-based linter does before
// its first rule runs. A separate package on purpose: archlint itself never depends on swift-syntax.
let package = Package(
    name: "SwiftSyntaxBaseline",
    platforms: [.macOS(.v10_15)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "swiftsyntax-baseline",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
    ]
)
