import ExampleCards
import PropertyTesting
import Runner

/// 8 to 16 ASCII characters with at least one digit, lowercase and uppercase letter.
let validPasswords: Gen<String> = Gen<String>.compose { c in
    let required = [c.generate(using: .numeric), c.generate(using: .lower), c.generate(using: .upper)]
    let extra = c.generate(using: Gen<Character>.oneOf([.lower, .upper, .numeric, .special]).array(count: 5...13))
    return String(required + extra)
}

/// The widths the product card page is checked at, in Chromium.
let phones = SizeMatrix(sizes: [Size(width: 320, height: 568), Size(width: 390, height: 844)])

/// The bundled example: `swift run ExampleSuite` runs it by hand; `layoutwatch run` runs each
/// test in its own child process.
let suite = Suite("ExampleSuite") {
    Layout("validCard", in: ExampleCard.size) { (model: ExampleViewModel) in ExampleCard.valid(model) }
    Layout("buggyCard", in: ExampleCard.size) { (model: ExampleViewModel) in ExampleCard.buggy(model) }
    Property("generatedPasswordsAreValid", generator: validPasswords) { isValidPassword($0) }
    Spec("isValidPassword", file: "IsValidPassword.testkit") { (input: String) in isValidPassword(input) }
    Screen("signUpForm", object: { SignUpObject.make(buggy: false, measurer: $0) }) { SignUpObject.rules }
    Screen("buggySignUpForm", object: { SignUpObject.make(buggy: true, measurer: $0) }) { SignUpObject.rules }
    Page("productCardPage", file: "ProductCard.html", generator: Product.generator, matrix: phones) { $0.slots }
}
suite.main()
