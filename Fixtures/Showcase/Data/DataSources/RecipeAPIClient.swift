// Demonstrates: a data source that turns a failure into an empty list (swallowed_data_error); `recipes()` returns DTOs and stays quiet.
import Foundation

final class RecipeAPIClient {
    private let baseURL = URL(string: "https://recipes.example.com/api")!
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func recipes() async throws -> [RecipeDTO] {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent("recipes"))
        return try JSONDecoder().decode([RecipeDTO].self, from: data)
    }

    func featuredIDs() async -> [String] {
        do {
            let (data, _) = try await session.data(from: baseURL.appendingPathComponent("featured"))
            return try JSONDecoder().decode([String].self, from: data)
        } catch { // expect: swallowed_data_error
            return []
        }
    }
}
