import Foundation
import Grading
import Expectations
import Testing
import Workbook

/// Reading a stopped grader's standard error: the runtime's message, the crash report's frames,
/// the stack samples, and the learner's explanation made of them.
struct PostmortemTests {
    let lesson = "/work/Lessons/00-fade"
    var sources: [String] { ["\(lesson)/FadeAnimator.swift", "\(lesson)/App/DetailViewController.swift"] }

    /// What the Swift runtime prints when a force unwrap fails in the learner's code.
    let forceUnwrap = """
    Lessons/FadeAnimator.swift:31: Fatal error: Unexpectedly found nil while unwrapping an Optional value

    *** Signal 4: Backtracing from 0x7fcfb156df7f... done ***

    *** Program crashed: Illegal instruction at 0x00007fcfb156df7f ***

    Thread 0 "workbook" crashed:

      0               0x00007fcfb156df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
      1 [ra]          0x00007fcfb16f961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
      2 [ra]          0x00007fcfb089f8b1 FadeAnimator.animateTransition(using:) + 288 in libFadeLesson.so at /work/Lessons/00-fade/FadeAnimator.swift:31:25
      3 [ra] [system] 0x00007fcfb08a3189 @objc FadeAnimator.animateTransition(using:) + 8 in libFadeLesson.so at //<compiler-generated>
      4 [ra]          0x0000560e5aecd013 main + 2338 in workbook at /work/Sources/workbook/main.swift:44:9
    ...
    """

    @Test func theRuntimesMessageAndTheLearnersFrame() throws {
        let p = Postmortem(log: forceUnwrap, sources: sources, chapterDirectory: lesson)
        expectEqual(p.fatalError?.message, "Unexpectedly found nil while unwrapping an Optional value")
        let place = try #require(p.crashLocation)
        expectEqual(place.shown, "FadeAnimator.swift")
        expectEqual(place.line, 31)
        expectNil(p.recursion)
    }

    @Test func aCrashNamesTheTransitionItHappenedIn() {
        let p = Postmortem(log: forceUnwrap, sources: sources, chapterDirectory: lesson)
        let crash = ChildProcess.Termination(reason: .signal, code: SIGILL)
        let during = "the dismiss transition DetailViewController → GalleryViewController"
        let (message, cause) = StoppedCheck.describe(.ended(crash), check: "c", postmortem: p, library: "/x/lib.so", during: during)
        expectEqual(cause, .forceUnwrapOfNil)
        #expect(message.hasSuffix("It happened during \(during)."), "\(message)")
        // Nothing running: the message as before.
        let alone = StoppedCheck.describe(.ended(crash), check: "c", postmortem: p, library: "/x/lib.so", during: nil).message
        expectEqual(alone, StoppedCheck.describe(.ended(crash), check: "c", postmortem: p, library: "/x/lib.so").message)
        // A loop is stopped during it.
        let loop = StoppedCheck.describe(.timedOut(seconds: 10), check: "c", postmortem: p, library: "/x/lib.so", during: during).message
        #expect(loop.hasSuffix("It was stopped during \(during)."), "\(loop)")
    }

    @Test func aFrameOutsideTheLessonIsNotTheLearners() {
        let log = "  0 [ra] 0x0000 f() + 3 in libswiftCore.so at /opt/swift/Array.swift:12:3\n"
        expectNil(Postmortem(log: log, sources: sources, chapterDirectory: lesson).crashLocation)
    }

    @Test func aFunctionRepeatedDownTheStackIsARecursion() {
        let frames = (0..<20).map { "  \($0) [ra] 0x0000 topView(_:) + 40 in libFadeLesson.so at \(lesson)/FadeAnimator.swift:29:70" }
        let p = Postmortem(log: frames.joined(separator: "\n"), sources: sources, chapterDirectory: lesson)
        expectEqual(p.recursion, "topView(_:)")
        let (message, cause) = StoppedCheck.describe(.ended(.init(reason: .signal, code: SIGSEGV)), check: "detail fades in", postmortem: p, library: "/x/lib.so")
        expectEqual(cause, .stackOverflow)
        #expect(message.contains("`topView` calls itself again and again without end"), "\(message)")
    }

    @Test func anImplicitlyUnwrappedNilIsPlacedWhereTheRuntimeSaysNotAtTheFirstFrameWithALine() throws {
        // The frame of the unwrap has no line; the caller's has one, but the runtime names the place.
        let log = """
        FadeLesson/FadeAnimator.swift:25: Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value
          0          0x0000 closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
          2 [ra]     0x0000 FadeAnimator.animateTransition(using:) + 802 in libFadeLesson.so at \(lesson)/FadeAnimator.swift
          3 [ra]     0x0000 DetailViewController.show() + 80 in libFadeLesson.so at \(lesson)/App/DetailViewController.swift:65:9
        """
        let place = try #require(Postmortem(log: log, sources: sources, chapterDirectory: lesson).crashLocation)
        expectEqual(place.shown, "FadeAnimator.swift")
        expectEqual(place.line, 25)
    }

    @Test func aCastTheCompilerCheckedNamesItsTargetFromTheLine() throws {
        let log = """
          0 [inlined] [system] 0x0000 Swift runtime failure: Unconditional cast failed in libFadeLesson.so at \(lesson)/FadeAnimator.swift
          1          0x0000 FadeAnimator.animateTransition(using:) + 1254 in libFadeLesson.so at \(lesson)/FadeAnimator.swift:3:39
        """
        let p = Postmortem(log: log, sources: sources, chapterDirectory: lesson)
        expectEqual(p.runtimeFailure, "Unconditional cast failed")
        let (message, cause) = StoppedCheck.describe(.ended(.init(reason: .signal, code: SIGILL)), check: "c", postmortem: p, library: "/x/lib.so")
        expectEqual(cause, .crash)
        #expect(message.hasPrefix("Your code crashed at FadeAnimator.swift:3"), "\(message)")
        #expect(message.contains("met an object of another class"), "\(message)")
    }

    @Test func aCastTheRuntimeCheckedNamesBothClasses() {
        let log = "Could not cast value of type 'FadeLesson.DetailViewController' (0x55d0) to 'FadeLesson.GalleryViewController' (0x55e0).\n"
        let p = Postmortem(log: log, sources: sources, chapterDirectory: lesson)
        expectEqual(p.failedCast?.from, "DetailViewController")
        expectEqual(p.failedCast?.to, "GalleryViewController")
        let message = StoppedCheck.describe(.ended(.init(reason: .signal, code: SIGABRT)), check: "c", postmortem: p, library: "/x/lib.so").message
        #expect(message.contains("Could not cast value of type `DetailViewController` to `GalleryViewController`"), "\(message)")
    }

    @Test func aRecursionIsPlacedAtTheCallThatRecurses() throws {
        let frames = ["  0 [ra] 0x0000 topView(_:) + 4 in libFadeLesson.so at \(lesson)/FadeAnimator.swift:28:10"]
            + (1..<20).map { "  \($0) [ra] 0x0000 topView(_:) + 40 in libFadeLesson.so at \(lesson)/FadeAnimator.swift:29:70" }
        let place = try #require(Postmortem(log: frames.joined(separator: "\n"), sources: sources, chapterDirectory: lesson).crashLocation)
        expectEqual(place.line, 29)
    }

    @Test func eachKindOfCrashHasItsAdvice() {
        func cause(_ log: String, _ termination: ChildProcess.Termination = .init(reason: .signal, code: SIGILL)) -> Cause {
            StoppedCheck.describe(.ended(termination), check: "c", postmortem: Postmortem(log: log, sources: sources, chapterDirectory: lesson), library: "/x/lib.so").cause
        }
        expectEqual(cause(forceUnwrap), .forceUnwrapOfNil)
        expectEqual(cause("Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range\n"), .indexOutOfRange)
        expectEqual(cause("Lessons/FadeAnimator.swift:12: Fatal error: not yet\n"), .crash)
        expectEqual(cause("", .init(reason: .exit, code: 3)), .exitCalled)
        expectEqual(cause("", .init(reason: .signal, code: SIGABRT)), .crash)
    }

    @Test func stackSamplesAreReadFromBetweenTheirMarkers() {
        let log = """
        some output
        === workbook stack: sampled
        /work/.build/debug/workbook(workbook_dump_stack+0x2a)[0x55d0]
        /lib/x86_64-linux-gnu/libc.so.6(+0x3c050)[0x7f00]
        /tmp/build/libFadeLesson.so($s4Fade8animate+0x4f)[0x7f10]
        /tmp/build/libFadeLesson.so(+0x1a2b)[0x7f20]
        === end of stack
        """
        let p = Postmortem(log: log, sources: sources, chapterDirectory: lesson)
        expectEqual(p.sampleCount, 1)
    }

    @Test func theLimitsNameThemselves() {
        let p = Postmortem(log: "", sources: sources, chapterDirectory: lesson)
        let loop = StoppedCheck.describe(.timedOut(seconds: 8), check: "detail fades in", postmortem: p, library: "/x/lib.so")
        expectEqual(loop.cause, .endlessLoop)
        #expect(loop.message.hasPrefix("The check \"detail fades in\" did not finish within 8 s of real time."), "\(loop.message)")
        let memory = StoppedCheck.describe(.outOfMemory(limit: 1 << 30), check: "detail fades in", postmortem: p, library: "/x/lib.so")
        expectEqual(memory.cause, .memoryRunaway)
        #expect(memory.message.hasPrefix("Your code used more than 1 GiB of memory"), "\(memory.message)")
    }
}
