// Quiet: wire and storage models of the Data layer (a `*Entity` name in Data is a Core Data row, not a Domain entity).
import CoreData
import Foundation

struct MovieDTO: Decodable {
    let id: Int
    let title: String
    let overview: String?
    let posterPath: String?
    let releaseDate: String?
    let genreIds: [Int]
}

struct MoviePageDTO: Decodable {
    let page: Int
    let results: [MovieDTO]
    let totalPages: Int
}

struct GenreListDTO: Decodable {
    struct Item: Decodable {
        let id: Int
        let name: String
    }

    let genres: [Item]
}

@objc(FavoriteMovieEntity)
final class FavoriteMovieEntity: NSManagedObject {
    @NSManaged var movieID: Int64
    @NSManaged var title: String
    @NSManaged var addedAt: Date
}
