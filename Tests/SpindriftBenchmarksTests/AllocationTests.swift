import Foundation
import Testing

/// A malloc-counting shim: every allocation function counted, `spindrift_allocations()`
/// exported for the probe.
private let shimSource = """
    #define _GNU_SOURCE
    #include <stddef.h>
    #include <stdatomic.h>
    extern void *__libc_malloc(size_t);
    extern void *__libc_calloc(size_t, size_t);
    extern void *__libc_realloc(void *, size_t);
    extern void *__libc_memalign(size_t, size_t);
    static atomic_ulong allocations;
    unsigned long spindrift_allocations(void) { return atomic_load(&allocations); }
    void *malloc(size_t size) { atomic_fetch_add(&allocations, 1); return __libc_malloc(size); }
    void *calloc(size_t count, size_t size) { atomic_fetch_add(&allocations, 1); return __libc_calloc(count, size); }
    void *realloc(void *pointer, size_t size) { atomic_fetch_add(&allocations, 1); return __libc_realloc(pointer, size); }
    void *memalign(size_t alignment, size_t size) { atomic_fetch_add(&allocations, 1); return __libc_memalign(alignment, size); }
    void *aligned_alloc(size_t alignment, size_t size) { atomic_fetch_add(&allocations, 1); return __libc_memalign(alignment, size); }
    int posix_memalign(void **result, size_t alignment, size_t size) {
        atomic_fetch_add(&allocations, 1);
        void *pointer = __libc_memalign(alignment, size);
        if (!pointer) return 12;
        *result = pointer;
        return 0;
    }
    """

/// Runs `executable` with `arguments` and `environment` added; returns its status and output.
private func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}

@Suite("Heap allocations in steady state")
struct AllocationTests {
    /// The release benchmark runner, which `make test` builds first: debug builds allocate
    /// where the optimiser would not, and the promise is about what users run.
    static let releaseBench = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/release/spindrift-bench").path

    @Test("simulating and building batches (every render mode, 1 and 2 threads) allocate nothing per frame")
    func noAllocationPerFrame() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.releaseBench),
            "build it first: swift build -c release --product spindrift-bench (make test does)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spindrift-shim-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("count.c").path, library = folder.appendingPathComponent("libcount.so").path
        try shimSource.write(toFile: source, atomically: true, encoding: .utf8)
        let (compiled, compilerOutput) = try run("/usr/bin/cc", ["-shared", "-fPIC", "-O2", "-o", library, source])
        try #require(compiled == 0, "cc failed: \(compilerOutput)")

        let (status, output) = try run(Self.releaseBench, ["--allocations"], environment: ["LD_PRELOAD": library])
        #expect(status == 0, "\(output)")
        let lines = output.split(separator: "\n").filter { $0.contains("allocations in") }
        #expect(lines.count == 12, "\(output)")
        for line in lines {
            #expect(line.contains(": 0 allocations in"), "\(line)")
        }
    }

    @Test("without the shim, --allocations says what is missing")
    func withoutShim() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.releaseBench))
        let (status, output) = try run(Self.releaseBench, ["--allocations"])
        #expect(status == 1)
        #expect(output == "spindrift-bench: --allocations: no allocation counter: preload a shim that exports spindrift_allocations() (LD_PRELOAD)\n")
    }
}
