import type { ReactNode } from "react";

/**
 * A question or topic that opens on click. <details> toggles without JavaScript, is keyboard
 * usable and tells assistive technology whether it is expanded.
 */
export function Expandable({
  id,
  summary,
  children,
  className,
}: {
  id?: string;
  summary: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <details id={id} className={className ? `expandable ${className}` : "expandable"}>
      <summary>
        <span className="expandable-summary">{summary}</span>
      </summary>
      <div className="expandable-body">{children}</div>
    </details>
  );
}
