// Quiet: the Data layer's DTO that the other files name.
import Foundation

struct ProfileDTO: Codable {
    let id: String
    let display_name: String
}
