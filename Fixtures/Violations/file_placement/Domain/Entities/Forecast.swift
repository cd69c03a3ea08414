// Quiet: plain entities; URLSession and SwiftUI's Color named in comments and strings, and a Domain type named Query, are no evidence.
import Foundation

enum WeatherCondition: String, CaseIterable {
    case clear, cloudy, rain, snow, thunderstorm
}

struct Forecast: Equatable {
    let city: String
    let date: Date
    let condition: WeatherCondition
    let highCelsius: Double
    let lowCelsius: Double
}

/// What the user searched for. (Not SwiftData's @Query: the Data layer fetches it with URLSession.)
struct Query: Hashable {
    let city: String
    let days: Int
}

protocol ForecastRepository {
    func forecast(for query: Query) async throws -> [Forecast]
}

let forecastAttribution = "Weather data fetched with URLSession, tinted with Color.accentColor"
