// Quiet: a service of Data that reaches no store and no API only shapes values; it is no data source.
import Foundation

struct MovieTitleService {
    func titled(_ movie: Movie) -> Movie {
        Movie(id: movie.id, title: movie.title.capitalized, overview: movie.overview, posterURL: movie.posterURL,
              releaseDate: movie.releaseDate, genreIDs: movie.genreIDs)
    }
}
