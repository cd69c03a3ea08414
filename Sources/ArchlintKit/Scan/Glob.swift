/// A path glob: `*` and `?` within one path segment, `**` for any number of segments.
/// Matching ignores case, because layer folders are written `Domain`, `domain` or `DOMAIN`.
@usableFromInline package struct Glob: Equatable, CustomStringConvertible {
    package let pattern: String
    /// Pattern segments, last first.
    private let reversed: [[UInt8]]
    /// Whether each of `reversed` has a character other than a wildcard.
    private let literal: [Bool]
    /// For `**/Name/**` (also `**/*Tests/**`): the lower-cased name or name pattern.
    let folderAnywhere: [UInt8]?
    /// Whether `folderAnywhere` holds a `*` or `?`.
    private let folderAnywhereHasWildcard: Bool
    /// For `**/name` (`**/Package.swift`, `**/*.generated.swift`): the lower-cased last segment.
    let nameAnywhere: [UInt8]?

    package enum Problem: Error, Equatable {
        case empty
        case invalid(String)
    }

    package init(_ pattern: String) throws {
        let trimmed = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
        guard !trimmed.isEmpty else { throw Problem.empty }
        if trimmed.contains("[") || trimmed.contains("{") {
            throw Problem.invalid("character classes and braces are not supported; use * and ** (in \(pattern))")
        }
        if trimmed.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0.contains("**") && $0 != "**" }) {
            throw Problem.invalid("** must stand alone between slashes (in \(pattern))")
        }
        self.pattern = pattern
        let segments = trimmed.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.lowercased().utf8) }
        reversed = segments.reversed()
        literal = reversed.map { $0 != Glob.doubleStar && $0.contains { $0 != Glob.star && $0 != Glob.question } }
        if segments.count == 3, segments[0] == Glob.doubleStar, segments[2] == Glob.doubleStar, literal[1] {
            folderAnywhere = segments[1]
            folderAnywhereHasWildcard = segments[1].contains(Glob.star) || segments[1].contains(Glob.question)
        } else {
            folderAnywhere = nil
            folderAnywhereHasWildcard = false
        }
        nameAnywhere = segments.count == 2 && segments[0] == Glob.doubleStar && segments[1] != Glob.doubleStar ? segments[1] : nil
    }

    /// For `**/Name/**` without a wildcard in Name: the lower-cased name.
    package var literalFolderAnywhere: [UInt8]? { folderAnywhereHasWildcard ? nil : folderAnywhere }

    /// For a `**/Name/**` glob: does a folder of this (lower-cased) name match, so that the glob
    /// matches everything below it?
    func matchesFolder(_ name: [UInt8]) -> Bool {
        guard let folder = folderAnywhere else { return false }
        return folderAnywhereHasWildcard ? Glob.segmentMatches(folder, name) : name == folder
    }

    /// For a `**/name` glob: does a file of this (lower-cased) name match, wherever it lies?
    func matchesName(_ name: [UInt8]) -> Bool {
        guard let pattern = nameAnywhere else { return false }
        return Glob.segmentMatches(pattern, name)
    }

    @usableFromInline package var description: String { pattern }

    /// Does the glob match the whole path (segments separated by `/`)?
    package func matches(_ path: String) -> Bool {
        matchDepth(Glob.segments(of: path)) != nil
    }

    /// When the glob matches, the depth (0-based segment index) of the deepest path segment that a
    /// literal pattern segment matched: `**/Domain/**` matches `App/Domain/User.swift` at depth 1.
    /// The deepest layer folder in a path is the most specific, so it decides the layer.
    package func matchDepth(_ path: [[UInt8]]) -> Int? {
        // `**/Name/**`, the shape of almost every layer and exclude glob: the deepest segment
        // that matches Name, below which something follows.
        if folderAnywhere != nil {
            var index = path.count - 2
            while index >= 0 {
                if matchesFolder(path[index]) { return index }
                index -= 1
            }
            return nil
        }
        return matchDepth(path, patternFrom: 0)
    }

    /// Whether the glob matches every path below `folder` (whatever lies there): it ends in `**`
    /// and the rest of it matches the folder (`Domain/**`, `App/*/Generated/**`). A glob that
    /// merely could match something below (`Domain/x`, `Domain/*.swift`) does not.
    func matchesEverything(below folder: [[UInt8]]) -> Bool {
        if folderAnywhere != nil { return folder.contains { matchesFolder($0) } }
        var trailingDoubleStars = 0
        while trailingDoubleStars < reversed.count, reversed[trailingDoubleStars] == Glob.doubleStar { trailingDoubleStars += 1 }
        return trailingDoubleStars > 0 && matchDepth(folder, patternFrom: trailingDoubleStars) != nil
    }

    /// `matchDepth` for the pattern without its last `start` segments.
    private func matchDepth(_ path: [[UInt8]], patternFrom start: Int) -> Int? {
        // Matched from the end, so that of several ways to match, the one whose literal segment
        // stands deepest is found first. Iterative, with one backtrack point per `**` (the classic
        // wildcard algorithm over segments): never exponential.
        var patternIndex = start, pathIndex = 0
        var starPattern = -1, starPath = 0
        var deepestLiteral = -1, deepestAtStar = -1
        let count = path.count
        while pathIndex < count {
            let segment = path[count - 1 - pathIndex]
            if patternIndex < reversed.count, reversed[patternIndex] == Glob.doubleStar {
                starPattern = patternIndex
                starPath = pathIndex
                deepestAtStar = deepestLiteral
                patternIndex += 1
            } else if patternIndex < reversed.count, Glob.segmentMatches(reversed[patternIndex], segment) {
                if deepestLiteral < 0, literal[patternIndex] { deepestLiteral = count - 1 - pathIndex }
                patternIndex += 1
                pathIndex += 1
            } else if starPattern >= 0 {
                patternIndex = starPattern + 1
                starPath += 1
                pathIndex = starPath
                deepestLiteral = deepestAtStar
            } else {
                return nil
            }
        }
        while patternIndex < reversed.count, reversed[patternIndex] == Glob.doubleStar { patternIndex += 1 }
        return patternIndex == reversed.count ? max(deepestLiteral, 0) : nil
    }

    /// The path's segments, ASCII letters lower-cased, split on the UTF-8 bytes (no `Character` work:
    /// this runs for every file).
    package static func segments(of path: String) -> [[UInt8]] {
        var result: [[UInt8]] = []
        var current: [UInt8] = []
        for byte in path.utf8 {
            if byte == 0x2F {
                if !current.isEmpty { result.append(current); current.removeAll(keepingCapacity: true) }
            } else {
                current.append(lowercased(byte))
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// ASCII letters lower-cased; every other byte as it is.
    @inlinable @inline(__always) package static func lowercased(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

    private static let doubleStar: [UInt8] = Array("**".utf8)
    static let star = UInt8(ascii: "*")
    static let question = UInt8(ascii: "?")

    /// `*` and `?` within one segment; lower-case bytes on both sides.
    static func segmentMatches(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
        var p = 0, t = 0, starP = -1, starT = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == question || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == star {
                starP = p
                starT = t
                p += 1
            } else if starP >= 0 {
                p = starP + 1
                starT += 1
                t = starT
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == star { p += 1 }
        return p == pattern.count
    }
}

/// A name pattern such as `*Repository` or `Default*Repository`: `*` stands for any run of
/// characters. Type names are matched with their case, since `UseCase` and `Usecase` both occur
/// only where a pattern lists both.
package struct NamePattern: Equatable, CustomStringConvertible {
    package let pattern: String
    package let isLiteral: Bool
    /// The byte offset of the only `*` (`*Suffix`, `Prefix*`, `Prefix*Suffix`: most patterns),
    /// nil with several or a `?`. Only the pattern string is reference-counted, so the rules copy
    /// patterns for the price of one retain.
    let star: Int?

    package init(_ pattern: String) {
        self.pattern = pattern
        let bytes = Array(pattern.utf8)
        isLiteral = !bytes.contains(Glob.star) && !bytes.contains(Glob.question)
        let stars = bytes.filter { $0 == Glob.star }.count
        star = stars == 1 && !bytes.contains(Glob.question) ? bytes.firstIndex(of: Glob.star) : nil
    }

    package var description: String { pattern }

    package func matches(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { matches(utf8: $0) }
    }

    /// Compares bytes: type names are identifiers, and `String`'s Unicode-aware prefix and
    /// suffix tests cost more than the rest of the role lookup.
    func matches(utf8 name: UnsafeBufferPointer<UInt8>) -> Bool {
        var pattern = self.pattern
        return pattern.withUTF8 { pattern in
            if isLiteral { return name.elementsEqual(pattern) }
            if let star { return NamePattern.matches(name, prefix: pattern[..<star], suffix: pattern[(star + 1)...]) }
            return Glob.segmentMatches(Array(pattern), Array(name))
        }
    }

    /// `prefix*suffix`.
    static func matches<Bytes: Collection>(_ name: UnsafeBufferPointer<UInt8>, prefix: Bytes, suffix: Bytes) -> Bool
        where Bytes.Element == UInt8 {
        name.count >= prefix.count + suffix.count && name.starts(with: prefix)
            && name[(name.count - suffix.count)...].elementsEqual(suffix)
    }
}

/// Name patterns turned into bytes once, for matching every type of a project: `NamePattern` keeps
/// only its string (cheap to copy), so each of its matches first gets at the string's bytes.
package struct CompiledNamePatterns {
    /// A pattern's bytes split at its only `*` (`prefix` alone for a literal); nil for other shapes,
    /// which `NamePattern.matches` handles.
    private let patterns: [(prefix: [UInt8], suffix: [UInt8]?, original: NamePattern)]

    package init(_ patterns: [NamePattern]) {
        self.patterns = patterns.map { pattern in
            let bytes = Array(pattern.pattern.utf8)
            if pattern.isLiteral { return (bytes, nil, pattern) }
            guard let star = pattern.star else { return ([], nil, pattern) }
            return (Array(bytes[..<star]), Array(bytes[(star + 1)...]), pattern)
        }
    }

    package func matchesAny(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        patterns.contains { prefix, suffix, original in
            if original.isLiteral { return name.elementsEqual(prefix) }
            guard let suffix else { return original.matches(utf8: name) }
            return NamePattern.matches(name, prefix: prefix, suffix: suffix)
        }
    }

    package func matchesAny(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { matchesAny($0) }
    }
}

extension Array where Element == NamePattern {
    package func matchesAny(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { name in contains { $0.matches(utf8: name) } }
    }
}
