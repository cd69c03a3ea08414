import Foundation
import ArchlintScan
import ArchlintModel
import ArchlintReport

/// `archlint history` at work: the commits read from git's object store and linted, into the
/// `History` the reports show (Report/HistoryData.swift).
extension History {
    package struct Options {
        package static let defaultCommits = 50
        /// The folder (or file) linted at each commit, absolute.
        package var path: String
        /// `--since`, as the user wrote it: read by `History.Since`.
        var since: String?
        package var commits = Options.defaultCommits
        package var every = 1
        /// `--config FILE`, for every commit; otherwise each commit's own `.archlint.json`.
        var configuration: Configuration?
        /// `--exclude`, over each commit's configuration.
        package var exclude: [Glob] = []
        var workingDirectory: String

        package init(path: String, since: String? = nil, commits: Int = Options.defaultCommits, every: Int = 1,
                     configuration: Configuration? = nil, exclude: [Glob] = [], workingDirectory: String) {
            self.path = path
            self.since = since
            self.commits = commits
            self.every = every
            self.configuration = configuration
            self.exclude = exclude
            self.workingDirectory = workingDirectory
        }
    }

    package static func run(_ options: Options, repository: GitRepository) throws -> History {
        let since = try options.since.map { try Since($0, now: Date()) }
        // A product past Int.max asks for more commits than any line has: all of them.
        let (limit, overflow) = options.commits.multipliedReportingOverflow(by: options.every)
        let line = try repository.firstParentLine(since: since, limit: overflow ? nil : limit)
        // Every every-th commit counted back from HEAD, at most `commits` of them, as indices into
        // the line (newest first); oldest first.
        let chosen = Array(stride(from: 0, to: line.count, by: options.every).prefix(options.commits).reversed())
        guard !chosen.isEmpty else {
            throw ArchlintError(options.since.map { "no commit since \($0)" } ?? "the repository has no commit yet")
        }
        var reader = try TreeReader(repository: repository, options: options)
        var history = History(name: Paths.folderName(options.path), snapshots: try chosen.map { try reader.snapshot(of: line[$0]) })
        history.introductions = try history.introductions(line: line, sampled: chosen, reader: &reader)
        history.missingObjects = reader.missingObjects
        history.leftOutFiles = reader.leftOutFiles
        history.scannedBlobs = reader.scannedBlobs
        return history
    }

    /// For each rule and each forbidden layer edge, the step between two linted commits of the
    /// history that added most. When `--every` skipped commits in that step, it is bisected down to
    /// the commit that made the change, linting the skipped commits it needs: the credit goes to
    /// that commit, not to the one the sampling happened to land on. Each halving keeps the half
    /// that rose more, so that where a step holds several rises the largest is found (exactly when
    /// one commit made most of the step's rise; a linear search would lint every skipped commit).
    private func introductions(line: [GitRepository.Commit], sampled: [Int], reader: inout TreeReader) throws -> [Introduction] {
        var known = Dictionary(uniqueKeysWithValues: zip(sampled, snapshots))
        func snapshot(at index: Int) throws -> Snapshot {
            if let snapshot = known[index] { return snapshot }
            let snapshot = try reader.snapshot(of: line[index])
            known[index] = snapshot
            return snapshot
        }
        let linted = zip(sampled, snapshots).filter { $0.1.failure == nil }.map(\.0)
        func introduction(_ subject: String, _ count: (Snapshot) -> Int) throws -> Introduction? {
            func added(_ older: Int, _ newer: Int) -> Int { count(known[newer]!) - count(known[older]!) }
            guard var (older, newer) = zip(linted, linted.dropFirst()).filter({ added($0, $1) > 0 }).max(by: { added($0.0, $0.1) < added($1.0, $1.1) })
            else { return nil }
            let shownAt = sampled.firstIndex(of: newer)!
            // Line indices count back from HEAD: `older` is the larger. The count rose from older to
            // newer, so it rose in one half at least: the two halves' rises add up to the step's.
            while older - newer > 1 {
                let middle = (older + newer) / 2
                // The middle, or else the first commit from it that can be linted, towards the newer
                // end, then the older; none: the rise goes to the first linted commit that shows it.
                let around = Array((newer + 1...middle).reversed()) + Array(middle + 1..<older)
                guard let probe = try around.first(where: { try snapshot(at: $0).failure == nil }) else { break }
                let atProbe = count(try snapshot(at: probe))
                if atProbe - count(try snapshot(at: older)) > count(try snapshot(at: newer)) - atProbe { newer = probe } else { older = probe }
            }
            let after = try snapshot(at: newer)
            return Introduction(subject: subject, commit: after.commit, added: count(after) - count(try snapshot(at: older)), after: count(after),
                                shownAt: shownAt)
        }
        return try rules.compactMap { rule in try introduction(rule) { $0.rules[rule] ?? 0 } }
            + edges.compactMap { edge in try introduction(edge) { $0.forbidden[edge] ?? 0 } }
    }
}

/// A commit's lint: nil when it could not be linted (`failure` says why), with the files whose
/// blobs git lacks, as shown.
struct LintedCommit {
    var result: LintResult?
    var failure: String?
    var missingFiles: [String] = []
}

/// Reads commit after commit, keeping the scans of the last one's files.
struct TreeReader {
    let repository: GitRepository
    let objects: GitObjectReader
    let options: History.Options
    /// Scans by blob and path, of the files of the last commit read, and why the others were left out.
    var sources: [String: SourceFile] = [:]
    var unreadable: [String: ArchlintError] = [:]
    /// Build files and configurations by blob, of the last commit read: small, and seldom changed.
    var buildBlobs: [String: [UInt8]] = [:]
    var scannedBlobs = 0
    /// Files whose blob git lacks, by blob and path, over the whole run; each named once.
    var lost: Set<String> = []
    var missingObjects: [History.MissingObject] = []
    /// Files that could not be read as Swift, by blob and path, over the whole run; each named once.
    var unreadableSeen: Set<String> = []
    var leftOutFiles: [History.LeftOutFile] = []
    /// The lint's options, the same for every commit: the project root is found once, on the disk.
    let lintOptions: ProjectLoader.Options

    init(repository: GitRepository, options: History.Options) throws {
        self.repository = repository
        self.options = options
        var lintOptions = ProjectLoader.Options(paths: [options.path], workingDirectory: options.workingDirectory)
        lintOptions.projectFolders = lintOptions.projectRootFolders
        self.lintOptions = lintOptions
        objects = try GitObjectReader(repository)
    }

    /// One commit linted as a checkout of it would be: its configuration (or `--config`), its
    /// files, its build files. The scans of files unchanged since the last commit read are reused.
    mutating func lint(_ commit: GitRepository.Commit) throws -> LintedCommit {
        var linted = LintedCommit()
        let tree = CommitTree(try objects.files(of: commit.id), root: repository.root)
        // Build files and configurations are fetched whole, wherever they lie: which of them the
        // project reads is known only as they are read.
        let buildEntries = tree.entries.filter { CommitTree.isBuildFile($0.value.path) }
        let buildBlobIDs = Set(buildEntries.values.map(\.blob))
        buildBlobs = buildBlobs.filter { buildBlobIDs.contains($0.key) }
        for (blob, bytes) in try objects.blobs(buildBlobIDs.filter { buildBlobs[$0] == nil }.sorted()) { buildBlobs[blob] = bytes }
        // A build file git lacks would silently change the modules, or the rules, of the commit.
        for (path, entry) in buildEntries where buildBlobs[entry.blob] == nil { linted.missingFiles.append(lack(path, entry, at: commit)) }

        var configuration: Configuration
        do {
            configuration = try options.configuration ?? tree.configuration(above: options.path, commit: commit, blobs: buildBlobs,
                                                                             workingDirectory: options.workingDirectory)
            configuration.exclude += options.exclude
        } catch {
            linted.failure = "\(error)"
            return linted
        }
        let listing = tree.listing(under: options.path, excluding: configuration.exclude)
        let files = listing.files.compactMap { path in tree.entries[path].map { (path: path, entry: $0) } }
        let key = { (file: (path: String, entry: GitRepository.Entry)) in "\(file.entry.blob)\u{0}\(file.path)" }
        let limit = lintOptions.maximumFileSize
        let unscanned = files.filter { sources[key($0)] == nil && unreadable[key($0)] == nil }
        let bytes = try objects.blobs(Array(Set(unscanned.map(\.entry.blob))))
        let scanned = unscanned.parallelMap { file -> Result<SourceFile, ArchlintError> in
            let shown = Paths.displayPath(file.path, options.workingDirectory)
            func skipped(_ why: String) -> Result<SourceFile, ArchlintError> { .failure(ArchlintError(path: shown, why + "; skipped")) }
            guard let text = bytes[file.entry.blob] else { return skipped("is missing from git's object store") }
            if text.count > limit { return skipped("is over the \(limit)-byte limit for one file") }
            if let problem = TextCheck.problem(in: text) { return skipped(problem) }
            return ProjectLoader.checked(SourceFile(path: shown, bytes: text), at: shown)
        }
        scannedBlobs += unscanned.count
        for file in unscanned where bytes[file.entry.blob] == nil { _ = lack(file.path, file.entry, at: commit) }
        linted.missingFiles += files.filter { lost.contains(key($0)) }.map { Paths.displayPath($0.path, options.workingDirectory) }
        linted.missingFiles.sort()
        var current: [String: SourceFile] = [:]
        var currentUnreadable: [String: ArchlintError] = [:]
        for (file, outcome) in zip(unscanned, scanned) {
            switch outcome {
            case let .success(source): current[key(file)] = source
            case let .failure(problem):
                currentUnreadable[key(file)] = problem
                if bytes[file.entry.blob] != nil, unreadableSeen.insert(key(file)).inserted {
                    leftOutFiles.append(History.LeftOutFile(path: problem.path, reason: problem.message, commit: commit))
                }
            }
        }
        for file in files {
            if let source = sources[key(file)] { current[key(file)] = source }
            if let problem = unreadable[key(file)] { currentUnreadable[key(file)] = problem }
        }
        sources = current
        unreadable = currentUnreadable

        let blobs = buildBlobs
        let buildFiles = tree.buildFileSource { path in
            guard let entry = tree.entries[path], let bytes = blobs[entry.blob] else { return nil }
            return bytes
        }
        let entries = tree.entries
        let (project, problems) = ProjectLoader.project(listing, options: lintOptions, configuration: configuration, buildFiles: buildFiles,
                                                 timings: nil) { path, _ in
            let fileKey = entries[path].map { "\($0.blob)\u{0}\(path)" } ?? ""
            if let problem = currentUnreadable[fileKey] { return .failure(problem) }
            guard let source = current[fileKey] else {
                return .failure(ArchlintError(path: path, "is not in the commit's tree; skipped"))
            }
            return .success((source, keepsText: true))
        }
        linted.result = Linter.lint(project, problems: problems)
        return linted
    }

    mutating func snapshot(of commit: GitRepository.Commit) throws -> History.Snapshot {
        var snapshot = History.Snapshot(commit: commit)
        let linted = try lint(commit)
        snapshot.missingFiles = linted.missingFiles
        snapshot.failure = linted.failure
        guard let result = linted.result else { return snapshot }
        let project = result.project
        snapshot.files = project.files.count
        snapshot.lines = project.files.reduce(0) { $0 + $1.source.lineCount }
        snapshot.errors = result.errorCount
        snapshot.warnings = result.warningCount
        snapshot.skippedFiles = result.problems.count
        for finding in result.findings { snapshot.rules[finding.rule, default: 0] += 1 }
        for edge in DependencyGraph(project).forbiddenEdges { snapshot.forbidden[History.edgeName(edge.from, edge.to)] = edge.count }
        let metrics = ArchitectureMetrics(project)
        snapshot.layers = metrics.components[.layer] ?? []
        snapshot.featureCycles = metrics.cycles[.feature] ?? []
        return snapshot
    }

    /// A file whose blob git lacks, as shown; the first time it is met, noted for the run's report.
    private mutating func lack(_ path: String, _ entry: GitRepository.Entry, at commit: GitRepository.Commit) -> String {
        let shown = Paths.displayPath(path, options.workingDirectory)
        if lost.insert("\(entry.blob)\u{0}\(path)").inserted { missingObjects.append(History.MissingObject(path: shown, blob: entry.blob, commit: commit)) }
        return shown
    }
}

/// The files and folders of one commit, at the paths a checkout would give them (under the work
/// tree's top), so that layers, modules and excludes match as they do on the disk.
private struct CommitTree {
    /// By absolute path.
    let entries: [String: GitRepository.Entry]
    let folders: Set<String>
    let children: [String: [String]]
    let root: String

    init(_ entries: [GitRepository.Entry], root: String) {
        self.root = root
        var byPath: [String: GitRepository.Entry] = [:]
        var folders: Set<String> = [root]
        var children: [String: Set<String>] = [:]
        for entry in entries {
            let path = Paths.join(root, entry.path)
            byPath[path] = entry
            var child = path
            while child != root, child != "/" {
                let folder = Paths.parent(of: child)
                children[folder, default: []].insert(String(child.dropFirst(folder == "/" ? 1 : folder.count + 1)))
                folders.insert(folder)
                child = folder
            }
        }
        self.entries = byPath
        self.folders = folders
        self.children = children.mapValues { $0.sorted() }
    }

    /// The files the lint may read besides Swift sources: manifests, Xcode projects and workspaces,
    /// configurations.
    static func isBuildFile(_ path: String) -> Bool {
        let name = path.lastPart(separatedBy: ASCII.slash).map(String.init) ?? path
        return name == ".archlint.json" || name == "project.pbxproj" || name == "contents.xcworkspacedata"
            || (name.hasPrefix("Package") && ManifestName.version(of: name) != nil)
    }

    /// The folder itself (or a file's folder), then each one above it up to the work tree's top:
    /// nothing above it is in the commit.
    func ancestors(of path: String) -> [String] {
        var current = folders.contains(path) ? path : Paths.parent(of: path)
        var found = [current]
        while current != root, current != "/" {
            current = Paths.parent(of: current)
            found.append(current)
        }
        return found
    }

    /// The commit's `.archlint.json` nearest above `path`, over the built-in rules; the built-in
    /// rules alone without one.
    func configuration(above path: String, commit: GitRepository.Commit, blobs: [String: [UInt8]], workingDirectory: String) throws -> Configuration {
        for folder in ancestors(of: path) {
            let file = Paths.join(folder, ".archlint.json")
            guard let entry = entries[file], let bytes = blobs[entry.blob] else { continue }
            let shown = "\(Paths.displayPath(file, workingDirectory)) at \(commit.shortID)"
            var configuration = try ConfigurationLoader.load(bytes: bytes, source: shown, over: Configuration.builtIn())
            try RuleOptions.check(configuration, source: shown)
            configuration.origin = (file, shown)
            return configuration
        }
        return Configuration.builtIn()
    }

    /// The Swift files, manifests and Xcode projects under `path` that the walk of a checkout would
    /// list (`FileWalker.swiftFiles`): the same folders skipped, the same excludes.
    func listing(under path: String, excluding exclude: [Glob]) -> FileWalker.Listing {
        var listing = FileWalker.Listing()
        let exclusions = FileWalker.Exclusions(exclude)
        let shown = Array(Glob.segments(of: path).suffix(1))
        if !shown.isEmpty, exclusions.excludes(folder: shown) { return listing }
        let prefix = path == "/" ? "/" : path + "/"
        for (file, _) in entries where file == path || file.hasPrefix(prefix) {
            let parts = file == path ? [Substring(file.lastPart(separatedBy: ASCII.slash) ?? "")] : file.dropFirst(prefix.count).split(separator: "/")
            var segments = shown
            var listed = true
            for (depth, folder) in parts.dropLast().enumerated() {
                if folder.hasPrefix(".") || FileWalker.skippedFolders.contains(String(folder)) { listed = false; break }
                segments.append(folder.utf8.map(Glob.lowercased))
                if exclusions.excludes(folder: segments) { listed = false; break }
                // An Xcode bundle holds the build file, not sources.
                if folder.hasSuffix(".xcodeproj") || folder.hasSuffix(".xcworkspace") {
                    if depth == parts.count - 2, parts.last == "project.pbxproj", folder.hasSuffix(".xcodeproj") { listing.xcodeProjects.append(file) }
                    if depth == parts.count - 2, parts.last == "contents.xcworkspacedata", folder.hasSuffix(".xcworkspace") { listing.workspaces.append(file) }
                    listed = false
                    break
                }
            }
            guard listed, let name = parts.last, name.hasSuffix(".swift") else { continue }
            if name.hasPrefix("Package"), ManifestName.version(of: String(name)) != nil {
                listing.manifests.append(file)
            } else if !exclusions.excludes(file: name.utf8.map(Glob.lowercased), in: segments) {
                listing.files.append(file)
            }
        }
        listing.files.sort()
        listing.manifests.sort()
        listing.xcodeProjects.sort()
        listing.workspaces.sort()
        return listing
    }

    /// The build files as `BuildFiles` reads them, from the commit; `bytes` gives a file's contents.
    func buildFileSource(_ bytes: @escaping (String) -> [UInt8]?) -> BuildFiles.Source {
        BuildFiles.Source(names: { children[$0] ?? [] }, exists: { entries[$0] != nil || folders.contains($0) },
                          isFolder: { folders.contains($0.isEmpty ? root : $0) },
                          read: { path, limit in
                              guard let contents = bytes(path) else {
                                  return .failure(ArchlintError(path: path, "no such file"))
                              }
                              guard contents.count <= limit else {
                                  return .failure(ArchlintError(path: path, "is over the \(limit)-byte limit for a build file"))
                              }
                              return .success(contents)
                          },
                          ancestors: ancestors(of:))
    }
}
