// Quiet: the Pricing slice's data source, in the PricingData target (Data imports its own Domain).
import Foundation
import Pricing

public struct PriceListDTO: Decodable, Sendable {
    public let sku: String
    public let cents: Int
    public let currency: String
}

public final class PriceListClient: Sendable {
    private let baseURL: URL

    public init(baseURL: URL) {
        self.baseURL = baseURL
    }

    public func prices() async throws -> [PriceListDTO] {
        let (data, _) = try await URLSession.shared.data(from: baseURL.appendingPathComponent("prices"))
        return try JSONDecoder().decode([PriceListDTO].self, from: data)
    }
}
