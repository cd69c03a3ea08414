// Demonstrates: a local DAO handing out entities; taking an entity's id, or returning its own Core Data rows, stays quiet.
import CoreData
import Foundation

final class FavoritesDAO {
    private let context: NSManagedObjectContext

    init(context: NSManagedObjectContext) {
        self.context = context
    }

    func rows() throws -> [FavoriteMovieEntity] {
        let request = NSFetchRequest<FavoriteMovieEntity>(entityName: "FavoriteMovieEntity")
        request.sortDescriptors = [NSSortDescriptor(key: "addedAt", ascending: false)]
        return try context.fetch(request)
    }

    func favorites() throws -> [Movie] { // expect: datasource_returns_entity
        try rows().map { Movie(id: Int($0.movieID), title: $0.title, overview: "", posterURL: nil, releaseDate: $0.addedAt, genreIDs: []) }
    }

    func isFavorite(_ id: Movie.ID) throws -> Bool {
        let request = NSFetchRequest<FavoriteMovieEntity>(entityName: "FavoriteMovieEntity")
        request.predicate = NSPredicate(format: "movieID == %d", id)
        return try context.count(for: request) > 0
    }
}
