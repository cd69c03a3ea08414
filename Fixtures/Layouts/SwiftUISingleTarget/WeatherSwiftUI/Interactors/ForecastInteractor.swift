// Demonstrates: an interactor (Domain, by its Interactors/ folder) importing SwiftUI, although the target's name ends in UI.
import Foundation
import SwiftUI // expect: dependency_rule

protocol ForecastInteractor {
    func week(for city: String, from start: Date) async throws -> [Forecast]
}

struct RealForecastInteractor: ForecastInteractor {
    let repository: ForecastRepository

    func week(for city: String, from start: Date) async throws -> [Forecast] {
        let end = start.addingTimeInterval(7 * 24 * 60 * 60)
        return try await repository.forecasts(for: city)
            .filter { $0.day >= start && $0.day < end }
            .sorted { $0.day < $1.day }
    }
}
