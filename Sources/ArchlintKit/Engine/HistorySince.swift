import Foundation
import ArchlintScan
import ArchlintReport

extension History {
    /// Where `--since` starts the history: a commit, or a moment archlint computes from a date it
    /// reads itself. git's own date reader takes almost anything (to it "banana 1999" is a date, and
    /// a revision it cannot find is one too), so git is given the moment, never the text.
    enum Since: Equatable {
        /// A commit's name, resolved by git (`v1.2`, `HEAD~30`, a hash).
        case revision(String)
        /// Seconds since 1970-01-01T00:00:00Z; a date before it is the start of time.
        case date(Int)

        /// What `--since` takes, as its errors say it.
        static let forms = "a commit (a tag, a branch, HEAD~40, a hash), a date (2024-01-31), a date and time "
            + "(2024-01-31T10:00:00Z, 2024-01-31T10:00+02:00; UTC without an offset), or N days, weeks, months or years ago (6 months ago)"

        init(_ text: String, now: Date) throws {
            // After `--since`, a leading dash is a mistake or an attempt to pass git an option.
            guard !text.hasPrefix("-") else { throw ArchlintError("--since takes \(Since.forms), not an option: \(text)") }
            if let seconds = try Since.isoDate(Array(text.utf8)) ?? Since.ago(text, now: now) {
                self = .date(max(0, seconds))
                return
            }
            // A revision has no space or control character (`HEAD@{…}` aside, which archlint does
            // not take); text with one was meant as a date.
            guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }) else {
                throw ArchlintError("--since \(text) is not a date archlint reads; it takes \(Since.forms)")
            }
            self = .revision(text)
        }

        /// `2024-01-31`, `2024-01-31T10:00`, `2024-01-31T10:00:00`, with `Z` or an offset (`+02:00`,
        /// `-0500`) or neither (UTC): seconds since 1970. Nil when the text does not start as a date
        /// does (four digits and a dash); an error when it does but is no date.
        private static func isoDate(_ bytes: [UInt8]) throws -> Int? {
            var index = 0
            func number(_ digits: Int) -> Int? {
                guard index + digits <= bytes.count, bytes[index..<index + digits].allSatisfy(ASCII.isDigit) else { return nil }
                defer { index += digits }
                return bytes[index..<index + digits].reduce(0) { $0 * 10 + Int($1 &- 0x30) }
            }
            func skip(_ byte: UInt8) -> Bool {
                guard index < bytes.count, bytes[index] == byte else { return false }
                index += 1
                return true
            }
            guard let year = number(4), skip(ASCII.minus) else { return nil }
            let wrong = ArchlintError("--since \(String(decoding: bytes, as: UTF8.self)) is not a date archlint reads; it takes \(forms)")
            guard let month = number(2), skip(ASCII.minus), let day = number(2), (1...12).contains(month),
                  (1...daysIn(month, of: year)).contains(day) else { throw wrong }
            var seconds = daysSince1970(year: year, month: month, day: day) * 86400
            if skip(UInt8(ascii: "T")) {
                guard let hour = number(2), skip(ASCII.colon), let minute = number(2), hour < 24, minute < 60 else { throw wrong }
                seconds += hour * 3600 + minute * 60
                if skip(ASCII.colon) {
                    guard let second = number(2), second < 60 else { throw wrong }
                    seconds += second
                }
                if !skip(UInt8(ascii: "Z")), index < bytes.count {
                    let sign = bytes[index] == ASCII.minus ? -1 : 1
                    guard skip(ASCII.plus) || skip(ASCII.minus), let hours = number(2) else { throw wrong }
                    _ = skip(ASCII.colon)
                    guard let minutes = number(2), hours < 24, minutes < 60 else { throw wrong }
                    // 10:00+02:00 is 08:00 UTC.
                    seconds -= sign * (hours * 3600 + minutes * 60)
                }
            }
            guard index == bytes.count else { throw wrong }
            return seconds
        }

        /// `N days ago`, `1 week ago`, `6 months ago`, `2 years ago`, N of at most five digits,
        /// counted back from `now` (months and years by the calendar, in UTC). Nil for other text.
        private static func ago(_ text: String, now: Date) throws -> Int? {
            let words = text.split(separator: " ")
            guard words.count == 3, words[2] == "ago" else { return nil }
            let units: [Substring: Calendar.Component] = ["day": .day, "days": .day, "week": .weekOfYear, "weeks": .weekOfYear,
                                                          "month": .month, "months": .month, "year": .year, "years": .year]
            guard words[0].count <= 5, words[0].utf8.allSatisfy(ASCII.isDigit), let count = Int(words[0]), let unit = units[words[1]] else {
                throw ArchlintError("--since \(text) is not a date archlint reads; it takes \(forms)")
            }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let then = calendar.date(byAdding: unit, value: -count, to: now) ?? Date(timeIntervalSince1970: 0)
            return Int(then.timeIntervalSince1970.rounded(.down))
        }

        private static func daysIn(_ month: Int, of year: Int) -> Int {
            let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        }

        /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's
        /// `days_from_civil`), without a calendar object or a time zone.
        private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
            let y = month <= 2 ? year - 1 : year
            let era = (y >= 0 ? y : y - 399) / 400
            let yearOfEra = y - era * 400
            let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
            let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
            return era * 146_097 + dayOfEra - 719_468
        }
    }
}
