// Demonstrates: a data source protocol declared in Presentation (a network client for the screens).
import Foundation

protocol OrdersAPIClient { // expect: datasource_protocol_location
    func orders() async throws -> Data
}
