/**
 * The CPU slowdown that makes this machine Lighthouse's reference phone, from the
 * `benchmarkIndex` Lighthouse measures on it (docs/decisions/0053-one-stylesheet.md).
 *
 * Lighthouse's docs/throttling.md ("Calibrating the CPU slowdown") names its target, "mid-tier
 * mobile" (a Moto G4, index 125–800), and tabulates the multiplier to reach it from each class of
 * host: high-end desktop (index 1500–2000) 4x, low-end desktop (1000–1500) 2x, high-end mobile
 * (800–1200) 2x, mid-tier mobile 1x. This takes the table's suggested multiplier of the host's
 * class as it stands: 4x, Lighthouse's and PageSpeed Insights' default, at any index from 1500
 * up. The docs give no rule above 2000, and the index of this shared machine swings by a factor
 * of two within one run (1,251–2,807), so a multiplier that followed it would make the runs
 * incomparable (it did: 4.3x and 8.4x an hour apart, the same code).
 */
const classes: readonly (readonly [lowestIndex: number, multiplier: number])[] = [
  [1500, 4], // high-end desktop
  [800, 2], // low-end desktop, high-end mobile
];

/** The multiplier for `cpuSlowdownMultiplier` (and CDP's CPU throttling rate). */
export function referencePhoneSlowdown(benchmarkIndex: number): number {
  return classes.find(([lowestIndex]) => benchmarkIndex >= lowestIndex)?.[1] ?? 1;
}
