/// `number` in at least two digits: `7` → `"07"`, `42` → `"42"`, `4294967297` → `"4294967297"`,
/// `-3` → `"-3"` (as `%02d` pads, but for every `Int`: `String(format: "%02d")` reads only the
/// low 32 bits of a 64-bit `Int`, so 2³² + 1 printed as `01`). The $1 logs' subject and
/// repetition numbers, the CLI's clock minutes and seconds. `package`: the CLI pads with it too.
package func twoDigits(_ number: Int) -> String {
    (0..<10).contains(number) ? "0\(number)" : String(number)
}
