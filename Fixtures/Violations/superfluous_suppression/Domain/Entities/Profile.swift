// Demonstrates: every suppression form excusing a real finding (quiet), and ones that excuse nothing.
import Foundation
// archlint:disable:next dependency_rule -- SwiftUI's Color is removed in #42
import SwiftUI

struct Profile: Equatable {
    let id: String
    let name: String
}

// archlint:disable codable_entity -- the offline cache encodes profiles until the DTO store lands
extension Profile: Encodable {}
extension Profile: Decodable {}
// archlint:enable codable_entity

/* archlint:disable:next codable_entity */ // expect: superfluous_suppression
extension Profile: CustomStringConvertible {
    var description: String { name }
}

struct Badge: Codable { // archlint:disable:this codable_entity
    let title: String
}

struct Streak: Codable {
    // archlint:disable:previous codable_entity -- streaks are synced as they are
    let days: Int
}

/* archlint:disable:this dto_leek */ // expect: superfluous_suppression
