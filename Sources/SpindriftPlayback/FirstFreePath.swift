/// The first of `candidate(1)`, `candidate(2)`, … that `exists` says is free: how saved
/// files avoid overwriting earlier ones.
func firstFreePath(exists: (String) -> Bool, _ candidate: (Int) -> String) -> String {
    var number = 1
    while exists(candidate(number)) { number += 1 }
    return candidate(number)
}
