// Quiet: a use case with real logic.
import Foundation

protocol FetchCatalogUseCaseProtocol {
    func execute() async throws -> [Product]
}

struct FetchCatalogUseCase: FetchCatalogUseCaseProtocol {
    let repository: ProductRepository

    func execute() async throws -> [Product] {
        let products = try await repository.products().filter { $0.price.cents > 0 }
        guard !products.isEmpty else { throw CatalogError.emptyCatalog }
        return products.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
    }
}
