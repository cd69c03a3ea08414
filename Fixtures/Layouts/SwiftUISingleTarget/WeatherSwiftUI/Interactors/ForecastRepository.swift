// Quiet: the Domain's port to stored forecasts, next to the interactors that use it.
import Foundation

protocol ForecastRepository {
    func forecasts(for city: String) async throws -> [Forecast]
}
