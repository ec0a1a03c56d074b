/// The extra per-particle columns of an integrated cell's store (``FieldForces``), 32-bit
/// floats each, after the store's other columns; other stores have none.
///
/// Position and velocity (x, y) hold the state after ``steps`` whole integration steps from
/// birth: a step advances them, and the state at any age between two steps is a partial
/// step from there, computed where it is read. z stays closed form. A particle appended with
/// ``steps`` ``notStarted`` has not been started: the next integration sets its state from its birth
/// values and draws its own values.
package enum IntegratedColumn: Int, CaseIterable, Sendable {
    /// Position (x, y) after ``steps`` steps, points.
    case positionX, positionY
    /// Velocity (x, y) after ``steps`` steps, points per second.
    case velocityX, velocityY
    /// Whole steps integrated since birth: a 32-bit unsigned integer in the column's bits
    /// (``ParticleColumns/steps(at:)``), ``notStarted`` before the first integration.
    case steps
    /// The emitter's position at birth (x, y), points: what radial and tangential
    /// acceleration are measured from.
    case sourceX, sourceY
    /// The particle's own radial and tangential acceleration, points per second².
    case radial, tangential

    /// How many there are.
    package static let count = allCases.count
    /// The ``steps`` of a particle not started yet.
    package static let notStarted = UInt32.max
}
