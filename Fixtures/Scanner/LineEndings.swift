import Foundation

/* CRLF comment
   struct Fake {} */
struct WindowsLineEndings {
    let text = """
        line one
        line two \(Self.self)
        """
    func f() {}
}
struct OldMacLineEnding {}class AfterLoneCR: NSObject {}
enum Last { case a }
