// Quiet: the Data layer's implementation, mapping DTOs to entities.
import Foundation

final class RemoteRecipeRepository: RecipeRepository {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func recipes() async throws -> [Recipe] {
        let (data, _) = try await session.data(from: URL(string: "https://api.example.com/recipes")!)
        return try JSONDecoder().decode([RecipeDTO].self, from: data).map {
            Recipe(id: $0.id, title: $0.name, minutes: $0.durationMinutes)
        }
    }
}
