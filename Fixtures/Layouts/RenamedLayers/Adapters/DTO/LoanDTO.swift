// Quiet: a DTO in Infrastructure, a layer of kind data.
import Foundation

struct LoanDTO: Codable {
    let id: String
    let book_id: String
    let due: Date
}
