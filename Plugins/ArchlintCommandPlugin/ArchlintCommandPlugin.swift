import Foundation
import PackagePlugin

/// `swift package archlint [--target NAME ...] [archlint options] [PATH ...]`
///
/// - Without PATH: the whole package directory is the index and findings are reported for the
///   Swift files of the package's targets (of the `--target` ones, if named).
/// - With PATH: archlint lints those paths (relative to the package directory); `--target`
///   still narrows the report to those targets' files.
/// - Every other argument goes to archlint unchanged (`--reporter`, `--config`, `--strict`, …).
///   archlint runs in the package directory, so `.archlint.json` there is the configuration and
///   paths print relative to it.
/// - Exit status: archlint's own (0 clean or warnings only, 1 an error-severity finding, 2 usage
///   or input error); the plugin exits with it.
@main
struct ArchlintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let sources = try Invocation.targets(named: Invocation.targetNames(in: arguments), in: context.package)
            .flatMap { $0.sourceFiles(withSuffix: "swift").map(\.path.string) }
        let invocation = try Invocation(arguments: arguments, sourceFiles: sources,
                                        workDirectory: context.pluginWorkDirectory.string)
        try Invocation.run(tool: context.tool(named: "archlint").path.string,
                           arguments: invocation.archlintArguments,
                           in: context.package.directory.string,
                           workDirectory: context.pluginWorkDirectory.string)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ArchlintCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let names = Invocation.targetNames(in: arguments)
        let chosen = names.isEmpty ? context.xcodeProject.targets
            : context.xcodeProject.targets.filter { names.contains($0.displayName) }
        let files = chosen.flatMap { target in
            target.inputFiles.filter { $0.type == .source && $0.path.extension == "swift" }.map(\.path.string)
        }
        let invocation = try Invocation(arguments: arguments, sourceFiles: files,
                                        workDirectory: context.pluginWorkDirectory.string)
        try Invocation.run(tool: context.tool(named: "archlint").path.string,
                           arguments: invocation.archlintArguments,
                           in: context.xcodeProject.directory.string,
                           workDirectory: context.pluginWorkDirectory.string)
    }
}
#endif

struct Invocation {
    /// archlint's options that take a value (so that the value is not taken for a path).
    static let valueOptions: Set<String> = [
        "--config", "--reporter", "--output", "--report", "--baseline", "--write-baseline",
        "--only", "--disable", "--exclude", "--files-from",
    ]
    static let subcommands: Set<String> = ["init", "dump", "rules", "explain", "version", "help"]

    var archlintArguments: [String]

    /// `--target NAME` and `--target=NAME`, before any `--`.
    static func targetNames(in arguments: [String]) -> [String] {
        var extractor = ArgumentExtractor(Array(arguments.prefix { $0 != "--" }))
        return extractor.extractOption(named: "target")
    }

    /// The named targets (nil: all of them), or an error naming the ones the package lacks.
    static func targets(named names: [String], in package: Package) throws -> [SourceModuleTarget] {
        let modules = package.targets.compactMap { $0 as? SourceModuleTarget }
        if names.isEmpty { return modules }
        let unknown = names.filter { name in !modules.contains { $0.name == name } }
        guard unknown.isEmpty else {
            throw PluginError("no target named \(unknown.joined(separator: ", ")) in package \(package.displayName); its targets are: \(modules.map(\.name).joined(separator: ", "))")
        }
        return modules.filter { names.contains($0.name) }
    }

    init(arguments: [String], sourceFiles: [String], workDirectory: String) throws {
        let split = arguments.firstIndex(of: "--")
        var extractor = ArgumentExtractor(Array(arguments[..<(split ?? arguments.endIndex)]))
        let targets = extractor.extractOption(named: "target")
        let options = extractor.remainingArguments
        let literals = split.map { Array(arguments[arguments.index(after: $0)...]) } ?? []

        // Subcommands other than lint, --help and --version go to archlint as they are.
        if let first = options.first, Self.subcommands.contains(first) || options.contains("--help")
            || options.contains("-h") || options.contains("--version") {
            archlintArguments = arguments
            return
        }
        var flags: [String] = []
        var paths: [String] = []
        var index = 0
        while index < options.count {
            let argument = options[index]
            if Self.valueOptions.contains(argument) {
                flags += options[index..<min(index + 2, options.count)]
                index += 2
                continue
            }
            if (index == 0 && argument == "lint") || (argument.hasPrefix("-") && argument != "-") {
                flags.append(argument)
            } else {
                paths.append(argument)
            }
            index += 1
        }
        paths += literals
        var result = flags
        let listsFiles = options.contains("--files-from")
        if !listsFiles, !targets.isEmpty || paths.isEmpty {
            let list = URL(fileURLWithPath: workDirectory).appendingPathComponent("archlint-files.txt")
            try FileManager.default.createDirectory(at: list.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (sourceFiles.sorted().joined(separator: "\n") + "\n").write(to: list, atomically: true, encoding: .utf8)
            result += ["--files-from", list.path]
        } else if listsFiles, !targets.isEmpty {
            throw PluginError("--target and --files-from both choose the files to report on; use one of them")
        }
        result.append("--")
        result += paths.isEmpty ? ["."] : paths
        archlintArguments = result
    }

    /// Runs archlint in `directory`. Its report goes to the plugin's output, which SwiftPM prints on
    /// its standard output, so `swift package archlint --reporter json > report.json` works; its
    /// standard error (the summary, input errors) becomes SwiftPM diagnostics, which go to standard
    /// error. A status other than 0 ends the plugin with an error (SwiftPM exits with 1).
    static func run(tool: String, arguments: [String], in directory: String, workDirectory: String) throws {
        let work = URL(fileURLWithPath: workDirectory)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let outURL = work.appendingPathComponent("archlint-stdout.txt")
        let errURL = work.appendingPathComponent("archlint-stderr.txt")
        for url in [outURL, errURL] {
            _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        }
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try? out.close()
        try? err.close()
        if let report = try? Data(contentsOf: outURL), !report.isEmpty {
            FileHandle.standardOutput.write(report)
        }
        let status = process.terminationStatus
        // With the Xcode-style report on standard output, the summary follows it there; with a
        // machine-readable report, standard output carries the report alone.
        let humanReport = !arguments.contains("--output") && !arguments.contains("--reporter")
            || zip(arguments, arguments.dropFirst()).contains { $0 == ("--reporter", "xcode") }
        let messages = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        for line in messages.split(whereSeparator: \.isNewline) {
            let text = String(line)
            if text.hasPrefix("archlint: error: ") {
                Diagnostics.error(String(text.dropFirst("archlint: error: ".count)))
            } else if status == 2, text.hasPrefix("archlint: ") {
                Diagnostics.error(String(text.dropFirst("archlint: ".count)))
            } else if humanReport {
                // The summary line, after the findings it sums up.
                FileHandle.standardOutput.write(Data((text + "\n").utf8))
            } else {
                Diagnostics.remark(text)
            }
        }
        guard process.terminationReason == .exit else {
            throw PluginError("archlint was terminated by signal \(status)")
        }
        if status != 0 {
            throw PluginError(status == 1
                ? "archlint found error-severity findings (exit status 1)"
                : "archlint stopped on a usage, configuration or input error (exit status \(status))")
        }
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
