// Quiet: the use case protocol is declared where it belongs; nothing in the Domain implements it,
// which is reported at the Data type that does (DefaultOrderRepository).
import Foundation

protocol TrackOrdersUseCase {
    func execute() async throws -> [Order]
}
