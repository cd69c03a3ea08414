#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ArchlintScan
import ArchlintModel

/// `--files-from FILE|-`: the files to report on, one path per line, as `git diff --name-only`
/// prints them. Paths are taken relative to the working directory, or, where nothing is there, to
/// the repository's top folder (the one holding `.git`), so that a diff run from the repository
/// and archlint run from a package folder below it agree. Lines that are not Swift files are
/// ignored (a diff lists every changed file); listed Swift files that are not linted are named
/// in a warning. When none of them is linted and none is left out by an exclude glob (each is
/// missing or outside the paths given), the list does not describe this run and the run fails;
/// a change to excluded files only (tests) reports nothing and passes.
package enum FilesFrom {
    package struct Selection {
        /// The listed files that are linted, as findings name them.
        package var files: Set<String>
        /// The listed Swift files that are not linted, each with the reason, as listed.
        var unmatched: [(entry: String, reason: String)]
        /// The lines of a warning about `unmatched` (none when every listed file is linted).
        package var warning: [String] {
            guard !unmatched.isEmpty else { return [] }
            let shown = 20
            var lines = ["--files-from: \(unmatched.count) listed Swift file\(unmatched.count == 1 ? " is" : "s are") not linted:"]
            lines += unmatched.prefix(shown).map { "  \($0.entry): \($0.reason)" }
            if unmatched.count > shown { lines.append("  and \(unmatched.count - shown) more") }
            return lines
        }
    }

    /// Reads the list (`-`: standard input) and picks out the project's files it names.
    /// `roots`: the paths given on the command line.
    package static func selection(from source: String, project: Project, roots: [String], workingDirectory: String) throws -> Selection {
        let entries = self.entries(try read(source))
        return try select(entries, source: source, project: project, roots: roots, workingDirectory: workingDirectory)
    }

    static func select(_ entries: [String], source: String, project: Project, roots: [String], workingDirectory: String) throws -> Selection {
        let absoluteRoots = roots.map { normalized(Paths.absolute($0, workingDirectory)) }
        func isBelowARoot(_ path: String) -> Bool {
            absoluteRoots.contains { root in path == root || root == "/" || path.hasPrefix(root + "/") }
        }
        // Every linted file and manifest by its absolute path, to the path findings give it.
        var linted: [String: String] = [:]
        for file in project.files { linted[normalized(Paths.absolute(file.source.path, workingDirectory))] = file.source.path }
        for manifest in project.manifests { linted[normalized(Paths.absolute(manifest.path, workingDirectory))] = manifest.displayPath }
        var repositoryTop: String?
        var lookedForRepositoryTop = false
        var selection = Selection(files: [], unmatched: [])
        var swiftEntries = 0
        var excluded = 0
        for entry in entries where entry.hasSuffix(".swift") {
            swiftEntries += 1
            var path = normalized(Paths.absolute(entry, workingDirectory))
            if !FileWalker.exists(path) {
                if !lookedForRepositoryTop {
                    repositoryTop = self.repositoryTop(above: workingDirectory)
                    lookedForRepositoryTop = true
                }
                if let top = repositoryTop, FileWalker.exists(normalized(Paths.absolute(entry, top))) {
                    path = normalized(Paths.absolute(entry, top))
                }
            }
            // The project is indexed beyond the paths given (`ProjectScope`): a file of it outside them is not reported on.
            if !FileWalker.exists(path) {
                selection.unmatched.append((entry, "no such file"))
            } else if !isBelowARoot(path) {
                selection.unmatched.append((entry, "outside the paths given"))
            } else if let shown = linted[path] {
                selection.files.insert(shown)
            } else {
                excluded += 1
                selection.unmatched.append((entry, "excluded"))
            }
        }
        if swiftEntries > 0, selection.files.isEmpty, excluded == 0 {
            let top = repositoryTop.map { " or to the repository's top folder \($0)" } ?? ""
            let none = swiftEntries == 1 ? "the listed Swift file is not linted" : "none of the \(swiftEntries) listed Swift files is linted"
            throw ArchlintError("--files-from \(source): \(none): each is missing or outside the paths given "
                          + "(paths are read relative to the working directory \(workingDirectory)\(top))")
        }
        return selection
    }

    /// The nearest folder at or above `folder` that holds `.git` (a folder, or a file in a worktree).
    static func repositoryTop(above folder: String) -> String? {
        var current = Paths.clean(folder)
        while true {
            if FileWalker.exists(Paths.join(current, ".git")) { return current }
            guard let slash = current.utf8.lastIndex(of: UInt8(ascii: "/")), current != "/" else { return nil }
            current = slash == current.utf8.startIndex ? "/" : String(current[..<slash])
        }
    }

    /// `..` resolved without asking the file system (`/a/b/../c` -> `/a/c`), for comparing paths.
    static func normalized(_ path: String) -> String {
        guard path.contains("/..") else { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// One path per line; surrounding spaces and carriage returns dropped, empty lines skipped,
    /// a path in C-style quotes (as git prints a name with unusual bytes) unquoted.
    static func entries(_ bytes: [UInt8]) -> [String] {
        var entries: [String] = []
        var start = 0
        let blank: Set<UInt8> = [0x20, 0x09, 0x0D]
        for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
            var low = start, high = index
            while low < high, blank.contains(bytes[low]) { low += 1 }
            while high > low, blank.contains(bytes[high - 1]) { high -= 1 }
            if low < high {
                var entry = Array(bytes[low..<high])
                if entry.count >= 2, entry.first == UInt8(ascii: "\""), entry.last == UInt8(ascii: "\"") { entry = unquoted(entry.dropFirst().dropLast()) }
                entries.append(entry.withUnsafeBufferPointer { PathBytes.string($0) })
            }
            start = index + 1
        }
        return entries
    }

    /// git's quoting of a path: `\\`, `\"`, `\t`, `\n` and the like, and octal `\303\251` for other bytes.
    static func unquoted(_ quoted: ArraySlice<UInt8>) -> [UInt8] {
        let escapes: [UInt8: UInt8] = [UInt8(ascii: "a"): 7, UInt8(ascii: "b"): 8, UInt8(ascii: "t"): 9, UInt8(ascii: "n"): 10,
                                       UInt8(ascii: "v"): 11, UInt8(ascii: "f"): 12, UInt8(ascii: "r"): 13]
        var bytes: [UInt8] = []
        var index = quoted.startIndex
        while index < quoted.endIndex {
            let byte = quoted[index]
            index += 1
            guard byte == UInt8(ascii: "\\"), index < quoted.endIndex else { bytes.append(byte); continue }
            let next = quoted[index]
            if (UInt8(ascii: "0")...UInt8(ascii: "3")).contains(next), index + 2 < quoted.endIndex,
               quoted[(index + 1)...(index + 2)].allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "7")).contains($0) }) {
                bytes.append((next - 48) << 6 | (quoted[index + 1] - 48) << 3 | (quoted[index + 2] - 48))
                index += 3
            } else {
                bytes.append(escapes[next] ?? next)
                index += 1
            }
        }
        return bytes
    }

    /// The whole list, from a file, a pipe (`<(git diff …)`) or standard input, refused past
    /// `InputLimit.fileList` bytes or at its first NUL byte without reading on (`/dev/zero` ends at
    /// once): the list is text, one path per line (git's `-z` output is not read).
    static func read(_ source: String) throws -> [UInt8] {
        let descriptor = source == "-" ? 0 : PathBytes.withSystemPath(source) { open($0, O_RDONLY) }
        guard descriptor >= 0 else { throw ArchlintError("--files-from \(source): cannot read (\(String(cString: strerror(errno))))") }
        defer { if descriptor != 0 { close(descriptor) } }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw ArchlintError("--files-from \(source): is a folder, not a file")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ArchlintError("--files-from \(source): cannot read (\(String(cString: strerror(errno))))")
            }
            if count == 0 { return bytes }
            if let nul = chunk[..<count].firstIndex(of: 0) {
                let line = 1 + bytes.lazy.filter { $0 == 0x0A }.count + chunk[..<nul].lazy.filter { $0 == 0x0A }.count
                throw ArchlintError("--files-from \(source): contains a NUL byte at line \(line); list one path per line")
            }
            guard bytes.count + count <= InputLimit.fileList else {
                throw ArchlintError("--files-from \(source): over the \(InputLimit.fileList)-byte limit for a file list")
            }
            bytes += chunk[..<count]
        }
    }
}
