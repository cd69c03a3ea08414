// Quiet: an entity of the Domain target.
import Foundation

public struct Book: Equatable {
    public let id: UUID
    public let title: String
}
