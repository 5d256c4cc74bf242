import Expectations
import Testing
import UIKit

/// CGAffineTransform: `p' = (x·a + y·c + tx, x·b + y·d + ty)`; scaledBy/translatedBy/rotated apply
/// the new operation first; `a.concatenating(b)` is a then b.
@MainActor
struct AffineTransformTests {
    // MARK: Initializers

    @Test func identityMapsEveryPointToItself() {
        #expect(CGAffineTransform.identity.isIdentity)
        expectEqual(CGAffineTransform.identity, CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        expectEqual(CGPoint(x: 3, y: -4).applying(.identity), CGPoint(x: 3, y: -4))
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    @Test func theZeroArgumentInitializerIsAllZerosNotTheIdentity() {
        // iOS: the imported C struct's zero initializer; a classic pitfall.
        let zero = CGAffineTransform()
        expectEqual(zero, CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect(!zero.isIdentity)
        expectEqual(CGPoint(x: 3, y: -4).applying(zero), .zero, "every point collapses to the origin")
    }

    @Test func translationInitAddsTheOffset() {
        // (1, 2) + (10, 20) = (11, 22)
        let t = CGAffineTransform(translationX: 10, y: 20)
        expectEqual(t, CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 20))
        expectEqual(CGPoint(x: 1, y: 2).applying(t), CGPoint(x: 11, y: 22))
    }

    @Test func scaleInitMultipliesEachAxis() {
        // (1, 2) · (2, 3) = (2, 6)
        let t = CGAffineTransform(scaleX: 2, y: 3)
        expectEqual(t, CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        expectEqual(CGPoint(x: 1, y: 2).applying(t), CGPoint(x: 2, y: 6))
    }

    @Test func rotationInitTurnsClockwiseOnAYDownScreen() {
        // θ = π/2: a = cos = 0, b = sin = 1, c = −sin = −1, d = 0. (1, 0) → (1·0 + 0·(−1), 1·1 + 0) = (0, 1).
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        expectClose(t, CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0), tolerance: 1e-15)
        expectClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 0, y: 1), tolerance: 1e-15)
        // (0, 1) → (0·0 + 1·(−1), 0·1 + 1·0) = (−1, 0)
        expectClose(CGPoint(x: 0, y: 1).applying(t), CGPoint(x: -1, y: 0), tolerance: 1e-15)
    }

    // MARK: The new operation comes first

    @Test func translatedByTranslatesBeforeTheReceiver() {
        // scale 2, translatedBy (10, 0): (0, 0) → (10, 0) → (20, 0); tx = 20.
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        expectEqual(t.tx, 20)
        expectEqual(CGPoint.zero.applying(t), CGPoint(x: 20, y: 0))
    }

    @Test func scaledByScalesBeforeTheReceiver() {
        // translate (10, 0), scaledBy 2: (1, 0) → (2, 0) → (12, 0); tx stays 10.
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        expectEqual(t.tx, 10)
        expectEqual(t.a, 2)
        expectEqual(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 12, y: 0))
    }

    @Test func rotatedRotatesBeforeTheReceiver() {
        // translate (10, 0), rotated π/2: (1, 0) → (0, 1) → (10, 1).
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        expectClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 10, y: 1), tolerance: 1e-12)
    }

    @Test func chainedCallsApplyInReverseReadingOrder() {
        // identity.translatedBy(5, 0).scaledBy(3, 3): the scale (last call) runs first.
        // (1, 1) → (3, 3) → (8, 3).
        let t = CGAffineTransform.identity.translatedBy(x: 5, y: 0).scaledBy(x: 3, y: 3)
        expectEqual(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 8, y: 3))
    }

    @Test func concatenatingAppliesTheReceiverFirst() {
        // translate (10, 0) then scale 2: (0, 0) → (10, 0) → (20, 0).
        let t = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        expectEqual(t, CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
        // The other order: (0, 0) → (0, 0) → (10, 0).
        let u = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        expectEqual(u, CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
    }

    // MARK: Inverse

    @Test func invertedUndoesScaleThenTranslate() {
        // M: scale (2, 4) then translate (10, 20). M⁻¹: translate (−10, −20) then scale (1/2, 1/4):
        // a = 0.5, d = 0.25, tx = −5, ty = −5.
        let m = CGAffineTransform(scaleX: 2, y: 4).concatenating(CGAffineTransform(translationX: 10, y: 20))
        expectClose(m.inverted(), CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -5, ty: -5), tolerance: 1e-12)
        // (3, 5) → (16, 40) → back to (3, 5).
        expectEqual(CGPoint(x: 3, y: 5).applying(m), CGPoint(x: 16, y: 40))
        expectClose(CGPoint(x: 16, y: 40).applying(m.inverted()), CGPoint(x: 3, y: 5), tolerance: 1e-12)
    }

    @Test func invertedOfRotationTurnsBack() {
        // Inverse of +π/2 is −π/2: a = 0, b = −1, c = 1, d = 0.
        let inv = CGAffineTransform(rotationAngle: .pi / 2).inverted()
        expectClose(inv, CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0), tolerance: 1e-12)
    }

    @Test func invertedOfSingularTransformReturnsTheInput() {
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        expectEqual(singular.inverted(), singular)
    }

    // MARK: Applying to sizes and rectangles

    @Test func sizeApplyingIgnoresTranslationAndKeepsSigns() {
        // (10, 20) through rotation π/2: (w·a + h·c, w·b + h·d) = (10·0 + 20·(−1), 10·1 + 20·0) = (−20, 10).
        expectClose(CGSize(width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2)),
                    CGSize(width: -20, height: 10), tolerance: 1e-12)
        expectEqual(CGSize(width: 10, height: 20).applying(CGAffineTransform(translationX: 99, y: 99)), CGSize(width: 10, height: 20))
        expectEqual(CGSize(width: 10, height: 20).applying(CGAffineTransform(scaleX: 2, y: -1)), CGSize(width: 20, height: -20))
    }

    @Test func rectApplyingScalesAndTranslatesTheCorners() {
        // (1, 2, 3, 4) scaled by 2 then moved (10, 10): origin (12, 14), size (6, 8).
        let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 10))
        expectEqual(CGRect(x: 1, y: 2, width: 3, height: 4).applying(t), CGRect(x: 12, y: 14, width: 6, height: 8))
    }

    @Test func rectApplyingRotationReturnsTheBoundingBox() {
        // Corners of (0, 0, 10, 20) turned by π/2, (x, y) → (−y, x):
        // (0,0)→(0,0), (10,0)→(0,10), (0,20)→(−20,0), (10,20)→(−20,10). Box: (−20, 0, 20, 10).
        let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        expectClose(r, CGRect(x: -20, y: 0, width: 20, height: 10), tolerance: 1e-12)
    }

    @Test func rectApplyingAnEighthTurnGrowsTheBox() {
        // A 10 × 10 square about the origin turned by π/4: corners at distance 10 reach x ∈ [−7.0710678, 7.0710678]
        // ((0,10) → (−7.07, 7.07), (10,0) → (7.07, 7.07), (10,10) → (0, 14.1421356)). Box (−7.0710678, 0, 14.1421356, 14.1421356).
        let r = CGRect(x: 0, y: 0, width: 10, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 4))
        expectClose(r, CGRect(x: -7.0710678119, y: 0, width: 14.1421356237, height: 14.1421356237), tolerance: 1e-9)
    }

    @Test func rectApplyingKeepsTheNullRectNull() {
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }

    // MARK: Bridge to CATransform3D

    @Test func affineConcatenationMatchesLayerTransformConcatenation() {
        // Both are "first, then": translate (10, 0) then scale 2 puts 20 in tx and in m41.
        let affine = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        let layer = CATransform3DMakeAffineTransform(affine)
        expectEqual(layer.m41, 20)
        expectEqual(layer.m11, 2)
    }

    // MARK: Insets

    @Test func insetByRemovesEachEdge() {
        // (0, 0, 100, 50) less top 5, left 10, bottom 15, right 20 → (10, 5, 70, 30).
        let r = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
        expectEqual(r, CGRect(x: 10, y: 5, width: 70, height: 30))
        expectEqual(CGRect(x: 1, y: 2, width: 3, height: 4).inset(by: .zero), CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}
