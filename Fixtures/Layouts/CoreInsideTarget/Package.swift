// swift-tools-version: 5.9
// Quiet: a package whose Toolkit target has no layer of its own (its Core/ folder does), a *UI library and a single-target app with layer folders.
import PackageDescription

let package = Package(
    name: "Recipes",
    platforms: [.iOS(.v17)],
    targets: [
        .target(name: "DesignSystemUI"),
        .target(name: "Toolkit", dependencies: ["DesignSystemUI"]),
        .executableTarget(name: "RecipesApp", dependencies: ["Toolkit", "DesignSystemUI"]),
    ]
)
