import { redirect } from "react-router";
import { isLocale, localeCookie, withoutLang } from "../../core/locale.ts";
import { sameSitePath } from "../../core/redirect.ts";
import { siteContext } from "../site-context.ts";
import { notAForm, readForm } from "../page-action.ts";
import type { Route } from "./+types/locale";

/** Stores the chosen language in the LOCALE cookie and returns to the page (on our own site). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) return notAForm(context.get(siteContext).locale);
  const locale = form.get("locale");
  const back = sameSitePath(form.get("redirectTo"), new URL(request.url).origin);
  // A `lang` left in the address from a link would overrule the new choice on return.
  const target = back ? withoutLang(back) : "/start";
  if (!isLocale(locale)) return redirect(target);
  return redirect(target, {
    headers: { "Set-Cookie": localeCookie(locale) },
  });
}

export function loader() {
  return redirect("/start");
}
