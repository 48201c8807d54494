import { useRouteLoaderData } from "react-router";
import type { LayoutData } from "../site-data.ts";
import { useLocale } from "../i18n/messages.ts";

/** The document title, '{page} – PamperPlay München'; React 19 hoists it into <head>. */
export function PageTitle({ children }: { children: string }) {
  const locale = useLocale();
  // Optional: the root error boundary renders without root loader data.
  const data = useRouteLoaderData<LayoutData>("root");
  const site = data?.hub.signTitle[locale] ?? "PamperPlay";
  return <title>{`${children} – ${site}`}</title>;
}
