import XCTest
@testable import ArchlintScan
@testable import ArchlintModel
@testable import ArchlintRules
@testable import ArchlintReport
@testable import ArchlintEngine

/// Every case of the reporters' escaping, beside the near character each leaves alone: a case
/// dropped or widened changes one of these outputs.
final class EscapingGuardTests: XCTestCase {
    private func xml(_ text: String, _ markup: XMLReport.Markup) -> String {
        var bytes: [UInt8] = []
        XMLReport.append(text, into: &bytes, markup: markup)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Markup characters by where they stand; what XML cannot carry by a stand-in in all three;
    /// U+FFFD, U+FFBE, U+FBBF and U+FFE5, which share bytes with U+FFFE/U+FFFF, as they are.
    func testXMLEscapesByMarkup() {
        let text = "a<b>&c\r\"d\ne\tf\u{1}\u{1F}g\u{FFFE}h\u{FFFD}\u{FFBE}\u{FBBF}\u{FFE5}i\u{FFFF}"
        XCTAssertEqual(xml(text, .none), "a<b>&c\r\"d\ne\tf\u{2401}\u{241F}g\u{FFFD}h\u{FFFD}\u{FFBE}\u{FBBF}\u{FFE5}i\u{FFFD}")
        XCTAssertEqual(xml(text, .content), "a&lt;b&gt;&amp;c&#13;\"d\ne\tf\u{2401}\u{241F}g\u{FFFD}h\u{FFFD}\u{FFBE}\u{FBBF}\u{FFE5}i\u{FFFD}")
        XCTAssertEqual(xml(text, .attribute),
                       "a&lt;b&gt;&amp;c&#13;&quot;d&#10;e&#9;f\u{2401}\u{241F}g\u{FFFD}h\u{FFFD}\u{FFBE}\u{FBBF}\u{FFE5}i\u{FFFD}")
        XCTAssertEqual(XMLReport.text("x<y\u{7}"), "x<y\u{2407}")
    }

    /// Quotes, backslashes and every control character escaped (`\u00XX` with two hex digits,
    /// lower case), U+2028 and U+2029 too; their neighbours U+2027 and U+202A, and U+20A8, as they are.
    func testJSONEscapesControlsAndLineSeparators() {
        var out = ""
        JSONValue.escape("q\"b\\n\nr\rt\t\u{1}\u{F}\u{10}\u{1B}\u{7F}~\u{2027}\u{2028}\u{2029}\u{202A}\u{20A8}é", into: &out)
        XCTAssertEqual(out, #""q\"b\\n\nr\rt\t\u0001\u000f\u0010\u001b\u007f~"# + "\u{2027}" + #"\u2028\u2029"# + "\u{202A}\u{20A8}é\"")
    }

    /// Workflow commands: `%`, CR and LF in the message; `:` and `,` too in a property; controls shown.
    func testGitHubEscapesDataAndProperties() {
        XCTAssertEqual(GitHubReporter.escapeData("50% a:b,c\r\nd\u{1B}"), "50%25 a:b,c%0D%0Ad\\u{1B}")
        XCTAssertEqual(GitHubReporter.escapeProperty("50% a:b,c\r\nd"), "50%25 a%3Ab%2Cc%0D%0Ad")
    }

    /// Inline Markdown: one line, HTML and Markdown punctuation escaped, other text as it is; a
    /// code span fenced longer than any backtick run inside, padded where it starts or ends with one.
    func testMarkdownEscapesPunctuationAndFencesCode() {
        XCTAssertEqual(MarkdownReporter.escape("a<b>&c\nd\re\r\n\\`*_[]|#~!.-+()"), "a&lt;b&gt;&amp;c d e \\\\\\`\\*\\_\\[\\]\\|\\#\\~\\!.-+()")
        let fenced = ["a``b`c": "```a``b`c```", "`a": "`` `a ``", "a`": "`` a` ``", "a\nb": "`a b`"]
        XCTAssertEqual(fenced.keys.sorted().map(MarkdownReporter.code), fenced.keys.sorted().map { fenced[$0]! })
        XCTAssertEqual("a\r\nb%".replacingScalars(["\r": "R", "\n": "N"]), "aRNb%")
    }

    /// A relative URI: RFC 3986's unreserved characters and `/` as they are, every other byte
    /// percent-encoded with two upper-case hex digits.
    func testSARIFURIsPercentEncode() {
        XCTAssertEqual(SARIFReporter.uri("az/AZ09-._~ %\u{1}\u{7F}é#?"), "az/AZ09-._~%20%25%01%7F%C3%A9%23%3F")
    }

    /// On a terminal: C0 and C1 controls, DEL, bidi marks and separators, and raw bytes escaped;
    /// letters of any script as they are; with `keepingASCII`, ASCII controls pass.
    func testTerminalTextEscapesWhatATerminalActsOn() {
        let text = "é\u{1B}[2J\u{7F}\u{85}\u{061C}\u{202E}\u{2066}\u{2028}\u{2010}\u{10FFFF}\u{10FF80}\u{10FF7F}日本\t"
        XCTAssertEqual(TerminalText.escaped(text),
                       "é\\u{1B}[2J\\u{7F}\\u{85}\\u{61C}\\u{202E}\\u{2066}\\u{2028}\u{2010}\\xFF\\x80\u{10FF7F}日本\\u{9}")
        XCTAssertEqual(TerminalText.escaped(text, keepingASCII: true),
                       "é\u{1B}[2J\u{7F}\\u{85}\\u{61C}\\u{202E}\\u{2066}\\u{2028}\u{2010}\\xFF\\x80\u{10FF7F}日本\t")
        XCTAssertEqual(TerminalText.escaped("plain ascii é"), "plain ascii é")
        XCTAssertEqual(TerminalText.escaped("\u{1}"), "\\u{1}")
        // Each kind alone after safe text: the scan for the first unsafe byte finds every one.
        let alone = ["a\u{1F}": "a\\u{1F}", "a\u{7F}": "a\\u{7F}", "a\u{85}": "a\\u{85}", "a\u{061C}": "a\\u{61C}",
                     "a\u{202E}": "a\\u{202E}", "a\u{10FFFF}": "a\\xFF", "a b": "a b"]
        for (text, escaped) in alone {
            XCTAssertEqual(TerminalText.escaped(text), escaped, text.debugDescription)
        }
        XCTAssertEqual(TerminalText.escaped("a\u{1F}", keepingASCII: true), "a\u{1F}")
        XCTAssertEqual(TerminalText.escaped("a\u{85}", keepingASCII: true), "a\\u{85}")
    }
}
