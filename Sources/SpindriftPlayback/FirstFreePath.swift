import Foundation

/// The first of `candidate(1)`, `candidate(2)`, … that `exists` says is free: how saved
/// files avoid overwriting earlier ones.
func firstFreePath(exists: (String) -> Bool, _ candidate: (Int) -> String) -> String {
    var number = 1
    while exists(candidate(number)) { number += 1 }
    return candidate(number)
}

/// Whether a directory entry named `path` exists, whatever it is or points to: a dangling
/// symbolic link takes its name too, since writing through it fails (or lands elsewhere).
@usableFromInline func nameIsTaken(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
}
