import Foundation
import PackagePlugin

/// Lints a target's Swift sources with archlint during `swift build` and in Xcode.
///
/// - The index is the whole package (or Xcode project) directory: cross-layer rules need every
///   layer's types, so a Domain file naming a DTO of the Data target is still recognised. Findings
///   are reported only for the target's own files (`--files-from`).
/// - Findings are printed as `path:line:col: error|warning: message (rule)`, with absolute paths,
///   which SwiftPM and Xcode show as diagnostics. An error-severity finding fails the build (as
///   SwiftLint's plugin does); warnings do not. Severities come from the `.archlint.json` at the
///   package root, if there is one.
/// - It is a build command, not a prebuild command (prebuild commands cannot run executables built
///   from source), so it runs only when an input changes: a Swift file of any target of the
///   package, the manifest, `.archlint.json`, or archlint itself. Its output is a stamp, an empty
///   Swift file the target compiles, which is what makes the build system run the command at all.
@main
struct ArchlintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let own = module.sourceFiles(withSuffix: "swift").map(\.path)
        guard !own.isEmpty else { return [] }
        var index: [Path] = []
        for case let other as SourceModuleTarget in context.package.targets {
            index += other.sourceFiles(withSuffix: "swift").map(\.path)
        }
        return [try LintCommand.make(
            tool: context.tool(named: "archlint").path,
            root: context.package.directory,
            manifest: context.package.directory.appending("Package.swift"),
            targetName: target.name,
            targetFiles: own,
            indexFiles: index,
            workDirectory: context.pluginWorkDirectory)]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ArchlintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        func swiftSources(_ target: XcodeTarget) -> [Path] {
            target.inputFiles.filter { $0.type == .source && $0.path.extension == "swift" }.map(\.path)
        }
        let own = swiftSources(target)
        guard !own.isEmpty else { return [] }
        return [try LintCommand.make(
            tool: context.tool(named: "archlint").path,
            root: context.xcodeProject.directory,
            manifest: nil,
            targetName: target.displayName,
            targetFiles: own,
            indexFiles: context.xcodeProject.targets.flatMap(swiftSources),
            workDirectory: context.pluginWorkDirectory)]
    }
}
#endif

enum LintCommand {
    /// Runs archlint from `/`, so that every path it prints is absolute (archlint prints paths
    /// relative to its working directory, and a build command cannot choose its own), then writes
    /// the stamp when no error-severity finding was reported.
    static let script = """
        stamp=$1; tool=$2; shift 2
        cd / || exit 2
        "$tool" "$@"
        status=$?
        if [ "$status" -eq 0 ] && [ ! -f "$stamp" ]; then
          printf '// Written by the archlint build tool plugin when the target lints without errors.\\n' > "$stamp" || exit 2
        fi
        exit "$status"
        """

    static func make(tool: Path, root: Path, manifest: Path?, targetName: String, targetFiles: [Path],
                     indexFiles: [Path], workDirectory: Path) throws -> Command {
        let list = workDirectory.appending("archlint-files.txt")
        try writeIfChanged(targetFiles.map(\.string).sorted().joined(separator: "\n") + "\n", to: list)
        let stamp = workDirectory.appending("ArchlintStamp.swift")
        var arguments = ["-c", script, "archlint", stamp.string, tool.string, "--quiet", "--files-from", list.string]
        var inputs = [tool, list] + indexFiles
        if let manifest { inputs.append(manifest) }
        let config = root.appending(".archlint.json")
        if FileManager.default.fileExists(atPath: config.string) {
            arguments += ["--config", config.string]
            inputs.append(config)
        }
        arguments += ["--", root.string]
        return .buildCommand(displayName: "archlint \(targetName)", executable: Path("/bin/sh"),
                             arguments: arguments, inputFiles: inputs, outputFiles: [stamp])
    }

    /// The list is an input of the command: rewriting it with the same content would make every
    /// build run archlint again.
    static func writeIfChanged(_ text: String, to path: Path) throws {
        let url = URL(fileURLWithPath: path.string)
        if let existing = try? String(contentsOf: url, encoding: .utf8), existing == text { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}
