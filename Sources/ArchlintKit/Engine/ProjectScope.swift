/// The PATHs of a lint, each linted within its project: a Swift file or a folder inside a project
/// is indexed with the whole project, so that what it names in other files is known and the
/// cross-file findings (a DTO leaking, a view model nothing uses) are those of the whole lint;
/// only the findings inside the PATHs are reported.
struct ProjectScope {
    /// What is walked and indexed.
    let paths: [String]
    /// The PATHs (absolute) that were widened to their project: nil when none was.
    let widened: [String]?
    /// The other PATHs (absolute), reported on whole.
    let whole: [String]
    let workingDirectory: String

    init(paths given: [String], workingDirectory: String) {
        var paths: [String] = []
        var widened: [String] = []
        var whole: [String] = []
        for path in given {
            let absolute = Linter.absolute(path, workingDirectory)
            let root = ProjectScope.root(of: absolute, workingDirectory: workingDirectory)
            // Anything else given by name (a FIFO, a device) is walked as given, to be refused there.
            let widens = FileWalker.isRegularFile(absolute) || PackageManifest.isFolderOnDisk(absolute)
            if root == absolute || !widens {
                paths.append(path)
                whole.append(absolute)
            } else {
                widened.append(absolute)
                if !paths.contains(root) { paths.append(root) }
            }
        }
        self.paths = paths
        self.widened = widened.isEmpty ? nil : widened
        self.whole = whole
        self.workingDirectory = workingDirectory
    }

    /// The findings' paths to report on: nil (everything) unless a PATH was widened.
    func reportOnly(in project: Project) -> Set<String>? {
        guard let widened else { return nil }
        let given = widened + whole
        return Set(project.files.lazy.map(\.source.path).filter { path in
            let location = Linter.absolute(path, workingDirectory)
            return given.contains { ModuleMap.isWithin(location, $0) }
        })
    }

    /// The project `path` (absolute) lies in: the nearest folder at or above it holding a
    /// configuration, a package manifest, an Xcode project or workspace, or a repository; else the
    /// working directory, when it holds `path`; else the folder `path` is or lies in. A folder the
    /// build files of its project compile nothing in (a sample app or a fixture beside a package)
    /// is a project of its own.
    static func root(of path: String, workingDirectory: String) -> String {
        let folders = Linter.ancestors(of: path)
        guard let marked = folders.first(where: isProjectFolder) else {
            return ModuleMap.isWithin(path, FileWalker.clean(workingDirectory)) ? FileWalker.clean(workingDirectory) : folders[0]
        }
        if marked != path, folders[0] == path, !compiles(in: path, buildFilesOf: marked, workingDirectory: workingDirectory) { return path }
        return marked
    }

    static func isProjectFolder(_ folder: String) -> Bool {
        [".archlint.json", "Package.swift", ".git"].contains { FileWalker.exists(FileWalker.join(folder, $0)) }
            || FileWalker.names(in: folder).contains { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
    }

    /// Whether a module of the build files in `root` compiles files in `folder`, or holds it.
    /// A root without build files (plain folders in a repository) compiles everything in it.
    private static func compiles(in folder: String, buildFilesOf root: String, workingDirectory: String) -> Bool {
        let modules = BuildFiles.read(FileWalker.Listing(), options: Linter.Options(paths: [root], workingDirectory: workingDirectory),
                                      roots: ProjectRoots(projects: [root])).modules
        guard !modules.isEmpty else { return true }
        return modules.contains { module in
            (module.folders + module.files).contains { ModuleMap.isWithin($0, folder) || ModuleMap.isWithin(folder, $0) }
                || ModuleMap.commonFolder(of: module).map { ModuleMap.isWithin(folder, $0) } ?? false
        }
    }
}
