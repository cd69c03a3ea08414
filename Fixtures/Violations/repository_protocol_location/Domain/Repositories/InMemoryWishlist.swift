// Demonstrates: a class of any name that implements a Domain repository protocol, filed in the Domain: a misplaced repository, not an entity.
import Foundation

final class InMemoryWishlist: WishlistRepository { // expect: repository_protocol_location
    private var ids: Set<String> = []

    func productIDs() -> Set<String> { ids }

    func toggle(productID: String) {
        if ids.contains(productID) { ids.remove(productID) } else { ids.insert(productID) }
    }
}
