import Foundation
@testable import Domain
import struct Domain.User
@_exported import Networking
@preconcurrency import Dispatch

public protocol UserRepository: AnyObject, Sendable {
    associatedtype Failure: Error
    func fetch(id: User.ID) async throws -> User
    var count: Int { get }
}

public typealias Completion<T> = (Result<T, Error>) -> Void

@MainActor
public final class UserListViewModel: ObservableObject, @unchecked Sendable {
    @Published public private(set) var users: [User] = []
    @Published var isLoading = false, errorMessage: String? = nil
    private let repository: any UserRepository
    nonisolated(unsafe) static var shared: UserListViewModel?
    lazy var formatter: DateFormatter = { DateFormatter() }()

    public init(repository: any UserRepository) {
        self.repository = repository
    }

    convenience init?(environment: [String: String]) {
        return nil
    }

    deinit {}

    class func make() -> UserListViewModel { fatalError() }
    class var identifier: String { "users" }

    subscript(index: Int) -> User { users[index] }

    public func load(page: Int = 0, _ completion: @escaping Completion<[User]> = { _ in }) async {
        let actor = Worker()
        await actor.run()
        var local = 0
        local += 1
    }

    private func select<Item: Identifiable>(_ item: Item, from items: inout [Item], animated: Bool...) -> Item.ID where Item.ID: Hashable {
        item.id
    }
}

actor Worker {
    func run() {}
}

enum LoadState<Value>: Equatable where Value: Equatable {
    case idle, loading
    case loaded(Value), failed(message: String)
    indirect case nested(LoadState)
}

extension LoadState {
    struct Snapshot: Codable {}
    var isLoading: Bool { if case .loading = self { return true } else { return false } }
}

extension Array where Element == User {
    func sortedByName() -> [User] { sorted { $0.name < $1.name } }
}

public extension UserListViewModel {
    func reset() {}
    struct Filter: Hashable, Repository<User> {}
}

let `default` = UserListViewModel.self
var `class`: Int { 1 }
