// Demonstrates: an action added in an extension counts like one in the body; private extensions and a conformance declared in an extension stay quiet.
import Foundation

struct ReorderUseCase { // expect: use_case_single_action
    let cart: CartRepository

    func execute(previous lines: [CartLine]) async throws {
        let current = try await cart.lines()
        let missing = lines.filter { line in !current.contains { $0.sku == line.sku } }
        try await cart.save(current + missing.map { CartLine(id: UUID(), sku: $0.sku, quantity: $0.quantity, unitPriceCents: $0.unitPriceCents) })
    }
}

extension ReorderUseCase {
    func undo(restoring lines: [CartLine]) async throws {
        try await cart.save(lines.filter { $0.quantity > 0 })
    }
}

protocol EstimateShippingUseCaseProtocol {
    func execute(lines: [CartLine]) -> Int
}

struct EstimateShippingUseCase {
    let freeShippingThresholdCents: Int
}

extension EstimateShippingUseCase: EstimateShippingUseCaseProtocol {
    func execute(lines: [CartLine]) -> Int {
        subtotal(of: lines) >= freeShippingThresholdCents ? 0 : 495
    }
}

private extension EstimateShippingUseCase {
    func subtotal(of lines: [CartLine]) -> Int {
        lines.reduce(0) { $0 + $1.quantity * $1.unitPriceCents }
    }
}
