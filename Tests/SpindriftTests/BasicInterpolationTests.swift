import Testing
import Spindrift

private let model = SIMD4<Double>(100, 0, 0, 0)
private func scalar(_ x: Double) -> SIMD4<Double> { [x, 0, 0, 0] }

@Suite("Basic interpolation")
struct BasicInterpolationTests {
    @Test("from, to and by resolve by Core Animation's table (model value 100, previous 7)",
          arguments: [
              (1.0, 5.0, nil, 1.0, 5.0),      // from, to
              (1, nil, 3, 1, 4),              // from, by: from + by
              (nil, 5, 3, 2, 5),              // by, to: to − by
              (1, nil, nil, 1, 100),          // from: to the current value
              (nil, 5, nil, 100, 5),          // to: from the current value
              (nil, nil, 3, 100, 103),        // by: current → current + by
              (nil, nil, nil, 7, 100),        // none: previous → current
              (1, 5, 3, 1, 5),                // all three: from and to win
          ] as [(Double?, Double?, Double?, Double, Double)])
    func table(from: Double?, to: Double?, by: Double?, expectedFrom: Double, expectedTo: Double) {
        let animation = BasicInterpolation(fromValue: from.map(scalar), toValue: to.map(scalar), byValue: by.map(scalar))
        let ends = animation.endpoints(modelValue: model, previousValue: scalar(7))
        #expect(ends.from == scalar(expectedFrom))
        #expect(ends.to == scalar(expectedTo))
        let middle = animation.value(at: 0.25, modelValue: model, previousValue: scalar(7))
        #expect(abs(middle.x - (expectedFrom + (expectedTo - expectedFrom) * 0.25)) < 1e-12)
    }

    @Test("without a previous value, 'none' runs from the model value to itself")
    func noneWithoutPrevious() {
        #expect(BasicInterpolation().value(at: 0.5, modelValue: model) == model)
    }

    @Test("vectors interpolate component-wise: from + (to − from) × p")
    func vectors() {
        let animation = BasicInterpolation(fromValue: [0, 10, 0, 0], toValue: [4, 20, 0, 0])
        let value = animation.value(at: 0.75, modelValue: .zero)
        #expect(abs(value.x - 3) < 1e-12 && abs(value.y - 17.5) < 1e-12 && value.z == 0 && value.w == 0)
    }

    @Test("the timing function eases the progress: easeIn at 0.5 gives 0 + 10 × 0.3154")
    func eased() {
        let animation = BasicInterpolation(fromValue: scalar(0), toValue: scalar(10), timingFunction: .easeIn)
        let value = animation.value(at: 0.5, modelValue: model).x
        #expect(abs(value - 10 * TimingFunction.easeIn.progress(0.5)) < 1e-12)
        #expect(abs(value - 3.154) < 5e-4)
    }

    @Test("progress outside 0…1 is clamped")
    func clamped() {
        let animation = BasicInterpolation(fromValue: scalar(2), toValue: scalar(4))
        #expect(animation.value(at: -1, modelValue: model).x == 2)
        #expect(animation.value(at: 7, modelValue: model).x == 4)
        #expect(animation.value(at: .nan, modelValue: model).x == 2)
    }

    @Test("isAdditive adds the model value: 100 + (0 → 10 at 0.5) = 105")
    func additive() {
        let animation = BasicInterpolation(fromValue: scalar(0), toValue: scalar(10), isAdditive: true)
        #expect(animation.value(at: 0.5, modelValue: model).x == 105)
    }

    @Test("isCumulative: 0 → 10 repeated plays 0…10, 10…20, 20…30",
          arguments: [(0, 0.0, 0.0), (0, 1, 10), (1, 0, 10), (1, 0.5, 15), (2, 0, 20), (2, 1, 30)] as [(Int, Double, Double)])
    func cumulative(iteration: Int, progress: Double, expected: Double) {
        let animation = BasicInterpolation(fromValue: scalar(0), toValue: scalar(10), isCumulative: true)
        #expect(animation.value(at: progress, iteration: iteration, modelValue: model).x == expected)
    }

    @Test("isCumulative adds the end-of-cycle value: 5 → 10 plays 5…10, 15…20; with autoreverses the cycle ends at from")
    func cumulativeEnd() {
        let animation = BasicInterpolation(fromValue: scalar(5), toValue: scalar(10), isCumulative: true)
        #expect(animation.value(at: 0, iteration: 1, modelValue: model).x == 15)
        #expect(animation.value(at: 1, iteration: 1, modelValue: model).x == 20)
        #expect(animation.value(at: 0.5, iteration: 2, autoreverses: true, modelValue: model).x == 7.5 + 10)
        let both = BasicInterpolation(fromValue: scalar(0), toValue: scalar(10), isAdditive: true, isCumulative: true)
        #expect(both.value(at: 0.5, iteration: 1, modelValue: model).x == 5 + 10 + 100)
    }
}
