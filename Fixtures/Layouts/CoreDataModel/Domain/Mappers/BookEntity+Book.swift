// Demonstrates: BookEntity and AuthorEntity exist in no Swift file (Xcode generates them from
// Data/Storage/Library.xcdatamodeld), yet they are Data's stored types: the Domain may not extend
// them or map them.
extension BookEntity { // expect: dto_leak
    func toBook() -> Book { // expect: mapper_location
        Book(isbn: isbn ?? "", title: title ?? "", author: (author as AuthorEntity?)?.name ?? "") // expect: dto_leak
    }
}

// Quiet: ShelfEntity's code generation is manual and no Swift file declares it, and
// RetiredBookEntity is in a model version that is not the current one: neither is a type the
// project knows.
struct Shelf {
    let label: String

    init(_ shelf: ShelfEntity, retired: RetiredBookEntity?) {
        label = shelf.label ?? ""
    }
}
