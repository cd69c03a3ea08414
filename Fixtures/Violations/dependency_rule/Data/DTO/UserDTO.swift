// Quiet: a Codable DTO in Data.
import Foundation

struct UserDTO: Codable {
    let id: String
    let fullName: String
    let role: String

    enum CodingKeys: String, CodingKey {
        case id
        case fullName = "full_name"
        case role
    }
}
