import type { ReactNode } from "react";

/** A boxed notice: 'pending' and 'success' are announced politely, 'error' as an alert. */
export function Notice({
  kind,
  className,
  children,
}: {
  kind: "pending" | "success" | "error";
  className?: string;
  children: ReactNode;
}) {
  const classes = `visitor-status visitor-status-${kind}${className ? ` ${className}` : ""}`;
  return kind === "error" ? (
    <div className={classes} role="alert">
      {children}
    </div>
  ) : (
    <p className={classes} role="status">
      {children}
    </p>
  );
}

/** A line with a spinner while something loads, e.g. a link from a mail being checked. */
export function Progress({ children }: { children: ReactNode }) {
  return (
    <p className="status-progress" role="status">
      <span className="status-spinner" aria-hidden="true" />
      {children}
    </p>
  );
}
