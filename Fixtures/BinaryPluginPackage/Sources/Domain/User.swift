import Data

public struct User {
    public let name: String
    public let raw: UserDTO
}
