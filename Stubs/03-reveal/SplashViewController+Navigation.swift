import UIKit

extension SplashViewController: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // TODO 1.3: UIKit asks this for every animated push and pop. Tell `transition` which one
        //   it is (`transition.operation = operation`) and return `transition`. While this
        //   returns nil, UIKit slides the screens as usual.
        return nil
    }
}
