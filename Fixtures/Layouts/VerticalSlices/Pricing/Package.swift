// swift-tools-version: 5.9
// Quiet: the second slice, a local package the first one depends on by path; Data depends on Domain only.
import PackageDescription

let package = Package(
    name: "Pricing",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "Pricing", targets: ["Pricing"]),
        .library(name: "PricingData", targets: ["PricingData"]),
    ],
    targets: [
        .target(name: "Pricing", path: "Sources", exclude: ["Data"], sources: ["Domain"]),
        .target(name: "PricingData", dependencies: ["Pricing"], path: "Sources", exclude: ["Domain"], sources: ["Data"]),
    ]
)
