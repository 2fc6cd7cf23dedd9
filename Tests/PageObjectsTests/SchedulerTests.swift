import PageObjects
import Testing

struct Ticker {
    var ticks = 0
    var loaded: String?
}

@Suite struct SchedulerTests {
    static func host(clock: any ScreenClock = VirtualClock()) -> ScreenHost<Ticker> {
        ScreenHost("ticker", state: Ticker(), clock: clock) { state in
            Column { Text("\(state.ticks)").id("ticks"); Text(state.loaded ?? "…").id("loaded") }
        }
    }

    @Test func timersFireInOrderAsTheVirtualClockAdvancesAndStopWhenCancelled() {
        let host = Self.host()
        var timer: Scheduler<Ticker>.TimerID?
        host.update { _, scheduler in timer = scheduler.every(.milliseconds(100)) { state, _ in state.ticks += 1 } }
        host.advance(by: .milliseconds(350))
        #expect(host.state.ticks == 3)
        host.scheduler.cancel(timer!)
        host.advance(by: .seconds(1))
        #expect(host.state.ticks == 3)
        #expect(host.scheduler.pendingCount == 0)
    }

    @Test func delayedUpdatesRunAtTheirVirtualTimeNotBefore() {
        let host = Self.host()
        host.update { _, scheduler in
            scheduler.after(.milliseconds(250)) { state, scheduler in
                state.ticks = 10
                scheduler.after(.milliseconds(50)) { state, _ in state.ticks = 20 }
            }
        }
        host.advance(by: .milliseconds(249))
        #expect(host.state.ticks == 0)
        host.advance(by: .milliseconds(1))
        #expect(host.state.ticks == 10)
        host.advance(by: .milliseconds(50))
        #expect(host.state.ticks == 20)
    }

    @Test func asyncWorkIsAppliedWhenTheVirtualClockReachesItsLatency() {
        let host = Self.host()
        host.update { _, scheduler in
            scheduler.task(latency: .milliseconds(500), { "loaded" }, then: { state, value, _ in state.loaded = value })
        }
        host.advance(by: .milliseconds(400))
        #expect(host.state.loaded == nil)
        host.advance(by: .milliseconds(100))
        #expect(host.state.loaded == "loaded")
    }

    @Test func realTimeModeAppliesAsyncWorkOnceItHasFinished() throws {
        let host = Self.host(clock: RealTimeClock())
        let object = PageObject(host: host)
        object.interval = .milliseconds(5)
        // Generous: the sleep's timer resumes through Swift's cooperative pool, which other tests
        // may hold for seconds; `eventually` returns as soon as the result is there.
        object.timeout = .seconds(60)
        host.present()
        host.update { _, scheduler in
            scheduler.task({
                try? await Task.sleep(for: .milliseconds(20))
                return "real"
            }, then: { state, value, _ in state.loaded = value })
        }
        #expect(object.eventually { (try? object.text(of: .id("loaded"))) == "real" })
    }
}
