public struct UserDTO: Decodable {
    public let name: String
}
