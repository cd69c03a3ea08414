// Quiet: Presentation's own extensions; the other layers' uses of them are findings (Domain/Entities/Greeting.swift, Data/Repositories/UserListRefresh.swift).
import Foundation

extension String {
    /// The name as the list stresses it.
    func highlighted() -> AttributedString { AttributedString(self) }

    /// Foundation's types declare a `formatted()` too: a use of the name may be theirs.
    func formatted() -> String { self }
}

extension Notification.Name {
    static let userListNeedsRefresh = Notification.Name("userListNeedsRefresh")
}
