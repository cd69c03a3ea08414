/// Paths as text: joined, cleaned, made absolute, shown relative to the working directory. Worked
/// on the UTF-8 bytes, since every linted file's path passes here; nothing here asks the file
/// system (`FileWalker` does).
package enum Paths {
    /// `./a//b/` -> `a/b`; `.` stays `.`.
    package static func clean(_ path: String) -> String {
        isClean(path) ? path : cleaned(path)
    }

    /// `a/b/../c/./d` -> `a/c/d`: Xcode groups and SwiftPM
    /// `path:`/`.package(path:)` climb out of their folder with `..`, and module files must
    /// match the paths the walker lists. A `..` above the start of a relative path is kept.
    package static func resolvingParents(_ path: String) -> String {
        if isClean(path) && !hasParentSegment(path) { return path }
        return normalized(path, resolvingParents: true)
    }

    private static func hasParentSegment(_ path: String) -> Bool {
        path.withUTF8Bytes { bytes in
            var segmentLength = 0
            var dots = 0
            for byte in bytes {
                if byte == ASCII.slash {
                    if segmentLength == 2 && dots == 2 { return true }
                    segmentLength = 0
                    dots = 0
                } else {
                    segmentLength += 1
                    if byte == ASCII.dot { dots += 1 }
                }
            }
            return segmentLength == 2 && dots == 2
        }
    }

    /// No empty, `.` or trailing segment: what the walker itself produces, checked without splitting.
    static func isClean(_ path: String) -> Bool {
        path.withUTF8Bytes { bytes in
            var previous: UInt8 = 0
            var beforePrevious: UInt8 = 0
            var first = true
            for byte in bytes {
                if byte == ASCII.slash {
                    if previous == ASCII.slash && !first { return false }
                    if previous == ASCII.dot && (beforePrevious == ASCII.slash || beforePrevious == 0) { return false }
                }
                beforePrevious = previous
                previous = byte
                first = false
            }
            if bytes.count == 1, bytes[0] == ASCII.dot { return true }
            return !bytes.isEmpty && previous != ASCII.slash && !(previous == ASCII.dot && (beforePrevious == ASCII.slash || beforePrevious == 0))
        }
    }

    private static func cleaned(_ path: String) -> String { normalized(path, resolvingParents: false) }

    /// The path without empty and `.` segments, and with each `..` taking back the segment before
    /// it when `resolvingParents` (one above the root of an absolute path is dropped, one above the
    /// start of a relative path kept). Worked on the UTF-8 bytes: every linted file's path passes
    /// here, and splitting it by `Character` cost more than lexing the file.
    private static func normalized(_ path: String, resolvingParents: Bool) -> String {
        let bytes = Array(path.utf8)
        let absolute = bytes.first == ASCII.slash
        func isParent(_ part: Range<Int>) -> Bool { part.count == 2 && bytes[part.lowerBound] == ASCII.dot && bytes[part.lowerBound + 1] == ASCII.dot }
        var parts: [Range<Int>] = []
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != ASCII.slash { end += 1 }
            let part = start..<end
            start = end + 1
            if part.isEmpty || (part.count == 1 && bytes[part.lowerBound] == ASCII.dot) { continue }
            if resolvingParents, isParent(part) {
                if let last = parts.last, !isParent(last) {
                    parts.removeLast()
                    continue
                }
                if absolute { continue }
            }
            parts.append(part)
        }
        var joined: [UInt8] = absolute ? [ASCII.slash] : []
        joined.reserveCapacity(bytes.count + 1)
        for (index, part) in parts.enumerated() {
            if index > 0 { joined.append(ASCII.slash) }
            joined += bytes[part]
        }
        return joined.isEmpty ? "." : String(decoding: joined, as: UTF8.self)
    }

    package static func join(_ folder: String, _ name: String) -> String {
        folder == "." ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }


    /// `..` resolved, so that a file or build file reached as `../Package.swift` and as
    /// `/work/App/Package.swift` is one file, and its project path the same wherever archlint runs.
    package static func absolute(_ path: String, _ workingDirectory: String) -> String {
        resolvingParents(path.hasPrefix("/") ? path : join(workingDirectory, path))
    }

    /// The last part of an absolute path: how reports name the project, not where it is.
    package static func folderName(_ absolute: String) -> String {
        absolute.lastPart(separatedBy: ASCII.slash).map(String.init) ?? absolute
    }

    /// Paths under the working directory are reported relative to it.
    package static func displayPath(_ path: String, _ workingDirectory: String) -> String {
        let base = clean(workingDirectory)
        if path.hasPrefix("/"), base.hasPrefix("/"), path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
        return path
    }

    package static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
