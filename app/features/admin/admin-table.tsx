import type { ReactNode } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { adminMessages } from "./admin.messages.ts";

/**
 * A titled section of a team screen holding one table: heading, optional intro, the empty text
 * when there are no rows, else the table (scrolling sideways on narrow screens) with its head.
 */
export function AdminTable({
  id,
  heading,
  intro,
  status,
  empty,
  className,
  testId,
  columns,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  heading: ReactNode;
  intro?: ReactNode;
  /** What the section's last action answered, under the intro. */
  status?: ReactNode;
  /** Shown instead of the table when given: the caller passes it only while there are no rows. */
  empty?: ReactNode;
  /** Classes added to 'admin-section'. */
  className?: string;
  testId: string;
  columns: readonly ReactNode[];
  /** The table's rows. */
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={className ? `admin-section ${className}` : "admin-section"}
    >
      <h2 id={id}>{heading}</h2>
      {intro !== undefined && <p>{intro}</p>}
      {status}
      {empty !== undefined ? (
        <p>{empty}</p>
      ) : (
        <TeamTable testId={testId} columns={columns}>
          {children}
        </TeamTable>
      )}
    </section>
  );
}

/** A team table with its head, scrolling sideways on narrow screens. */
export function TeamTable({
  testId,
  caption,
  columns,
  children,
}: {
  testId: string;
  caption?: ReactNode;
  columns: readonly ReactNode[];
  /** The table's rows. */
  children: ReactNode;
}) {
  return (
    <div className="admin-table-scroll">
      <table className="admin-table" data-testid={testId}>
        {caption}
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The button of an entry's next step: every step button waits while one is under way. */
export function StepButton({
  id,
  busy,
  label,
  onClick,
}: {
  /** The entry this button moves on. */
  id: string;
  /** The entry whose step is under way, if any. */
  busy: string | null;
  label: string;
  onClick(): void;
}) {
  const t = useMessages(adminMessages);
  return (
    <button
      type="button"
      className="button button-secondary admin-step"
      disabled={busy !== null}
      onClick={onClick}
    >
      {busy === id ? t("working") : label}
    </button>
  );
}
