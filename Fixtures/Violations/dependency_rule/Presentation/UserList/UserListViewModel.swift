// Demonstrates: a view model importing Alamofire and reaching past the Domain into Data types.
import Foundation
import Observation
import Alamofire // expect: dependency_rule

@MainActor
@Observable
final class UserListViewModel {
    private(set) var users: [User] = []
    private(set) var message: String?

    private let fetchUsers: FetchUsersUseCaseProtocol
    private let repository: DefaultUserRepository // expect: dependency_rule
    private let reachability = NetworkReachabilityManager()

    init(fetchUsers: FetchUsersUseCaseProtocol, repository: DefaultUserRepository) { // expect: dependency_rule
        self.fetchUsers = fetchUsers
        self.repository = repository
    }

    /// The words DefaultUserRepository and UserAPIDataSource in this comment are only text.
    var debugSummary: String {
        "\(users.count) users from \(String(describing: UserAPIDataSource.self))" // expect: dependency_rule
    }

    func load() async {
        guard reachability?.isReachable ?? true else {
            message = "You're offline."
            return
        }
        do {
            users = try await fetchUsers.execute(role: nil)
            message = nil
        } catch UserAPIError.unauthorized { // expect: dependency_rule
            message = "Please sign in again."
        } catch {
            message = "Couldn't load users: \(error.localizedDescription)"
        }
    }

    func promote(_ user: User) async {
        do {
            try await repository.save(User(id: user.id, name: user.name, role: .admin))
            await load()
        } catch {
            message = "Couldn't promote \(user.name)."
        }
    }
}
