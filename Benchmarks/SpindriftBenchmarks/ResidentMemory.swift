import Foundation

/// The process's resident memory, from the kernel.
enum ResidentMemory {
    /// The resident set now, in bytes (`/proc/self/statm`), or 0 when unreadable.
    static func current() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The largest resident set so far, in bytes (`getrusage`).
    static func peak() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }
}
