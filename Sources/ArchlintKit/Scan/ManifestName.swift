/// The names SwiftPM reads a manifest from, known to the file walk (a manifest is read for its
/// targets, never linted) and to the build-file reader.
package enum ManifestName {
    /// `Package.swift`, or `Package@swift-<major>[.<minor>[.<patch>]].swift`: the version in the
    /// name as [major, minor, patch], [0, 0, 0] for `Package.swift`, nil for any other name.
    package static func version(of name: String) -> [Int]? {
        if name == "Package.swift" { return [0, 0, 0] }
        let prefix = "Package@swift-", suffix = ".swift"
        guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.utf8.count > prefix.utf8.count + suffix.utf8.count else { return nil }
        let numbers = name.utf8.dropFirst(prefix.utf8.count).dropLast(suffix.utf8.count).split(separator: ASCII.dot, omittingEmptySubsequences: false)
        guard numbers.count <= 3 else { return nil }
        var parts: [Int] = []
        for number in numbers {
            guard !number.isEmpty, number.count < 6, number.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
            parts.append(number.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        }
        while parts.count < 3 { parts.append(0) }
        return parts
    }
}
