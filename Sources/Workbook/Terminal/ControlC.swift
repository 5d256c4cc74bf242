import CSystem
import Foundation

/// Ctrl-C for the whole program: a real SIGINT handler, installed before the REPL reads its first
/// line, that wakes a thread of its own for each press.
///
/// A `DispatchSource` for SIGINT installs its handler later, on libdispatch's manager thread;
/// when libedit started reading a line first, it saved the handler it found (none) and put that
/// back when the line was read, and from then on Ctrl-C did nothing (seen in about one start in
/// fifteen on a loaded machine).
public enum ControlC {
    /// Installs the handler; `onPress` runs on a dedicated thread once per Ctrl-C.
    public static func handle(_ onPress: @escaping @Sendable () -> Void) throws {
        var fds: [Int32] = [-1, -1]
        guard workbook_pipe(&fds) == 0 else { throw CommandError("Could not set up Ctrl-C: \(String(cString: strerror(errno))).") }
        guard workbook_catch_interrupt(fds[1]) == 0 else { throw CommandError("Could not set up Ctrl-C: \(String(cString: strerror(errno))).") }
        let readEnd = fds[0]
        let listener = Thread {
            var byte: UInt8 = 0
            while true {
                let n = read(readEnd, &byte, 1)
                if n == 1 {
                    onPress()
                } else if n < 0, errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
        listener.name = "Ctrl-C"
        listener.start()
    }
}
