// Quiet: the Domain's repository protocol.
public protocol ProductRepository {
    func products() async throws -> [Product]
}
