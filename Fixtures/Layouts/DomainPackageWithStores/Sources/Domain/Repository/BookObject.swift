// Quiet: the Realm record beside it is Data too.
import Foundation
import RealmSwift

final class BookObject: Object {
    @Persisted(primaryKey: true) var id = UUID()
    @Persisted var title = ""
}
