import Expectations
import Testing
import UIKit

/// CATransform3D: row vectors (p' = p · M), Concat(a, b) = a · b (a first), Translate/Scale/Rotate
/// put the new operation first, rotation entries as in UIKIT-SEMANTICS §5, perspective by m34.
@MainActor
struct TransformMathTests {
    // MARK: Identity

    @Test func identityHasOnesOnTheDiagonalOnly() {
        let expected = matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])
        expectEqual(CATransform3DIdentity, expected)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3DMakeTranslation(0, 0, 1)))
    }

    @Test func theZeroArgumentInitializerIsAllZerosNotTheIdentity() {
        // iOS: the imported C struct's zero initializer; a layer given it disappears.
        expectEqual(CATransform3D(), matrix([[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]))
        #expect(!CATransform3DIsIdentity(CATransform3D()))
    }

    @Test func equalToTransformComparesEveryEntry() {
        var t = CATransform3DIdentity
        #expect(CATransform3DEqualToTransform(t, CATransform3DIdentity))
        t.m34 = -1.0 / 500
        #expect(!CATransform3DEqualToTransform(t, CATransform3DIdentity))
    }

    // MARK: Make

    @Test func translationLivesInTheFourthRow() {
        let t = CATransform3DMakeTranslation(10, 20, 30)
        expectEqual(t, matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [10, 20, 30, 1]]))
        // (1, 2, 0, 1) · T = (1 + 10, 2 + 20) = (11, 22)
        expectClose(t.project(CGPoint(x: 1, y: 2)), CGPoint(x: 11, y: 22))
    }

    @Test func scaleLivesOnTheDiagonal() {
        let t = CATransform3DMakeScale(2, 3, 4)
        expectEqual(t, matrix([[2, 0, 0, 0], [0, 3, 0, 0], [0, 0, 4, 0], [0, 0, 0, 1]]))
    }

    @Test func rotationAboutZByQuarterTurnMapsXAxisOntoYAxis() {
        // θ = π/2 about (0, 0, 1): c = 0, s = 1 → m11 = 0, m12 = s·z = 1, m21 = −s·z = −1, m22 = 0.
        let t = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        expectClose(t, matrix([[0, 1, 0, 0], [-1, 0, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]), tolerance: 1e-15)
        // (1, 0) · R = (m11, m12) = (0, 1): on a y-down screen that is a clockwise quarter turn.
        expectClose(t.project(CGPoint(x: 1, y: 0)), CGPoint(x: 0, y: 1), tolerance: 1e-15)
    }

    @Test func rotationAboutArbitraryAxisMatchesEveryFormulaEntry() {
        // Axis (1/3, 2/3, 2/3) (unit), θ = π/3: c = 0.5, s = √3/2 = 0.8660254038, 1 − c = 0.5.
        let x: CGFloat = 1.0 / 3, y: CGFloat = 2.0 / 3, z: CGFloat = 2.0 / 3
        let t = CATransform3DMakeRotation(.pi / 3, x, y, z)
        // m11 = c + (1−c)x² = 0.5 + 0.5/9                    = 0.5555555556
        // m12 = (1−c)xy + s z = 0.5·2/9 + 0.8660254·2/3       = 0.1111111 + 0.5773503 = 0.6884613803
        // m13 = (1−c)xz − s y = 0.1111111 − 0.5773503         = −0.4662391581
        // m21 = (1−c)xy − s z = 0.1111111 − 0.5773503         = −0.4662391581
        // m22 = c + (1−c)y² = 0.5 + 0.5·4/9                   = 0.7222222222
        // m23 = (1−c)yz + s x = 0.5·4/9 + 0.8660254/3         = 0.2222222 + 0.2886751 = 0.5108973568
        // m31 = (1−c)xz + s y = 0.1111111 + 0.5773503         = 0.6884613803
        // m32 = (1−c)yz − s x = 0.2222222 − 0.2886751         = −0.0664529124
        // m33 = c + (1−c)z² = 0.7222222222
        let expected = matrix([
            [0.5555555556, 0.6884613803, -0.4662391581, 0],
            [-0.4662391581, 0.7222222222, 0.5108973568, 0],
            [0.6884613803, -0.0664529124, 0.7222222222, 0],
            [0, 0, 0, 1],
        ])
        expectClose(t, expected, tolerance: 1e-9)
    }

    @Test func rotationAxisIsNormalized() {
        // (1, 2, 2) has length 3: the same unit axis as above, so the same m12 and m32.
        let t = CATransform3DMakeRotation(.pi / 3, 1, 2, 2)
        expectClose(t.m12, 0.6884613803, tolerance: 1e-9)
        expectClose(t.m32, -0.0664529124, tolerance: 1e-9)
    }

    @Test func rotationAboutZeroAxisIsIdentity() {
        expectEqual(CATransform3DMakeRotation(1, 0, 0, 0), CATransform3DIdentity)
    }

    // MARK: Concat order

    @Test func concatAppliesFirstArgumentFirst() {
        // Translate (10, 0) then scale by 2: (0 + 10) · 2 → m41 = 20.
        let t = CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1))
        expectEqual(t.m41, 20)
        expectEqual(t.m11, 2)
        // (1, 0): (1 + 10) · 2 = 22.
        expectClose(t.project(CGPoint(x: 1, y: 0)), CGPoint(x: 22, y: 0))
    }

    @Test func concatInTheOtherOrderScalesFirst() {
        // Scale by 2 then translate (10, 0): m41 = 10; (1, 0) → 1·2 + 10 = 12.
        let t = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0))
        expectEqual(t.m41, 10)
        expectClose(t.project(CGPoint(x: 1, y: 0)), CGPoint(x: 12, y: 0))
    }

    @Test func concatOfThreeIsAssociativeLeftToRight() {
        // Translate (1, 0), scale 3, translate (0, 5): (x + 1)·3, y·3 + 5. Point (1, 1) → (6, 8).
        let t = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(1, 0, 0), CATransform3DMakeScale(3, 3, 1)),
            CATransform3DMakeTranslation(0, 5, 0))
        expectClose(t.project(CGPoint(x: 1, y: 1)), CGPoint(x: 6, y: 8))
        expectEqual(t.m41, 3)
        expectEqual(t.m42, 5)
    }

    // MARK: Translate / Scale / Rotate put the new operation first

    @Test func translateAppliesTheTranslationBeforeTheExistingTransform() {
        // Translate(S, 10, 0, 0) = T · S: (x + 10) · 2 → m41 = 20.
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        expectEqual(t.m41, 20)
        expectEqual(t.m11, 2)
    }

    @Test func scaleAppliesTheScaleBeforeTheExistingTransform() {
        // Scale(T, 2, 2, 1) = S · T: x · 2 + 10 → m41 = 10, m11 = 2.
        let t = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 1)
        expectEqual(t.m41, 10)
        expectEqual(t.m11, 2)
        expectClose(t.project(CGPoint(x: 1, y: 0)), CGPoint(x: 12, y: 0))
    }

    @Test func rotateAppliesTheRotationBeforeTheExistingTransform() {
        // Rotate(T(10, 0), π/2 about z) = R · T: (1, 0) → R → (0, 1) → T → (10, 1).
        let t = CATransform3DRotate(CATransform3DMakeTranslation(10, 0, 0), .pi / 2, 0, 0, 1)
        expectClose(t.project(CGPoint(x: 1, y: 0)), CGPoint(x: 10, y: 1), tolerance: 1e-12)
        // The translation row is untouched by a rotation placed before it.
        expectEqual(t.m41, 10)
        expectEqual(t.m42, 0)
    }

    // MARK: Invert

    @Test func invertOfScaleAndTranslationIsComputedByHand() {
        // M = S(2, 4, 8) then T(10, 20, 30). M⁻¹ = T(−10, −20, −30) then S(1/2, 1/4, 1/8):
        // diagonal (0.5, 0.25, 0.125), fourth row (−10·0.5, −20·0.25, −30·0.125) = (−5, −5, −3.75).
        let m = CATransform3DConcat(CATransform3DMakeScale(2, 4, 8), CATransform3DMakeTranslation(10, 20, 30))
        let expected = matrix([[0.5, 0, 0, 0], [0, 0.25, 0, 0], [0, 0, 0.125, 0], [-5, -5, -3.75, 1]])
        expectClose(CATransform3DInvert(m), expected, tolerance: 1e-12)
    }

    @Test func invertRoundTripsAThreeDimensionalTransformWithPerspective() {
        var m = CATransform3DMakeRotation(0.7, 1, 2, 3)
        m.m34 = -1.0 / 500
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(12, -7, 3))
        // M · M⁻¹ = I (identity written out by hand).
        expectClose(CATransform3DConcat(m, CATransform3DInvert(m)), CATransform3DIdentity, tolerance: 1e-12)
        expectClose(CATransform3DConcat(CATransform3DInvert(m), m), CATransform3DIdentity, tolerance: 1e-12)
    }

    @Test func invertOfIdentityIsIdentity() {
        expectEqual(CATransform3DInvert(CATransform3DIdentity), CATransform3DIdentity)
    }

    @Test func invertOfSingularMatrixReturnsTheInput() {
        // A zero x scale has determinant 0: Core Animation returns the matrix unchanged.
        let singular = CATransform3DMakeScale(0, 1, 1)
        expectEqual(CATransform3DInvert(singular), singular)
        let flat = CATransform3DConcat(CATransform3DMakeScale(1, 1, 0), CATransform3DMakeTranslation(5, 6, 7))
        expectEqual(CATransform3DInvert(flat), flat)
    }

    // MARK: Perspective

    @Test func perspectiveLeavesPointsOnTheScreenPlaneAlone() {
        // z = 0: w = 1 + 0·m34 = 1, so (30, 40) stays (30, 40).
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        expectClose(t.project(CGPoint(x: 30, y: 40)), CGPoint(x: 30, y: 40))
    }

    @Test func perspectiveDividesByWAfterARotationAboutY() {
        // P = identity with m34 = −1/500; M = Rotate(P, π/3, 0, 1, 0) = R_y · P.
        // R_y (axis (0,1,0)): m11 = c = 0.5, m13 = −s = −0.8660254, m31 = s, m33 = c.
        // (100, 50, 0) · R_y = (100·0.5, 50, 100·(−0.8660254)) = (50, 50, −86.60254).
        // · P: w = 1 + z·m34 = 1 + 86.60254/500 = 1.1732050808.
        // x = 50 / 1.1732050808 = 42.6182948, y = 42.6182948 (the receding edge shrinks).
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        let t = CATransform3DRotate(p, .pi / 3, 0, 1, 0)
        let h = t.mapHomogeneous(x: 100, y: 50)
        expectClose(h.w, 1.1732050808, tolerance: 1e-9)
        expectClose(t.project(CGPoint(x: 100, y: 50)), CGPoint(x: 42.6182948063, y: 42.6182948063), tolerance: 1e-9)
    }

    @Test func perspectiveMagnifiesAPointInFrontOfThePlane() {
        // Translate z by +100 (toward the viewer) then m34 = −1/500:
        // w = 1 + 100·(−1/500) = 0.8; (40, −20) → (50, −25).
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        let t = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 100), p)
        expectClose(t.project(CGPoint(x: 40, y: -20)), CGPoint(x: 50, y: -25), tolerance: 1e-12)
    }

    // MARK: Affine bridge

    @Test func makeAffineTransformPlacesTheSixEntries() {
        let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(a)
        expectEqual(t, matrix([[1, 2, 0, 0], [3, 4, 0, 0], [0, 0, 1, 0], [5, 6, 0, 1]]))
    }

    @Test func getAffineTransformReadsTheSixEntries() {
        let t = matrix([[1, 2, 0, 0], [3, 4, 0, 0], [0, 0, 1, 0], [5, 6, 0, 1]])
        expectEqual(CATransform3DGetAffineTransform(t), CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    }

    @Test func getAffineTransformIgnoresThreeDimensionalEntries() {
        var t = matrix([[1, 2, 9, 0], [3, 4, 9, 0], [9, 9, 9, 0], [5, 6, 9, 1]])
        t.m34 = -0.002
        expectEqual(CATransform3DGetAffineTransform(t), CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    }

    @Test func isAffineIsTrueOnlyForTwoDimensionalTransforms() {
        #expect(CATransform3DIsAffine(CATransform3DIdentity))
        #expect(CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 0, 1)))
        #expect(CATransform3DIsAffine(CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        #expect(!CATransform3DIsAffine(perspective))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 1, 0)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
    }

    // MARK: Interpolation (what "transform" animations use)

    @Test func interpolationBlendsScaleAndTranslationComponentwise() {
        // Identity → S(3, 3, 1) then T(100, 0, 0): halfway scale 2, translation 50.
        let end = CATransform3DConcat(CATransform3DMakeScale(3, 3, 1), CATransform3DMakeTranslation(100, 0, 0))
        let mid: CATransform3D = CATransform3DIdentity.interpolated(to: end, 0.5)
        expectClose(mid, matrix([[2, 0, 0, 0], [0, 2, 0, 0], [0, 0, 1, 0], [50, 0, 0, 1]]), tolerance: 1e-12)
    }

    @Test func interpolationTurnsRotationsRigidly() {
        // Identity → π/2 about y: halfway is the π/4 turn (c = s = 0.7071067812), not an entry blend
        // (which would give m11 = 0.5).
        let mid: CATransform3D = CATransform3DIdentity.interpolated(to: CATransform3DMakeRotation(.pi / 2, 0, 1, 0), 0.5)
        expectClose(mid.m11, 0.7071067812, tolerance: 1e-9)
        expectClose(mid.m13, -0.7071067812, tolerance: 1e-9)
        expectClose(mid.m31, 0.7071067812, tolerance: 1e-9)
        expectClose(mid.m33, 0.7071067812, tolerance: 1e-9)
    }

    @Test func interpolationOfASingularEndFallsBackToEntryBlend() {
        // S(1) → S(0): no decomposition at the end; the entry blend gives m11 = 1 + (0 − 1)·0.25 = 0.75.
        let q: CATransform3D = CATransform3DIdentity.interpolated(to: CATransform3DMakeScale(0, 0, 1), 0.25)
        expectClose(q.m11, 0.75, tolerance: 1e-12)
        expectClose(q.m22, 0.75, tolerance: 1e-12)
    }

    @Test func interpolationKeepsPerspectiveWhileTurning() {
        // The flip-card pattern: P (m34 = −1/500) → Rotate(P, π/2 about y) = R_y(π/2)·P. Halfway should be
        // R_y(π/4)·P, c = s = 0.7071067812: rows (c, 0, −s, s/500), (0, 1, 0, 0), (s, 0, c, −c/500), (0, 0, 0, 1),
        // i.e. m14 = 0.0014142136, m34 = −0.0014142136.
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        let mid: CATransform3D = p.interpolated(to: CATransform3DRotate(p, .pi / 2, 0, 1, 0), 0.5)
        let r = 0.7071067812
        expectClose(mid, matrix([[r, 0, -r, 0.0014142136], [0, 1, 0, 0], [r, 0, r, -0.0014142136], [0, 0, 0, 1]]), tolerance: 1e-9)
    }
}
