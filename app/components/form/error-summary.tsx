import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useMessages } from "../../i18n/messages.ts";
import { sendMessages } from "./send.messages.ts";

/** A field's problem as the summary lists it: the control's id and the sentence under it. */
interface FieldError {
  id: string;
  text: string;
}

interface FormErrors {
  /** True once a send was refused: every field then says what is missing or wrong. */
  revealed: boolean;
  /** Refused sends so far; each one brings the summary back into view. */
  refusals: number;
  report(id: string, text: string | undefined): void;
  errors: readonly FieldError[];
}

const FormErrorsContext = createContext<FormErrors | null>(null);

/**
 * A form's field errors (GOV.UK's pattern): fields judge themselves once left; when a send is
 * refused (`refuse`), every field says what is missing or wrong, and the summary at the top lists
 * them, linked to the fields, and takes the focus. `reset` starts afresh (after a send).
 */
export function useFormErrors() {
  const [refusals, setRefusals] = useState(0);
  const [shown, setShown] = useState<Record<string, string>>({});
  const report = useCallback((id: string, text: string | undefined) => {
    setShown((current) => {
      if (current[id] === text) return current;
      const next = { ...current };
      if (text === undefined) delete next[id];
      else next[id] = text;
      return next;
    });
  }, []);
  const errors = useMemo(() => Object.entries(shown).map(([id, text]) => ({ id, text })), [shown]);
  const value = useMemo(
    () => ({ revealed: refusals > 0, refusals, report, errors }),
    [refusals, report, errors],
  );
  const refuse = useCallback(() => setRefusals((count) => count + 1), []);
  const reset = useCallback(() => setRefusals(0), []);
  return { value, refuse, reset };
}

export function FormErrorsProvider({
  value,
  children,
}: {
  value: FormErrors;
  children: ReactNode;
}) {
  return <FormErrorsContext value={value}>{children}</FormErrorsContext>;
}

/**
 * For a field: whether its form asked every field to speak up, and a report of its error (by the
 * control's id) to the summary. Outside a form with errors (the team's forms) nothing is reported.
 */
export function useFieldError(id: string, error: string | undefined): { revealed: boolean } {
  const errors = useContext(FormErrorsContext);
  const report = errors?.report;
  useEffect(() => {
    report?.(id, error);
    return () => report?.(id, undefined);
  }, [report, id, error]);
  return { revealed: errors?.revealed ?? false };
}

/** The fields in the order the page shows them. */
function inPageOrder(errors: readonly FieldError[]): FieldError[] {
  const position = (error: FieldError) => document.getElementById(error.id);
  return [...errors].sort((a, b) => {
    const [first, second] = [position(a), position(b)];
    if (!first || !second) return 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

/**
 * At the top of a form whose send was refused: what is missing or wrong, each a link that moves
 * the focus to its field. It takes the focus on every refused send, so screen readers read it.
 */
export function ErrorSummary() {
  const errors = useContext(FormErrorsContext);
  const t = useMessages(sendMessages);
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const refusals = errors?.refusals ?? 0;
  const shown = errors?.revealed ? errors.errors : [];
  const visible = shown.length > 0;
  useEffect(() => {
    if (refusals > 0) ref.current?.focus();
  }, [refusals, visible]);
  if (!visible) return null;
  return (
    <div
      ref={ref}
      className="visitor-error-summary"
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
    >
      <p className="visitor-error-summary-title" id={titleId}>
        {t("summaryTitle")}
      </p>
      <ul>
        {inPageOrder(shown).map((error) => (
          <li key={error.id}>
            <a
              href={`#${error.id}`}
              onClick={(event) => {
                // The field itself gets the focus (a plain jump would only scroll to it).
                event.preventDefault();
                document.getElementById(error.id)?.focus();
              }}
            >
              {error.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
