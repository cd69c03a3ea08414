// Quiet: the Domain declares its repository protocols (the ports).
import Foundation

protocol CartRepository {
    func items() async throws -> [CartItem]
    func save(_ item: CartItem) async throws
    func remove(id: CartItem.ID) async throws
}

protocol WishlistRepository {
    func productIDs() -> Set<String>
    func toggle(productID: String)
}
