// Quiet: an entity; the target is not Core for ending in Core, its code makes it the Domain.
import Foundation

public struct Product: Equatable {
    public let id: Int
    public let name: String
}
