import Foundation
import PackagePlugin

/// `swift package archlint [--target NAME ...] [archlint's arguments]`
///
/// Every argument but `--target` goes to archlint unchanged (subcommands, options, paths), so the
/// plugin takes whatever archlint takes. archlint runs in the package directory, so
/// `.archlint.json` there is the configuration and paths print relative to it. The plugin also
/// tells archlint which Swift files the package's targets compile (the `--target` ones, if named):
/// a lint without PATH reports on those files, and `--target` narrows a lint with PATHs to them;
/// the whole package directory is still the index.
///
/// Exit status: archlint's own (0 clean or warnings only, 1 an error-severity finding, 2 usage
/// or input error); the plugin exits with it.
@main
struct ArchlintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let sources = try Invocation.targets(named: Invocation.targetNames(in: arguments), in: context.package)
            .flatMap { $0.sourceFiles(withSuffix: "swift").map(\.path.string) }
        let invocation = try Invocation(arguments: arguments, sourceFiles: sources,
                                        workDirectory: context.pluginWorkDirectory.string)
        try Invocation.run(tool: context.tool(named: "archlint").path.string,
                           arguments: invocation.archlintArguments, environment: invocation.environment,
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
                           arguments: invocation.archlintArguments, environment: invocation.environment,
                           in: context.xcodeProject.directory.string,
                           workDirectory: context.pluginWorkDirectory.string)
    }
}
#endif

struct Invocation {
    var archlintArguments: [String]
    /// The variables archlint reads to learn the package's files (see archlint's LintCommand).
    var environment: [String: String]

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
        let split = arguments.firstIndex(of: "--") ?? arguments.endIndex
        var extractor = ArgumentExtractor(Array(arguments[..<split]))
        let targets = extractor.extractOption(named: "target")
        archlintArguments = extractor.remainingArguments + arguments[split...]
        let list = URL(fileURLWithPath: workDirectory).appendingPathComponent("archlint-files.txt")
        try FileManager.default.createDirectory(at: list.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (sourceFiles.sorted().joined(separator: "\n") + "\n").write(to: list, atomically: true, encoding: .utf8)
        environment = ["ARCHLINT_PACKAGE_FILES": list.path]
        if !targets.isEmpty { environment["ARCHLINT_PACKAGE_TARGETS_CHOSEN"] = "1" }
    }

    /// Runs archlint in `directory`. Its report goes to the plugin's output, which SwiftPM prints on
    /// its standard output, so `swift package archlint --reporter json > report.json` works; its
    /// standard error (the summary, input errors) becomes SwiftPM diagnostics, which go to standard
    /// error. A status other than 0 ends the plugin with an error (SwiftPM exits with 1).
    static func run(tool: String, arguments: [String], environment: [String: String], in directory: String, workDirectory: String) throws {
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
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
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
        let humanReport = !machineReadable(arguments)
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

/// Whether archlint's standard output carries a report for a program: `--output`, or a
/// `--reporter` other than xcode, in any spelling archlint takes.
func machineReadable(_ arguments: [String]) -> Bool {
    let options = arguments.prefix { $0 != "--" }
    for (index, argument) in options.enumerated() {
        if argument == "-o" || argument == "--output" || argument.hasPrefix("--output=") { return true }
        let reporter = argument.hasPrefix("--reporter=") ? String(argument.dropFirst("--reporter=".count))
            : argument == "--reporter" && index + 1 < options.count ? options[options.startIndex + index + 1] : nil
        if let reporter, reporter.lowercased() != "xcode" { return true }
    }
    return false
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
