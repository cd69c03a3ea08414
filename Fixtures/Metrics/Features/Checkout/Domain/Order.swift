struct Order: Equatable {
    let items: [CartItem]

    var total: Int { items.reduce(0) { $0 + $1.quantity } }
}
