// Demonstrates: a use case that talks HTTP itself: data access in the Domain, reported once at the first evidence.
import Foundation

struct RefreshForecastUseCase {
    let repository: ForecastRepository
    let session: URLSession // expect: file_placement

    func execute(_ query: Query) async throws -> [Forecast] {
        var request = URLRequest(url: URL(string: "https://weather.example.com/ping")!)
        request.httpMethod = "HEAD"
        _ = try await session.data(for: request)
        return try await repository.forecast(for: query).filter { $0.date >= Calendar.current.startOfDay(for: Date()) }
    }
}
