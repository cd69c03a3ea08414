import Foundation
import ArchlintScan
import ArchlintModel
import ArchlintReport

/// The manifests and Xcode projects that say which module compiles which file: those met while
/// listing (their own findings, `layer_cycle` on a target dependency, are reported), and, read
/// only to map files and imports, those in the folders above the linted paths up to the project
/// root, the local packages a manifest depends on by path, and the projects a workspace lists.
enum BuildFiles {
    struct Found {
        var manifests: [PackageManifest] = []
        var modules: [BuildModule] = []
        var problems: [ArchlintError] = []
        /// What was read but points nowhere (a workspace listing a project that is not there):
        /// said on standard error, with no change to the exit status.
        var warnings: [ArchlintError] = []
    }

    /// Where the build files are read from: the disk, or a commit's tree (`archlint history`).
    struct Source {
        var names: (_ folder: String) -> [String]
        var exists: (_ path: String) -> Bool
        var isFolder: (_ path: String) -> Bool
        var read: (_ path: String, _ limit: Int) -> Result<[UInt8], ArchlintError>
        /// The folder itself (or a file's folder), then every folder above it.
        var ancestors: (_ path: String) -> [String]

        static let disk = Source(names: FileWalker.names(in:), exists: FileWalker.exists(_:), isFolder: PackageManifest.isFolderOnDisk,
                                 read: { FileWalker.read($0, limit: $1, for: "a build file") }, ancestors: FileWalker.ancestors(of:))
    }

    /// Local packages depend on local packages: a chain longer than this is a loop of links.
    private static let maximumPackageDepth = 64

    static func read(_ listing: FileWalker.Listing, options: ProjectLoader.Options, roots: ProjectRoots, from source: Source = .disk) -> Found {
        let cwd = options.workingDirectory
        var found = Found()
        var seen = Set<String>()
        var linted = Set(listing.manifests.map { Paths.absolute($0, cwd) })
        linted.formUnion(listing.xcodeProjects.map { Paths.absolute($0, cwd) })
        var manifests = listing.manifests.map { Paths.absolute($0, cwd) }
        var projects = listing.xcodeProjects.map { Paths.absolute($0, cwd) }
        var workspaces = listing.workspaces.map { Paths.absolute($0, cwd) }
        for path in options.paths {
            let absolute = Paths.absolute(path, cwd)
            // Up to the project's root, or past it to its repository's top: a package above the
            // project in the same repository (shared modules of a monorepo) adds the modules the
            // project imports, and only those.
            let root = roots.root(of: absolute)
            let stop = root.flatMap { FileWalker.nearest(".git", above: $0).map(Paths.parent(of:)) } ?? root
            for folder in source.ancestors(absolute) {
                // Sorted after the filter: a folder above the project may hold thousands of names (`/tmp`).
                let names = source.names(folder).filter { name in
                    PackageManifest.manifestVersion(ofName: name) != nil || name.hasByteSuffix(".xcodeproj") || name.hasByteSuffix(".xcworkspace")
                }
                for name in names.sorted() {
                    if PackageManifest.manifestVersion(ofName: name) != nil { manifests.append(Paths.join(folder, name)) }
                    if name.hasSuffix(".xcodeproj") { projects.append(Paths.join(Paths.join(folder, name), "project.pbxproj")) }
                    if name.hasSuffix(".xcworkspace") { workspaces.append(Paths.join(Paths.join(folder, name), "contents.xcworkspacedata")) }
                }
                if folder == stop { break }
            }
        }
        for workspace in workspaces where seen.insert(workspace).inserted {
            guard let bytes = read(workspace, options, source, into: &found, quietIfMissing: true) else { continue }
            let listed = XcodeWorkspace.projects(path: workspace, bytes: bytes)
            for project in listed where !source.exists(project) {
                let bundle = Paths.displayPath(Paths.parent(of: project), cwd)
                found.warnings.append(ArchlintError(path: Paths.displayPath(Paths.parent(of: workspace), cwd),
                                                   "lists \(bundle), which is not there; its targets are not read"))
            }
            projects += listed
        }
        for path in projects where seen.insert(path).inserted {
            guard let bytes = read(path, options, source, into: &found, quietIfMissing: !linted.contains(path)) else { continue }
            do {
                found.modules += marked(try XcodeProject(path: path, bytes: bytes).modules, linted: linted.contains(path), cwd)
            } catch {
                found.problems.append(ArchlintError(path: Paths.displayPath(path, cwd), "\(error); its targets are not read"))
            }
        }
        var depth = 0
        while !manifests.isEmpty, depth < maximumPackageDepth {
            var dependencies: [String] = []
            for path in chosen(manifests, options, source) where seen.insert(path).inserted {
                guard let bytes = read(path, options, source, into: &found, quietIfMissing: !linted.contains(path)) else { continue }
                var manifest = PackageManifest(path: path, source: SourceFile(path: Paths.displayPath(path, cwd), bytes: bytes),
                                               folderExists: source.isFolder)
                manifest.isLinted = linted.contains(path)
                found.manifests.append(manifest)
                found.modules += marked(manifest.modules, linted: manifest.isLinted, cwd)
                dependencies += manifest.localPackages.flatMap { manifestFiles(in: $0, source) }
            }
            manifests = dependencies
            depth += 1
        }
        return found
    }

    /// `Package.swift` and the versioned manifests (`Package@swift-5.9.swift`) of a package folder.
    private static func manifestFiles(in folder: String, _ source: Source) -> [String] {
        let names = source.names(folder).filter { PackageManifest.manifestVersion(ofName: $0) != nil }
        return names.isEmpty ? [Paths.join(folder, "Package.swift")] : names.sorted().map { Paths.join(folder, $0) }
    }

    /// Of the manifests of each package folder, the one SwiftPM reads (`PackageManifest.manifestToRead`).
    private static func chosen(_ manifests: [String], _ options: ProjectLoader.Options, _ source: Source) -> [String] {
        func name(_ path: String) -> String { path.lastPart(separatedBy: ASCII.slash).map(String.init) ?? path }
        var byFolder: [String: Set<String>] = [:]
        for path in manifests { byFolder[Paths.parent(of: path), default: []].insert(path) }
        var read: [String: String] = [:]
        for (folder, paths) in byFolder where paths.count > 1 {
            let versions = paths.sorted().map { path in
                let bytes = (try? source.read(path, options.maximumFileSize).get()) ?? []
                return (name: name(path), toolsVersion: PackageManifest.toolsVersion(in: bytes) ?? PackageManifest.ToolsVersion(0, 0))
            }
            read[folder] = PackageManifest.manifestToRead(among: versions)
        }
        return manifests.filter { path in read[Paths.parent(of: path)].map { $0 == name(path) } ?? true }
    }

    private static func marked(_ modules: [BuildModule], linted: Bool, _ workingDirectory: String) -> [BuildModule] {
        modules.map { module in
            var module = module
            module.isLinted = linted
            module.reportedAs = Paths.displayPath(module.declaredIn, workingDirectory)
            return module
        }
    }

    /// A build file's bytes; one that cannot be read is an input problem like any source file (its
    /// modules would otherwise be missing without a word), unless it was only looked for.
    private static func read(_ path: String, _ options: ProjectLoader.Options, _ source: Source, into found: inout Found, quietIfMissing: Bool) -> [UInt8]? {
        if quietIfMissing, !source.exists(path) { return nil }
        switch source.read(path, options.maximumFileSize) {
        case let .success(bytes):
            if let problem = TextCheck.problem(in: bytes) {
                found.problems.append(ArchlintError(path: Paths.displayPath(path, options.workingDirectory), problem + "; skipped"))
                return nil
            }
            return bytes
        case let .failure(problem):
            found.problems.append(ArchlintError(path: Paths.displayPath(path, options.workingDirectory), problem.message + "; skipped"))
            return nil
        }
    }
}
