// Quiet: the entity the app works with.
struct Book: Equatable {
    let isbn: String
    let title: String
    let author: String
}
