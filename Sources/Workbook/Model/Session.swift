import Foundation
import Grading

/// Everything a command needs: the workspace, the catalog, the learner's progress, where to
/// write, how to ask, and the toolchain to build and grade with. One session serves a one-shot
/// subcommand or a whole REPL.
public final class Session: @unchecked Sendable {
    public let workspace: Workspace
    public let catalog: Catalog
    public private(set) var progress: Progress
    let progressStore: ProgressStore
    /// Where commands write (for a moment a buffer, while `paging` collects a long text).
    public internal(set) var output: TextOutput
    public var style: TerminalStyle
    /// Answers to questions (confirmations); nil means no one can answer (not interactive).
    public var input: LineInput?
    /// The `Modules` folder and the workbook executable, when found.
    public let toolchain: (modules: URL, executable: URL)?
    /// Ctrl-C cancels what is running.
    public let interrupts = InterruptCenter()
    /// One-line notices to show once (a damaged progress file, …), said when they are shown.
    public private(set) var notices: [Phrase] = []

    /// The language given on the command line (`workbook --lang zh-Hans`), for this run only.
    nonisolated(unsafe) public static var languageOverride: Language?

    /// The language the workbook speaks: the command line's, else the one the learner chose with
    /// `lang` (kept with the progress), else the locale's (`Language.fromEnvironment`).
    public var language: Language {
        Self.languageOverride ?? progress.language.flatMap(Language.init(code:)) ?? Language.fromEnvironment()
    }

    /// The chapter texts and hints in `language`, English where they are not translated.
    public var translations: Translations { Translations(language: language) }

    /// The phrases' templates in `language` (nil for English), read once per language.
    public var catalogue: Catalogue? {
        let language = self.language
        return catalogueLock.withLock {
            if let (cached, catalogue) = cachedCatalogue, cached == language { return catalogue }
            let catalogue = translations.catalogue(in: workspace, catalog: catalog)
            cachedCatalogue = (language, catalogue)
            return catalogue
        }
    }
    private var cachedCatalogue: (Language, Catalogue?)?
    private let catalogueLock = NSLock()

    public init(workspace: Workspace, catalog: Catalog, output: TextOutput, style: TerminalStyle, input: LineInput?, toolchain: (modules: URL, executable: URL)?) {
        self.workspace = workspace
        self.catalog = catalog
        progressStore = ProgressStore(url: workspace.progressFile)
        let loaded = progressStore.load(catalog: catalog)
        progress = loaded.progress
        if let notice = loaded.notice { notices.append(notice) }
        switch progressStore.read() {
        case .unreadable, .newer: saveFailureReported = true   // the notice above said so
        default: break
        }
        self.output = output
        self.style = style
        self.input = input
        self.toolchain = toolchain
    }

    // MARK: Warming up

    private let warmUpLock = NSLock()
    /// The chapters built in the background so far, and the build running now.
    private var warmedChapters: Set<String> = []
    private var warmUpRunning: (cancellation: GraderProcess.Cancellation, done: DispatchSemaphore)?

    /// Builds the current chapter's lesson in the background if this session has not yet (the
    /// REPL asks before each prompt): one build at a time, never a word on screen.
    public func warmUp() {
        guard let checker = try? checker() else { return }
        let chapter = current.chapter
        warmUpLock.lock()
        defer { warmUpLock.unlock() }
        guard warmUpRunning == nil, !warmedChapters.contains(chapter.id) else { return }
        warmedChapters.insert(chapter.id)
        let cancellation = GraderProcess.Cancellation(), done = DispatchSemaphore(value: 0)
        warmUpRunning = (cancellation, done)
        Thread { [self] in
            checker.warmUp(chapter, cancellation: cancellation)
            warmUpLock.withLock { warmUpRunning = nil }
            done.signal()
        }.start()
    }

    /// Stops the background build, if one runs, and waits until its compiler has ended.
    public func stopWarmUp() {
        guard let running = warmUpLock.withLock({ warmUpRunning }) else { return }
        running.cancellation.cancel()
        running.done.wait()
    }

    /// What went wrong before a session could start, for the learner.
    public struct OpenError: Error, CustomStringConvertible {
        public let description: String
    }

    /// A session for the workbook checkout containing `directory`.
    public static func open(from directory: URL, executable: URL?, output: TextOutput, style: TerminalStyle, input: LineInput?) throws -> Session {
        guard let workspace = Workspace.locate(from: directory) else {
            let path = directory.path
            let phrase = Phrase("workbook.session.not-a-checkout", "This is not a Transitions Workbook checkout (no Lessons/manifest.json here or above \(path)). Run the workbook from the repository folder.")
            throw OpenError(description: phrase.rendered(catalogueBeforeOpening(executable: executable)))
        }
        let catalog: Catalog
        do { catalog = try Catalog.load(from: workspace.manifest) } catch {
            throw OpenError(description: "\(error)")
        }
        let toolchain = executable.flatMap { Checker.locateToolchain(executable: $0) }
        return Session(workspace: workspace, catalog: catalog, output: output, style: style, input: input, toolchain: toolchain)
    }

    /// The catalogue of the language asked for before a session opens (`--lang`, else the
    /// locale: no progress is read yet), found in the checkout the workbook program was built
    /// in; nil (English) when there is none.
    static func catalogueBeforeOpening(executable: URL?) -> Catalogue? {
        let language = languageOverride ?? Language.fromEnvironment()
        guard language != .english, let executable,
              let workspace = Workspace.locate(from: executable.resolvingSymlinksInPath().deletingLastPathComponent()),
              let catalog = try? Catalog.load(from: workspace.manifest) else { return nil }
        return Translations(language: language).catalogue(in: workspace, catalog: catalog)
    }

    /// Takes the pending notices (each is shown once), in the session's language.
    public func takeNotices() -> [String] {
        defer { notices = [] }
        return notices.map { text($0) }
    }

    // MARK: Progress

    /// The current exercise (the first not yet passed on a fresh checkout).
    public var current: Catalog.Entry {
        if let id = progress.current, let entry = catalog.entry(id) { return entry }
        return catalog.entries.first { !progress.hasPassed($0.exercise.id) } ?? catalog.entries[0]
    }

    public func setCurrent(_ entry: Catalog.Entry) {
        updateProgress { $0.current = entry.exercise.id }
    }

    /// Changes the progress, here and on disk: the change is applied to the file as it is now
    /// (another workbook may have saved since), under a lock, and what was saved becomes this
    /// session's progress — this session's current exercise kept.
    public func updateProgress(_ change: (inout Progress) -> Void) {
        change(&progress)
        let current = progress.current
        do {
            var saved = try progressStore.update { onDisk in
                change(&onDisk)
                if let current { onDisk.current = current }
            }
            _ = ProgressStore.dropUnknown(&saved, catalog: catalog)
            progress = saved
            saveFailureReported = false
        } catch {
            if !saveFailureReported {
                let reason = (error as? ProgressStore.NotSaved)?.phrase ?? Phrase(verbatim: "\(error)", foreign: true)
                notices.append(Phrase("workbook.progress.not-saved", "Your progress was not saved: \(reason). It is kept for this session only."))
                saveFailureReported = true
            }
        }
    }

    private var saveFailureReported = false

    /// Takes in what another workbook saved since this one last read or wrote the progress
    /// (the REPL calls it before each command); returns the exercises it passed meanwhile.
    @discardableResult
    public func refreshProgress() -> [String] {
        guard case var .readable(onDisk) = progressStore.read() else { return [] }
        _ = ProgressStore.dropUnknown(&onDisk, catalog: catalog)
        let newlyPassed = onDisk.passed.filter { !progress.passed.contains($0) }
        onDisk.current = progress.current ?? onDisk.current
        progress = onDisk
        return newlyPassed
    }

    /// The exercise named `id`, or a learner-facing error with a suggestion.
    /// A path typed on the command line, relative to the folder the workbook was started from:
    /// `./workbook` moves to the checkout's root and names that folder in `WORKBOOK_INVOKED_FROM`.
    public func resolvedPath(_ path: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let expanded = (path as NSString).expandingTildeInPath
        if expanded.hasPrefix("/") { return URL(fileURLWithPath: expanded).standardizedFileURL }
        let base = environment["WORKBOOK_INVOKED_FROM"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.currentDirectoryPath
        return URL(fileURLWithPath: base).appendingPathComponent(expanded).standardizedFileURL
    }

    public func entry(named id: String) throws -> Catalog.Entry {
        if let entry = catalog.entry(id) { return entry }
        if let chapter = catalog.chapter(id), let first = chapter.exercises.first, let entry = catalog.entry(first.id) { return entry }
        if let number = Int(id), number >= 1, number <= catalog.entries.count { return catalog.entries[number - 1] }
        let names = catalog.entries.map(\.exercise.id) + catalog.chapters.map(\.id)
        var message = Phrase("session.no-such-exercise", "There is no exercise or chapter \"\(id)\".")
        if let guess = suggestion(for: id, among: names) { message += Phrase("session.did-you-mean", " Did you mean \"\(guess)\"?") }
        message += Phrase("session.type-list", " Type `list` to see them all.")
        throw CommandError(message, in: self)
    }

    // MARK: Checking

    /// A checker for this workspace, or an error explaining what is missing.
    public func checker() throws -> Checker {
        guard let toolchain else {
            throw CommandError(Phrase("session.no-build", "The workbook cannot find its build (UIKit.swiftmodule next to the workbook program). Start it with ./workbook from the repository folder."), in: self)
        }
        return Checker(workspace: workspace, catalog: catalog, builder: LessonBuilder(modulesDirectory: toolchain.modules), grader: GraderProcess(executable: toolchain.executable))
    }
}

/// A learner-facing command error: printed as is, no usage text.
public struct CommandError: Error, CustomStringConvertible {
    public let description: String
    public let exitCode: Int32
    public init(_ description: String, exitCode: Int32 = 2) {
        self.description = description
        self.exitCode = exitCode
    }
}

/// Asks the learner something (the REPL's line reader, or stdin).
public protocol LineInput: AnyObject {
    func readLine(prompt: String) -> String?
}

/// Lines from standard input, for scripts and pipes.
public final class StandardInput: LineInput {
    public init() {}
    public func readLine(prompt: String) -> String? {
        FileHandle.standardOutput.write(Data(prompt.utf8))
        return Swift.readLine()
    }
}

/// Lines from a list (tests).
public final class ScriptedInput: LineInput {
    private var lines: [String]
    /// The questions asked so far.
    public private(set) var prompts: [String] = []
    public init(_ lines: [String]) { self.lines = lines }
    public func readLine(prompt: String) -> String? {
        prompts.append(prompt)
        return lines.isEmpty ? nil : lines.removeFirst()
    }
}

/// The name among `names` that `word` was most likely meant to be: the nearest by edit
/// distance, if it is within a third of the word (at least two edits). One rule for every
/// "Did you mean …?".
public func suggestion(for word: String, among names: [String]) -> String? {
    guard let nearest = names.min(by: { editDistance(word, $0) < editDistance(word, $1) }) else { return nil }
    return editDistance(word, nearest) <= max(2, word.count / 3) ? nearest : nil
}

/// Levenshtein distance, for "did you mean" suggestions.
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased()), b = Array(b.lowercased())
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + [Int](repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}

/// Ctrl-C: whatever registered a cancel handler is cancelled (a build, a grade, a playback).
public final class InterruptCenter: @unchecked Sendable {
    private let lock = NSLock()
    private var handlers: [Int: () -> Void] = [:]
    private var next = 0
    private var interrupted = false

    public init() {}

    /// Runs `body` with `onInterrupt` registered; returns what it returns.
    public func whileRunning<T>(onInterrupt: @escaping () -> Void, _ body: () throws -> T) rethrows -> T {
        let id = lock.withLock { () -> Int in
            next += 1
            handlers[next] = onInterrupt
            interrupted = false
            return next
        }
        defer { lock.withLock { _ = handlers.removeValue(forKey: id) } }
        return try body()
    }

    /// Called on Ctrl-C.
    public func interrupt() {
        let current = lock.withLock { () -> [() -> Void] in
            interrupted = true
            return Array(handlers.values)
        }
        for handler in current { handler() }
    }

    /// Whether Ctrl-C was pressed since the current activity began.
    public var wasInterrupted: Bool { lock.withLock { interrupted } }
}
