// Demonstrates: types in UseCases/ are use cases without the suffix: a struct and an actor with two actions each.
import Foundation

enum CheckoutError: Error, Equatable {
    case emptyCart
    case missingAddress
}

struct CheckoutFlow { // expect: use_case_single_action
    let cart: CartRepository

    func validate(addressID: Address.ID?) async throws -> [CartLine] {
        let lines = try await cart.lines()
        guard !lines.isEmpty else { throw CheckoutError.emptyCart }
        guard addressID != nil else { throw CheckoutError.missingAddress }
        return lines
    }

    func submit(addressID: Address.ID) async throws -> String {
        let lines = try await validate(addressID: addressID)
        let orderID = try await cart.submitOrder(lines: lines, addressID: addressID)
        try await cart.save([])
        return orderID
    }
}

actor CartSyncInteractor { // expect: use_case_single_action
    private let repository: CartRepository
    private var pending: [CartLine] = []

    init(repository: CartRepository) {
        self.repository = repository
    }

    func enqueue(_ line: CartLine) {
        pending.append(line)
    }

    func flush() async throws {
        guard !pending.isEmpty else { return }
        try await repository.save(repository.lines() + pending)
        pending.removeAll()
    }
}
