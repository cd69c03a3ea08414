import Foundation

extension String {
    /// The string without leading and trailing whitespace and newlines.
    public var trimmed: String {
        trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `true` for "", "   " and "\n\t".
    public var isBlank: Bool {
        trimmed.isEmpty
    }
}
