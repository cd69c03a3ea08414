// Quiet: the view models of the cart and of a product's details.
import Foundation
import Observation

@MainActor
final class CartViewModel: ObservableObject {
    @Published private(set) var count = 0
}

@Observable
final class ProductDetailsViewModel {
    var title = ""
}
