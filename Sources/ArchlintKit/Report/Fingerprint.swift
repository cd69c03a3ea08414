/// The fingerprints by which the formats that follow findings from run to run (SARIF's
/// `partialFingerprints`, GitLab Code Quality's `fingerprint`) know a finding again.
///
/// A fingerprint is FNV-1a 64, in 16 hex digits, of the rule id, the file's path, the finding's
/// subject (what it is about: an import, a referenced type; see `Violation.subject`) and its
/// occurrence: the how-manieth finding with the same rule, path and subject it is, counted in
/// report order (by line). No line or column goes in, so lines added or removed above a finding
/// leave its fingerprint as it was; the occurrence keeps apart two findings about the same thing in
/// one file, so fingerprints are unique within a report. A finding that says several
/// (`Finding.folded`: the names of one line, an import with the misplaced work it does) has the
/// subject of its first part, so it keeps the fingerprint that part had when each was a finding.
///
/// FNV-1a 64 rather than a cryptographic hash: nobody gains by forging a fingerprint, the hash is
/// a few lines of Swift that give the same digits on every platform (CryptoKit is not on Linux and
/// archlint has no package dependencies), and two different keys of one project colliding in 64
/// bits is out of reach (about 1 in 4 billion for a report of 100,000 findings).
enum Fingerprint {
    /// One fingerprint per finding, in the findings' order. `paths`, where given, are the paths
    /// the report shows (one per finding), and are fingerprinted in place of `Finding.file`.
    static func of(_ findings: [Finding], paths: [String]? = nil) -> [String] {
        var occurrences: [String: Int] = [:]
        return findings.indices.map { index in
            let finding = findings[index]
            let key = "\(finding.rule)\u{0}\(paths?[index] ?? finding.file)\u{0}\(finding.subject)"
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            return fnv1a64(key + "\u{0}\(occurrence)")
        }
    }

    /// FNV-1a 64 of the text's UTF-8 bytes, in 16 lower-case hex digits.
    static func fnv1a64(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
