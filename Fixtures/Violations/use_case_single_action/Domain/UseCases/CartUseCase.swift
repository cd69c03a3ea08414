// Demonstrates: a cart "use case" that is really a service with three actions.
import Foundation

enum CartError: Error {
    case invalidQuantity
}

final class CartUseCase { // expect: use_case_single_action
    private let repository: CartRepository

    init(repository: CartRepository) {
        self.repository = repository
    }

    func add(sku: String, quantity: Int, unitPriceCents: Int) async throws {
        guard quantity > 0 else { throw CartError.invalidQuantity }
        var lines = try await repository.lines()
        if let index = lines.firstIndex(where: { $0.sku == sku }) {
            lines[index].quantity += quantity
        } else {
            lines.append(CartLine(id: UUID(), sku: sku, quantity: quantity, unitPriceCents: unitPriceCents))
        }
        try await repository.save(lines)
    }

    func remove(sku: String) async throws {
        try await repository.save(repository.lines().filter { $0.sku != sku })
    }

    func clear() async throws {
        try await repository.save([])
    }
}
