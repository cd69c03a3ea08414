// Quiet: a cache is neither a data source nor a repository; cleanup with try? and no fallback is fine.
import Foundation

final class InboxDiskCache {
    private let fileURL = URL.cachesDirectory.appending(path: "inbox.json")
    private(set) var messages: [Message] = []

    var unread: Int { messages.filter { !$0.isRead }.count }

    func store(_ messages: [Message]) {
        self.messages = messages
    }

    func markAllRead() {
        messages = messages.map { var copy = $0; copy.isRead = true; return copy }
    }

    func folders() throws -> [String] {
        let data = try Data(contentsOf: fileURL.deletingLastPathComponent().appending(path: "folders.json"))
        return try JSONDecoder().decode([String].self, from: data)
    }

    func lastSync() -> Date? {
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: fileURL.path)
            return attributes[.modificationDate] as? Date
        } catch {
            return nil
        }
    }

    func clear() {
        try? FileManager.default.removeItem(at: fileURL)
        messages = []
    }
}
