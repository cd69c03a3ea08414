// Quiet: a Tuist manifest is the build's code, in no layer.
import ProjectDescription

let project = Project(name: "Journal", targets: [])
