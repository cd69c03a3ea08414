public struct UserDTO: Codable {
    public let id: String
    public let display_name: String
}
