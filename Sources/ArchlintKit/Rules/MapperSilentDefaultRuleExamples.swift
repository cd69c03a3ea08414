/// The examples of `mapper_silent_default` (MapperSilentDefaultRule): `archlint explain`, docs/rules.md and `MapperSilentDefaultRuleTests` read them.
enum MapperSilentDefaultRuleExamples {
    static let triggering: [Example] = [
        Example("an unknown currency becomes dollars",
                ("Data/Mappers/PriceMapper.swift", """
                    enum PriceMapper {
                        static func map(_ dto: PriceDTO) -> Price {
                            Price(amount: dto.amount, currency: Currency(rawValue: dto.currency) ↓?? .usd)
                        }
                    }
                    """),
                message: "PriceMapper.map replaces a failed init(rawValue:) with a default"),
        Example("a failed URL parse becomes a placeholder",
                ("Data/UserDTO+Domain.swift", """
                    extension UserDTO {
                        func toDomain() -> User {
                            User(name: name, avatar: URL(string: avatar_url) ↓?? URL(fileURLWithPath: "/"))
                        }
                    }
                    """)),
        Example("a failed URL parse read through a member becomes an empty name",
                ("Data/UserDTO+Domain.swift", """
                    extension UserDTO {
                        func toDomain() -> User {
                            User(name: name, avatarFile: URL(string: avatar_url)?.lastPathComponent ↓?? "")
                        }
                    }
                    """)),
        Example("an entity's initializer from a DTO turns an unknown currency into dollars",
                ("Data/DTO/ProductDTO.swift", "struct ProductDTO: Decodable {\n    let currency: String\n}\n"),
                ("Domain/Entities/Product.swift", "struct Product {\n    let currency: Currency\n}\n"),
                ("Data/Product+DTO.swift", """
                    extension Product {
                        init(dto: ProductDTO) {
                            self.init(currency: Currency(rawValue: dto.currency) ↓?? .usd)
                        }
                    }
                    """)),
        Example("a factory method that takes a DTO hides a malformed stock count",
                ("Data/DTO/ProductDTO.swift", "struct ProductDTO: Decodable {\n    let stock: String\n}\n"),
                ("Domain/Entities/Product.swift", "struct Product {\n    let stock: Int\n}\n"),
                ("Data/Repositories/ProductRepository.swift", """
                    final class ProductRepository {
                        static func makeProduct(from dto: ProductDTO) -> Product {
                            Product(stock: Int(dto.stock) ↓?? 0)
                        }
                    }
                    """)),
        Example("a DTO's own conversion, whatever its name, hides a bad date",
                ("Domain/Entities/Post.swift", "struct Post {\n    let date: Date\n}\n"),
                ("Data/DTO/PostDTO.swift", """
                    struct PostDTO: Decodable {
                        let created_at: String
                        func asPost(formatter: ISO8601DateFormatter) -> Post {
                            Post(date: formatter.date(from: created_at) ↓?? Date())
                        }
                    }
                    """)),
        Example("a parser makes an entity from a scraped element and hides a missing id",
                ("Domain/Entities/Post.swift", "struct Post {\n    let id: Int\n}\n"),
                ("Data/Scraping/PostParser.swift", """
                    struct PostParser {
                        func post(from element: HTMLElement) -> Post {
                            Post(id: Int(element.attribute("id")) ↓?? 0)
                        }
                    }
                    """)),
    ]

    static let nonTriggering: [Example] = [
        Example("the mapper throws",
                ("Data/Mappers/PriceMapper.swift", """
                    enum PriceMapper {
                        static func map(_ dto: PriceDTO) throws -> Price {
                            guard let currency = Currency(rawValue: dto.currency) else { throw MappingError.unknownCurrency(dto.currency) }
                            return Price(amount: dto.amount, currency: currency, note: dto.note ?? "")
                        }
                    }
                    """)),
        Example("a default for a field the API may leave out, not for a failed conversion",
                ("Data/UserDTO+Domain.swift", """
                    extension UserDTO {
                        func toDomain() -> User {
                            User(name: name, nickname: nickname ?? name)
                        }
                    }
                    """)),
        Example("a default for a subscript's index, not for the conversion before the subscript",
                ("Data/UserDTO+Domain.swift", """
                    extension UserDTO {
                        func toDomain() -> User {
                            User(name: name, section: URL(string: link)?.pathComponents[section_index ?? 0])
                        }
                    }
                    """)),
        Example("a DTO made from another DTO converts nothing into the app's types yet",
                ("Data/DTO/PageDTO.swift", "struct PageDTO: Decodable {\n    let count: String\n}\n"),
                ("Data/DTO/PageResponseDTO.swift", "struct PageResponseDTO: Decodable {\n    let count: Int\n}\n"),
                ("Data/DTO/PageDTO+Response.swift", """
                    extension PageDTO {
                        func normalized() -> PageResponseDTO { PageResponseDTO(count: Int(count) ?? 0) }
                    }
                    """)),
        Example("a raw value read, not a failed init(rawValue:)",
                ("Data/Mappers/PriceMapper.swift", """
                    enum PriceMapper {
                        static func map(_ dto: PriceDTO) -> Price {
                            Price(code: dto.currency?.rawValue ?? "USD")
                        }
                    }
                    """)),
        Example("a view model shows an entity with a placeholder: no DTO is converted",
                ("Domain/Entities/Movie.swift", "struct Movie {\n    let posterPath: String\n}\n"),
                ("Presentation/MovieRowViewModel.swift", """
                    final class MovieRowViewModel {
                        let movie: Movie
                        init(movie: Movie) { self.movie = movie }
                        func posterURL() -> URL { URL(string: movie.posterPath) ?? URL(fileURLWithPath: "/") }
                    }
                    """)),
        Example("a function that takes a DTO but makes none of the app's types (a log line)",
                ("Data/DTO/ProductDTO.swift", "struct ProductDTO: Decodable {\n    let stock: String\n}\n"),
                ("Data/Logging/ProductLog.swift", """
                    enum ProductLog {
                        static func line(_ dto: ProductDTO) -> String { "stock \\(Int(dto.stock) ?? 0)" }
                    }
                    """)),
        Example("a function from an entity to a row's model presents data the boundary checked",
                ("Domain/Entities/Movie.swift", "struct Movie {\n    let posterPath: String\n}\n"),
                ("Presentation/MovieRow.swift", """
                    struct MovieRow {
                        let poster: URL
                        static func make(from movie: Movie) -> MovieRow { MovieRow(poster: URL(string: movie.posterPath) ?? URL(fileURLWithPath: "/")) }
                    }
                    """)),
        Example("a function from text to a number makes no type of the project: no conversion to judge",
                ("Data/Scraping/CountParser.swift", """
                    struct CountParser {
                        func count(from text: String) -> Int { Int(text) ?? 0 }
                    }
                    """)),
        Example("a DTO's own decoding builds the wire model, it converts nothing yet",
                ("Data/DTO/PostDTO.swift", """
                    struct PostDTO: Decodable {
                        let likes: Int
                        init(from decoder: Decoder) throws {
                            let container = try decoder.singleValueContainer()
                            likes = Int(try container.decode(String.self)) ?? 0
                        }
                    }
                    """)),
    ]
}
