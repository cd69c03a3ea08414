// swift-tools-version: 5.9
// Quiet: a package whose target named Domain also holds the Realm stores in its Repository/ folder.
import PackageDescription

let package = Package(
    name: "Library",
    platforms: [.iOS(.v17)],
    targets: [
        .target(name: "Domain"),
        .executableTarget(name: "LibraryApp", dependencies: ["Domain"]),
    ]
)
