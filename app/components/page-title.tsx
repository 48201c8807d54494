import { useRouteLoaderData } from "react-router";
import type { LayoutData } from "../site-data.ts";
import { useLocale } from "../i18n/messages.ts";

/**
 * The document title, '{page} – PamperPlay München', and the same title for link previews
 * (the root's meta adds the rest); React 19 hoists them into <head>.
 */
export function PageTitle({ children }: { children: string }) {
  const locale = useLocale();
  // Optional: the root error boundary renders without root loader data.
  const data = useRouteLoaderData<LayoutData>("root");
  const site = data?.hub.signTitle[locale] ?? "PamperPlay";
  const title = `${children} – ${site}`;
  return (
    <>
      <title>{title}</title>
      <meta property="og:title" content={title} />
      <meta name="twitter:title" content={title} />
    </>
  );
}
