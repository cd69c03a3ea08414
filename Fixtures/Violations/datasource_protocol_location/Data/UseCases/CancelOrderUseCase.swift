// Demonstrates: a use case protocol declared in Data.
import Foundation

protocol CancelOrderUseCase { // expect: datasource_protocol_location
    func execute(orderID: UUID) async throws
}
