// Demonstrates: entity_external_dependency in an entity of Business.
import Foundation

struct Loan: Identifiable, Equatable {
    let id: UUID
    let bookID: UUID
    let dueDate: Date

    var isOverdue: Bool {
        dueDate < Date() && UserDefaults.standard.bool(forKey: "strictDueDates") // expect: entity_external_dependency
    }
}
