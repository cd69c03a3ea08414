// Quiet: deciding that "offline" shows an empty inbox is the use case's job.
import Foundation

struct LoadInboxUseCase {
    let repository: InboxRepository

    func execute() async throws -> [Message] {
        do {
            return try await repository.messages().sorted { $0.receivedAt > $1.receivedAt }
        } catch InboxError.offline {
            return []
        }
    }
}
