// Quiet: a data source returning DTOs.
import Foundation

final class OrderAPIDataSource {
    private let baseURL = URL(string: "https://shop.example.com/api/")!
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    func orders(cursor: String?) async throws -> OrderListResponse {
        var components = URLComponents(url: baseURL.appendingPathComponent("orders"), resolvingAgainstBaseURL: false)!
        components.queryItems = cursor.map { [URLQueryItem(name: "cursor", value: $0)] }
        let (data, _) = try await URLSession.shared.data(from: components.url!)
        return try decoder.decode(OrderListResponse.self, from: data)
    }

    func order(id: String) async throws -> OrderDTO {
        let (data, _) = try await URLSession.shared.data(from: baseURL.appendingPathComponent("orders/\(id)"))
        return try decoder.decode(OrderDTO.self, from: data)
    }

    func cancel(id: String) async throws {
        var request = URLRequest(url: baseURL.appendingPathComponent("orders/\(id)/cancel"))
        request.httpMethod = "POST"
        _ = try await URLSession.shared.data(for: request)
    }
}
