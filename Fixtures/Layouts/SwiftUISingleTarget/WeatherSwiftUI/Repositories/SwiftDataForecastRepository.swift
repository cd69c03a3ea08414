// Quiet: a repository importing SwiftData is Data (by its Repositories/ folder), not Presentation because of the target's name.
import Foundation
import SwiftData

@Model
final class ForecastRecord {
    var id: UUID
    var city: String
    var day: Date
    var highCelsius: Double
    var lowCelsius: Double

    init(id: UUID, city: String, day: Date, highCelsius: Double, lowCelsius: Double) {
        self.id = id
        self.city = city
        self.day = day
        self.highCelsius = highCelsius
        self.lowCelsius = lowCelsius
    }
}

final class SwiftDataForecastRepository: ForecastRepository {
    private let context: ModelContext

    init(context: ModelContext) {
        self.context = context
    }

    func forecasts(for city: String) async throws -> [Forecast] {
        let descriptor = FetchDescriptor<ForecastRecord>(predicate: #Predicate { $0.city == city })
        return try context.fetch(descriptor).map {
            Forecast(id: $0.id, city: $0.city, day: $0.day, highCelsius: $0.highCelsius, lowCelsius: $0.lowCelsius)
        }
    }
}
