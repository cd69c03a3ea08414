    dependencies: [
        .package(url: "https://github.com/archlint/archlint", from: "0.1.0"),
    ],
    targets: [
        .target(
            name: "Domain",
            plugins: [.plugin(name: "ArchlintBuildToolPlugin", package: "archlint")]
        ),
    ]
