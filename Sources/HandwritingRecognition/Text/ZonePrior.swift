import Foundation
import InkCore

/// Where a character hypothesis reaches relative to the writing zone.
struct ZoneExtent: Sendable, Equatable {
    /// Reaches more than half an x-height above the midline.
    var ascends: Bool
    /// Reaches more than half an x-height below the baseline.
    var descends: Bool

    init(bounds: BoundingBox, zone: WritingZone) {
        ascends = (zone.midline - bounds.minY) / zone.xHeight > 0.5
        descends = (bounds.maxY - zone.baseline) / zone.xHeight > 0.5
    }
}

/// How likely a class is to ascend and to descend: the size prior that tells "o" from "O", "l"
/// from "e" and "g" from "a", which the classifier cannot, since it sees each character scaled to
/// its own box. Probabilities are set by letter form (ascenders b d f h k l, capitals and digits;
/// descenders g j p q y; "t", "i", "j" reach up a little; cursive "f" often descends), not fitted.
struct ZonePrior: Sendable, Equatable {
    var ascends: Double
    var descends: Double

    /// The prior of a classifier label (a single character); unknown labels get no preference.
    init(label: String) {
        switch label {
        case "b", "d", "h", "k", "l": (ascends, descends) = (0.9, 0.1)
        case "f": (ascends, descends) = (0.9, 0.5)
        case "t": (ascends, descends) = (0.75, 0.1)
        case "i": (ascends, descends) = (0.6, 0.1)
        case "j": (ascends, descends) = (0.6, 0.9)
        case "g", "p", "q", "y": (ascends, descends) = (0.12, 0.9)
        case "J": (ascends, descends) = (0.9, 0.3)
        default:
            if label.count == 1, let c = label.first, c.isUppercase || c.isNumber {
                (ascends, descends) = (0.9, 0.1)
            } else if label.count == 1, let c = label.first, c.isLowercase {
                (ascends, descends) = (0.12, 0.1)
            } else {
                (ascends, descends) = (0.5, 0.5)
            }
        }
    }

    /// ln P(extent | class), the two flags taken as independent.
    func logLikelihood(_ extent: ZoneExtent) -> Double {
        log(extent.ascends ? ascends : 1 - ascends) + log(extent.descends ? descends : 1 - descends)
    }
}
