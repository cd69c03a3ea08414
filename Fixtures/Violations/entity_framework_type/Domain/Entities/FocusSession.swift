// Demonstrates: observable view state declared as Domain entities (@Observable and ObservableObject).
import Combine // expect: dependency_rule
import Foundation
import Observation // expect: dependency_rule

@Observable // expect: entity_framework_type
final class FocusSession {
    var secondsRemaining: Int
    var isRunning = false

    init(minutes: Int) {
        secondsRemaining = minutes * 60
    }

    func tick() {
        guard isRunning, secondsRemaining > 0 else { return }
        secondsRemaining -= 1
    }
}

final class Streak: ObservableObject { // expect: entity_framework_type
    @Published private(set) var days = 0

    func record(completedOn day: Date, previous: Date?, calendar: Calendar) {
        if let previous, calendar.isDate(previous, inSameDayAs: day.addingTimeInterval(-86_400)) {
            days += 1
        } else {
            days = 1
        }
    }
}
