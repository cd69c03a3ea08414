    dependencies: [
        .package(url: "<your archlint repository URL>", branch: "main"),
    ],
    targets: [
        .target(
            name: "Domain",
            plugins: [.plugin(name: "ArchlintBuildToolPlugin", package: "archlint")]
        ),
    ]
