// Quiet: a Realm store in the Domain target's Repository/ folder is Data by its code, so its import is Data's to make.
import Foundation
import RealmSwift

public final class RealmBookRepository: BookRepository {
    public init() {}

    public func books() async throws -> [Book] {
        let realm = try await Realm()
        return realm.objects(BookObject.self).map { Book(id: $0.id, title: $0.title) }
    }
}
