import ExampleCards
import PageObjects
import Testing
import TextShaping

@Suite struct StatefulScreenTests {
    let measurer: HarfBuzzMeasurer
    init() throws { measurer = try HarfBuzzMeasurer() }

    static func checkout(buggy: Bool, strategy: RandomStrategy) -> ScreenTest<CheckoutObject> {
        ScreenTest("checkout", suite: "Screens", randomStrategy: strategy,
                   object: { CheckoutObject.make(buggy: buggy, measurer: $0) }) { CheckoutObject.rules }
    }

    @Test func theCheckoutBugShrinksToItsThreeActionsInOrder() throws {
        let result = Self.checkout(buggy: true, strategy: .replay(seed1: 7, seed2: 7, size: 0)).run(measurer: measurer)
        #expect(result.status == .failed)
        let failure = try #require(result.failure)
        let steps = try #require(failure.steps)
        #expect(steps.map(\.action) == ["present", "addItem(\"Tea\")", "applyCoupon(\"SAVE10\")", "removeItem"])
        #expect(steps.map(\.number) == [0, 1, 2, 3])
        #expect(steps.dropLast().allSatisfy { $0.failure == nil })
        #expect(steps.last?.failure == "1 layout violation (overlap)")
        #expect(failure.message == "step 3, removeItem: 1 layout violation (overlap)")
        #expect(failure.violations.first?.message.contains("#toast") == true)
        #expect(failure.shrunkInput == "[addItem(\"Tea\"), applyCoupon(\"SAVE10\"), removeItem]")
        #expect(failure.replayLines.first?.hasPrefix("Falsifiable (after ") == true)
        #expect(failure.text.contains("\nSteps: 0 present · 1 addItem(\"Tea\") · 2 applyCoupon(\"SAVE10\") · 3 removeItem ✘"))

        // The token replays the shrunk sequence in one case, the seed the original one.
        let token = try #require(failure.replay?.token)
        let replayed = Self.checkout(buggy: true, strategy: .replay(choices: token)).run(measurer: measurer)
        #expect(replayed.failure?.steps?.map(\.action) == steps.map(\.action))
        let seeds = try #require(failure.replay)
        let again = Self.checkout(buggy: true, strategy: .replay(seed1: seeds.seed1!, seed2: seeds.seed2!, size: seeds.size!))
            .run(measurer: measurer)
        #expect(again.failure?.originalInput == failure.originalInput)
    }

    @Test(arguments: 0..<5) func theCheckoutBugShrinksToExactlyThreeStepsFromOtherSeeds(seed: UInt64) {
        let result = Self.checkout(buggy: true, strategy: .replay(seed1: seed, seed2: seed, size: 0)).run(measurer: measurer)
        #expect(result.failure?.steps?.dropFirst().map { $0.action.prefix { $0 != "(" } } == ["addItem", "applyCoupon", "removeItem"])
    }

    @Test func theCorrectCheckoutPasses() {
        let result = Self.checkout(buggy: false, strategy: .consistent).run(measurer: measurer)
        #expect(result.status == .passed, "\(result.failure?.text ?? "")")
        #expect(result.casesRun == 100)
        #expect(result.kind == .screen)
    }

    @Test func theSignUpBugShrinksToFillingAnInvalidEmailAndTappingSave() throws {
        let test = ScreenTest("signUp", suite: "Screens", randomStrategy: .consistent,
                              object: { SignUpObject.make(buggy: true, measurer: $0) }) { SignUpObject.rules }
        let result = test.run(measurer: measurer)
        let steps = try #require(result.failure?.steps)
        #expect(steps.dropFirst().map(\.action) == ["fillEmail(\"ada\")", "tapSave"])
        #expect(steps.last?.failure == "1 layout violation (overlap)")
        // The page object agrees: Save is covered by the banner.
        let object = SignUpObject.make(buggy: true, measurer: measurer)
        object.present()
        try object.fillEmail("ada")
        try object.tapSave()
        #expect(object.bannerText == "Enter a valid email")
        #expect(throws: PageObjectError.self) { try object.tapSave() }
    }

    @Test func theCorrectSignUpPassesAndSavesAValidEmail() throws {
        let test = ScreenTest("signUp", suite: "Screens", randomStrategy: .consistent,
                              object: { SignUpObject.make(buggy: false, measurer: $0) }) { SignUpObject.rules }
        #expect(test.run(measurer: measurer).status == .passed)
        let object = SignUpObject.make(buggy: false, measurer: measurer)
        object.present()
        try object.fillEmail("ada")
        try object.tapSave()
        #expect(object.statusText == "Not saved")
        try object.fillEmail("ada@example.com")
        try object.tapSave()
        #expect(object.statusText == "Saved")
    }

    @Test func withoutLayoutChecksTheCoveredSaveFailsTheTapThatCannotReachIt() throws {
        let test = ScreenTest("signUpTapsOnly", suite: "Screens", randomStrategy: .consistent, checks: [],
                              object: { SignUpObject.make(buggy: true, measurer: $0) }) { SignUpObject.rules }
        let failure = try #require(test.run(measurer: measurer).failure)
        #expect(failure.steps?.dropFirst().map(\.action) == ["fillEmail(\"ada\")", "tapSave", "tapSave"])
        #expect(failure.message.hasPrefix("step 3, tapSave, threw: cannot tap root/3#save (button): root/5#banner (text)"))
        #expect(failure.steps?.last?.failure?.hasPrefix("threw: cannot tap root/3#save (button)") == true)
    }

    @Test func anInvariantThatBreaksNamesItselfAtTheStep() throws {
        let test = ScreenTest("cartStaysSmall", suite: "Screens", randomStrategy: .consistent,
                              object: { CheckoutObject.make(buggy: false, measurer: $0) }) {
            CheckoutObject.rules
            ScreenInvariant<CheckoutObject>("at most two items") { $0.state.items.count <= 2 }
        }
        let failure = try #require(test.run(measurer: measurer).failure)
        #expect(failure.steps?.dropFirst().map(\.action) == ["addItem(\"Tea\")", "addItem(\"Tea\")", "addItem(\"Tea\")"])
        #expect(failure.message == "step 3, addItem(\"Tea\"): invariant \"at most two items\" does not hold")
    }
}
