import Testing
@testable import Greeter

@Suite struct GreetingTests {
    @Test func greetsByName() {
        #expect(greet("Ada") == "Hello, Ada!")
    }

    @Test func shouts() {
        #expect(greet("Bob") == "HELLO, BOB!")
    }

    @Test(.disabled("not yet")) func waves() {}

    @Test func crashes() {
        fatalError("the greeter fell over")
    }
}

@Test func freeFunction() {
    #expect(1 + 1 == 2)
}
