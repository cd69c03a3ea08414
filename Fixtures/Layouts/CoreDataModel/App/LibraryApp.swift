// Quiet: the composition root builds the Core Data repository.
import CoreData
import SwiftUI

@main
struct LibraryApp: App {
    private let repository = CoreDataBookRepository(context: NSPersistentContainer(name: "Library").viewContext)

    var body: some Scene {
        WindowGroup { Text("Library") }
    }
}
