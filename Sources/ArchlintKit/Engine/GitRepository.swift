import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArchlintScan
import ArchlintReport

/// A git repository's object store, read through git itself (`log`, `cat-file --batch`):
/// past commits are linted from their trees and blobs, with no checkout and nothing written into
/// the work tree. git knows packed objects, alternates and worktrees; archlint need not.
package struct GitRepository {
    /// A commit of the history (declared with `History`, which the reports show).
    typealias Commit = History.Commit

    /// A file of a commit's tree: its path from the top of the work tree, and its blob.
    struct Entry: Equatable {
        var path: String
        var blob: String
    }

    /// The top of the work tree, absolute.
    let root: String

    /// The repository whose work tree holds `path` (a file or folder).
    package init(containing path: String) throws {
        let output = try GitRepository.git(["-C", GitRepository.folder(of: path), "rev-parse", "--show-toplevel"])
        let top = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .newlines)
        guard !top.isEmpty else { throw ArchlintError("\(path) is in no git work tree") }
        root = top
    }

    /// The short commit of `HEAD` in the work tree that holds `path`; nil outside one, or without
    /// git. Asked of git itself, which knows packed refs and worktrees.
    package static func headCommit(of path: String) -> String? {
        guard let output = try? git(["-C", folder(of: path), "rev-parse", "--short", "HEAD"]) else { return nil }
        let commit = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return commit.isEmpty ? nil : commit
    }

    /// git is run in a folder: a file's own, or the folder given.
    private static func folder(of path: String) -> String {
        FileWalker.isRegularFile(path) ? Paths.parent(of: path) : path
    }

    /// A commit as `log -z` writes it with this format: the id, the short id and the date, which
    /// hold no space, then the subject, which may hold anything but the NUL that ends the record.
    private static let commitFormat = "--format=%H %h %cI %s"

    /// `HEAD`'s first-parent line, newest first: from `since` (a commit, included, or a moment),
    /// at most `limit` commits (all of them when nil).
    func firstParentLine(since: History.Since?, limit: Int?) throws -> [Commit] {
        var arguments = ["log", "-z", "--first-parent", GitRepository.commitFormat]
        if let limit { arguments.append("--max-count=\(limit)") }
        var start: Commit?
        switch since {
        case let .revision(name)?:
            let commit = try commit(name)
            arguments.append("\(commit.id)..HEAD")
            start = commit
        case let .date(seconds)?:
            // An absolute moment, computed by archlint: git is never given the user's text to read.
            arguments.append("--since=@\(seconds) +0000")
        case nil:
            break
        }
        var found = GitRepository.commits(in: try run(arguments + ["--"]))
        if let start, limit.map({ found.count < $0 }) ?? true { found.append(start) }
        return found
    }

    /// One commit, by any name git takes (`v1.2`, `HEAD~30`, a hash). The name comes after
    /// `--end-of-options`, so that git never reads it as an option, whatever it starts with.
    func commit(_ name: String) throws -> Commit {
        let resolved: Data
        do {
            resolved = try run(["rev-parse", "--verify", "--quiet", "--end-of-options", "\(name)^{commit}"])
        } catch {
            throw ArchlintError("unknown revision \(name)")
        }
        let id = String(decoding: resolved, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let commit = GitRepository.commits(in: try run(["log", "-z", "-1", GitRepository.commitFormat, id, "--"])).first else {
            throw ArchlintError("unknown revision \(name)")
        }
        return commit
    }

    private static func commits(in output: Data) -> [Commit] {
        output.split(separator: 0).compactMap { record in
            let fields = record.split(separator: ASCII.space, maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4 else { return nil }
            let text = fields.map { String(decoding: $0, as: UTF8.self) }
            return Commit(id: text[0], shortID: text[1], date: text[2], subject: text[3])
        }
    }

    func run(_ arguments: [String]) throws -> Data {
        try GitRepository.git(["-C", root] + arguments)
    }

    /// Runs git; its standard error's first line is the failure's message.
    private static func git(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { throw ArchlintError("cannot run git (\(error.localizedDescription))") }
        // Standard error is read on a thread of its own: a full pipe would stop git.
        let group = DispatchGroup()
        let message = ErrorOutput()
        DispatchQueue.global().async(group: group) { message.data = errors.fileHandleForReading.readDataToEndOfFile() }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let said = String(decoding: message.data, as: UTF8.self).split(separator: "\n").first.map(String.init)
            throw ArchlintError(said ?? "git \(arguments.dropFirst(2).first ?? "") failed with status \(process.terminationStatus)")
        }
        return data
    }
}

/// One `git cat-file --batch` for a whole run, asked object after object: commits, trees and
/// blobs. A tree is read once and its files kept by its id, so a commit costs only the trees it
/// changed. (A process per commit cost 50-100 ms each on Linux, where Foundation waits for a
/// child's exit in steps of 50 ms.)
final class GitObjectReader {
    private let process = Process()
    private let requests: FileHandle
    private let answers: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private static let hexDigits = Array("0123456789abcdef".utf8)
    /// The files under each tree read, by the tree's id, with paths from that tree.
    private var trees: [String: [GitRepository.Entry]] = [:]

    init(_ repository: GitRepository) throws {
        let input = Pipe(), output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", repository.root, "cat-file", "--batch"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { throw ArchlintError("cannot run git (\(error.localizedDescription))") }
        requests = input.fileHandleForWriting
        answers = output.fileHandleForReading.fileDescriptor
    }

    deinit {
        try? requests.close()
        process.waitUntilExit()
    }

    /// Every file of a commit's tree, regular files only: neither links nor submodules, which a
    /// checkout would not give as source either.
    func files(of commit: String) throws -> [GitRepository.Entry] {
        let (type, body) = try objects([commit])[0]
        guard type == "commit", body.starts(with: Array("tree ".utf8)), let end = body.firstIndex(of: 0x0A) else {
            throw ArchlintError("\(commit) is not a commit")
        }
        return try files(ofTree: String(decoding: body[5..<end], as: UTF8.self))
    }

    private func files(ofTree id: String) throws -> [GitRepository.Entry] {
        if let known = trees[id] { return known }
        let (type, body) = try objects([id])[0]
        guard type == "tree" else { throw ArchlintError("\(id) is not a tree") }
        var files: [GitRepository.Entry] = []
        var index = 0
        let hashLength = id.utf8.count / 2
        // Entries: "<mode> <name>\0<binary id>".
        while index < body.count, let space = body[index...].firstIndex(of: 0x20), let nul = body[space...].firstIndex(of: 0) {
            let mode = String(decoding: body[index..<space], as: UTF8.self)
            let name = body[(space + 1)..<nul].withUnsafeBufferPointer(PathBytes.string)
            var hex: [UInt8] = []
            hex.reserveCapacity(hashLength * 2)
            for byte in body[(nul + 1)..<min(body.count, nul + 1 + hashLength)] {
                hex.append(GitObjectReader.hexDigits[Int(byte >> 4)])
                hex.append(GitObjectReader.hexDigits[Int(byte & 15)])
            }
            let child = String(decoding: hex, as: UTF8.self)
            index = nul + 1 + hashLength
            if mode == "40000" {
                files += try self.files(ofTree: child).map { GitRepository.Entry(path: name + "/" + $0.path, blob: $0.blob) }
            } else if mode == "100644" || mode == "100755" {
                files.append(GitRepository.Entry(path: name, blob: child))
            }
        }
        trees[id] = files
        return files
    }

    /// The contents of blobs, by id.
    func blobs(_ ids: [String]) throws -> [String: [UInt8]] {
        var found: [String: [UInt8]] = [:]
        for (id, object) in zip(ids, try objects(ids)) where object.type == "blob" { found[id] = object.body }
        return found
    }

    /// Objects by id, in order; a missing one has the type "missing". Asked in chunks that fit a
    /// pipe's buffer, so that git never waits to answer while archlint waits to ask.
    private func objects(_ ids: [String]) throws -> [(type: String, body: [UInt8])] {
        var found: [(type: String, body: [UInt8])] = []
        found.reserveCapacity(ids.count)
        var chunkStart = 0
        while chunkStart < ids.count {
            let chunk = ids[chunkStart..<min(ids.count, chunkStart + 256)]
            do { try requests.write(contentsOf: Data(chunk.map { $0 + "\n" }.joined().utf8)) } catch {
                throw ArchlintError("git cat-file stopped reading (\(error.localizedDescription))")
            }
            for _ in chunk {
                // "<id> <type> <size>\n<contents>\n", or "<id> missing\n".
                let header = String(decoding: try line(), as: UTF8.self).split(separator: " ")
                guard header.count == 3, let size = Int(header[2]) else { found.append(("missing", [])); continue }
                let body = try bytes(size + 1)
                found.append((String(header[1]), Array(body.dropLast())))
            }
            chunkStart += chunk.count
        }
        return found
    }

    private func line() throws -> [UInt8] {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                defer { start = newline + 1 }
                return Array(buffer[start..<newline])
            }
            try fill()
        }
    }

    private func bytes(_ count: Int) throws -> ArraySlice<UInt8> {
        while buffer.count - start < count { try fill() }
        defer { start += count }
        return buffer[start..<(start + count)]
    }

    /// Reads what git has written, keeping what is not used yet.
    private func fill() throws {
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = chunk.withUnsafeMutableBytes { read(answers, $0.baseAddress, $0.count) }
        guard count > 0 else { throw ArchlintError("git cat-file ended early") }
        buffer += chunk[..<count]
    }
}

/// git's standard error, read on a thread of its own and looked at once that thread is done.
private final class ErrorOutput: @unchecked Sendable {
    var data = Data()
}
