// Demonstrates: a view model that builds its use cases (also with `.init()`) and stores a concrete one whose protocol exists; a static constant, and the Data type (dependency_rule's), are not this rule's.
import Foundation
import Observation

@MainActor
@Observable
final class ProfileViewModel {
    private(set) var profile: Profile?
    private(set) var errorMessage: String?

    private let getProfile: GetProfileUseCase // expect: viewmodel_concrete_dependency
    private let updateProfile: UpdateProfileUseCaseType
    private let validateEmail = ValidateEmailUseCase() // expect: viewmodel_concrete_dependency
    private let formatName: FormatDisplayNameUseCase = .init() // expect: viewmodel_concrete_dependency
    private let fallbackRepository = DefaultProfileRepository() // expect: dependency_rule

    init(getProfile: GetProfileUseCase, repository: ProfileRepository) { // expect: viewmodel_concrete_dependency
        self.getProfile = getProfile
        self.updateProfile = UpdateProfileUseCase(repository: repository) // expect: viewmodel_concrete_dependency
    }

    var refreshInterval: TimeInterval { GetProfileUseCase.cacheLifetime }
    var title: String { profile.map(formatName.execute) ?? "Profile" }

    func load(id: Profile.ID) async {
        profile = try? await getProfile.execute(id: id)
    }

    func save(email: String) async {
        guard var profile, validateEmail.execute(email) else {
            errorMessage = "Please check your e-mail address."
            return
        }
        profile.email = email
        do {
            try await updateProfile.execute(profile)
            self.profile = profile
        } catch {
            errorMessage = "Your profile could not be saved."
        }
    }
}
