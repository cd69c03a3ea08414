// Quiet: network code in Data.
import Foundation

struct ForecastDTO: Decodable {
    let city: String
    let date: Date
    let condition: String
    let high: Double
    let low: Double
}

final class WeatherAPIDataSource {
    private let session: URLSession
    private let baseURL = URL(string: "https://weather.example.com/v1/")!

    init(session: URLSession = .shared) {
        self.session = session
    }

    func forecast(city: String, days: Int) async throws -> [ForecastDTO] {
        var request = URLRequest(url: baseURL.appendingPathComponent("forecast"))
        request.url?.append(queryItems: [URLQueryItem(name: "q", value: city), URLQueryItem(name: "days", value: String(days))])
        let (data, _) = try await session.data(for: request)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode([ForecastDTO].self, from: data)
    }
}

final class DefaultForecastRepository: ForecastRepository {
    private let api: WeatherAPIDataSource

    init(api: WeatherAPIDataSource) {
        self.api = api
    }

    func forecast(for query: Query) async throws -> [Forecast] {
        try await api.forecast(city: query.city, days: query.days).compactMap { dto in
            WeatherCondition(rawValue: dto.condition).map {
                Forecast(city: dto.city, date: dto.date, condition: $0, highCelsius: dto.high, lowCelsius: dto.low)
            }
        }
    }
}
