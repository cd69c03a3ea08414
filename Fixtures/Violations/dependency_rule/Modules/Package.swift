// swift-tools-version: 5.9
// Demonstrates: a package whose types are named module-qualified (`Domain.Account`, `Data.AccountStore`); its Domain target depends on Data, and as its code imports Data the import is the finding, not the manifest line.
import PackageDescription

let package = Package(
    name: "Accounts",
    platforms: [.iOS(.v17)],
    targets: [
        .target(name: "Data"),
        .target(name: "Domain", dependencies: ["Data"]),
        .target(name: "Presentation", dependencies: ["Domain"]),
    ]
)
