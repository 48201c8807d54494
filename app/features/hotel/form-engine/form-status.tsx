import { useMessages } from "../../../i18n/messages.ts";
import { formEngineMessages } from "./form-engine.messages.ts";

/** Where a transmission stands (spec: pending, success, or error with retry). */
export type TransmissionState =
  | { kind: "pending" }
  /** `detail`: the server's words on what happens next (the guest's receipt says the same). */
  | { kind: "success"; detail?: string }
  | { kind: "error"; msg: string };

/** The status view of a form transmission, on the form itself and on the link's page. */
export function FormStatus({
  state,
  onRetry,
  heading: Heading = "h2",
}: {
  state: TransmissionState;
  onRetry?: () => void;
  heading?: "h1" | "h2";
}) {
  const t = useMessages(formEngineMessages);
  if (state.kind === "error") {
    return (
      <div className="form-status form-status-error" role="alert" data-state="error">
        <Heading>{t("errorTitle")}</Heading>
        <p>{t("errorIntro")}</p>
        <p className="form-status-message">{state.msg}</p>
        {onRetry && (
          <button type="button" className="button button-primary" onClick={onRetry}>
            {t("retry")}
          </button>
        )}
      </div>
    );
  }
  const pending = state.kind === "pending";
  return (
    <div
      className={`form-status ${pending ? "form-status-pending" : "form-status-success"}`}
      role="status"
      data-state={state.kind}
    >
      <Heading>{t(pending ? "pendingTitle" : "successTitle")}</Heading>
      <p>{t(pending ? "pendingText" : "successText")}</p>
      {state.kind === "success" && state.detail && <p>{state.detail}</p>}
    </div>
  );
}
