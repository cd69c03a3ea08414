// Demonstrates: order rules (cancel only before shipping, a minimum value) enforced in a repository and its extension; a throwing init's transport check stays quiet.
import Foundation

final class DefaultOrderRepository: OrderRepository {
    private let api: AccountAPIClient

    init(api: AccountAPIClient) throws {
        guard api.baseURL.scheme == "https" else { throw TransportError.insecureScheme }
        self.api = api
    }

    func cancel(_ order: Order) async throws {
        guard order.status != .shipped else { throw OrderError.alreadyShipped } // expect: repository_business_logic
        var request = URLRequest(url: api.baseURL.appendingPathComponent("orders/\(order.id.uuidString)/cancel"))
        request.httpMethod = "POST"
        let (_, response) = try await api.send(request)
        if response.statusCode == 422 { throw OrderError.invalidResponse }
    }
}

extension DefaultOrderRepository {
    func place(_ order: Order) async throws {
        guard order.totalCents >= 1_000 else { // expect: repository_business_logic
            throw OrderError.belowMinimumValue
        }
        var request = URLRequest(url: api.baseURL.appendingPathComponent("orders"))
        request.httpMethod = "PUT"
        request.setValue(order.id.uuidString, forHTTPHeaderField: "Idempotency-Key")
        _ = try await api.send(request)
    }
}
