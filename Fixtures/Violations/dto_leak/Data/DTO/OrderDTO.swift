// Quiet: wire and persistence models are Codable / NSManagedObject subclasses and live in Data.
import Foundation
import CoreData

struct OrderDTO: Codable {
    struct Line: Codable {
        let sku: String
        let quantity: Int
        let unitPriceCents: Int
    }

    let id: String
    let status: String
    let placedAt: Date
    let lines: [Line]
}

struct OrderListResponse: Decodable {
    let orders: [OrderDTO]
    let nextCursor: String?
}

/// Offline copy of an order, stored with Core Data.
@objc(CachedOrder)
final class CachedOrder: NSManagedObject {
    @NSManaged var id: String
    @NSManaged var status: String
    @NSManaged var totalCents: Int64
}
