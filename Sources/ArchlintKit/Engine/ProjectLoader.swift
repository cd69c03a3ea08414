import ArchlintModel
import ArchlintScan

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

/// Lists, reads and scans the Swift files of a run, with its build files, and builds the project's
/// index from them: from the disk, or from a commit's blobs (`archlint history`).
package enum ProjectLoader {
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

    /// The folders layer globs are matched from (`ProjectRoots`): the configuration's, and the
    /// project root of each linted path.
    static func projectRoots(_ options: Options, configuration: Configuration) -> ProjectRoots {
        ProjectRoots(configuration: configuration.origin.map { Paths.parent(of: $0.path) }, projects: options.projectRootFolders)
    }

    /// Lists, reads and scans the files under `options.paths`, then builds the project's index.
    package static func project(_ options: Options, configuration: Configuration, timings: Timings? = nil) -> (Project, [ArchlintError]) {
        let listing = FileWalker.swiftFiles(under: options.paths, excluding: configuration.exclude)
        timings?.mark("list files")
        return project(listing, options: options, configuration: configuration, timings: timings)
    }

    /// The sources and build files under `options.paths` that git would commit (`committable`:
    /// tracked, or untracked and not ignored), as a commit's are read: the work tree `archlint
    /// diff` compares with a commit, without the ignored files (a user's workspace, generated code)
    /// no commit has. Core Data models are left out as a commit's are, which archlint reads only
    /// from the disk.
    package static func project(_ options: Options, configuration: Configuration, committable: Set<String>) -> (Project, [ArchlintError]) {
        var listing = FileWalker.swiftFiles(under: options.paths, excluding: configuration.exclude)
        listing.files = listing.files.filter(committable.contains)
        listing.manifests = listing.manifests.filter(committable.contains)
        listing.xcodeProjects = listing.xcodeProjects.filter(committable.contains)
        listing.workspaces = listing.workspaces.filter(committable.contains)
        listing.coreDataModels = []
        return project(listing, options: options, configuration: configuration, timings: nil)
    }

    private static func project(_ listing: FileWalker.Listing, options: Options, configuration: Configuration, timings: Timings?) -> (Project, [ArchlintError]) {
        project(listing, options: options, configuration: configuration, buildFiles: .disk, timings: timings) { path, laps in
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
