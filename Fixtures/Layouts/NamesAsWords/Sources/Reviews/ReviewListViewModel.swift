// Quiet: the screen's view model depends on the Domain's protocol only.
import Observation
import CatalogDomainCore

@Observable
final class ReviewListViewModel {
    private let repository: ProductRepository
    private(set) var products: [Product] = []

    init(repository: ProductRepository) {
        self.repository = repository
    }
}
