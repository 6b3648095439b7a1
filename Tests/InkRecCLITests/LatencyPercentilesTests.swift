import Foundation
import Testing
import InkRecCLI
import TestSupport

@Suite struct LatencyPercentilesTests {
    @Test func nearestRankOnHundredSamples() throws {
        // 1 … 100 µs, shuffled: p50 = 50th smallest, p95 = 95th, p99 = 99th.
        var generator = SeededGenerator(seed: 7)
        let samples = (1...100).map { Duration.microseconds($0) }.shuffled(using: &generator)
        let percentiles = try #require(LatencyPercentiles(samples, unit: .microseconds))
        #expect(abs(percentiles.p50 - 50) < 1e-9)
        #expect(abs(percentiles.p95 - 95) < 1e-9)
        #expect(abs(percentiles.p99 - 99) < 1e-9)
    }

    @Test func smallSamplesAndMilliseconds() throws {
        // Three samples: p50 is the 2nd (⌈1.5⌉), p95 and p99 the 3rd.
        let samples: [Duration] = [.milliseconds(4), .microseconds(1500), .seconds(2)]
        let percentiles = try #require(LatencyPercentiles(samples, unit: .milliseconds))
        #expect(abs(percentiles.p50 - 4) < 1e-9)
        #expect(abs(percentiles.p95 - 2000) < 1e-9)
        #expect(abs(percentiles.p99 - 2000) < 1e-9)
        #expect(LatencyPercentiles([], unit: .microseconds) == nil)
    }

    @Test func stopwatchIsMonotonicAndMeasures() {
        let (value, duration) = Stopwatch.measure { (1...1000).reduce(0, +) }
        #expect(value == 500_500)
        #expect(duration >= .zero)
        #expect(duration < .seconds(1))
        #expect(abs(Duration.milliseconds(1500).seconds - 1.5) < 1e-12)
    }
}
