/// What keeps its own copy of a system's particles (the GPU-resident drawing path) and so
/// must hear of each step's births (``ParticleSystem/birthObserver``).
package protocol BirthObserver: AnyObject {
    /// The step that ends at `frame`'s time created, in each cell (`frame`'s order), the
    /// particles at store indices `births[cell]`; the indices are valid only during the call.
    func particlesBorn(_ births: [Range<Int>], in frame: ParticleFrame)
}
