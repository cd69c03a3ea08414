protocol CartRepository {
    func items() async throws -> [CartItem]
}
