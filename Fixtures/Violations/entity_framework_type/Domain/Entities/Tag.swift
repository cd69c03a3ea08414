// Demonstrates: Realm objects (Object, EmbeddedObject) as Domain entities.
import Foundation
import RealmSwift // expect: dependency_rule

final class Tag: Object { // expect: entity_framework_type
    @Persisted(primaryKey: true) var name: String
    @Persisted var colorHex: String
    @Persisted var style: TagStyle?
}

final class TagStyle: EmbeddedObject { // expect: entity_framework_type
    @Persisted var isBold: Bool
    @Persisted var emoji: String?
}
