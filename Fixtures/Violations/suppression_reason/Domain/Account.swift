// Demonstrates: with requireReason, a suppression without a reason is reported and does not suppress.
import Foundation
/* archlint:disable:next dependency_rule */ // expect: suppression_reason
import UIKit // expect: dependency_rule

// archlint:disable:next dto_leak -- the v1 API is removed in #123
typealias LegacyAccount = AccountDTO

struct Account: Equatable {
    let id: String
}

/* archlint:disable:next codable_entity -- */ // expect: suppression_reason
extension Account: Codable {} // expect: codable_entity
