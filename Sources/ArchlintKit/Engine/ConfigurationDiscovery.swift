import ArchlintModel
import ArchlintScan

/// Which configuration a run uses: the file it finds or is given, on top of the built-in rules.
package enum ConfigurationDiscovery {
    /// The built-in rules, extended by the project's configuration file (`configurationFile`): a
    /// file too large, a folder or a broken link by that name is an error, not a reason to fall
    /// back to the built-in rules.
    package static func configuration(_ options: ProjectLoader.Options) throws -> Configuration {
        var configuration = Configuration.builtIn()
        guard let path = try configurationFile(options) else { return configuration }
        let shown = Paths.displayPath(path, options.workingDirectory)
        switch FileWalker.read(path, limit: InputLimit.configuration, for: "a configuration file") {
        case let .success(bytes):
            configuration = try ConfigurationLoader.load(bytes: bytes, source: shown, over: configuration)
            try RuleOptions.check(configuration, source: shown)
            configuration.origin = (path, shown)
            return configuration
        case let .failure(problem):
            throw ArchlintError(path: shown, problem.message)
        }
    }

    /// `--config FILE`; else the nearest `.archlint.json` at or above the linted paths, as SwiftLint
    /// and ESLint find theirs, so that linting a project from its folder, its parent or a subfolder
    /// gives the same answer; else the working directory's. Paths under different configurations
    /// are refused: each would be judged by rules it does not have.
    static func configurationFile(_ options: ProjectLoader.Options) throws -> String? {
        if let explicit = options.configPath { return Paths.absolute(explicit, options.workingDirectory) }
        var found: [String: String] = [:]  // configuration -> the first path it governs
        for path in options.paths {
            if let nearest = FileWalker.nearest(".archlint.json", above: Paths.absolute(path, options.workingDirectory)) { found[nearest] = found[nearest] ?? path }
        }
        if found.count > 1 {
            let pairs = found.sorted { $0.key < $1.key }.map { "\($0.value) (\(Paths.displayPath($0.key, options.workingDirectory)))" }
            throw ArchlintError("the paths lie under different configurations: \(pairs.joined(separator: ", ")); lint them one at a time or pass --config")
        }
        if let only = found.keys.first { return only }
        let local = Paths.join(options.workingDirectory, ".archlint.json")
        return FileWalker.exists(local) ? local : nil
    }
}
