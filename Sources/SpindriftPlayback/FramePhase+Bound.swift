extension FramePhase {
    /// The part of a frame (one of ``parts``) that takes longest in `timing`; nil when none
    /// took any time.
    public static func bound(of timing: FrameTiming) -> FramePhase? {
        let longest = parts.max { timing[$0] < timing[$1] }
        return longest.flatMap { timing[$0] > 0 ? $0 : nil }
    }

    /// What a frame spends this phase's time on: the resource that bounds a window whose
    /// frames spend most of their time here.
    public var resource: String {
        switch self {
        case .simulate: "CPU, simulating"
        case .build: "CPU, building the batch"
        case .draw: "rasterisation and upload"
        case .present: "presenting the frame"
        case .frame: "the whole frame"
        }
    }

    /// `bound by PHASE (RESOURCE)`, for a capacity result.
    public var boundLine: String { "bound by \(rawValue) (\(resource))" }
}
