import { type InstantFormat } from "../../../core/format.ts";
import { createContext, use, type HTMLAttributes, type ReactNode } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { adminMessages } from "./admin.messages.ts";

/**
 * A titled section of a team screen holding one table: heading, optional intro, the empty text
 * when there are no rows, else the table with its head (its rows cards on a phone: TeamRow).
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

/** The column names of the table a row is in: each cell's label when the row is a card. */
const ColumnsContext = createContext<readonly ReactNode[]>([]);

/**
 * One cell: its content, with classes where it needs them; `action` marks the cell of the
 * row's buttons, which a card shows across its whole width below the rest.
 */
export type TeamCell = ReactNode | { content: ReactNode; className?: string; action?: boolean };

const isCellObject = (
  cell: TeamCell,
): cell is { content: ReactNode; className?: string; action?: boolean } =>
  typeof cell === "object" && cell !== null && "content" in cell;

/**
 * A row of a team table. On a phone the table's rows are cards (admin.css): each cell is
 * labelled with its column's name (data-label), the actions at the card's foot, so nothing
 * has to be scrolled to sideways. Every team list uses it.
 */
export function TeamRow({
  cells,
  ...attributes
}: { cells: readonly TeamCell[] } & HTMLAttributes<HTMLTableRowElement>) {
  const columns = use(ColumnsContext);
  return (
    <tr {...attributes}>
      {cells.map((cell, index) => {
        const { content, className, action } = isCellObject(cell)
          ? cell
          : { content: cell, className: undefined, action: false };
        const label = columns[index];
        const classes = [className, action ? "admin-cell-action" : null].filter(Boolean);
        return (
          <td
            key={index}
            className={classes.length > 0 ? classes.join(" ") : undefined}
            data-label={typeof label === "string" ? label : undefined}
          >
            {content}
          </td>
        );
      })}
    </tr>
  );
}

/** A team table with its head, scrolling sideways on wide tables; cards on a phone (TeamRow). */
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
        <tbody>
          <ColumnsContext value={columns}>{children}</ColumnsContext>
        </tbody>
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

/**
 * A screen's log of recent changes (newest first) as a titled table of when, who and what, or a
 * sentence while there are none; `describe` says who made an entry's change and what it was.
 */
export function ChangeLog<Entry extends { at: string }>({
  testId,
  format,
  entries,
  describe,
}: {
  /** The table's test handle; with "-title", its heading's id. */
  testId: string;
  format: InstantFormat;
  entries: readonly Entry[];
  describe(entry: Entry): { who: string; what: string };
}) {
  const t = useMessages(adminMessages);
  return (
    <AdminTable
      id={`${testId}-title`}
      heading={t("changesTitle")}
      empty={entries.length === 0 ? t("changesNone") : undefined}
      testId={testId}
      columns={[t("columnWhen"), t("columnWho"), t("columnChange")]}
    >
      {entries.map((entry, index) => {
        const { who, what } = describe(entry);
        return (
          <TeamRow
            key={`${entry.at}-${index}`}
            cells={[format.format(new Date(entry.at)), who, what]}
          />
        );
      })}
    </AdminTable>
  );
}
