// Demonstrates: a Core Data class used as the Domain entity (the import and the data access are reported by their own rules).
import CoreData // expect: dependency_rule
import Foundation

@objc(Note)
final class Note: NSManagedObject, Identifiable { // expect: entity_framework_type
    @NSManaged var id: UUID
    @NSManaged var text: String
    @NSManaged var updatedAt: Date
    @NSManaged var folderID: UUID?

    var isEmpty: Bool { text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
}
