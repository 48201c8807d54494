import type { ReactNode } from "react";
import type { Localized } from "../../core/locale.ts";
import { useLocale } from "../i18n/messages.ts";

/**
 * A titled section listing short texts of the content (conditions, notes, facts) in the page's
 * language; `children` follow the list.
 */
export function TextListSection({
  className,
  titleId,
  title,
  items,
  children,
}: {
  className: string;
  titleId: string;
  title: ReactNode;
  items: readonly Localized[];
  children?: ReactNode;
}) {
  const locale = useLocale();
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.de}>{item[locale]}</li>
        ))}
      </ul>
      {children}
    </section>
  );
}
