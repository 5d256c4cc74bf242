import CSystem
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program the workbook starts: the Swift compiler, a grader, git, the learner's editor.
///
/// Started with `posix_spawn` and reaped with `waitpid` on its own process id, so that many
/// children started at once from many threads (the test suite does this) are each seen to end.
/// Foundation's `Process` on Linux was seen to miss the end of a short-lived child in exactly
/// that situation and wait forever. Every descriptor but the three standard ones is closed in
/// the child, so a pipe made for one child never keeps another's output open.
public final class ChildProcess: @unchecked Sendable {
    /// Where the child's standard input comes from.
    public enum Input: Sendable {
        /// `/dev/null`: the child reads end-of-file at once.
        case null
        /// The workbook's own standard input (an editor needs the terminal).
        case inherit
        /// These bytes, then end-of-file.
        case data(Data)
    }

    /// Where the child's standard output or error goes.
    public enum Output: Sendable {
        case null
        case inherit
        /// Collected in memory; read it with `output` or the result of `run`.
        case capture
        /// Written to this file (created or truncated).
        case file(URL)
    }

    /// How a child ended.
    public struct Termination: Sendable, Equatable, CustomStringConvertible {
        public enum Reason: Sendable, Equatable {
            case exit
            case signal
        }
        public var reason: Reason
        /// The exit code, or the signal number.
        public var code: Int32

        public var succeeded: Bool { reason == .exit && code == 0 }
        /// As a shell reports it: the exit code, or 128 + the signal number.
        public var status: Int32 { reason == .exit ? code : 128 + code }
        public var description: String { reason == .exit ? "exit code \(code)" : "signal \(code)" }

        package init(reason: Reason, code: Int32) {
            self.reason = reason
            self.code = code
        }
    }

    /// The result of `run`.
    public struct Result: Sendable {
        public var termination: Termination
        public var output: Data
        /// True when the child was stopped because it outlived the timeout.
        public var timedOut: Bool
        public var text: String { String(decoding: output, as: UTF8.self) }
        public var status: Int32 { termination.status }
    }

    /// The child could not be started (a missing program, a missing directory).
    public struct StartError: Error, CustomStringConvertible {
        public var program: String
        public var code: Int32
        public var description: String {
            let reason = String(cString: strerror(code))
            return code == ENOENT ? "\(program) was not found (\(reason))" : "\(program) could not be started: \(reason)"
        }
    }

    public let processIdentifier: pid_t
    /// Whether the child leads its own process group (`signal` then reaches its children too).
    public let ownsProcessGroup: Bool
    private let lock = NSLock()
    private var ended: Termination?
    private var readEnd: Int32 = -1
    private var collected = Data()

    /// Starts `arguments[0]` (looked up on the PATH unless it contains a slash).
    /// `error: nil` sends standard error where standard output goes. With `ownProcessGroup` the
    /// child leads a new process group and `signal` reaches every program it started (the Swift
    /// compiler runs its frontend as a child); leave it off for a program that reads the terminal.
    /// `interruptible` makes Ctrl-C and Ctrl-\ act on the child as in a shell even if this
    /// program ignores them (ignored signals are inherited): for an editor in the foreground.
    public init(_ arguments: [String], environment: [String: String]? = nil, directory: URL? = nil,
                input: Input = .null, output: Output = .capture, error: Output? = nil,
                ownProcessGroup: Bool = false, interruptible: Bool = false) throws {
        precondition(!arguments.isEmpty, "a child needs a program to run")
        Self.ensureStandardDescriptors()
        var toClose: [Int32] = []
        defer { for fd in toClose { close(fd) } }

        func destination(_ target: Output) throws -> (fd: Int32, read: Int32?) {
            switch target {
            case .inherit:
                return (WORKBOOK_SPAWN_INHERIT, nil)
            case .null:
                let fd = systemOpen("/dev/null", O_WRONLY | O_CLOEXEC)
                guard fd >= 0 else { throw StartError(program: "/dev/null", code: errno) }
                toClose.append(fd)
                return (fd, nil)
            case let .file(url):
                let fd = systemOpen(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
                guard fd >= 0 else { throw StartError(program: url.path, code: errno) }
                toClose.append(fd)
                return (fd, nil)
            case .capture:
                var fds: [Int32] = [-1, -1]
                guard workbook_pipe(&fds) == 0 else { throw StartError(program: "pipe", code: errno) }
                toClose.append(fds[1])
                _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
                return (fds[1], fds[0])
            }
        }

        let inFD: Int32
        switch input {
        case .inherit:
            inFD = WORKBOOK_SPAWN_INHERIT
        case .null:
            inFD = systemOpen("/dev/null", O_RDONLY | O_CLOEXEC)
            guard inFD >= 0 else { throw StartError(program: "/dev/null", code: errno) }
            toClose.append(inFD)
        case let .data(bytes):
            // A file that is already unlinked: no writer thread, no pipe that can fill up.
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-input-\(UUID().uuidString)")
            try bytes.write(to: url)
            inFD = systemOpen(url.path, O_RDONLY | O_CLOEXEC)
            unlink(url.path)
            guard inFD >= 0 else { throw StartError(program: url.path, code: errno) }
            toClose.append(inFD)
        }
        let out = try destination(output)
        if let read = out.read { readEnd = read }
        let err: (fd: Int32, read: Int32?)
        if let error {
            err = try destination(error)
            if let read = err.read {
                if readEnd >= 0 { close(read) } else { readEnd = read }
            }
        } else {
            err = (out.fd, nil)
        }

        let environmentLines = environment.map { $0.map { "\($0.key)=\($0.value)" }.sorted() }
        var pid: pid_t = 0
        let code = Self.withCStrings(arguments) { argv in
            Self.withOptionalCStrings(environmentLines) { envp in
                if let directory {
                    return directory.path.withCString { workbook_spawn(&pid, argv, envp, $0, inFD, out.fd, err.fd, ownProcessGroup ? 1 : 0, interruptible ? 1 : 0) }
                }
                return workbook_spawn(&pid, argv, envp, nil, inFD, out.fd, err.fd, ownProcessGroup ? 1 : 0, interruptible ? 1 : 0)
            }
        }
        guard code == 0 else {
            if readEnd >= 0 { close(readEnd) }
            throw StartError(program: arguments[0], code: code)
        }
        processIdentifier = pid
        ownsProcessGroup = ownProcessGroup
    }

    deinit {
        if readEnd >= 0 { close(readEnd) }
    }

    /// Runs a child to its end and returns what it printed (standard output and error together
    /// unless `error` says otherwise). With a `timeout` (seconds of real time) a child that
    /// outlives it is killed (with its process group, when it has its own) and the result says
    /// `timedOut`.
    public static func run(_ arguments: [String], environment: [String: String]? = nil, directory: URL? = nil,
                           input: Input = .null, output: Output = .capture, error: Output? = nil,
                           ownProcessGroup: Bool = false, timeout: TimeInterval? = nil) throws -> Result {
        let child = try ChildProcess(arguments, environment: environment, directory: directory, input: input, output: output,
                                     error: error, ownProcessGroup: ownProcessGroup)
        if let termination = child.wait(timeout: timeout) {
            return Result(termination: termination, output: child.output, timedOut: false)
        }
        child.signal(SIGKILL)
        let termination = child.wait()!
        return Result(termination: termination, output: child.output, timedOut: true)
    }

    /// Whether the child is still running (it is reaped the moment it is seen to have ended).
    public var isRunning: Bool { poll() == nil }

    /// How the child ended, or nil while it runs. Never blocks.
    public func poll() -> Termination? {
        lock.lock()
        defer { lock.unlock() }
        drainLocked()
        if let ended { return ended }
        var status: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(processIdentifier, &status, WNOHANG) } while result < 0 && errno == EINTR
        if result == processIdentifier {
            ended = Self.termination(status)
            drainLocked()
        } else if result < 0 {
            // Reaped elsewhere (a SIGCHLD set to be ignored): the status is gone.
            ended = Termination(reason: .exit, code: 255)
        }
        return ended
    }

    /// Waits for the child to end, at most `timeout` seconds of real time; nil if it still runs.
    @discardableResult
    public func wait(timeout: TimeInterval? = nil) -> Termination? {
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        var pause: useconds_t = 500
        while true {
            if let ended = poll() { return ended }
            if let deadline, Date() >= deadline { return nil }
            let fd = lock.withLock { readEnd }
            if fd >= 0 {
                // Sleep until the child writes (or 10 ms pass), so a chatty child never fills the pipe.
                var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                _ = systemPoll(&entry, 1, 10)
                if entry.revents & Int16(POLLHUP) != 0, entry.revents & Int16(POLLIN) == 0 { usleep(pause) }
            } else {
                usleep(pause)
            }
            pause = min(pause * 2, 10_000)
        }
    }

    /// Sends `signal` to the child if it still runs (to its whole process group if it has one).
    public func signal(_ signal: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if ended == nil { kill(ownsProcessGroup ? -processIdentifier : processIdentifier, signal) }
    }

    /// What the child has printed so far to a `.capture` output.
    public var output: Data {
        lock.lock()
        defer { lock.unlock() }
        drainLocked()
        return collected
    }

    // MARK: - Details

    private func drainLocked() {
        guard readEnd >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if n > 0 {
                collected.append(contentsOf: buffer[0..<n])
            } else if n == 0 {
                close(readEnd)
                readEnd = -1
                return
            } else if errno == EINTR {
                continue
            } else {
                // EAGAIN: nothing more for now. (After the child ended, a grandchild that kept
                // the pipe open may still write; what the child wrote is all here.)
                if ended != nil {
                    close(readEnd)
                    readEnd = -1
                }
                return
            }
        }
    }

    private static func termination(_ status: Int32) -> Termination {
        let low = status & 0x7f
        if low == 0 { return Termination(reason: .exit, code: (status >> 8) & 0xff) }
        return Termination(reason: .signal, code: low)
    }

    /// Opens /dev/null on any of descriptors 0, 1, 2 that is closed (a program started with its
    /// standard input closed), so that no pipe is ever handed out as descriptor 0, 1 or 2.
    public static func ensureStandardDescriptors() {
        _ = standardDescriptorsChecked
    }

    private static let standardDescriptorsChecked: Bool = {
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 {
            _ = systemOpen("/dev/null", O_RDWR)
        }
        return true
    }()

    private static func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> R) -> R {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for p in pointers { free(p) } }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    private static func withOptionalCStrings<R>(_ strings: [String]?, _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>?) -> R) -> R {
        guard let strings else { return body(nil) }
        return withCStrings(strings) { body($0) }
    }
}

// `open` and `poll` are also names in this file's scope; these reach the C functions.
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
    #if canImport(Glibc)
    return Glibc.open(path, flags, mode)
    #else
    return Darwin.open(path, flags, mode)
    #endif
}

private func systemPoll(_ fds: UnsafeMutablePointer<pollfd>, _ count: Int, _ timeout: Int32) -> Int32 {
    #if canImport(Glibc)
    return Glibc.poll(fds, nfds_t(count), timeout)
    #else
    return Darwin.poll(fds, nfds_t(count), timeout)
    #endif
}
