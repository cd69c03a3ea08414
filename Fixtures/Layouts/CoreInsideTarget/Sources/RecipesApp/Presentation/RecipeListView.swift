// Quiet: Presentation uses the Domain, a Core helper and the design system.
import SwiftUI
import Toolkit
import RecipesUI

struct RecipeListView: View {
    let recipes: [Recipe]

    var body: some View {
        List(recipes) { recipe in
            HStack {
                Text(recipe.title)
                Spacer()
                Text(DurationText.minutes(recipe.durationSeconds))
                    .foregroundStyle(Palette.secondaryText)
            }
        }
    }
}
