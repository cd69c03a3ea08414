// Demonstrates: a wire-model name declared in Domain; the `Order` entity itself (and the DTO names in comments) stay quiet.
import Foundation

/// An order as the app reasons about it. Decoding OrderDTO / OrderListResponse is the Data layer's job.
struct Order: Identifiable, Equatable {
    enum Status: String {
        case pending, shipped, delivered, cancelled
    }

    let id: String
    let status: Status
    let placedAt: Date
    let totalCents: Int
}

enum OrderError: Error {
    case missingID
}

/// Invoice as the billing API sends it, declared in the wrong layer.
struct InvoiceAPIEntity: Decodable, Equatable { // expect: dto_leak
    let number: String
    let pdfURL: URL
}
