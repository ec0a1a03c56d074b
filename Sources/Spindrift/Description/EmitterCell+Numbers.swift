extension EmitterCell {
    /// Calls `body` with every stored number of the cell, by JSON key in declaration order,
    /// with the component index for vectors (nil for scalars). Validation checks each for
    /// what a 32-bit float holds; a test checks by reflection that no number is left out.
    func forEachNumber(_ body: (_ key: String, _ component: Int?, _ value: Double) -> Void) {
        body("birthRate", nil, birthRate)
        body("lifetime", nil, lifetime)
        body("lifetimeRange", nil, lifetimeRange)
        body("velocity", nil, velocity)
        body("velocityRange", nil, velocityRange)
        body("emissionLatitude", nil, emissionLatitude)
        body("emissionLongitude", nil, emissionLongitude)
        body("emissionRange", nil, emissionRange)
        body("xAcceleration", nil, xAcceleration)
        body("yAcceleration", nil, yAcceleration)
        body("zAcceleration", nil, zAcceleration)
        body("scale", nil, scale)
        body("scaleRange", nil, scaleRange)
        body("scaleSpeed", nil, scaleSpeed)
        body("spin", nil, spin)
        body("spinRange", nil, spinRange)
        for component in 0..<4 { body("color", component, color[component]) }
        body("redRange", nil, redRange)
        body("greenRange", nil, greenRange)
        body("blueRange", nil, blueRange)
        body("alphaRange", nil, alphaRange)
        body("redSpeed", nil, redSpeed)
        body("greenSpeed", nil, greenSpeed)
        body("blueSpeed", nil, blueSpeed)
        body("alphaSpeed", nil, alphaSpeed)
        for component in 0..<4 { body("contentsRect", component, contentsRect[component]) }
        body("contentsScale", nil, contentsScale)
        body("beginTime", nil, beginTime)
        body("duration", nil, duration)
        body("speed", nil, speed)
        body("timeOffset", nil, timeOffset)
        body("repeatCount", nil, repeatCount)
        body("repeatDuration", nil, repeatDuration)
    }
}
