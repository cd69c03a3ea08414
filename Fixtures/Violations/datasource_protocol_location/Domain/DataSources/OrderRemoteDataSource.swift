// Demonstrates: a data source protocol declared in the Domain; its implementation in Data stays quiet.
import Foundation

protocol OrderRemoteDataSource { // expect: datasource_protocol_location
    func fetchOrders() async throws -> Data
}
