import Foundation
import RegexBuilder

precedencegroup ForwardApplication {
    associativity: left
    higherThan: AssignmentPrecedence
}

infix operator |>: ForwardApplication
infix operator <*>: AdditionPrecedence
prefix operator √

func |> <A, B>(value: A, transform: (A) -> B) -> B {
    transform(value)
}

prefix func √ (value: Double) -> Double { value.squareRoot() }

struct Vector: Equatable {
    var x: Double
    var y: Double

    static func <*> (lhs: Vector, rhs: Vector) -> Double { lhs.x * rhs.x + lhs.y * rhs.y }
    static func / (lhs: Vector, rhs: Double) -> Vector { Vector(x: lhs.x / rhs, y: lhs.y / rhs) }
    static prefix func - (value: Vector) -> Vector { Vector(x: -value.x, y: -value.y) }
}

enum Validator {
    static let email = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/
    static let phone = #/\+?\d{1,3}[ -]?\(?\d{3}\)?[ -]?\d{3}[ -]?\d{4}/#
    static let verbose = #/
        (?<year>\d{4}) - (?<month>\d{2})   # class NotAClass {}
        / - (?<day>\d{2})                  # a slash does not close it
        /#
    static let hashes = ##/a/# "b" /##

    static func ratio(_ a: Double, _ b: Double, _ c: Double) -> Double {
        a / b / c
    }

    static func matches(_ text: String) -> Bool {
        text.contains(/^[A-Z]/) || text.wholeMatch(of: email) != nil
    }

    static func half(_ values: [Double]) -> [Double] {
        values.map { $0 / 2 }.filter { ($0 / 3) > 1 }
    }
}

struct Layout {
    let width: Double
    var columns: Double { width / 2 / 3 }
}
