// Demonstrates: a repository that validates the e-mail and the display name (guard and if); transport and mapping checks stay quiet.
import Foundation

final class DefaultUserRepository: UserRepository {
    private let api: AccountAPIClient
    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()
    private var lastRegistered: User.ID?

    init(api: AccountAPIClient) {
        self.api = api
    }

    func register(_ user: User) async throws {
        guard user.id != lastRegistered else { return }
        guard user.email.contains("@") else { throw UserError.invalidEmail } // expect: repository_business_logic
        if user.displayName.count < 3 { // expect: repository_business_logic
            throw UserError.displayNameTooShort
        }
        if let avatar = user.avatarURL, URL(string: avatar) == nil {
            throw MappingError.invalidAvatarURL(avatar)
        }
        var request = URLRequest(url: api.baseURL.appendingPathComponent("users"))
        request.httpMethod = "POST"
        request.httpBody = try encoder.encode(UserDTO(id: user.id.uuidString, email: user.email,
                                                       displayName: user.displayName, avatarUrl: user.avatarURL))
        let (_, response) = try await api.send(request)
        guard response.statusCode == 201 else { throw HTTPError.status(response.statusCode) }
        lastRegistered = user.id
    }

    func user(id: User.ID) async throws -> User {
        let path = "users/\(id.uuidString)"
        guard let url = URL(string: path, relativeTo: api.baseURL) else { throw NetworkError.badURL(path) }
        let (data, response) = try await api.send(URLRequest(url: url))
        guard (200..<300).contains(response.statusCode) else { throw HTTPError.status(response.statusCode) }
        let dto = try decoder.decode(UserDTO.self, from: data)
        guard let uuid = UUID(uuidString: dto.id) else { throw MappingError.invalidID(dto.id) }
        return User(id: uuid, email: dto.email, displayName: dto.displayName, avatarURL: dto.avatarUrl)
    }
}
