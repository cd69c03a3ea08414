// Quiet: the CatalogData target implements the Domain's port; `import Catalog` and `import Pricing` are Data -> Domain.
import Foundation
import Catalog
import Pricing

enum ProductMappingError: Error {
    case negativePrice(sku: String)
}

public final class RemoteProductRepository: ProductRepository {
    private let baseURL: URL

    public init(baseURL: URL) {
        self.baseURL = baseURL
    }

    public func products() async throws -> [Product] {
        let (data, _) = try await URLSession.shared.data(from: baseURL.appendingPathComponent("products"))
        return try JSONDecoder().decode([ProductDTO].self, from: data).map { dto in
            guard dto.cents >= 0 else { throw ProductMappingError.negativePrice(sku: dto.sku) }
            return Product(id: dto.sku, name: dto.title, price: Price(amount: Decimal(dto.cents) / 100, currencyCode: dto.currency))
        }
    }
}
