// Quiet: an API model of the Data layer, serialized, so a DTO whatever its name.
import Foundation

struct Result: Decodable {
    let title: String
    let year: Int
}
