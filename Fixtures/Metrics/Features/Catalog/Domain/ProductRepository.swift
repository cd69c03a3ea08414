protocol ProductRepository {
    func product(id: Int) async throws -> Product
}
