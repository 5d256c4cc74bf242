// Frames rendering benchmark: how many frames per second the renderer draws of a typical
// transition scene on the default phone device.
//
//     swift run -c release FramesBenchmark [--frames N] [--runs R] [--show]
//
// `--show` prints the scene at t = 0.6 s (mid-animation) instead of measuring.
//
// The scene (16 views, on a key window): a background and a header with a title; a card with a
// rounded border and a label; a snapshot of the card growing; a card flipping about y under the
// container's perspective; views turning, scaling and sliding in 2-D; a view at 50 % alpha; an
// image view showing ASCII art; a wrapped label; list rows. The block animations repeat and
// autoreverse, so every frame shows them in flight. Each run renders N frames, advancing virtual
// time by one display frame (1/60 s) between frames; only the rendering is timed, both by the
// wall clock and by the thread's CPU time (which other processes on a shared machine disturb
// less). The figures reported are frames per second of CPU time; wall-clock ones follow.

import Frames
import UIKit

struct Options {
    var frames = 5_000
    var runs = 7
    var show = false

    /// Parses `--frames N`, `--runs R` and `--show`; returns nil (after printing why) for
    /// anything else.
    static func parse(_ arguments: [String]) -> Options? {
        var options = Options()
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            if flag == "--show" {
                options.show = true
                continue
            }
            guard flag == "--frames" || flag == "--runs" else {
                print("unknown argument \"\(flag)\"; usage: FramesBenchmark [--frames N] [--runs R] [--show]")
                return nil
            }
            guard let text = rest.popFirst(), let value = Int(text), value > 0 else {
                print("\(flag) needs a positive whole number")
                return nil
            }
            if flag == "--frames" { options.frames = value } else { options.runs = value }
        }
        return options
    }
}

/// The transition scene, built on a fresh engine.
@MainActor
func makeScene(device: Device) -> (UIKitEngine, viewCount: Int) {
    let engine = UIKitEngine()
    device.configure(engine)
    var views = 0
    func add<V: UIView>(_ view: V, to parent: UIView) -> V {
        parent.addSubview(view)
        views += 1
        return view
    }
    engine.run {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let container = controller.view!
        container.backgroundColor = .white
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        container.layer.sublayerTransform = perspective

        let background = add(UIView(frame: container.bounds), to: container)
        background.backgroundColor = .systemGray6
        let header = add(UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 64)), to: container)
        header.backgroundColor = .systemGray5
        let title = add(UILabel(frame: CGRect(x: 0, y: 32, width: 375, height: 16)), to: header)
        title.text = "Transitions"
        title.textAlignment = .center

        let card = add(UIView(frame: CGRect(x: 24, y: 88, width: 200, height: 160)), to: container)
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 16
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor.black.cgColor
        card.clipsToBounds = true
        let cardLabel = add(UILabel(frame: CGRect(x: 16, y: 64, width: 168, height: 32)), to: card)
        cardLabel.text = "Pet card"
        cardLabel.textAlignment = .center

        let flipping = add(UIView(frame: CGRect(x: 240, y: 88, width: 112, height: 160)), to: container)
        flipping.backgroundColor = .systemOrange
        flipping.layer.cornerRadius = 8

        let turning = add(UIView(frame: CGRect(x: 40, y: 280, width: 96, height: 64)), to: container)
        turning.backgroundColor = .systemGreen
        let growing = add(UIView(frame: CGRect(x: 160, y: 280, width: 64, height: 64)), to: container)
        growing.backgroundColor = .systemPurple
        let sliding = add(UIView(frame: CGRect(x: 248, y: 280, width: 96, height: 48)), to: container)
        sliding.backgroundColor = .systemTeal

        let translucent = add(UIView(frame: CGRect(x: 0, y: 240, width: 375, height: 120)), to: container)
        translucent.backgroundColor = .systemRed
        translucent.alpha = 0.5

        let image = add(UIImageView(frame: CGRect(x: 24, y: 384, width: 160, height: 96)), to: container)
        image.image = UIImage(asciiArt: " /\\_/\\\n( o.o )\n > ^ <")
        image.contentMode = .scaleAspectFit

        let text = add(UILabel(frame: CGRect(x: 200, y: 384, width: 152, height: 96)), to: container)
        text.text = "A snapshot grows while the card flips away"
        text.numberOfLines = 0

        for row in 0..<3 {
            let line = add(UIView(frame: CGRect(x: 16, y: 504 + CGFloat(row) * 48, width: 343, height: 32)), to: container)
            line.backgroundColor = row % 2 == 0 ? .systemGray4 : .systemGray3
        }

        // The snapshot needs the card on screen once.
        engine.advance(by: 0)
        let snapshot = card.snapshotView(afterScreenUpdates: false)!
        snapshot.frame = CGRect(x: 24, y: 500, width: 100, height: 80)
        _ = add(snapshot, to: container)

        let options: UIView.AnimationOptions = [.repeat, .autoreverse, .curveEaseInOut]
        UIView.animate(withDuration: 1.2, delay: 0, options: options, animations: {
            flipping.layer.transform = CATransform3DMakeRotation(.pi * 0.45, 0, 1, 0)
            turning.transform = CGAffineTransform(rotationAngle: .pi / 4)
            growing.transform = CGAffineTransform(scaleX: 1.6, y: 1.6)
            sliding.transform = CGAffineTransform(translationX: -40, y: 24)
            snapshot.frame = CGRect(x: 24, y: 360, width: 327, height: 280)
            card.layer.transform = CATransform3DMakeRotation(-.pi / 6, 0, 1, 0)
        })
    }
    engine.advance(by: 0)
    return (engine, views)
}

/// Seconds of CPU time this thread has used.
func threadCPUTime() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// Renders `frames` frames, one display frame apart; returns the seconds spent rendering, in
/// CPU time and wall-clock time.
@MainActor
func run(frames: Int, device: Device) -> (cpu: Double, wall: Double, ink: Int) {
    let (engine, _) = makeScene(device: device)
    let clock = ContinuousClock()
    var wall = Duration.zero
    var cpu = 0.0
    var ink = 0
    for _ in 0..<frames {
        engine.advance(by: engine.frameDuration)
        let startCPU = threadCPUTime()
        let start = clock.now
        let frame = FrameRenderer.render(engine, device: device)
        wall += clock.now - start
        cpu += threadCPUTime() - startCPU
        ink &+= frame.inkCount
    }
    let parts = wall.components
    return (cpu, Double(parts.seconds) + Double(parts.attoseconds) / 1e18, ink)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

@MainActor
func main() {
    guard let options = Options.parse(Array(CommandLine.arguments.dropFirst())) else { exit(2) }
    let device = Device.phone
    let (engine, viewCount) = makeScene(device: device)
    if options.show {
        engine.advance(by: 0.6)
        print(FrameFile.encode(FrameRenderer.render(engine, device: device)), terminator: "")
        return
    }
    print("Frames benchmark: \(device), \(device.columns * device.rows) cells, \(viewCount) views, animations in flight")
    print("\(options.runs) runs of \(options.frames) frames (virtual time advances 1/60 s per frame; only rendering is timed)")
    _ = run(frames: min(options.frames, 500), device: device)   // warm-up
    var cpuRates: [Double] = [], wallRates: [Double] = []
    for index in 1...options.runs {
        let result = run(frames: options.frames, device: device)
        let cpuRate = Double(options.frames) / result.cpu, wallRate = Double(options.frames) / result.wall
        cpuRates.append(cpuRate)
        wallRates.append(wallRate)
        print("  run \(index): \(Int(cpuRate.rounded())) frames/s of CPU time (\(String(format: "%.1f", 1e6 / cpuRate)) µs per frame), \(Int(wallRate.rounded())) by the wall clock")
    }
    func figure(_ rates: [Double]) -> String {
        "median \(Int(median(rates).rounded())) frames/s (min \(Int(rates.min()!.rounded())), max \(Int(rates.max()!.rounded())))"
    }
    print("CPU time:   \(figure(cpuRates)); target 5000")
    print("wall clock: \(figure(wallRates))")
}

MainActor.assumeIsolated { main() }
