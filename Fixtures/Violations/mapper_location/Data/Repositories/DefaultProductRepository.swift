// Quiet: a data source returning DTOs and a repository mapping them in Data.
import Foundation

final class ProductAPIDataSource {
    private let url = URL(string: "https://shop.example.com/api/products")!

    func products() async throws -> [ProductDTO] {
        let (data, _) = try await URLSession.shared.data(from: url)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode([ProductDTO].self, from: data)
    }
}

final class DefaultProductRepository: ProductRepository {
    private let api: ProductAPIDataSource

    init(api: ProductAPIDataSource) {
        self.api = api
    }

    func products() async throws -> [Product] {
        try await api.products().map(ProductMapper.toDomain)
    }
}
