// Demonstrates: a view model that only a preview uses (the catalog moved to CatalogViewModel); the
// one its view owns stays quiet.
import Foundation
import Observation

@Observable
final class CatalogViewModel {
    private(set) var products: [Product]

    init(products: [Product]) {
        self.products = products
    }
}

@Observable
final class LegacyCatalogViewModel { // expect: unused_view_model
    var products: [Product] = []
}
