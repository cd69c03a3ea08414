// Quiet: Core's shared helpers (an analytics singleton, notification names) are fine where they are.
import Foundation

final class Analytics {
    static let shared = Analytics()

    private(set) var events: [String] = []

    func track(_ event: String) {
        events.append(event)
    }
}

extension Notification.Name {
    static let subscriptionDidChange = Notification.Name("subscriptionDidChange")
}
