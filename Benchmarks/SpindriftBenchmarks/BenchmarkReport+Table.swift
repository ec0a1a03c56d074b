import Spindrift

extension BenchmarkReport {
    /// The readable table: every series by count, the ratios, bandwidth, memory and targets.
    public var table: String {
        let counts = self.counts
        var lines = ["spindrift-bench: \(machine.summary)" + (quick ? " (--quick: smoke run, not a measurement)" : "")]
        if let scenario {
            lines.append("scenario \(scenario.name) × \(fixed(scenario.scale)): \(scenario.particles) particles, "
                + "\(scenario.frames) frames at 60 Hz")
            for (threads, frame) in scenario.frameMilliseconds.sorted(by: { $0.key < $1.key }) {
                lines.append("  \(threads) thread(s): \(fixed(frame.median)) ms per frame (\(scenario.frameParts)), "
                    + "\(fixed(frame.min))–\(fixed(frame.max))")
            }
            if let kept = scenario.cpuBatchCells, !kept.isEmpty {
                lines.append("  on the CPU batch: " + kept.joined(separator: ", "))
            }
        } else {
            lines.append("steady state: lifetime \(fixed(lifetimeSeconds)) s, step \(fixed(stepSeconds * 1000)) ms; "
                + "the batch writes \(batchBytesPerParticle) B per particle; copy: a plain copy of as many bytes")
        }
        lines.append("ns per particle per step: median ±half the spread (max − min) as % of it")
        lines.append("")

        var rows: [[String]] = [["series"] + counts.map(compact)]
        for series in series {
            rows.append([series.name] + counts.map { count in
                guard let record = series.records.first(where: { $0.count == count }) else { return "" }
                let spread = record.nsPerParticle > 0 ? (record.max - record.min) / 2 / record.nsPerParticle : 0
                return "\(fixed(record.nsPerParticle)) ±\(Int((spread * 100).rounded()))%"
            })
        }
        rows.append([])
        for ratio in ratios {
            let values = counts.map(ratio.value)
            guard values.contains(where: { $0 != nil }) else { continue }
            rows.append([ratio.name] + values.map { $0.map { fixed($0) + "×" } ?? "" })
        }
        lines += align(rows)

        if !bandwidth.isEmpty {
            lines.append("")
            var bandwidthRows = [["memory bandwidth (GB/s)", "copy", "triad", "read-modify-write"]]
            for measured in bandwidth {
                bandwidthRows.append(["\(measured.threads) thread(s)"] + [measured.copy, measured.triad, measured.readModifyWrite].map {
                    fixed($0.median)
                })
            }
            lines += align(bandwidthRows)
        }
        if !memory.isEmpty {
            lines.append("")
            var memoryRows = [["memory", "columns B/particle", "resident B/particle", "peak resident MiB"]]
            for use in memory {
                memoryRows.append([compact(use.count), "\(use.storeBytesPerParticle)", fixed(use.residentBytesPerParticle),
                                   "\(use.peakResidentBytes >> 20)"])
            }
            lines += align(memoryRows)
        }
        if !presetResults.isEmpty {
            lines.append("")
            lines += presetLines
        }
        if !targets.isEmpty {
            lines.append("")
            lines.append("targets (reported, not asserted):")
            for outcome in targets {
                let mark = outcome.met.map { $0 ? "met   " : "MISSED" } ?? "-     "
                lines.append("  \(mark) \(outcome.target): \(outcome.measured)")
            }
        }
        lines.append("")
        lines.append("checksum \(checksum)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The presets' table: per preset and thread count, the particles alive, then ns per
    /// particle per frame (medians) of the CPU batch path's step, batch and frame, and of the
    /// GPU-resident path's records of the births and frame, each frame also in ms.
    private var presetLines: [String] {
        let records = presetResults
        var runs: [(preset: String, threads: Int)] = []
        for record in records where !runs.contains(where: { $0 == (record.preset ?? "", record.threads) }) {
            runs.append((record.preset ?? "", record.threads))
        }
        var rows = [["preset", "threads", "particles", "step", "batch", "frame", "ms/frame", "GPU-resident: records", "frame", "ms/frame"]]
        for (preset, threads) in runs {
            func figure(_ phase: BenchmarkPhase, gpuResident: Bool) -> BenchmarkRecord? {
                records.first {
                    $0.preset == preset && $0.threads == threads && $0.phase == phase
                        && ($0.renderMode?.hasSuffix(" gpu-resident") ?? false) == gpuResident
                }
            }
            func nanoseconds(_ record: BenchmarkRecord?) -> String { record.map { fixed($0.nsPerParticle) } ?? "" }
            func milliseconds(_ record: BenchmarkRecord?) -> String {
                // Per particle of a frame with at least one: a preset may keep none at a tiny count.
                record.map { fixed($0.nsPerParticle * Double(max($0.count, 1)) / 1e6) } ?? ""
            }
            let cpuFrame = figure(.frame, gpuResident: false), gpuFrame = figure(.frame, gpuResident: true)
            rows.append([
                preset, "\(threads)t", (cpuFrame ?? gpuFrame).map { grouped($0.count) } ?? "",
                nanoseconds(figure(.step, gpuResident: false)), nanoseconds(figure(.batch, gpuResident: false)),
                nanoseconds(cpuFrame), milliseconds(cpuFrame), nanoseconds(figure(.batch, gpuResident: true)),
                nanoseconds(gpuFrame), milliseconds(gpuFrame),
            ])
        }
        return ["presets, each scaled to about one count and pre-warmed: ns per particle per frame (medians), "
            + "a frame being the step and the batch, or on the GPU-resident path the step and the records of its births"]
            + align(rows)
    }

    /// The ratios the figures are compared by: a name and a ratio of two records' medians per
    /// count, nil where either is missing.
    var ratios: [(name: String, value: (Int) -> Double?)] {
        typealias Side = (phase: BenchmarkPhase, implementation: BenchmarkImplementation, threads: Int, mode: RenderMode?)
        func ratio(_ name: String, _ top: Side, _ bottom: Side) -> (name: String, value: (Int) -> Double?) {
            (name, { count in
                guard let numerator = record(top.phase, top.implementation, threads: top.threads, count: count, renderMode: top.mode),
                      let denominator = record(
                        bottom.phase, bottom.implementation, threads: bottom.threads, count: count, renderMode: bottom.mode),
                      denominator.nsPerParticle > 0
                else { return nil }
                return numerator.nsPerParticle / denominator.nsPerParticle
            })
        }
        let all = maximumThreads
        let threadCounts = all > 1 ? [1, all] : [1]
        var result: [(name: String, value: (Int) -> Double?)] = []
        for mode in BenchmarkRunner.renderModes {
            for threads in threadCounts {
                result.append(ratio(
                    "batch \(mode.rawValue) \(threads)t ÷ copy \(threads)t", (.batch, .swift, threads, mode),
                    (.batch, .copy, threads, nil)))
            }
        }
        if all > 1 {
            result.append(ratio("step: 1t ÷ \(all)t (speed-up)", (.step, .swift, 1, nil), (.step, .swift, all, nil)))
            for mode in BenchmarkRunner.renderModes {
                result.append(ratio(
                    "batch \(mode.rawValue): 1t ÷ \(all)t (speed-up)", (.batch, .swift, 1, mode), (.batch, .swift, all, mode)))
            }
        }
        return result
    }

    /// Rows padded into columns: the first left-aligned, the others right-aligned.
    private func align(_ rows: [[String]]) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { $0.count > column ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            guard !row.isEmpty else { return "" }
            return row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : "  " + padding + cell
            }.joined()
        }
    }
}
