import { useSyncExternalStore, type FormEvent, type MouseEvent, type ReactNode } from "react";

/**
 * A form's submit handler: the page stays (the call goes through `app/api/`), and nothing is
 * sent while the form is not valid (`refused` is told instead, and the form says what is wrong).
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
 * A form's submit button. It stays available whatever was typed: pressing it runs the form's
 * check, which names each missing or wrong field (error-summary.tsx), so a visitor is never
 * left guessing why a greyed-out button does nothing. Only while sending is it marked
 * unavailable (aria-disabled, so it keeps the focus and stays in the Tab order).
 */
export function SubmitRow({
  busy,
  label,
  posts = false,
}: {
  busy: boolean;
  label: ReactNode;
  /** The form posts to the server without scripts (SendForm's `action`), which checks it. */
  posts?: boolean;
}) {
  // Without scripts nothing would stop the browser's own submit (a GET with the values in the
  // URL), so the server's HTML keeps the button of a form that cannot post natively disabled.
  const scripts = useScriptsRunning();
  const press = (event: MouseEvent) => {
    if (busy) event.preventDefault();
  };
  return (
    <div className="visitor-submit">
      <button
        type="submit"
        className="button button-primary"
        aria-disabled={busy || undefined}
        disabled={!scripts && !posts}
        onClick={press}
      >
        {label}
      </button>
    </div>
  );
}
