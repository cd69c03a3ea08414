// Quiet: the port the use cases read books through; it names Domain types only.
protocol BookRepository {
    func books() throws -> [Book]
    func save(_ book: Book) throws
}
