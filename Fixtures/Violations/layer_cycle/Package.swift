// swift-tools-version: 5.9
// Demonstrates: a target dependency the layers forbid (Presentation on Data), reported by dependency_rule in the manifest as no code imports it; the app, test and package products stay quiet.
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "ShopFeatures", targets: ["ShopFeatures"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    ],
    targets: [
        .target(name: "ShopCore"),
        .target(name: "ShopDomain", dependencies: ["ShopCore"]),
        .target(name: "ShopData", dependencies: ["ShopDomain", "ShopCore"]),
        .target(
            name: "ShopFeatures",
            dependencies: [
                "ShopDomain",
                "ShopData", // expect: dependency_rule
                .product(name: "Collections", package: "swift-collections"),
            ],
            path: "Sources/Features"
        ),
        .target(name: "ShopCheckout", dependencies: ["ShopDomain"]),
        .executableTarget(name: "ShopApp", dependencies: ["ShopFeatures", "ShopData", "ShopDomain"]),
        .testTarget(name: "ShopFeaturesTests", dependencies: ["ShopFeatures", "ShopData"]),
    ]
)
