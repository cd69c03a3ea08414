final class ShopContainer {
    func makeCartViewModel(checkout: CheckoutUseCase, products: ProductRepository) -> CartViewModel {
        CartViewModel(repository: RemoteCartRepository(products: products), checkout: checkout)
    }
}
