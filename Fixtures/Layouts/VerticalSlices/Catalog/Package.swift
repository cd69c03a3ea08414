// swift-tools-version: 5.9
// Demonstrates: vertical-slice targets sharing `path: "Sources"`, told apart by `sources:` and `exclude:`; a Domain target that depends on another slice's Data module and imports it (reported at the import, not here).
import PackageDescription

let package = Package(
    name: "Catalog",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "Catalog", targets: ["Catalog", "CatalogData", "CatalogAssembly"]),
    ],
    dependencies: [
        .package(path: "../Pricing"),
    ],
    targets: [
        .target(
            name: "Catalog",
            dependencies: [
                .product(name: "Pricing", package: "Pricing"),
                .product(name: "PricingData", package: "Pricing"),
            ],
            path: "Sources",
            exclude: ["DI", "Data"],
            sources: ["Domain"]
        ),
        .target(
            name: "CatalogData",
            dependencies: ["Catalog", .product(name: "Pricing", package: "Pricing")],
            path: "Sources",
            exclude: ["Domain", "DI"],
            sources: ["Data"]
        ),
        .target(
            name: "CatalogAssembly",
            dependencies: ["Catalog", "CatalogData", .product(name: "Pricing", package: "Pricing")],
            path: "Sources",
            exclude: ["Domain", "Data"],
            sources: ["DI"]
        ),
    ]
)
