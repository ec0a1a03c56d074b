extension EmitterCell {
    /// The JSON keys: Core Animation's property names.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case name, enabled, birthRate, lifetime, lifetimeRange, velocity, velocityRange
        case emissionLatitude, emissionLongitude, emissionRange
        case xAcceleration, yAcceleration, zAcceleration
        case scale, scaleRange, scaleSpeed, spin, spinRange
        case color, redRange, greenRange, blueRange, alphaRange
        case redSpeed, greenSpeed, blueSpeed, alphaSpeed
        case contents, contentsRect, contentsScale, magnificationFilter, minificationFilter
        case beginTime, duration, speed, timeOffset, repeatCount, repeatDuration, autoreverses
        case emitterCells
    }

    /// Decodes a cell, keeping Core Animation's default for every absent key, rejecting
    /// unknown keys and noting the Core Animation keys it ignores (``IgnoredKeys``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.descriptionContainer(keyedBy: CodingKeys.self, ignored: IgnoredKeys.cell)
        self.init()
        try container.update(&name, .name)
        try container.update(&enabled, .enabled)
        try container.update(&birthRate, .birthRate)
        try container.update(&lifetime, .lifetime)
        try container.update(&lifetimeRange, .lifetimeRange)
        try container.update(&velocity, .velocity)
        try container.update(&velocityRange, .velocityRange)
        try container.update(&emissionLatitude, .emissionLatitude)
        try container.update(&emissionLongitude, .emissionLongitude)
        try container.update(&emissionRange, .emissionRange)
        try container.update(&xAcceleration, .xAcceleration)
        try container.update(&yAcceleration, .yAcceleration)
        try container.update(&zAcceleration, .zAcceleration)
        try container.update(&scale, .scale)
        try container.update(&scaleRange, .scaleRange)
        try container.update(&scaleSpeed, .scaleSpeed)
        try container.update(&spin, .spin)
        try container.update(&spinRange, .spinRange)
        try container.updateVector(&color, .color, labels: "[red, green, blue, alpha]")
        try container.update(&redRange, .redRange)
        try container.update(&greenRange, .greenRange)
        try container.update(&blueRange, .blueRange)
        try container.update(&alphaRange, .alphaRange)
        try container.update(&redSpeed, .redSpeed)
        try container.update(&greenSpeed, .greenSpeed)
        try container.update(&blueSpeed, .blueSpeed)
        try container.update(&alphaSpeed, .alphaSpeed)
        try container.update(&contents, .contents)
        try container.updateVector(&contentsRect, .contentsRect, labels: "[x, y, width, height]")
        try container.update(&contentsScale, .contentsScale)
        try container.update(&magnificationFilter, .magnificationFilter)
        try container.update(&minificationFilter, .minificationFilter)
        try container.update(&beginTime, .beginTime)
        try container.update(&duration, .duration)
        try container.update(&speed, .speed)
        try container.update(&timeOffset, .timeOffset)
        try container.update(&repeatCount, .repeatCount)
        try container.update(&repeatDuration, .repeatDuration)
        try container.update(&autoreverses, .autoreverses)
        try container.update(&emitterCells, .emitterCells)
    }
}
