// Quiet: Core depends on nothing.
import Foundation

public enum EmailAddress {
    public static func isValid(_ text: String) -> Bool {
        text.wholeMatch(of: /[^@\s]+@[^@\s]+\.[A-Za-z]{2,}/) != nil
    }
}
