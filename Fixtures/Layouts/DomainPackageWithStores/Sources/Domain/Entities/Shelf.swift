// Demonstrates: an entity of the Domain target that reaches the Realm record is still reported.
import Foundation

public struct Shelf {
    let records: [BookObject] // expect: dto_leak
}
