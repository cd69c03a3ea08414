// Demonstrates: a use case handling DTOs by name; lines that only use inferred DTO values stay quiet.
import Foundation

protocol FetchOrdersUseCaseProtocol { // expect: use_case_single_action
    func execute() async throws -> [Order]
    func details(of orderID: String) async throws -> OrderDTO // expect: dto_leak
}

struct FetchOrdersUseCase: FetchOrdersUseCaseProtocol {
    let repository: OrderRepository

    func execute() async throws -> [Order] {
        let page = try await repository.orders(cursor: nil)
        return page.orders
            .filter(isVisible)
            .compactMap { dto in
                Order.Status(rawValue: dto.status).map { status in
                    let total = dto.lines.reduce(0) { $0 + $1.quantity * $1.unitPriceCents }
                    return Order(id: dto.id, status: status, placedAt: dto.placedAt, totalCents: total)
                }
            }
            .sorted { $0.placedAt > $1.placedAt }
    }

    func details(of orderID: String) async throws -> OrderDTO { // expect: dto_leak
        guard !orderID.isEmpty else { throw OrderError.missingID }
        return try await repository.order(id: orderID)
    }

    /// Drafts and empty orders are not shown to the customer.
    private func isVisible(_ dto: OrderDTO) -> Bool { // expect: dto_leak
        dto.status != "draft" && !dto.lines.isEmpty
    }
}
