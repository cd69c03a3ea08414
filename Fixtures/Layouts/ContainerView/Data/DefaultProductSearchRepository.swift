// Quiet: the Data layer's implementation of the Domain's port.
import Foundation

final class DefaultProductSearchRepository: ProductSearchRepository {
    private let dataSource: SearchAPIDataSource

    init(dataSource: SearchAPIDataSource) {
        self.dataSource = dataSource
    }

    func search(_ query: String) async throws -> [Product] {
        try await dataSource.search(query).map { Product(id: $0.id, title: $0.title) }
    }
}
