import UIKit

final class PhotoPullInteraction: UIPercentDrivenInteractiveTransition {
    private(set) var isPulling = false
    private weak var photo: UIViewController?

    func attach(to photo: UIViewController) {
        self.photo = photo
        photo.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: PhotoPullInteraction.didPull))
    }

    private func didPull(_ pan: UIPanGestureRecognizer) {
        guard let space = pan.view?.superview else { return }
        let distance = space.bounds.height
        let progress = max(0, min(1, pan.translation(in: space).y / distance))
        let velocity = pan.velocity(in: space).y
        switch pan.state {
        case .began:
            isPulling = true
            photo?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended:
            isPulling = false
            let ownSpeed = distance / CGFloat(duration)
            completionSpeed = abs(velocity) > ownSpeed ? abs(velocity) / ownSpeed : 1
            if velocity > 1000 {
                finish()
            } else if velocity < -1000 {
                cancel()
            } else if progress > 0.5 {
                finish()
            } else {
                cancel()
            }
        case .cancelled, .failed:
            isPulling = false
            completionSpeed = 1
            cancel()
        default:
            break
        }
    }
}
