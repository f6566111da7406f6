import { CHILD_CARE_CLAIMS, LIFELONG_ANNUITY, PV_PFLEGE } from "./actuarial";
import { ADULT_ENTRY_AGE, CHILD_BANDS } from "./entry-age";

/**
 * PPV loadings (safety and costs): the PPV is calculated on uniform bases for the whole market, with a
 * financial equalisation between the insurers (§ 111 SGB XI) — the same premium at every insurer.
 */
const PPV_LOADING = 1.05 / 0.95;

/**
 * Gross monthly PPV premium for full (100 %) care cover, before the legal maximum: the same at every insurer
 * (uniform bases, § 111 SGB XI); children and adolescents in their own contract pay their band's premium.
 */
export function careMonthlyPremium(entryAge: number): number {
  const net =
    entryAge < ADULT_ENTRY_AGE
      ? CHILD_CARE_CLAIMS[entryAge < CHILD_BANDS[1]![0] ? "child" : "adolescent"]
      : PV_PFLEGE[entryAge]! / LIFELONG_ANNUITY[entryAge]!;
  return (net * PPV_LOADING) / 12;
}
