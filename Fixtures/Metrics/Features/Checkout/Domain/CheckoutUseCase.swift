protocol CheckoutUseCase {
    func pay(_ items: [CartItem]) async throws
}
