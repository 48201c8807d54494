import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { placeCookieValueSchema } from "../../core/api/waiting-room-input.ts";
import { deriveKey } from "../crypto/cipher.ts";

/**
 * The visitor's place: a signed, HttpOnly cookie naming the place's random id, the room (a sale)
 * and an expiry. The key derives from FORM_ENCRYPTION_KEY, which every instance sharing the
 * database has the same (server/site-keys.ts), so any instance can check any cookie.
 */
export const placeCookieName = "pp_place";

export interface PlaceClaim {
  entryId: string;
  expiresAt: Date;
}

export interface PlaceCookies {
  sign(entryId: string, room: string, expiresAt: Date): string;
  /** The claim in a cookie value, if it is signed by us, for this room and not expired. */
  read(value: string | undefined, room: string, now: Date): PlaceClaim | null;
}

/** Short tag of a room: a cookie names the sale it was issued for. */
const roomTag = (room: string) =>
  createHash("sha256").update(room).digest("base64url").slice(0, 12);

export function placeCookies(formKey: Buffer): PlaceCookies {
  const key = deriveKey(formKey, "waiting-room/place-cookie");
  const mac = (payload: string) => createHmac("sha256", key).update(payload).digest("base64url");
  return {
    sign(entryId, room, expiresAt) {
      const payload = `${entryId}.${roomTag(room)}.${Math.floor(expiresAt.getTime() / 1000)}`;
      return `${payload}.${mac(payload)}`;
    },
    read(value, room, now) {
      const parsed = placeCookieValueSchema.safeParse(value);
      if (!parsed.success) return null;
      const { entryId, tag, expires, signature } = parsed.data;
      const expected = Buffer.from(mac(`${entryId}.${tag}.${expires}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      if (tag !== roomTag(room)) return null;
      const expiresAt = new Date(Number(expires) * 1000);
      if (expiresAt.getTime() <= now.getTime()) return null;
      return { entryId, expiresAt };
    },
  };
}
