import Foundation

/// A count as the table writes it: `1e6` for powers of ten, the digits otherwise.
func compact(_ count: Int) -> String {
    var power = 0, rest = count
    while rest >= 10, rest % 10 == 0 {
        rest /= 10
        power += 1
    }
    return rest == 1 && power >= 3 ? "1e\(power)" : "\(count)"
}

/// A figure with three significant digits: `0.812`, `12.3`, `145`.
func fixed(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let digits = value == 0 ? 2 : max(0, 2 - Int(log10(abs(value)).rounded(.down)))
    return String(format: "%.\(min(digits, 4))f", value)
}

/// A count with thousands separators: `1,234,567`.
func grouped(_ count: Int) -> String {
    let digits = String(count.magnitude)
    var result = count < 0 ? "-" : ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { result += "," }
        result.append(digit)
    }
    return result
}
