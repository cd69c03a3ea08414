// Quiet: a data source protocol in Data, beside its implementation; the implementation of the
// Domain's data source protocol.
import Foundation

protocol OrderCacheDataSource {
    func cachedOrders() -> [OrderDTO]
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
