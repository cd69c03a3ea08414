// Demonstrates: Core knowing a Domain entity (Core may depend on nothing); the string helper stays quiet.
import Foundation

enum DisplayName {
    /// "Ada Lovelace" -> "AL"
    static func initials(of name: String) -> String {
        name.split(separator: " ").compactMap(\.first).prefix(2).map { String($0) }.joined()
    }

    static func badge(for user: User) -> String { // expect: dependency_rule
        "\(initials(of: user.name)) · \(user.role.rawValue)"
    }
}
