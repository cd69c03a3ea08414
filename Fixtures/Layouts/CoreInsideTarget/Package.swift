// swift-tools-version: 5.9
// Quiet: a package with a Toolkit target (the toolbox by its name, with a Core/ folder), a *UI library and a single-target app with layer folders.
import PackageDescription

let package = Package(
    name: "Recipes",
    platforms: [.iOS(.v17)],
    targets: [
        .target(name: "RecipesUI"),
        .target(name: "Toolkit", dependencies: ["RecipesUI"]),
        .executableTarget(name: "RecipesApp", dependencies: ["Toolkit", "RecipesUI"]),
    ]
)
