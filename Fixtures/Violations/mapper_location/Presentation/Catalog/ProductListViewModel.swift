// Demonstrates: DTO conversions written in Presentation (a mapper type and an asDomain() extension).
import Foundation
import Observation

struct ProductRowState: Identifiable, Equatable {
    let id: Int
    let title: String
    let price: String
}

/// Turns pushed payloads straight into rows, skipping the Domain.
enum ProductPayloadMapper { // expect: mapper_location
    static func row(from dto: ProductDTO) -> ProductRowState { // expect: dto_leak
        ProductRowState(id: dto.id, title: dto.name, price: "\(dto.priceCents / 100) \(dto.currency)")
    }
}

extension ProductDTO { // expect: dto_leak
    func asDomain() -> Product { // expect: mapper_location
        Product(id: id, name: name, price: Money(cents: priceCents, currencyCode: currency), category: ProductCategory(rawValue: category) ?? .other)
    }
}

@MainActor
@Observable
final class ProductListViewModel {
    private(set) var rows: [ProductRowState] = []
    private(set) var message: String?

    private let fetchCatalog: FetchCatalogUseCaseProtocol
    private let rowMapper: ProductRowStateMapper

    init(fetchCatalog: FetchCatalogUseCaseProtocol, rowMapper: ProductRowStateMapper = ProductRowStateMapper(locale: .current)) {
        self.fetchCatalog = fetchCatalog
        self.rowMapper = rowMapper
    }

    func load() async {
        do {
            rows = try await fetchCatalog.execute().map(rowMapper.map)
        } catch {
            message = "The catalog is unavailable."
        }
    }

    /// A product pushed by a silent notification.
    func insertPushed(_ payload: Data) throws {
        let dto = try JSONDecoder().decode(ProductDTO.self, from: payload) // expect: dto_leak
        rows.insert(ProductPayloadMapper.row(from: dto), at: 0)
    }
}
