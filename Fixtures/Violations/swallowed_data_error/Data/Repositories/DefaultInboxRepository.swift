// Demonstrates: a repository (and its extension) that answers failures with [], .empty and false; a cached or default fallback stays quiet.
import Foundation
import OSLog

final class DefaultInboxRepository: InboxRepository {
    static let defaultFolders = ["Inbox", "Sent", "Archive"]

    private let api: InboxAPIDataSource
    private let cache: InboxDiskCache
    private let logger = Logger(subsystem: "com.example.mail", category: "repository")

    init(api: InboxAPIDataSource, cache: InboxDiskCache) {
        self.api = api
        self.cache = cache
    }

    func messages() async throws -> [Message] {
        do {
            let messages = try await api.messages().map {
                Message(id: $0.id, sender: $0.from, subject: $0.subject, receivedAt: $0.receivedAt, isRead: $0.read)
            }
            cache.store(messages)
            return messages
        } catch { // expect: swallowed_data_error
            logger.error("inbox failed: \(error.localizedDescription)")
            return []
        }
    }

    func summary() async -> InboxSummary {
        do {
            guard let dto = try await loadSummary() else { return InboxSummary(unread: cache.unread, flagged: 0) }
            return InboxSummary(unread: dto.unread, flagged: dto.flagged)
        } catch { // expect: swallowed_data_error
            return .empty
        }
    }

    func unreadCount() async -> Int {
        do {
            return try await api.messages().filter { !$0.read }.count
        } catch {
            return cache.unread
        }
    }

    func folders() async -> [String] {
        (try? cache.folders()) ?? Self.defaultFolders
    }

    private func loadSummary() async throws -> SummaryDTO? {
        await api.summary()
    }
}

extension DefaultInboxRepository {
    func markAllRead() async -> Bool {
        do {
            try await api.markAllRead()
            cache.markAllRead()
            return true
        } catch { // expect: swallowed_data_error
            return false
        }
    }
}
