// Quiet: left-over UIKit code no target compiles: in no layer, so its store access is not judged.
import UIKit
import CoreData

final class OldEntryCell: UITableViewCell {
    var context: NSManagedObjectContext?
}
