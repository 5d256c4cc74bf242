import Frames
import UIKit

extension Device {
    /// A small screen of `columns` × `rows` cells of the phone's cell size (8 × 16 points), so
    /// that goldens of one feature stay small and their diffs readable.
    static func cells(_ columns: Int, _ rows: Int) -> Device {
        Device(name: "\(columns)x\(rows)", size: CGSize(width: CGFloat(columns) * 8, height: CGFloat(rows) * 16), cellSize: CGSize(width: 8, height: 16))
    }
}

/// A rectangle in points given in cells of 8 × 16 points: `cells(2, 1, 12, 4)` covers
/// columns 2–13 and rows 1–4.
func cells(_ column: CGFloat, _ row: CGFloat, _ columns: CGFloat, _ rows: CGFloat) -> CGRect {
    CGRect(x: column * 8, y: row * 16, width: columns * 8, height: rows * 16)
}

/// A new view with `frame` and `color`, added to `parent` (call inside `run`).
@MainActor
@discardableResult
func block(_ frame: CGRect, _ color: UIColor?, in parent: UIView) -> UIView {
    let view = UIView(frame: frame)
    view.backgroundColor = color
    parent.addSubview(view)
    return view
}

/// A new label (call inside `run`).
@MainActor
@discardableResult
func label(_ text: String, _ frame: CGRect, in parent: UIView, alignment: NSTextAlignment = .left, lines: Int = 1, background: UIColor? = nil) -> UILabel {
    let label = UILabel(frame: frame)
    label.text = text
    label.textAlignment = alignment
    label.numberOfLines = lines
    label.backgroundColor = background
    parent.addSubview(label)
    return label
}

/// A fresh engine whose screen is `device`, with a root view filling it, on display (so implicit
/// and block animations run); frames show the root view as the whole screen.
@MainActor
struct Stage {
    let engine = UIKitEngine()
    let device: Device
    let root: UIView

    init(_ device: Device, background: UIColor? = .white) {
        self.device = device
        device.configure(engine)
        root = engine.run { UIView(frame: CGRect(origin: .zero, size: device.size)) }
        engine.run { [root] in root.backgroundColor = background }
        engine.display(root.layer)
    }

    /// Runs `body` with this engine current (create and change views here).
    @discardableResult
    func run<T>(_ body: () throws -> T) rethrows -> T { try engine.run(body) }

    /// Adds `view` to the root and returns it.
    @discardableResult
    func add<V: UIView>(_ view: V) -> V {
        engine.run { root.addSubview(view) }
        return view
    }

    func advance(by seconds: CFTimeInterval) { engine.advance(by: seconds) }

    /// The root view drawn now.
    func frame() -> Frame { FrameRenderer.render(root.layer, device: device, at: engine.currentTime) }
}

/// A phone-sized engine with a key window whose root view controller's view is white: the
/// scene of the full-screen goldens.
@MainActor
struct PhoneScene {
    let engine = UIKitEngine()
    let device: Device
    let root: UIView

    init(_ device: Device = .phone) {
        self.device = device
        device.configure(engine)
        root = engine.run { () -> UIView in
            let window = UIWindow(frame: UIScreen.main.bounds)
            let controller = UIViewController()
            controller.view.backgroundColor = .white
            window.rootViewController = controller
            window.makeKeyAndVisible()
            return controller.view
        }
        engine.advance(by: 0)
    }

    @discardableResult
    func run<T>(_ body: () throws -> T) rethrows -> T { try engine.run(body) }

    @discardableResult
    func add<V: UIView>(_ view: V) -> V {
        engine.run { root.addSubview(view) }
        return view
    }

    func advance(by seconds: CFTimeInterval) { engine.advance(by: seconds) }

    /// The key window drawn now.
    func frame() -> Frame { FrameRenderer.render(engine, device: device) }
}

/// A perspective transform as transitions use it (eye 500 points away).
func perspective(_ distance: CGFloat = 500) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m34 = -1 / distance
    return t
}
