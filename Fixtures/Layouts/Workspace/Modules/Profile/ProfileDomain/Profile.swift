// Quiet: an entity of the ProfileDomain framework (Domain by its name).
import Foundation

public struct Profile: Equatable, Sendable {
    public let name: String
    public let email: String

    public init(name: String, email: String) {
        self.name = name
        self.email = email
    }
}
