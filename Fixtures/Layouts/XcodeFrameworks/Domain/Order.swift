// Quiet: a Domain entity of the Domain framework.
import Foundation

public struct Order: Equatable, Sendable {
    public let itemIDs: [String]
    public let totalCents: Int

    public init(itemIDs: [String], totalCents: Int) {
        self.itemIDs = itemIDs
        self.totalCents = totalCents
    }
}
