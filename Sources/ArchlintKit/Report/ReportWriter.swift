#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a report atomically: into a temporary file beside the target, flushed, then renamed over
/// it, so a pipeline never reads half a report and an interrupted run leaves the old one whole.
public enum ReportWriter {
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public var path: String
        public var reason: String
        public var description: String { "cannot write report \(path): \(reason)" }
    }

    public static func write(_ text: String, to path: String) throws {
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let directory = folder.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : folder
        try makeFolders(directory, for: path)
        var template = Array((directory + "/.archlint-report-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw Failure(path: path, reason: lastError()) }
        let temporary = String(cString: template)
        let bytes = Array(text.utf8)
        let total = bytes.count
        var written = 0
        while written < total {
            let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + written, total - written) }
            if count < 0 {
                if errno == EINTR { continue }
                let reason = lastError()
                close(descriptor)
                unlink(temporary)
                throw Failure(path: path, reason: reason)
            }
            written += count
        }
        fchmod(descriptor, 0o644)
        if fsync(descriptor) != 0 || close(descriptor) != 0 {
            let reason = lastError()
            unlink(temporary)
            throw Failure(path: path, reason: reason)
        }
        guard rename(temporary, path) == 0 else {
            let reason = lastError()
            unlink(temporary)
            throw Failure(path: path, reason: reason)
        }
    }

    private static func makeFolders(_ directory: String, for path: String) throws {
        var current = directory.hasPrefix("/") ? "" : "."
        for part in directory.split(separator: "/") where part != "." {
            current += "/" + part
            if mkdir(current, 0o755) != 0, errno != EEXIST {
                throw Failure(path: path, reason: "cannot create folder \(current) (\(lastError()))")
            }
            var info = stat()
            if stat(current, &info) != 0 || info.st_mode & S_IFMT != S_IFDIR {
                throw Failure(path: path, reason: "\(current) is not a folder")
            }
        }
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}

@inline(__always)
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
