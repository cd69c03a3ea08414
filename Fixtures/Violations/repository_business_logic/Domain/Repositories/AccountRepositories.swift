// Quiet: repository protocols.
import Foundation

protocol UserRepository {
    func register(_ user: User) async throws
    func user(id: User.ID) async throws -> User
}

protocol OrderRepository {
    func place(_ order: Order) async throws
    func cancel(_ order: Order) async throws
}
