// Quiet: the API client of a target named with Data's word, implementing the Domain's protocol.
import Foundation
import CatalogDomainCore

public final class CatalogClient: ProductRepository {
    public init() {}

    public func products() async throws -> [Product] {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/products")!)
        return try JSONDecoder().decode([ProductPayload].self, from: data).map { Product(id: $0.id, name: $0.name) }
    }
}

struct ProductPayload: Decodable {
    let id: Int
    let name: String
}
