// Demonstrates: Domain repository protocols implemented in Presentation (a preview store, an extension of UserDefaults) and a protocol declared there.
import Foundation

/// Feeds SwiftUI previews, but it ships in the app target: a second cart storage.
final class InMemoryCartRepository: CartRepository { // expect: repository_protocol_location
    private var storage: [CartItem]

    init(items: [CartItem] = []) {
        storage = items
    }

    func items() async throws -> [CartItem] { storage }

    func save(_ item: CartItem) async throws {
        storage.removeAll { $0.id == item.id }
        storage.append(item)
    }

    func remove(id: CartItem.ID) async throws {
        storage.removeAll { $0.id == id }
    }
}

/// The screen persists the wishlist on its own.
extension UserDefaults: WishlistRepository { // expect: repository_protocol_location
    func productIDs() -> Set<String> {
        Set(stringArray(forKey: "wishlist") ?? [])
    }

    func toggle(productID: String) {
        var ids = productIDs()
        if ids.remove(productID) == nil { ids.insert(productID) }
        set(Array(ids), forKey: "wishlist")
    }
}

protocol RecentlyViewedRepository { // expect: repository_protocol_location
    func recentProductIDs() -> [String]
}
