// swift-tools-version: 5.9
// Quiet: targets whose names are read as words: CatalogDomainCore has two layers' words (its code decides),
// NetworkClient has Data's word Network, Reviews has none (its code decides).
import PackageDescription

let package = Package(
    name: "Catalog",
    platforms: [.iOS(.v17)],
    targets: [
        .target(name: "CatalogDomainCore"),
        .target(name: "NetworkClient", dependencies: ["CatalogDomainCore"]),
        .target(name: "Reviews", dependencies: ["CatalogDomainCore", "NetworkClient"]),
    ]
)
