import { useEffect, type ReactNode } from "react";
import type { Locale } from "../../core/locale.ts";
import { LocaleContext } from "../i18n/messages.ts";

/**
 * What an island's tree starts from, on the server and in the browser alike: a root of its own,
 * whose `useId` ids start with the island's name (so that two islands on one page do not
 * collide), and the page's language. `onHydrated` runs once the browser has hydrated it.
 */
export function IslandRoot({
  locale,
  onHydrated,
  children,
}: {
  locale: Locale;
  onHydrated?(): void;
  children: ReactNode;
}) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}
