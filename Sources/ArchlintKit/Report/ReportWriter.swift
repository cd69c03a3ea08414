#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ArchlintScan

/// Writes reports without destroying anything: every target is looked at before the first byte is
/// written (`target(_:)`), then written as what it is.
///
/// - `-` and `/dev/stdout` mean standard output.
/// - A character device or a FIFO is opened and written into, as a shell's `>` does: replacing
///   `/dev/null` or a pipe's FIFO with a regular file would break whatever else uses it.
/// - A regular file (or a path where nothing is yet) is written atomically: into a temporary file
///   beside it, flushed, then renamed over it, so a pipeline never reads half a report and an
///   interrupted run leaves the old one whole.
/// - A symbolic link is followed to its final target, and that file is replaced: the link stays.
/// - A folder, a block device and a socket are refused.
///
/// `refusal(for:protecting:)` then tells whether an existing target is one of the run's own inputs
/// (a scanned source, the configuration, the baseline), which a report must never replace.
package enum ReportWriter {
    /// A report that cannot go to `path`, and why.
    static func failure(_ path: String, _ reason: String) -> ArchlintError {
        ArchlintError("cannot write report \(path): \(reason)")
    }

    /// Where a report goes.
    package enum Destination: Equatable {
        case standardOutput
        /// A character device or a FIFO, written into as it is.
        case stream(String)
        /// A regular file, existing or not, at this path (symbolic links resolved, `./` and `//` removed).
        case file(String)
    }

    /// A checked target: where it goes, and which file is there now.
    package struct Target: Equatable {
        /// As given on the command line.
        let path: String
        package let destination: Destination
        let existing: FileIdentity?

        /// Whether a file is there now, which writing the report replaces.
        package var replacesAFile: Bool { existing != nil }

        /// Whether both name the same existing file (by device and inode: through links too).
        package func isSameFile(as other: Target) -> Bool {
            guard let existing, let theirs = other.existing else { return false }
            return existing.device == theirs.device && existing.inode == theirs.inode
        }
    }

    /// A file that a report must not replace, and what it is to this run ("a scanned source file").
    package struct ProtectedFile {
        var path: String
        /// Its size when it was read, if known: only files of the target's size are compared.
        var size: Int?
        var role: String

        package init(path: String, size: Int?, role: String) {
            self.path = path
            self.size = size
            self.role = role
        }
    }

    struct FileIdentity: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int
        var permissions: mode_t

        init(_ info: stat) {
            device = UInt64(truncatingIfNeeded: info.st_dev)
            inode = UInt64(truncatingIfNeeded: info.st_ino)
            size = Int(info.st_size)
            permissions = info.st_mode & 0o7777
        }
    }

    /// Symbolic links followed before giving up, as the system's own limit (`ELOOP`) does.
    static let maximumLinks = 40

    /// Looks at `path` and says where a report written there would go, or why it cannot.
    package static func target(_ path: String) throws -> Target {
        if path == "-" || path == "/dev/stdout" { return Target(path: path, destination: .standardOutput, existing: nil) }
        var info = stat()
        if PathBytes.withSystemPath(path, { stat($0, &info) }) != 0 {
            guard errno == ENOENT else { throw failure(path, lastError()) }
            // Nothing there, or a link to nothing: the file is made where the links end.
            return Target(path: path, destination: .file(Paths.clean(try resolved(path))), existing: nil)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return Target(path: path, destination: .file(Paths.clean(try resolved(path))), existing: FileIdentity(info))
        case S_IFCHR, S_IFIFO: return Target(path: path, destination: .stream(path), existing: nil)
        case S_IFDIR: throw failure(path, "is a folder")
        case S_IFBLK: throw failure(path, "is a block device; a report is never written onto one")
        case S_IFSOCK: throw failure(path, "is a socket; reports go to files, character devices and FIFOs")
        default: throw failure(path, "is not a file, a character device or a FIFO")
        }
    }

    /// The role of the protected file that `target` would replace (same device and inode), if any.
    /// Only files of the target's size are looked at, so a project of many files costs a `stat` or
    /// two, not one per file.
    package static func refusal(for target: Target, protecting files: [ProtectedFile]) -> String? {
        guard let existing = target.existing else { return nil }
        for file in files where file.size == nil || file.size == existing.size {
            var info = stat()
            guard PathBytes.withSystemPath(file.path, { stat($0, &info) }) == 0 else { continue }
            let identity = FileIdentity(info)
            if identity.device == existing.device && identity.inode == existing.inode { return file.role }
        }
        return nil
    }

    /// Writes `text` to a target `target(_:)` checked.
    package static func write(_ text: String, to target: Target) throws {
        switch target.destination {
        case .standardOutput:
            if let error = writeAll(text, to: 1) { throw failure(target.path, describe(error)) }
        case let .stream(path):
            // Blocks until a FIFO has a reader, as a shell's redirection does.
            let descriptor = PathBytes.withSystemPath(path) { open($0, O_WRONLY | O_NOCTTY) }
            guard descriptor >= 0 else { throw failure(target.path, lastError()) }
            let error = writeAll(text, to: descriptor)
            close(descriptor)
            if let error { throw failure(target.path, describe(error)) }
        case let .file(path):
            try replace(path, with: text, permissions: target.existing?.permissions ?? 0o644, reportedAs: target.path)
        }
    }

    /// Writes all of `text` to `descriptor` with `write(2)` and its explicit length (a NUL in the
    /// text is written like any other byte), retrying after signals; the `errno` of a failure.
    package static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { bytes -> Int32? in
            var written = 0
            while written < bytes.count {
                let count = systemWrite(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += count
            }
            return nil
        }
    }

    package static func describe(_ error: Int32) -> String { String(cString: strerror(error)) }

    /// The path the symbolic links from `path` end at (`path` itself when it is no link).
    private static func resolved(_ path: String) throws -> String {
        var current = path
        for _ in 0..<maximumLinks {
            var info = stat()
            guard PathBytes.withSystemPath(current, { lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = PathBytes.withSystemPath(current) { name in
                buffer.withUnsafeMutableBufferPointer { readlink(name, UnsafeMutableRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), $0.count - 1) }
            }
            guard length >= 0 else { throw failure(path, lastError()) }
            let link = buffer.withUnsafeBufferPointer { PathBytes.string(UnsafeBufferPointer(rebasing: $0[..<length])) }
            current = link.hasPrefix("/") ? link : Paths.join(folder(of: current), link)
        }
        throw failure(path, describe(ELOOP))
    }

    private static func folder(of path: String) -> String {
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return folder.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : folder
    }

    /// The atomic write of a regular file.
    private static func replace(_ path: String, with text: String, permissions: mode_t, reportedAs shown: String) throws {
        let directory = folder(of: path)
        try makeFolders(directory, for: shown)
        // The temporary file's name stays bytes, as mkstemp filled it in.
        var temporary = (PathBytes.bytes(directory) + Array("/.archlint-report-XXXXXX".utf8) + [0]).map { CChar(bitPattern: $0) }
        // Blocked around mkstemp, so that a signal never finds the file made but not yet listed.
        let pending = PendingTemporaryFiles.blockingSignals { () -> (descriptor: Int32, slot: Int?) in
            let descriptor = temporary.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            return (descriptor, descriptor >= 0 ? PendingTemporaryFiles.add(temporary) : nil)
        }
        let descriptor = pending.descriptor
        guard descriptor >= 0 else { throw failure(shown, lastError()) }
        defer { PendingTemporaryFiles.blockingSignals { PendingTemporaryFiles.remove(pending.slot) } }
        func fail(_ reason: String) -> ArchlintError {
            unlink(temporary)
            return failure(shown, reason)
        }
        if let error = writeAll(text, to: descriptor) {
            close(descriptor)
            throw fail(describe(error))
        }
        fchmod(descriptor, permissions)
        let synced = fsync(descriptor) == 0 ? nil : errno
        let closed = close(descriptor) == 0 ? nil : errno
        if let error = synced ?? closed { throw fail(describe(error)) }
        // Renamed with signals blocked: a handler that ran after the rename would unlink nothing,
        // one that ran before finds the file still listed; never a report removed once in place.
        let renamed = PendingTemporaryFiles.blockingSignals { () -> Bool in
            guard PathBytes.withSystemPath(path, { rename(temporary, $0) }) == 0 else { return false }
            PendingTemporaryFiles.remove(pending.slot)
            return true
        }
        guard renamed else { throw fail(lastError()) }
    }

    private static func makeFolders(_ directory: String, for shown: String) throws {
        var current = directory.hasPrefix("/") ? "" : "."
        for part in directory.split(separator: "/") where part != "." {
            current += "/" + part
            if PathBytes.withSystemPath(current, { mkdir($0, 0o755) }) != 0, errno != EEXIST {
                throw failure(shown, "cannot create folder \(current) (\(lastError()))")
            }
            var info = stat()
            if PathBytes.withSystemPath(current, { stat($0, &info) }) != 0 || info.st_mode & S_IFMT != S_IFDIR {
                throw failure(shown, "\(current) is not a folder")
            }
        }
    }

    private static func lastError() -> String { describe(errno) }
}

@inline(__always)
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// The temporary files of reports being written, removed when SIGINT, SIGTERM or SIGHUP ends the
/// run (a CI time-out sends SIGTERM): otherwise a report of tens of megabytes would be left beside
/// its target as `.archlint-report-XXXXXX`. The handler then ends the process by the same signal,
/// so its parent sees the conventional status (128 + the signal).
///
/// A signal handler may only call async-signal-safe functions and touch memory that is already
/// there: the paths are kept as C strings in a fixed table made before any handler is installed,
/// and the handler only reads it, calls `unlink`, and raises the signal again.
package enum PendingTemporaryFiles {
    static let capacity = 16
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()

    /// Installs the handlers; the executable calls it once at start (a library user's process
    /// keeps its own handlers).
    package static func installSignalHandlers() {
        _ = slots
        for signal in signals {
            var action = sigaction()
            #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = PendingTemporaryFiles.handle
            #else
            action.__sigaction_handler.sa_handler = PendingTemporaryFiles.handle
            #endif
            sigemptyset(&action.sa_mask)
            for other in signals { sigaddset(&action.sa_mask, other) }
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
    }

    private static let handle: @convention(c) (Int32) -> Void = { received in
        for index in 0..<PendingTemporaryFiles.capacity {
            if let path = PendingTemporaryFiles.slots[index] { unlink(path) }
        }
        signal(received, SIG_DFL)
        raise(received)
    }

    /// Lists a temporary file; nil when the table is full (the file is then not removed on a
    /// signal, as before, but the report is still written).
    static func add(_ path: [CChar]) -> Int? {
        for index in 0..<capacity where slots[index] == nil {
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: path.count)
            copy.initialize(from: path, count: path.count)
            slots[index] = copy
            return index
        }
        return nil
    }

    static func remove(_ slot: Int?) {
        guard let slot, let path = slots[slot] else { return }
        slots[slot] = nil
        path.deallocate()
    }

    /// Runs `body` with the handled signals held back, so that the table and the files on disk
    /// change together as the handler sees them. Reports are written on one thread.
    static func blockingSignals<T>(_ body: () throws -> T) rethrows -> T {
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        for signal in signals { sigaddset(&blocked, signal) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }
}
