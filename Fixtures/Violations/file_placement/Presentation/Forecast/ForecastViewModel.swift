// Demonstrates: a view model that fetches over HTTP itself (reported once, at the first evidence).
import Foundation
import Observation

@MainActor
@Observable
final class ForecastViewModel {
    private struct Payload: Decodable {
        let temperature: Double
    }

    private(set) var forecasts: [Forecast] = []
    private(set) var currentTemperature: Double?
    var city = "Lisbon"

    private let repository: ForecastRepository

    init(repository: ForecastRepository) {
        self.repository = repository
    }

    func load() async {
        forecasts = (try? await repository.forecast(for: Query(city: city, days: 7))) ?? []
        let url = URL(string: "https://weather.example.com/v1/now?q=\(city)")!
        if let (data, _) = try? await URLSession.shared.data(from: url), // expect: file_placement
           let payload = try? JSONDecoder().decode(Payload.self, from: data) {
            currentTemperature = payload.temperature
        }
        var ping = URLRequest(url: url)
        ping.httpMethod = "HEAD"
    }
}
