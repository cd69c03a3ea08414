// Quiet: the Data layer stores and reads the generated Core Data classes and maps them to the
// Domain's Book, where that mapping belongs.
import CoreData

final class CoreDataBookRepository: BookRepository {
    private let context: NSManagedObjectContext

    init(context: NSManagedObjectContext) {
        self.context = context
    }

    func books() throws -> [Book] {
        let request = NSFetchRequest<BookEntity>(entityName: "BookEntity")
        return try context.fetch(request).map(book)
    }

    func save(_ book: Book) throws {
        let entity = BookEntity(context: context)
        entity.isbn = book.isbn
        entity.title = book.title
        try context.save()
    }

    private func book(from entity: BookEntity) -> Book {
        Book(isbn: entity.isbn ?? "", title: entity.title ?? "", author: entity.author?.name ?? "")
    }
}
