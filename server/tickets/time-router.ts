import { Hono } from "hono";
import { z } from "zod";
import { apiRoute } from "../http/api-route.ts";
import type { Clock } from "../clock.ts";

/** Server time, so countdowns do not depend on the visitor's device clock. */
export function timeRouter({ clock }: { clock: Clock }): Hono {
  const router = new Hono();
  apiRoute(
    router,
    "GET",
    "/time",
    { summary: "Server time for countdowns", answer: z.object({ now: z.iso.datetime() }) },
    (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ now: clock.now().toISOString() });
    },
  );
  return router;
}
