// Demonstrates: a use case protocol declared in Data.
import Foundation

protocol CancelOrderUseCase { // expect: use_case_location
    func execute(orderID: UUID) async throws
}
