import Foundation

extension BenchmarkReport {
    /// A standalone SVG chart: ns per particle per step versus particle count, both axes
    /// logarithmic, one line per series, with a legend.
    public var svg: String {
        let plot = (left: 70.0, top: 50.0, right: 640.0, bottom: 560.0)
        let all = series.filter { !$0.records.isEmpty }
        // Taller where the legend, a line per series, runs below the plot's axis labels.
        let (width, height) = (1000.0, max(620.0, plot.top + 8 + Self.legendLineHeight * Double(all.count) + 12))
        let counts = self.counts.map(Double.init)
        let values = sweepResults.map(\.nsPerParticle).filter { $0 > 0 }
        let xRange = (log10(counts.first ?? 1), log10(counts.last ?? 10))
        let yRange = (log10(values.min() ?? 0.1).rounded(.down), log10(values.max() ?? 10).rounded(.up))
        func x(_ count: Double) -> Double {
            let span = max(xRange.1 - xRange.0, 1e-9)
            return plot.left + (log10(count) - xRange.0) / span * (plot.right - plot.left)
        }
        func y(_ value: Double) -> Double {
            let span = max(yRange.1 - yRange.0, 1)
            return plot.bottom - (log10(max(value, 1e-9)) - yRange.0) / span * (plot.bottom - plot.top)
        }
        func number(_ value: Double) -> String { String(format: "%.1f", value) }

        var svg = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" "
                + "viewBox=\"0 0 \(Int(width)) \(Int(height))\" font-family=\"sans-serif\" font-size=\"12\">",
            "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
            "<text x=\"\(number(plot.left))\" y=\"24\" font-size=\"15\">"
                + escaped("spindrift-bench: ns per particle per step (median), \(machine.summary)") + "</text>",
        ]
        // Decade grid lines on y, one vertical line per measured count on x.
        var decade = yRange.0
        while decade <= yRange.1 {
            let position = number(y(pow(10, decade)))
            svg.append("<line x1=\"\(number(plot.left))\" y1=\"\(position)\" x2=\"\(number(plot.right))\" y2=\"\(position)\" stroke=\"#ddd\"/>")
            svg.append("<text x=\"\(number(plot.left - 8))\" y=\"\(position)\" text-anchor=\"end\" dominant-baseline=\"middle\">"
                + escaped(fixed(pow(10, decade))) + "</text>")
            decade += 1
        }
        for count in counts {
            let position = number(x(count))
            svg.append("<line x1=\"\(position)\" y1=\"\(number(plot.top))\" x2=\"\(position)\" y2=\"\(number(plot.bottom))\" stroke=\"#eee\"/>")
            svg.append("<text x=\"\(position)\" y=\"\(number(plot.bottom + 18))\" text-anchor=\"middle\">"
                + compact(Int(count)) + "</text>")
        }
        svg.append("<rect x=\"\(number(plot.left))\" y=\"\(number(plot.top))\" width=\"\(number(plot.right - plot.left))\" "
            + "height=\"\(number(plot.bottom - plot.top))\" fill=\"none\" stroke=\"#333\"/>")
        svg.append("<text x=\"\(number((plot.left + plot.right) / 2))\" y=\"\(number(plot.bottom + 40))\" text-anchor=\"middle\">"
            + "live particles (log scale)</text>")
        svg.append("<text transform=\"translate(18 \(number((plot.top + plot.bottom) / 2))) rotate(-90)\" text-anchor=\"middle\">"
            + "ns per particle per step (log scale)</text>")

        // One hue per series without its thread count: dark for 1 thread, light for more.
        let families = all.map { $0.name.split(separator: " ").dropLast().joined(separator: " ") }
        let uniqueFamilies = families.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        for (index, line) in all.enumerated() {
            let hue = Self.palette[uniqueFamilies.firstIndex(of: families[index])! % Self.palette.count]
            let colour = line.records[0].threads == 1 ? hue.dark : hue.light
            // Dashed for baselines, so Spindrift's own lines stand out.
            let dash = line.records[0].implementation == .swift ? "" : " stroke-dasharray=\"6 4\""
            let points = line.records.map { "\(number(x(Double($0.count)))),\(number(y($0.nsPerParticle)))" }
            svg.append("<polyline fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\"\(dash) points=\"\(points.joined(separator: " "))\">"
                + "<title>" + escaped(line.name) + "</title></polyline>")
            for record in line.records {
                svg.append("<circle cx=\"\(number(x(Double(record.count))))\" cy=\"\(number(y(record.nsPerParticle)))\" r=\"3\" "
                    + "fill=\"\(colour)\"><title>" + escaped("\(line.name) at \(compact(record.count)): "
                    + "\(fixed(record.nsPerParticle)) ns") + "</title></circle>")
            }
            let legendY = plot.top + 8 + Double(index) * Self.legendLineHeight
            svg.append("<line x1=\"\(number(plot.right + 20))\" y1=\"\(number(legendY))\" x2=\"\(number(plot.right + 50))\" "
                + "y2=\"\(number(legendY))\" stroke=\"\(colour)\" stroke-width=\"2\"\(dash)/>")
            svg.append("<text x=\"\(number(plot.right + 58))\" y=\"\(number(legendY))\" dominant-baseline=\"middle\">"
                + escaped(line.name) + "</text>")
        }
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    /// The legend's line spacing, in pixels.
    private static let legendLineHeight = 18.0

    /// Dark and light shades of twelve hues (Tableau 20 and two more).
    private static let palette: [(dark: String, light: String)] = [
        ("#1f77b4", "#7fb2e0"), ("#ff7f0e", "#ffbb78"), ("#2ca02c", "#98df8a"), ("#d62728", "#ff9896"),
        ("#9467bd", "#c5b0d5"), ("#8c564b", "#c49c94"), ("#e377c2", "#f7b6d2"), ("#7f7f7f", "#c7c7c7"),
        ("#bcbd22", "#dbdb8d"), ("#17becf", "#9edae5"), ("#393b79", "#9c9ede"), ("#637939", "#b5cf6b"),
    ]

    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
