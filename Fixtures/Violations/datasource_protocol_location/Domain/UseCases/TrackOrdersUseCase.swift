// Quiet: the screens' use case, declared and implemented in the Domain.
import Foundation

protocol TrackOrdersUseCase {
    func execute() async throws -> [Order]
}

struct DefaultTrackOrdersUseCase: TrackOrdersUseCase {
    let repository: OrderRepository

    func execute() async throws -> [Order] {
        try await repository.orders().filter { !$0.isShipped }
    }
}
