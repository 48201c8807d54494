// What the waiting room's routes read (the server alone): kept apart from the answer's schemas,
// which the page loads in the browser.
import { z } from "zod";
import { emailSchema, linkIdSchema } from "./fields.ts";

/** The room's address names its package: `?package=<id>` (none: the event's first). */
export const roomQuerySchema = z.object({ package: z.string().optional() });

/** POST waiting-room/gate/:ticketShopId, the e-mail gate's plain form. */
export const gateBodySchema = z.object({ email: emailSchema });

/** POST waiting-room/confirm/:ticketShopId, the confirm button of the mailed link's page. */
export const gateConfirmBodySchema = z.object({ confirm: linkIdSchema });

/**
 * The waiting room's place cookie as the visitor's browser sends it back:
 * `<place id>.<room tag>.<expiry, seconds>.<signature>` (server/waiting-room/place-cookie.ts
 * signs and checks it).
 */
export const placeCookieValueSchema = z
  .string()
  .regex(/^[0-9a-f]{32}\.[\w-]{12}\.\d{1,12}\.[\w-]{43}$/)
  .transform((value) => {
    const [entryId, tag, expires, signature] = value.split(".") as [string, string, string, string];
    return { entryId, tag, expires, signature };
  });
