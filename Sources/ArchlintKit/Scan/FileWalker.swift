#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists the Swift files under the paths given on the command line with `opendir`/`readdir`
/// (an order of magnitude faster than `FileManager.enumerator` on Linux).
///
/// Symbolic links to folders are not followed, so a link loop or a link out of the tree cannot
/// send the walk anywhere; a link to a file is read like the file. Tool folders (`.build`, `Pods`,
/// `Carthage`, `DerivedData`) and hidden folders are skipped; `.xcodeproj` and `.xcworkspace`
/// bundles are not walked, only their build file is listed, nor are Core Data model bundles,
/// whose current version's `contents` is listed.
package enum FileWalker {
    /// The working directory, decoded as a path (a folder name need not be UTF-8).
    package static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return PathBytes.string(cString: buffer)
    }

    package static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules", ".git", ".swiftpm"]

    package struct Listing {
        /// Swift sources, sorted, without duplicates.
        package var files: [String] = []
        /// `Package.swift` manifests met on the way (they are read for targets, not linted).
        package var manifests: [String] = []
        /// `X.xcodeproj/project.pbxproj` of each Xcode project met on the way, sorted.
        package var xcodeProjects: [String] = []
        /// `X.xcworkspace/contents.xcworkspacedata` of each workspace met on the way, sorted.
        package var workspaces: [String] = []
        /// The `contents` of each Core Data model met on the way (`CoreDataModel.contentsFiles`), sorted.
        package var coreDataModels: [String] = []
        package var problems: [ArchlintError] = []

        package init() {}
    }

    /// The `.swift` files under `roots`, and what could not be read. A file reached through
    /// several roots (`archlint . Domain`, `archlint "$PWD" .`, a root given twice) is listed once,
    /// under the first root that reaches it.
    package static func swiftFiles(under roots: [String], excluding exclude: [Glob]) -> Listing {
        var listing = Listing()
        // Each file's place on disk: its root's real path (no `..`, no links) and the rest of its
        // path, which the walk builds without following links.
        var seen = Set<String>()
        var seenRoots = Set<String>()
        for root in roots {
            let cleanRoot = Paths.clean(root)
            var info = stat()
            guard PathBytes.withSystemPath(cleanRoot, { stat($0, &info) }) == 0 else {
                listing.problems.append(ArchlintError(path: root, "no such file or folder"))
                continue
            }
            let realRoot = realPath(cleanRoot) ?? cleanRoot
            guard seenRoots.insert(realRoot).inserted else { continue }
            var found = Listing()
            if isDirectory(info.st_mode) {
                walk(cleanRoot, exclude: exclude, into: &found)
            } else if info.st_mode & S_IFMT != S_IFREG {
                // A FIFO or a device would block or never end: only regular files are read.
                found.problems.append(ArchlintError(path: root, "not a regular file"))
            } else if cleanRoot.hasSuffix(".swift") {
                found.files.append(cleanRoot)
            } else {
                found.problems.append(ArchlintError(path: root, "not a Swift file or a folder"))
            }
            if roots.count == 1 {
                listing = found
                break
            }
            func isNew(_ path: String) -> Bool { seen.insert(place(of: path, root: cleanRoot, realRoot: realRoot)).inserted }
            listing.files += found.files.filter(isNew)
            listing.manifests += found.manifests.filter(isNew)
            listing.xcodeProjects += found.xcodeProjects.filter(isNew)
            listing.workspaces += found.workspaces.filter(isNew)
            listing.coreDataModels += found.coreDataModels.filter(isNew)
            listing.problems += found.problems
        }
        listing.files.sort()
        listing.manifests.sort()
        listing.xcodeProjects.sort()
        listing.workspaces.sort()
        listing.coreDataModels.sort()
        return listing
    }

    /// `path`, listed under `root`, as a path from `realRoot`.
    private static func place(of path: String, root: String, realRoot: String) -> String {
        let prefix = root == "." ? 0 : root == "/" ? 1 : root.utf8.count + 1
        let rest = String(decoding: path.utf8.dropFirst(prefix), as: UTF8.self)
        if rest.isEmpty { return realRoot }
        return realRoot.hasSuffix("/") ? realRoot + rest : realRoot + "/" + rest
    }

    /// The absolute path without `.`, `..` or symbolic links, or nil when it cannot be resolved.
    static func realPath(_ path: String) -> String? {
        PathBytes.withSystemPath(path) { systemPath in
            guard let resolved = realpath(systemPath, nil) else { return nil }
            defer { free(resolved) }
            return PathBytes.string(cString: resolved)
        }
    }

    /// The nearest `name` in `path`'s folder or above (`path` absolute).
    package static func nearest(_ name: String, above path: String) -> String? {
        for folder in ancestors(of: path) {
            let candidate = Paths.join(folder, name)
            if exists(candidate) { return candidate }
        }
        return nil
    }

    /// `path` itself when it is a folder, then every folder above it, up to `/`.
    package static func ancestors(of path: String) -> [String] {
        var folders: [String] = []
        var current = Paths.clean(path)
        var info = stat()
        if PathBytes.withSystemPath(current, { stat($0, &info) }) != 0 || !isDirectory(info.st_mode) {
            current = Paths.parent(of: current)
        }
        while true {
            folders.append(current)
            let up = Paths.parent(of: current)
            if up == current { return folders }
            current = up
        }
    }

    /// Whether anything, even a dangling link, is at `path`: an input that is there must be read or refused, never skipped.
    package static func exists(_ path: String) -> Bool {
        var info = stat()
        return PathBytes.withSystemPath(path) { lstat($0, &info) } == 0 || (errno != ENOENT && errno != ENOTDIR)
    }

    private static func isDirectory(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFDIR }

    /// Whether `path` is a regular file, or a link to one.
    package static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return PathBytes.withSystemPath(path, { stat($0, &info) }) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// A folder to list: its path, its path split into lower-cased segments (extended by one
    /// segment per level, never re-split) for the exclude globs of other shapes.
    private typealias Folder = (path: String, segments: [[UInt8]])

    /// Exclude globs sorted by how they are matched: `**/Name/**` against each folder's own name
    /// once, as the walk enters it (a listed folder's parents have all passed); `**/name` against
    /// the name of each folder and file; any other shape against the whole path.
    package struct Exclusions {
        let folderNames: [Glob]
        let names: [Glob]
        let paths: [Glob]

        package init(_ globs: [Glob]) {
            folderNames = globs.filter { $0.folderAnywhere != nil }
            names = globs.filter { $0.folderAnywhere == nil && $0.nameAnywhere != nil }
            paths = globs.filter { $0.folderAnywhere == nil && $0.nameAnywhere == nil }
        }

        /// A folder is skipped when a glob matches the folder itself (`Domain/Legacy`, `*Tests`)
        /// or everything below it (`**/Tests/**`, `Domain/**`). A glob that only could match
        /// something below (`Domain/*.swift`, `Domain/x`) leaves the folder to be walked: the
        /// files are then checked one by one.
        package func excludes(folder segments: [[UInt8]]) -> Bool {
            if let name = segments.last,
               folderNames.contains(where: { $0.matchesFolder(name) }) || names.contains(where: { $0.matchesName(name) }) { return true }
            return paths.contains { $0.matchDepth(segments) != nil || $0.matchesEverything(below: segments) }
        }

        package func excludes(file name: [UInt8], in folder: [[UInt8]]) -> Bool {
            if names.contains(where: { $0.matchesName(name) }) { return true }
            return !paths.isEmpty && paths.contains { $0.matchDepth(folder + [name]) != nil }
        }
    }

    /// Lists the tree one depth at a time, the folders of each depth side by side: a walk is one
    /// `opendir`/`readdir` after another, bound by system calls, not by the CPU.
    ///
    /// Exclude globs see the path from the root as given when it is relative, and from the root
    /// folder's own name down when it is absolute (as layer globs do, `Linter.projectPath`): a
    /// checkout that happens to lie below a folder named `Tests` or `Mocks` is still linted.
    private static func walk(_ root: String, exclude: [Glob], into listing: inout Listing) {
        let exclusions = Exclusions(exclude)
        let rootSegments = root == "." ? [] : Glob.segments(of: root)
        let shownSegments = root.hasPrefix("/") ? Array(rootSegments.suffix(1)) : rootSegments
        // The root's own folders are checked as if the walk had entered each of them.
        for depth in shownSegments.indices where exclusions.excludes(folder: Array(shownSegments[...depth])) { return }
        var level: [Folder] = [(root, shownSegments)]
        while !level.isEmpty {
            let listed = level.parallelMap { list($0, exclusions: exclusions) }
            level = []
            for folder in listed {
                listing.files += folder.listing.files
                listing.manifests += folder.listing.manifests
                listing.xcodeProjects += folder.listing.xcodeProjects
                listing.workspaces += folder.listing.workspaces
                listing.coreDataModels += folder.listing.coreDataModels
                listing.problems += folder.listing.problems
                level += folder.subfolders
            }
        }
    }

    /// The Swift files, manifests and subfolders of one folder.
    /// A directory entry's name, as `PathBytes` carries any byte.
    private static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
        withUnsafePointer(to: entry.pointee.d_name) {
            $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { PathBytes.string(cString: $0) }
        }
    }

    /// The names in a folder, in the order the system gives them (none when it cannot be read):
    /// `readdir`, as the walk lists, where `FileManager` took 10 ms for a folder of 19,000 names
    /// (`/tmp`, above a project linted there).
    package static func names(in folder: String) -> [String] {
        guard let directory = PathBytes.withSystemPath(folder, { opendir($0) }) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = name(of: entry)
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    private static func list(_ folder: Folder, exclusions: Exclusions) -> (listing: Listing, subfolders: [Folder]) {
        var listing = Listing()
        var subfolders: [Folder] = []
        guard let directory = PathBytes.withSystemPath(folder.path, { opendir($0) }) else {
            listing.problems.append(ArchlintError(path: folder.path, "cannot open folder (\(String(cString: strerror(errno))))"))
            return (listing, [])
        }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = name(of: entry)
            if name == "." || name == ".." { continue }
            let path = Paths.join(folder.path, name)
            var kind = entry.pointee.d_type
            if kind == UInt8(DT_UNKNOWN) {
                // Some file systems do not fill d_type: ask lstat.
                var info = stat()
                guard PathBytes.withSystemPath(path, { lstat($0, &info) }) == 0 else { continue }
                kind = info.st_mode & S_IFMT == S_IFDIR ? UInt8(DT_DIR)
                    : info.st_mode & S_IFMT == S_IFLNK ? UInt8(DT_LNK) : UInt8(DT_REG)
            }
            if kind == UInt8(DT_DIR) {
                if name.hasPrefix(".") || skippedFolders.contains(name) { continue }
                let childSegments = folder.segments + [name.utf8.map(Glob.lowercased)]
                if exclusions.excludes(folder: childSegments) { continue }
                // An Xcode bundle holds the build file, not sources: it is reported, not walked.
                if name.hasSuffix(".xcodeproj") {
                    let project = Paths.join(path, "project.pbxproj")
                    if isRegularFile(project) { listing.xcodeProjects.append(project) }
                    continue
                }
                if name.hasSuffix(".xcworkspace") {
                    let workspace = Paths.join(path, "contents.xcworkspacedata")
                    if isRegularFile(workspace) { listing.workspaces.append(workspace) }
                    continue
                }
                if CoreDataModel.isModelBundle(name) {
                    listing.coreDataModels += CoreDataModel.contentsFiles(ofBundle: path)
                    continue
                }
                subfolders.append((path, childSegments))
            } else if name.hasSuffix(".swift") {
                if kind == UInt8(DT_LNK) {
                    // Follow a link only to a regular file: a linked folder named *.swift is skipped.
                    var info = stat()
                    guard PathBytes.withSystemPath(path, { stat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
                } else if kind != UInt8(DT_REG) {
                    continue
                }
                if name.hasPrefix("Package"), ManifestName.version(of: name) != nil {
                    listing.manifests.append(path)
                    continue
                }
                if exclusions.excludes(file: name.utf8.map(Glob.lowercased), in: folder.segments) { continue }
                listing.files.append(path)
            }
        }
        return (listing, subfolders)
    }

    /// The whole of a regular file of at most `limit` bytes; `what` names the kind of input in the
    /// message when it is larger ("over the 4194304-byte limit for a configuration file").
    package static func read(_ path: String, limit: Int, for what: String = "one file") -> Result<[UInt8], ArchlintError> {
        // Non-blocking, so that a FIFO met by accident cannot hang the run; refused below.
        let descriptor = PathBytes.withSystemPath(path) { open($0, O_RDONLY | O_NONBLOCK) }
        guard descriptor >= 0 else {
            return .failure(ArchlintError(path: path, "cannot read (\(String(cString: strerror(errno))))"))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            return .failure(ArchlintError(path: path, "cannot read (\(String(cString: strerror(errno))))"))
        }
        if info.st_mode & S_IFMT == S_IFDIR {
            return .failure(ArchlintError(path: path, "is a folder, not a file"))
        }
        if info.st_mode & S_IFMT != S_IFREG {
            return .failure(ArchlintError(path: path, "is not a regular file"))
        }
        let size = Int(info.st_size)
        if size > limit {
            return .failure(ArchlintError(path: path, "is \(size) bytes, over the \(limit)-byte limit for \(what)"))
        }
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let count = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + filled, size - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(ArchlintError(path: path, "cannot read (\(String(cString: strerror(errno))))"))
            }
            if count == 0 { break }
            filled += count
        }
        if filled < size { bytes.removeSubrange(filled...) }
        return .success(bytes)
    }
}

/// `read(2)`, under a name that the `read` methods of the types using it do not hide.
@inline(__always)
package func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
