import { useEffect, useRef, type ReactNode } from "react";

/**
 * What a form shows instead of itself once sent: the success (it gets the focus, so keyboard and
 * screen-reader users land on it), optionally what was sent, and a button to send another.
 */
export function SentNote({
  children,
  summary,
  againLabel,
  onAgain,
}: {
  children: ReactNode;
  /** What was sent, as the visitor may see it again (no IBAN or card number in full). */
  summary?: { label: string; value: string }[];
  againLabel: string;
  onAgain(): void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="visitor-status visitor-status-success visitor-sent">
      <p role="status">{children}</p>
      {summary && (
        <dl className="visitor-sent-summary">
          {summary.map(({ label, value }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <button type="button" className="button button-secondary" onClick={onAgain}>
        {againLabel}
      </button>
    </div>
  );
}

/**
 * A ref for a form that gives way to a SentNote: when the form comes back ("send another"), its
 * first field gets the focus; when the page opens, nothing moves.
 */
export function useFocusOnReturn(shown: boolean) {
  const formRef = useRef<HTMLFormElement>(null);
  const wasHidden = useRef(false);
  useEffect(() => {
    if (!shown) wasHidden.current = true;
    else if (wasHidden.current) {
      formRef.current?.querySelector<HTMLElement>("input, textarea, select")?.focus();
    }
  }, [shown]);
  return formRef;
}
