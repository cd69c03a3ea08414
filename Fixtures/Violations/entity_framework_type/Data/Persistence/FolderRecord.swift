// Quiet: persistence models (Core Data, SwiftData) in the Data layer, mapped to the plain entity.
import CoreData
import Foundation
import SwiftData

@objc(FolderRecord)
final class FolderRecord: NSManagedObject {
    @NSManaged var id: UUID
    @NSManaged var name: String
    @NSManaged var isPinned: Bool
    @NSManaged var notes: NSSet?

    func toDomain() -> Folder {
        Folder(id: id, name: name, noteCount: notes?.count ?? 0, isPinned: isPinned)
    }
}

@Model
final class DraftModel {
    var body: String
    var savedAt: Date

    init(body: String, savedAt: Date) {
        self.body = body
        self.savedAt = savedAt
    }
}
