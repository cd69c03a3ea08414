import Data
import Domain

public final class UserViewModel {
    public private(set) var cached: [UserDTO] = []
    private let saveUser: SaveUserUseCase

    public init(saveUser: SaveUserUseCase) {
        self.saveUser = saveUser
    }

    public func rename(_ user: User, to name: String) async throws {
        try await saveUser.execute(User(id: user.id, name: name))
    }
}
