// Quiet: a view model that holds the Domain protocol is a client of the port, not an implementation.
import Foundation
import Observation

@MainActor
@Observable
final class CartViewModel {
    private(set) var items: [CartItem] = []
    private(set) var errorMessage: String?

    private let repository: CartRepository
    private let addToCart: AddToCartUseCase

    init(repository: CartRepository, addToCart: AddToCartUseCase) {
        self.repository = repository
        self.addToCart = addToCart
    }

    var total: Decimal { items.reduce(0) { $0 + $1.subtotal } }

    func load() async {
        do {
            items = try await repository.items()
        } catch {
            errorMessage = "Your cart could not be loaded."
        }
    }

    func increment(_ item: CartItem) async {
        var one = item
        one.quantity = 1
        do {
            try await addToCart.execute(one)
            items = try await repository.items()
        } catch {
            errorMessage = "Could not update the cart."
        }
    }
}
