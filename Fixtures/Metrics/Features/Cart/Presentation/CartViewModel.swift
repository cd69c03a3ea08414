final class CartViewModel {
    private let repository: CartRepository
    private let checkout: CheckoutUseCase
    private(set) var items: [CartItem] = []

    init(repository: CartRepository, checkout: CheckoutUseCase) {
        self.repository = repository
        self.checkout = checkout
    }

    func load() async throws {
        items = try await repository.items()
    }

    func pay() async throws {
        try await checkout.pay(items)
    }
}
