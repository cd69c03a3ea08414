// Demonstrates: the wire-format mapper declared in Domain (mapper_location), which makes the Domain name a DTO (dto_leak).
import Foundation

enum RecipeMapper { // expect: mapper_location
    static func recipe(from dto: RecipeDTO) -> Recipe { // expect: dto_leak
        Recipe(id: dto.id, title: dto.title, minutes: dto.durationSeconds / 60, isVegetarian: dto.tags.contains("vegetarian"))
    }
}
