// Demonstrates: entity_framework_type, file_placement and a framework import (dependency_rule) in Business.
import Foundation
import CoreData // expect: dependency_rule

final class Shelf: NSManagedObject { // expect: entity_framework_type
    @NSManaged var label: String
}
