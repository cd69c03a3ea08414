// Demonstrates: Domain importing Combine (Domain may import Foundation only).
import Foundation
import Combine // expect: dependency_rule

protocol UserRepository {
    /// Fires after every successful save, so that lists can refresh.
    var didChange: AnyPublisher<Void, Never> { get }

    func users() async throws -> [User]
    func save(_ user: User) async throws
}
