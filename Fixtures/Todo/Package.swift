// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Todo",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .executable(name: "TodoApp", targets: ["App"]),
    ],
    targets: [
        .target(name: "Core"),
        .target(name: "Domain", dependencies: ["Core"]),
        .target(name: "Data", dependencies: ["Domain", "Core"]),
        .target(name: "Presentation", dependencies: ["Domain", "Core"]),
        .executableTarget(name: "App", dependencies: ["Core", "Domain", "Data", "Presentation"]),
    ]
)
