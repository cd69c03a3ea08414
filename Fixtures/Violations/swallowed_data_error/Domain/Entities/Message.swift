// Quiet: entities, domain errors and the repository port.
import Foundation

struct Message: Identifiable, Equatable {
    let id: String
    let sender: String
    let subject: String
    let receivedAt: Date
    var isRead: Bool
}

struct InboxSummary: Equatable {
    static let empty = InboxSummary(unread: 0, flagged: 0)

    let unread: Int
    let flagged: Int
}

enum InboxError: Error, Equatable {
    case offline
    case sessionExpired
}

protocol InboxRepository {
    func messages() async throws -> [Message]
    func summary() async -> InboxSummary
    func unreadCount() async -> Int
    func folders() async -> [String]
}
