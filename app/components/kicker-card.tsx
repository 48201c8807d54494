import type { ReactNode } from "react";

/** A card whose small overline heading ('kicker') names it. */
export function KickerCard({
  id,
  className,
  kicker,
  children,
}: {
  /** The heading's id, which labels the card. */
  id: string;
  /** Classes added to 'card'. */
  className: string;
  kicker: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={`card ${className}`} aria-labelledby={id}>
      <h2 id={id} className="kicker">
        {kicker}
      </h2>
      {children}
    </section>
  );
}
