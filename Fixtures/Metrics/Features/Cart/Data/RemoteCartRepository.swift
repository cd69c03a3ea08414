final class RemoteCartRepository: CartRepository {
    private let products: ProductRepository

    init(products: ProductRepository) {
        self.products = products
    }

    func items() async throws -> [CartItem] {
        let product = try await products.product(id: 1)
        return [CartItem(product: product, quantity: 1)]
    }
}
