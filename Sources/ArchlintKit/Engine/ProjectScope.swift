import ArchlintScan
import ArchlintModel

/// The PATHs of a lint, each linted within its project: a Swift file or a folder inside a project
/// is indexed with the whole project, so that what it names in other files is known and the
/// cross-file findings (a DTO leaking, a view model nothing uses) are those of the whole lint;
/// only the findings inside the PATHs are reported.
package struct ProjectScope {
    /// What is walked and indexed.
    package let paths: [String]
    /// The project root of each of `paths` (`ProjectLoader.Options.projectFolders`).
    package let roots: [String]
    /// The PATHs (absolute) that were widened to their project: nil when none was.
    let widened: [String]?
    /// The other PATHs (absolute), reported on whole.
    let whole: [String]
    let workingDirectory: String

    package init(paths given: [String], workingDirectory: String) {
        var paths: [String] = []
        var roots: [String] = []
        var widened: [String] = []
        var whole: [String] = []
        for path in given {
            let absolute = Paths.absolute(path, workingDirectory)
            let root = ProjectScope.root(of: absolute, workingDirectory: workingDirectory)
            // Anything else given by name (a FIFO, a device) is walked as given, to be refused there.
            let widens = FileWalker.isRegularFile(absolute) || PackageManifest.isFolderOnDisk(absolute)
            if root == absolute || !widens {
                paths.append(path)
                roots.append(root)
                whole.append(absolute)
            } else {
                widened.append(absolute)
                if !paths.contains(root) {
                    paths.append(root)
                    roots.append(root)
                }
            }
        }
        self.paths = paths
        self.roots = roots
        self.widened = widened.isEmpty ? nil : widened
        self.whole = whole
        self.workingDirectory = workingDirectory
    }

    /// The findings' paths to report on: nil (everything) unless a PATH was widened.
    package func reportOnly(in project: Project) -> Set<String>? {
        guard let widened else { return nil }
        let given = widened + whole
        return Set(project.files.lazy.map(\.source.path).filter { path in
            let location = Paths.absolute(path, workingDirectory)
            return given.contains { ModuleMap.isWithin(location, $0) }
        })
    }

    /// The project `path` (absolute) lies in: the nearest folder at or above it holding a
    /// configuration, a package manifest, an Xcode project or workspace, or a repository; else the
    /// working directory, when it holds `path`; else the folder `path` is or lies in. A folder the
    /// build files of its project compile nothing in (a sample app or a fixture beside a package)
    /// is a project of its own.
    ///
    /// A package or project that the build files of the project around it name (a local package
    /// of an app, `relativePath = Data;` in its Xcode project, `.package(path: "Modules/Domain")`,
    /// a workspace's project) is part of that project, not one of its own: its files are linted
    /// with the app's, as `archlint .` at the app's root lints them. The climb ends at a folder with
    /// a configuration or a repository.
    static func root(of path: String, workingDirectory: String) -> String {
        let folders = FileWalker.ancestors(of: path)
        guard let nearest = folders.first(where: isProjectFolder) else {
            return ModuleMap.isWithin(path, Paths.clean(workingDirectory)) ? Paths.clean(workingDirectory) : folders[0]
        }
        var marked = nearest
        while !definesAProject(marked),
              let outer = folders.drop(while: { $0 != marked }).dropFirst().first(where: isProjectFolder),
              buildFiles(of: outer, name: marked) {
            marked = outer
        }
        // A folder inside a package the project uses is the project's, whatever its build files say.
        if nearest == marked, marked != path, folders[0] == path, !compiles(in: path, buildFilesOf: marked, workingDirectory: workingDirectory) {
            return path
        }
        return marked
    }

    /// A configuration or a repository makes a folder a project whatever holds it.
    private static func definesAProject(_ folder: String) -> Bool {
        [".archlint.json", ".git"].contains { FileWalker.exists(Paths.join(folder, $0)) }
    }

    /// Whether a manifest, Xcode project or workspace in `outer` names the first folder on the way
    /// from `outer` down to `inner` (`Data` for `Data/`, `Modules` for `Modules/Domain/`), as a
    /// whole word: a path, a group or a local package it builds from.
    private static func buildFiles(of outer: String, name inner: String) -> Bool {
        guard let first = inner.dropFirst(outer == "/" ? 1 : outer.count + 1).split(separator: "/").first else { return false }
        let word = Array(first.utf8)
        let files = FileWalker.names(in: outer).compactMap { name -> String? in
            if PackageManifest.manifestVersion(ofName: name) != nil { return Paths.join(outer, name) }
            if name.hasSuffix(".xcodeproj") { return Paths.join(Paths.join(outer, name), "project.pbxproj") }
            if name.hasSuffix(".xcworkspace") { return Paths.join(Paths.join(outer, name), "contents.xcworkspacedata") }
            return nil
        }
        return files.contains { file in
            guard case let .success(bytes) = FileWalker.read(file, limit: InputLimit.sourceFile) else { return false }
            return containsWord(word, in: bytes)
        }
    }

    /// `word` in `bytes` with no letter, digit, `_`, `-` or `.` touching it on either side.
    static func containsWord(_ word: [UInt8], in bytes: [UInt8]) -> Bool {
        func isNamePart(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), 0x80...: return true
            default: return false
            }
        }
        guard !word.isEmpty, bytes.count >= word.count else { return false }
        var start = 0
        while start + word.count <= bytes.count {
            guard let found = bytes[start...].firstIndex(of: word[0]), found + word.count <= bytes.count else { return false }
            if bytes[found..<found + word.count].elementsEqual(word),
               found == 0 || !isNamePart(bytes[found - 1]),
               found + word.count == bytes.count || !isNamePart(bytes[found + word.count]) {
                return true
            }
            start = found + 1
        }
        return false
    }

    static func isProjectFolder(_ folder: String) -> Bool {
        [".archlint.json", "Package.swift", ".git"].contains { FileWalker.exists(Paths.join(folder, $0)) }
            || FileWalker.names(in: folder).contains { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
    }

    /// Whether a module of the build files in `root` compiles files in `folder`, or holds it.
    /// A root without build files (plain folders in a repository) compiles everything in it.
    private static func compiles(in folder: String, buildFilesOf root: String, workingDirectory: String) -> Bool {
        let modules = BuildFiles.read(FileWalker.Listing(), options: ProjectLoader.Options(paths: [root], workingDirectory: workingDirectory),
                                      roots: ProjectRoots(projects: [root])).modules
        guard !modules.isEmpty else { return true }
        return modules.contains { module in
            (module.folders + module.files).contains { ModuleMap.isWithin($0, folder) || ModuleMap.isWithin(folder, $0) }
                || ModuleMap.commonFolder(of: module).map { ModuleMap.isWithin(folder, $0) } ?? false
        }
    }
}
