// Demonstrates: the Domain calling a method that a Presentation extension adds to String; a name Foundation declares stays quiet.
import Foundation

struct Greeting {
    let name: String
    let visits: Int

    var text: AttributedString { name.highlighted() } // expect: dependency_rule
    var count: String { visits.formatted() }
}
