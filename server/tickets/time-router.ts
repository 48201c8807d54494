import { Hono } from "hono";
import type { Clock } from "../clock.ts";

/** Server time, so countdowns do not depend on the visitor's device clock. */
export function timeRouter({ clock }: { clock: Clock }): Hono {
  return new Hono().get("/time", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ now: clock.now().toISOString() });
  });
}
