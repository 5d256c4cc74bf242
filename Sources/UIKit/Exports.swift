// On iOS, `import UIKit` brings Foundation with it; lesson code relies on that.
@_exported import Foundation
