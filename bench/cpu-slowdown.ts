/**
 * The CPU slowdown that makes this machine run like a mid-range phone, from the `benchmarkIndex`
 * Lighthouse measures on it. Lighthouse's own default (4x) assumes a fast desktop; on a slower
 * host it simulates a slower phone, so its figures followed whichever machine ran them.
 *
 * Lighthouse's docs/throttling.md ("Calibrating the CPU slowdown") gives the target "mid-tier
 * mobile" (Moto G4 class, index 125–800) and the multipliers per host class (low-end desktop,
 * 1000–1500: 2x; high-end desktop, 1500–2000: 4x, with ranges); its CPU slowdown calculator makes
 * them continuous. These anchors follow that: between them the multiplier is interpolated,
 * above the last it grows at the last segment's rate, and a host no faster than the phone gets 1.
 */
const anchors: readonly (readonly [benchmarkIndex: number, multiplier: number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [2000, 6],
];

/** The multiplier for `cpuSlowdownMultiplier` (and CDP's CPU throttling rate), to 0.1. */
export function midRangePhoneSlowdown(benchmarkIndex: number): number {
  const round = (multiplier: number) => Math.round(multiplier * 10) / 10;
  const [first] = anchors;
  if (!first || !(benchmarkIndex > first[0])) return 1;
  for (let i = 1; i < anchors.length; i++) {
    const [lowIndex, low] = anchors[i - 1]!;
    const [highIndex, high] = anchors[i]!;
    if (benchmarkIndex <= highIndex || i === anchors.length - 1) {
      return round(low + ((benchmarkIndex - lowIndex) / (highIndex - lowIndex)) * (high - low));
    }
  }
  return 1;
}
