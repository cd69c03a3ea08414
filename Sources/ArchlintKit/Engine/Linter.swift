import Foundation
import ArchlintScan
import ArchlintModel
import ArchlintRules
import ArchlintReport

/// The size past which each kind of input is refused by name (exit 2), never skipped in silence.
/// Manifests are Swift source, scanned like any other file, so they share its limit.
package enum InputLimit {
    static let sourceFile = 16 << 20
    static let configuration = 4 << 20
    /// About 1.7 million entries, far more debt than any project records; read streamed, one entry
    /// at a time, so it costs about twice its size in memory.
    package static let baseline = 256 << 20
    /// `--files-from`: a million paths of 64 bytes.
    static let fileList = 64 << 20
}

/// The pipeline: list files -> read and scan them in parallel -> build the project model ->
/// run the rules -> findings, sorted.
package enum Linter {
    package struct Options {
        package var paths: [String]
        /// `--config FILE`; otherwise `.archlint.json` in the working directory, if present.
        var configPath: String?
        var workingDirectory: String
        var maximumFileSize: Int
        /// The project root of each path (`ProjectScope.root`) where the caller found them already
        /// (`ProjectScope.roots`, once for a whole history): finding one reads the folders above
        /// and, to climb out of a local package, the build files there. Nil: found for the index.
        var projectFolders: [String]?

        package init(paths: [String], configPath: String? = nil, workingDirectory: String,
             maximumFileSize: Int = InputLimit.sourceFile, projectFolders: [String]? = nil) {
            self.paths = paths
            self.configPath = configPath
            self.workingDirectory = workingDirectory
            self.maximumFileSize = maximumFileSize
            self.projectFolders = projectFolders
        }

        /// `projectFolders`, found now where they were not given.
        var projectRootFolders: [String] {
            projectFolders ?? paths.map { ProjectScope.root(of: Paths.absolute($0, workingDirectory), workingDirectory: workingDirectory) }
        }
    }

    /// The built-in rules, extended by the project's configuration file (`configurationFile`): a
    /// file too large, a folder or a broken link by that name is an error, not a reason to fall
    /// back to the built-in rules.
    package static func configuration(_ options: Options) throws -> Configuration {
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
    static func configurationFile(_ options: Options) throws -> String? {
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

    /// The folders layer globs are matched from (`ProjectRoots`): the configuration's, and the
    /// project root of each linted path.
    static func projectRoots(_ options: Options, configuration: Configuration) -> ProjectRoots {
        ProjectRoots(configuration: configuration.origin.map { Paths.parent(of: $0.path) }, projects: options.projectRootFolders)
    }

    /// Lists, reads and scans the files under `options.paths`, then builds the project's index.
    package static func project(_ options: Options, configuration: Configuration, timings: Timings? = nil) -> (Project, [ArchlintError]) {
        let listing = FileWalker.swiftFiles(under: options.paths, excluding: configuration.exclude)
        timings?.mark("list files")
        return project(listing, options: options, configuration: configuration, buildFiles: .disk, timings: timings) { path, laps in
            let source = scan(path, limit: options.maximumFileSize, reportAs: Paths.displayPath(path, options.workingDirectory), laps: &laps)
            return source.map { ($0, keepsText: false) }
        }
    }

    /// Builds the index of listed files, wherever they are read from: the disk, or the blobs of a
    /// commit (`archlint history`). `scan` gives a listed file's source, and whether its text must
    /// be kept (a source used again for the next commit); otherwise the text goes once indexed.
    static func project(_ listing: FileWalker.Listing, options: Options, configuration: Configuration, buildFiles: BuildFiles.Source,
                        timings: Timings?, scan: (String, inout Timings.Laps) -> Result<(SourceFile, keepsText: Bool), ArchlintError>)
        -> (Project, [ArchlintError]) {
        var problems = listing.problems
        // The modules first: which module compiles a file, and so its layer, is part of its index,
        // made as it is scanned.
        let roots = projectRoots(options, configuration: configuration)
        let build = BuildFiles.read(listing, options: options, roots: roots, from: buildFiles)
        timings?.mark("build files")
        problems += build.problems
        let indexer = Project.Indexer(modules: build.modules, manifests: build.manifests, configuration: configuration, roots: roots)
        // Files only test targets compile are tests, whatever their folder is called.
        let files = listing.files.filter { !indexer.isTest(Paths.absolute($0, options.workingDirectory)) }
        let scanned = files.parallelMap { path -> (Result<Project.IndexedFile, ArchlintError>, Timings.Laps) in
            var laps = Timings.Laps()
            let indexed = scan(path, &laps).map { source, keepsText in
                let location = Paths.absolute(path, options.workingDirectory)
                let file = indexer.index(Project.Input(source: source, projectPath: roots.relative(location) ?? location, location: location))
                // The rules read the text of files in a layer; outside the layers (vendored code,
                // libraries, tools) they seldom do, and the bytes are read again when one does.
                if !keepsText { if file.file.layer == nil { source.releaseText(readingAgainFrom: location) } else { source.releaseTokens() } }
                return file
            }
            laps.lap(.index)
            return (indexed, laps)
        }
        timings?.mark("read, scan and index files", parts: scanned.reduce(Timings.Laps()) { $0 + $1.1 })
        var indexed: [Project.IndexedFile] = []
        indexed.reserveCapacity(scanned.count)
        for (outcome, _) in scanned {
            switch outcome {
            case let .success(file):
                indexed.append(file)
            case let .failure(problem):
                problems.append(problem)
            }
        }
        let (standIns, modelWarnings) = coreDataStandIns(listing.coreDataModels, indexer: indexer, roots: roots, workingDirectory: options.workingDirectory)
        indexed += standIns
        let project = Project(indexed: indexed, by: indexer, timings: timings)
        project.inputWarnings = build.warnings.map(\.description) + modelWarnings
        return (project, problems)
    }

    /// The classes Xcode generates from the Core Data models (`CoreDataModel`), each model's
    /// indexed as declared where the model lies. A model is no lint input: one that cannot be read
    /// is left out with a warning, and the run goes on.
    private static func coreDataStandIns(_ models: [String], indexer: Project.Indexer, roots: ProjectRoots,
                                         workingDirectory: String) -> (indexed: [Project.IndexedFile], warnings: [String]) {
        var indexed: [Project.IndexedFile] = []
        var warnings: [String] = []
        for model in models {
            let location = Paths.absolute(model, workingDirectory)
            guard !indexer.isTest(location) else { continue }
            let shown = Paths.displayPath(model, workingDirectory)
            // Read as Swift source is: within its limit, and as UTF-8 text.
            let read = FileWalker.read(model, limit: InputLimit.sourceFile).flatMap { bytes -> Result<SourceFile?, ArchlintError> in
                if let problem = TextCheck.problem(in: bytes) { return .failure(ArchlintError(path: model, problem)) }
                return .success(CoreDataModel.standIn(bytes, path: shown))
            }
            switch read {
            case let .success(source?):
                indexed.append(indexer.index(Project.Input(source: source, projectPath: roots.relative(location) ?? location, location: location,
                                                           isGenerated: true)))
            case .success(nil):
                break
            case let .failure(problem):
                warnings.append("\(shown): \(problem.message); Core Data model left out, so the classes it generates are unknown to the rules")
            }
        }
        return (indexed, warnings)
    }

    /// Runs every enabled rule over a project, then applies the inline suppressions. Findings are
    /// reported only for files the configuration's `include` globs accept and, when `reportOnly`
    /// is given (`--files-from`), only for those paths; the whole project is still the index.
    /// `rules` are the built-in rules unless a library user adds their own (`Archlint.lint`).
    package static func lint(_ project: Project, rules: [Rule] = RuleRegistry.all, problems: [ArchlintError] = [], reportOnly: Set<String>? = nil,
                     timings: Timings? = nil) -> LintResult {
        func severity(_ description: RuleDescription) -> Severity? {
            project.configuration.severity(of: description.id, default: description.severity)
        }
        let enabled = rules.compactMap { rule -> (rule: Rule, id: String, severity: Severity)? in
            let description = type(of: rule).description
            return severity(description).map { (rule, description.id, $0) }
        }
        let diagnostics = RuleRegistry.diagnostics.compactMap { diagnostic in severity(diagnostic.description).map { (id: diagnostic.description.id, severity: $0) } }
        let checked = enabled.map(\.id) + diagnostics.map(\.id)
        // The rules only read the project, so they run side by side: one task per rule that needs
        // the whole project, started first, then one task per file for all the others together.
        var projectRules: [(rule: Rule, id: String, severity: Severity)] = []
        var fileRules: [(rule: FileRule, id: String, severity: Severity)] = []
        for (rule, id, severity) in enabled {
            if let fileRule = rule as? FileRule { fileRules.append((fileRule, id, severity)) } else { projectRules.append((rule, id, severity)) }
        }
        let fileChecks = fileRules.parallelMap { (check: $0.rule.fileCheck(project), id: $0.id, severity: $0.severity) }
        timings?.mark("prepare the rules")
        // Task 0: what the file rules find in build files; then the project rules; then the files.
        let firstFile = projectRules.count + 1
        // A task's findings, or the problem of a file whose text could not be read again.
        let outcomes = (0..<firstFile + project.files.count).parallelMap { task -> Result<[Finding], ArchlintError> in
            var violations: [Violation] = []
            if task == 0 {
                return .success(fileRules.flatMap { rule, id, severity -> [Finding] in
                    var violations: [Violation] = []
                    rule.buildFileCheck(project, into: &violations)
                    return violations.map { finding($0, rule: id, severity: severity, project: project) }
                })
            }
            if task < firstFile {
                let (rule, id, severity) = projectRules[task - 1]
                rule.check(project, into: &violations)
                violations.removeAll { $0.path == nil && project.files[$0.file].isGenerated }
                return .success(violations.map { finding($0, rule: id, severity: severity, project: project) })
            }
            let fileIndex = task - firstFile
            // A Core Data model's stand-in has no Swift line to point at.
            if project.files[fileIndex].isGenerated { return .success([]) }
            return project.files[fileIndex].source.withText {
                var found: [Finding] = []
                for (check, id, severity) in fileChecks {
                    check(fileIndex, &violations)
                    found += violations.map { finding($0, rule: id, severity: severity, project: project) }
                    violations.removeAll(keepingCapacity: true)
                }
                return found
            }
        }
        var findings: [Finding] = []
        var problems = problems
        for outcome in outcomes {
            switch outcome {
            case let .success(found): findings += found
            case let .failure(problem): problems.append(problem)
            }
        }
        timings?.mark("rules")
        let suppressed = Suppressions.apply(findings, project: project, checkedRules: checked)
        findings = foldPlacementsIntoImports(suppressed.kept)
        let made = [SuperfluousSuppression.description.id: suppressed.superfluous, SuppressionReason.description.id: suppressed.missingReason]
        for (id, severity) in diagnostics {
            findings += (made[id] ?? []).map { finding($0, rule: id, severity: severity, project: project) }
        }
        let include = project.configuration.include
        if !include.isEmpty {
            let included = Set(project.files.filter { file in include.contains { $0.matches(file.projectPath) } }.map(\.source.path))
            findings.removeAll { !included.contains($0.file) }
        }
        if let reportOnly { findings.removeAll { !reportOnly.contains($0.file) } }
        findings = sorted(findings)
        timings?.mark("suppressions and sorting")
        var result = LintResult(findings: findings, problems: problems, project: project, checkedRules: checked)
        result.reportedFiles = reportOnly
        result.formerRuleIDUses = suppressed.formerRuleIDUses
        return result
    }

    /// A file whose work belongs in another layer (`file_placement`) and whose import of the
    /// framework that does that work is a `dependency_rule` finding has one problem: the import
    /// finding says it, with the work and where it belongs, and the placement finding goes. The
    /// import stays because it is certain (the layers forbid the module) where the placement is
    /// read from the names a file uses, and because removing the work removes the import. An
    /// import of another framework (Combine beside the SwiftUI that builds the views) is another
    /// cause and keeps its own finding. Run after suppressions: a suppressed finding takes nothing in.
    static func foldPlacementsIntoImports(_ findings: [Finding]) -> [Finding] {
        let dependencyRule = DependencyRule.description.id
        var importFindings: [String: [Int]] = [:]
        for (index, finding) in findings.enumerated() where finding.rule == dependencyRule && finding.subject.hasPrefix("import ") {
            importFindings[finding.file, default: []].append(index)
        }
        guard !importFindings.isEmpty else { return findings }
        var folded = findings, dropped = Set<Int>()
        for (index, finding) in findings.enumerated() {
            guard let placement = finding.placement,
                  let importIndex = importFindings[finding.file]?.first(where: { candidate in
                      placement.modules.contains(String(findings[candidate].subject.dropFirst("import ".count)))
                  }) else { continue }
            // One placement per file at most: file_placement reports a file once.
            var message = folded[importIndex].message
            let note = message.hasSuffix(guessedLayerNote) ? guessedLayerNote : ""
            message.removeLast(note.count)
            // The work says why the import is wrong better than the allow or deny list does.
            if let list = message.range(of: " (allowed: ", options: .backwards) ?? message.range(of: " (denied for ", options: .backwards),
               message.hasSuffix(")") { message.removeSubrange(list.lowerBound...) }
            folded[importIndex].message = message + ": it \(placement.work) (\(placement.evidence), line \(finding.line)), "
                + "which belongs in \(placement.target)" + note
            folded[importIndex].severity = max(folded[importIndex].severity, finding.severity)
            folded[importIndex].folded.append(FoldedFinding(rule: finding.rule, subject: finding.subject, line: finding.line))
            dropped.insert(index)
        }
        return folded.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

    /// In `Finding`'s order, comparing each distinct path once rather than in every comparison
    /// (paths are long and share their beginnings; a project can have thousands of findings).
    static func sorted(_ findings: [Finding]) -> [Finding] {
        let paths = Set(findings.map(\.file)).sorted()
        let rankOfPath = Dictionary(uniqueKeysWithValues: paths.enumerated().map { ($1, $0) })
        let ranks = findings.map { rankOfPath[$0.file]! }
        return findings.indices.sorted { a, b in
            let left = findings[a], right = findings[b]
            if (ranks[a], left.line, left.column) != (ranks[b], right.line, right.column) {
                return (ranks[a], left.line, left.column) < (ranks[b], right.line, right.column)
            }
            return (left.rule, left.message, a) < (right.rule, right.message, b)
        }.map { findings[$0] }
    }

    static let guessedLayerNote = " [layer guessed from the code: archlint layers]"

    /// A finding in a file whose layer is a guess (`LayerEvidence.isGuess`) says so: the team
    /// reads it as a question about the layer map as much as about the code.
    private static func finding(_ violation: Violation, rule: String, severity: Severity, project: Project) -> Finding {
        let guessed = violation.path == nil && project.files[violation.file].evidence.isGuess
        var finding = Finding(rule: rule, severity: severity, file: violation.path ?? project.files[violation.file].source.path, line: violation.line,
                              column: violation.column, message: violation.message + (guessed ? guessedLayerNote : ""),
                              layer: violation.path == nil ? project.layerName(of: violation.file) : nil, subject: violation.subject,
                              targetLayer: violation.targetLayer)
        finding.folded = violation.foldedSubjects.map { FoldedFinding(rule: rule, subject: $0, line: violation.line) }
        finding.placement = violation.placement
        return finding
    }

    static func scan(_ path: String, limit: Int, reportAs displayPath: String, laps: inout Timings.Laps) -> Result<SourceFile, ArchlintError> {
        let text = FileWalker.read(path, limit: limit).flatMap { bytes -> Result<[UInt8], ArchlintError> in
            TextCheck.problem(in: bytes).map { .failure(ArchlintError(path: path, $0)) } ?? .success(bytes)
        }
        laps.lap(.read)
        switch text {
        case var .failure(problem):
            problem.message += "; skipped"
            return .failure(problem)
        case let .success(bytes):
            return checked(SourceFile(path: displayPath, bytes: bytes, laps: &laps), at: path)
        }
    }

    /// A scanned file, or why it is left out: one that declares more than archlint reads in one
    /// file (a bound on memory, never met by real code) is an input problem like one too large.
    static func checked(_ source: SourceFile, at path: String) -> Result<SourceFile, ArchlintError> {
        guard source.declaresTooMuch else { return .success(source) }
        return .failure(ArchlintError(path: path, "declares more than \(StructuralParser.maximumDeclarations) names, "
            + "more than archlint reads in one file; skipped"))
    }
}

/// Swift source is UTF-8 text: a file that is not (a binary, Latin-1, UTF-16) is refused with the
/// place of the first bad byte rather than linted as noise.
enum TextCheck {
    static func problem(in bytes: [UInt8]) -> String? {
        let count = bytes.count
        if count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            return "is UTF-16 text, not UTF-8"
        }
        // Lines are counted only on the way to a problem.
        func line(_ index: Int) -> Int { 1 + bytes[..<index].lazy.filter { $0 == 0x0A }.count }
        return bytes.withUnsafeBufferPointer { buffer -> String? in
            let raw = UnsafeRawBufferPointer(buffer)
            var index = 0
            while index < count {
                // Eight bytes at a time while they are ASCII without NUL: nearly all Swift source.
                if index + 8 <= count {
                    let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    let zeroByte = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
                    if word & 0x8080_8080_8080_8080 == 0, zeroByte == 0 {
                        index += 8
                        continue
                    }
                }
                let byte = buffer[index]
                if byte == 0 { return "contains a NUL byte at line \(line(index)): a binary file, not Swift source" }
                let (length, flaw) = UTF8Sequence.check(buffer, at: index)
                if let flaw {
                    let what: String
                    switch flaw {
                    case .badLeadByte: what = "byte 0x\(String(byte, radix: 16, uppercase: true))"
                    case .truncated: what = "truncated character"
                    case .badContinuation: what = "bad continuation byte"
                    case .overlong: what = "overlong encoding"
                    case .surrogate: what = "encoded surrogate"
                    case .aboveUnicode: what = "code point above U+10FFFF"
                    }
                    return "is not valid UTF-8 (\(what) at line \(line(index)))"
                }
                index += length
            }
            return nil
        }
    }
}
