/// Seconds, as used by Core Animation. QuartzCore declares it on iOS; Linux Foundation lacks it.
public typealias CFTimeInterval = Double
