import { redirect } from "react-router";
import { isLocale, localeCookieName } from "../../core/locale.ts";
import type { Route } from "./+types/locale";

/** Only same-site paths: never let the switch redirect to another host. */
export function safeRedirectPath(value: FormDataEntryValue | null): string {
  return typeof value === "string" &&
    value.startsWith("/") &&
    !value.startsWith("//") &&
    !value.startsWith("/\\")
    ? value
    : "/start";
}

/** Stores the chosen language in the LOCALE cookie and returns to the page. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = form.get("locale");
  const target = safeRedirectPath(form.get("redirectTo"));
  if (!isLocale(locale)) return redirect(target);
  return redirect(target, {
    headers: {
      "Set-Cookie": `${localeCookieName}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`,
    },
  });
}

export function loader() {
  return redirect("/start");
}
