// Demonstrates: a SwiftData model as the Domain entity.
import Foundation
import SwiftData // expect: dependency_rule

@Model // expect: entity_framework_type
final class TodoItem {
    var title: String
    var isDone: Bool
    var dueDate: Date?

    init(title: String, isDone: Bool = false, dueDate: Date? = nil) {
        self.title = title
        self.isDone = isDone
        self.dueDate = dueDate
    }

    func isOverdue(at now: Date) -> Bool {
        guard let dueDate, !isDone else { return false }
        return dueDate < now
    }
}
