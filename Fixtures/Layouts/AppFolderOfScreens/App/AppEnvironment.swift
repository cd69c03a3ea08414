// Quiet: a namespace of constants beside the app's entry is the toolbox's, not the composition root.
import Foundation

enum AppEnvironment {
    static let notesFolder = "Notes"
    static let maximumTitleLength = 80
}
