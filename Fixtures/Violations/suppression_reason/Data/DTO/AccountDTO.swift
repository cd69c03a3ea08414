// Quiet: the DTO the Domain file names.
struct AccountDTO: Codable {
    let id: String
}
