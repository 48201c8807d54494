import type { Locale } from "../core/locale.ts";
import { translate } from "./i18n/messages.ts";
import { pageActionMessages } from "./page-action.messages.ts";

/**
 * The posted form, or null when the body is not one (JSON, another content type, garbled
 * multipart): `formData()` rejects those with a TypeError. Anything else the body stream throws
 * (a body limit, a broken-off upload) is the HTTP edge's to answer, so it is passed on.
 */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch (error) {
    if (error instanceof TypeError) return null;
    throw error;
  }
}

/** 400 with `{code, msg}` in the visitor's language, as the API answers bad input. */
export function notAForm(locale: Locale): Response {
  const msg = translate(pageActionMessages, locale)("notAForm");
  return Response.json({ code: 400, msg }, { status: 400 });
}
