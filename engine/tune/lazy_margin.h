// The lazy evaluation's margin (eval.lazyMargin), measured where the skip acts: over the positions
// that searches from the tuning samples evaluate, how far the attack-map terms move the value.
#pragma once

#include <vector>

#include "tune/tuner.h"

namespace tessera {

// The 99.9th percentile of |evaluation with the attack-map terms - without them| under `p`, plus a
// quarter, rounded up to 10 cp (never 0, which would mean "derive it"); 0 when `p` sets no
// attack-map weight. The searches use the variant's own weights; only the spread is `p`'s.
int measured_lazy_margin(const Variant& v, const std::vector<TuneSample>& samples, const TuneParams& p,
                         MarginSearches how = {});

}  // namespace tessera
