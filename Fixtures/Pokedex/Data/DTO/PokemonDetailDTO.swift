import Foundation

/// Body of `GET /api/v2/pokemon/{id}`, reduced to the fields the app reads.
/// Heights are in decimetres and weights in hectograms, as PokéAPI sends them.
struct PokemonDetailDTO: Codable {
    struct TypeSlot: Codable {
        let slot: Int
        let type: NamedAPIResourceDTO
    }

    struct BaseStat: Codable {
        let baseStat: Int
        let effort: Int
        let stat: NamedAPIResourceDTO

        enum CodingKeys: String, CodingKey {
            case baseStat = "base_stat"
            case effort
            case stat
        }
    }

    struct Sprites: Codable {
        struct Other: Codable {
            struct Artwork: Codable {
                let frontDefault: String?

                enum CodingKeys: String, CodingKey {
                    case frontDefault = "front_default"
                }
            }

            let officialArtwork: Artwork?

            enum CodingKeys: String, CodingKey {
                case officialArtwork = "official-artwork"
            }
        }

        let frontDefault: String?
        let other: Other?

        enum CodingKeys: String, CodingKey {
            case frontDefault = "front_default"
            case other
        }
    }

    let id: Int
    let name: String
    let height: Int
    let weight: Int
    let types: [TypeSlot]
    let stats: [BaseStat]
    let sprites: Sprites
}
