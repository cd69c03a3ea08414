// Quiet: an adapter in the app target implements the Domain's port over the Data frameworks: Data by its code, which may use both.
import Foundation
import Domain
import NetworkKit
import StorageKit

struct HTTPOrderGateway: OrderGateway {
    let client: HTTPClient
    let drafts: KeyValueStore

    func submit(_ order: Order) async throws -> String {
        let body = try JSONSerialization.data(withJSONObject: ["items": order.itemIDs, "total": order.totalCents])
        let confirmation = try await client.post(path: "orders", body: body)
        drafts.remove(key: "draft")
        return String(decoding: confirmation, as: UTF8.self)
    }
}
