struct CartItem: Equatable {
    let product: Product
    let quantity: Int
}
