// Quiet: a use case that depends on the Domain's protocol only.
import Foundation

enum CartError: Error, Equatable {
    case invalidQuantity(Int)
}

struct AddToCartUseCase {
    let repository: CartRepository

    func execute(_ item: CartItem) async throws {
        guard item.quantity > 0 else { throw CartError.invalidQuantity(item.quantity) }
        var merged = item
        if let existing = try await repository.items().first(where: { $0.productID == item.productID }) {
            merged = CartItem(id: existing.id, productID: item.productID, title: item.title,
                              quantity: existing.quantity + item.quantity, unitPrice: item.unitPrice)
        }
        try await repository.save(merged)
    }
}
