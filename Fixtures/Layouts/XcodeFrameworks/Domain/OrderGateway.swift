// Quiet: the Domain's port to order submission.
import Foundation

public protocol OrderGateway: Sendable {
    func submit(_ order: Order) async throws -> String
}
