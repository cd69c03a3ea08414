// Quiet: the Domain protocol implemented in Data, where adapters to the network belong.
import Foundation

final class DefaultCartRepository: CartRepository {
    private let session: SessionRepository
    private var cache: [CartItem.ID: CartItem] = [:]

    init(session: SessionRepository) {
        self.session = session
    }

    func items() async throws -> [CartItem] {
        if session.accessToken == nil {
            _ = try await session.refreshToken()
        }
        return cache.values.sorted { $0.title < $1.title }
    }

    func save(_ item: CartItem) async throws {
        cache[item.id] = item
    }

    func remove(id: CartItem.ID) async throws {
        cache[id] = nil
    }
}
