import {
  useId,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from "react";

/**
 * A form's submit handler: the page stays (the call goes through `app/api/`), and nothing is
 * sent while the form is not valid (`refused` is told instead).
 */
export function submitWhenValid(valid: boolean, send: () => unknown, refused?: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    if (valid) void send();
    else refused?.();
  };
}

const noSubscription = () => () => {};

/** False in the server's HTML and while hydrating, true once the page's scripts run. */
function useScriptsRunning(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A form's submit button: marked unavailable (aria-disabled, so it stays in the Tab order and
 * keyboard users hear why) while sending and until the form is valid, and then described by the
 * hint that says what is missing (spec: 'Bitte fülle zuerst alle Felder aus'). Pressing it then
 * sends nothing and announces the hint again.
 */
export function SubmitRow({
  valid,
  busy,
  label,
  hint,
  onRefused,
  posts = false,
}: {
  valid: boolean;
  busy: boolean;
  label: ReactNode;
  hint: string;
  /** A press while the form is not valid: the form says which fields (error-summary.tsx). */
  onRefused?(): void;
  /** The form posts to the server without scripts (SendForm's `action`), which checks it. */
  posts?: boolean;
}) {
  const hintId = useId();
  // Counts presses while unavailable: each one re-inserts the hint as an alert, which is announced.
  const [presses, setPresses] = useState(0);
  // A valid form starts afresh: the hint next shows quietly.
  if (valid && presses > 0) setPresses(0);
  const unavailable = !valid || busy;
  // Without scripts nothing would stop the browser's own submit (a GET with the values in the
  // URL), so the server's HTML keeps an unavailable button natively disabled, unless the form
  // posts to a server route.
  const scripts = useScriptsRunning();
  const press = (event: MouseEvent) => {
    if (!unavailable) return;
    event.preventDefault();
    if (!valid) {
      setPresses((count) => count + 1);
      onRefused?.();
    }
  };
  return (
    <div className="visitor-submit">
      <button
        type="submit"
        className="button button-primary"
        aria-disabled={unavailable || undefined}
        disabled={!scripts && unavailable && !posts}
        aria-describedby={!valid ? hintId : undefined}
        onClick={press}
      >
        {label}
      </button>
      {!valid && (
        <p
          key={presses}
          id={hintId}
          className="visitor-submit-hint"
          role={presses > 0 ? "alert" : undefined}
          data-pressed={presses > 0 || undefined}
        >
          {hint}
        </p>
      )}
    </div>
  );
}
