// Quiet: entities and the domain errors the business rules throw.
import Foundation

struct User: Identifiable, Equatable {
    let id: UUID
    var email: String
    var displayName: String
    var avatarURL: String?
}

struct Order: Identifiable, Equatable {
    enum Status: String {
        case pending, paid, shipped, cancelled
    }

    let id: UUID
    var status: Status
    var totalCents: Int
}

enum UserError: Error, Equatable {
    case invalidEmail
    case displayNameTooShort
}

enum OrderError: Error, Equatable {
    case alreadyShipped
    case belowMinimumValue
    case invalidResponse
}
