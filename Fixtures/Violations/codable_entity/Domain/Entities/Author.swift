// Demonstrates: Decodable added to a Domain entity by an extension; other extensions stay quiet.
import Foundation

struct Author: Identifiable, Equatable {
    let id: String
    let name: String
}

extension Author: Decodable {} // expect: codable_entity

extension Author: CustomStringConvertible {
    var description: String { name }
}
