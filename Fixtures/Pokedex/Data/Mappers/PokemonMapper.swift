import Foundation

enum PokemonMappingError: Error, Equatable {
    case invalidResourceURL(String)
    case unknownType(String)
    case unknownStat(String)
    case missingTypes(pokemonID: Int)
    case invalidSize(pokemonID: Int)
}

/// Turns PokéAPI wire models into domain entities. Anything it does not understand is an
/// error: it never invents a default type, stat or size.
struct PokemonMapper {
    private static let spriteBaseURL = "https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon"

    func map(_ dto: PokemonPageDTO, offset: Int) throws -> PokemonPage {
        let items = try dto.results.map(summary(from:))
        return PokemonPage(
            items: items,
            totalCount: dto.count,
            nextOffset: dto.next == nil ? nil : offset + dto.results.count
        )
    }

    func map(_ dto: PokemonDetailDTO) throws -> Pokemon {
        guard !dto.types.isEmpty else { throw PokemonMappingError.missingTypes(pokemonID: dto.id) }
        guard dto.height > 0, dto.weight > 0 else { throw PokemonMappingError.invalidSize(pokemonID: dto.id) }

        let types = try dto.types
            .sorted { $0.slot < $1.slot }
            .map { slot -> PokemonType in
                guard let type = PokemonType(rawValue: slot.type.name) else {
                    throw PokemonMappingError.unknownType(slot.type.name)
                }
                return type
            }
        let stats = try dto.stats.map { entry in
            PokemonStat(kind: try statKind(named: entry.stat.name), baseValue: entry.baseStat)
        }
        let artwork = dto.sprites.other?.officialArtwork?.frontDefault ?? dto.sprites.frontDefault

        return Pokemon(
            id: dto.id,
            name: dto.name,
            types: types,
            stats: stats,
            heightInMeters: Double(dto.height) / 10,     // decimetres
            weightInKilograms: Double(dto.weight) / 10,  // hectograms
            artworkURL: artwork.flatMap { URL(string: $0) }
        )
    }

    /// "https://pokeapi.co/api/v2/pokemon/25/" -> #25
    private func summary(from resource: NamedAPIResourceDTO) throws -> PokemonSummary {
        guard let match = resource.url.firstMatch(of: #/pokemon/(\d+)/?$/#), let id = Int(match.1) else {
            throw PokemonMappingError.invalidResourceURL(resource.url)
        }
        return PokemonSummary(
            id: id,
            name: resource.name,
            spriteURL: URL(string: "\(Self.spriteBaseURL)/\(id).png")
        )
    }

    private func statKind(named name: String) throws -> PokemonStat.Kind {
        switch name {
        case "hp": return .hp
        case "attack": return .attack
        case "defense": return .defense
        case "special-attack": return .specialAttack
        case "special-defense": return .specialDefense
        case "speed": return .speed
        default: throw PokemonMappingError.unknownStat(name)
        }
    }
}
