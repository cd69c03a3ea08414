// Quiet: the search screen's view model, given the Domain's port.
import Foundation
import Observation

@MainActor
@Observable
final class SearchViewModel {
    private(set) var results: [Product] = []
    private let repository: ProductSearchRepository

    init(repository: ProductSearchRepository) {
        self.repository = repository
    }

    func search(_ query: String) async {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        results = trimmed.count < 2 ? [] : (try? await repository.search(trimmed)) ?? []
    }
}
