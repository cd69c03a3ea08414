// Quiet: test doubles under Mocks/ are excluded from linting, like test targets.
import Foundation

final class MockCartRepository: CartRepository {
    var stubbedItems: [CartItem] = []
    private(set) var savedItems: [CartItem] = []

    func items() async throws -> [CartItem] { stubbedItems }
    func save(_ item: CartItem) async throws { savedItems.append(item) }
    func remove(id: CartItem.ID) async throws {}
}

protocol SpyRepository {
    var calls: [String] { get }
}
