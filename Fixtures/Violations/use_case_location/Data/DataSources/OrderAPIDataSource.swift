// Quiet: the data source protocol in Data, beside its implementation (datasource_protocol_location
// judges those).
import Foundation

protocol OrderRemoteDataSource {
    func fetchOrders() async throws -> Data
}

final class OrderAPIDataSource: OrderRemoteDataSource {
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func fetchOrders() async throws -> Data {
        let (data, _) = try await session.data(from: URL(string: "https://shop.example/orders")!)
        return data
    }
}
