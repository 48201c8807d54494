import { systemClock, type Clock } from "../../clock.ts";
import { shopCallBudget } from "../shop-call-budget.ts";

/**
 * A call budget no adapter test reaches (many calls at one pinned instant), which still stops
 * the calls for a 429's Retry-After; the budget itself has its own tests.
 */
export const roomyBudget = (clock: Clock = systemClock) =>
  shopCallBudget({ perMinute: 100_000, clock, log: { error: () => {} } });
