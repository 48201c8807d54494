import type { LinkOutcome } from "../../../core/api/link-outcome.ts";
import { transmitLinkBody } from "../../../core/forms/pin.ts";
import { verifyForm } from "../../api/form.ts";
import { linkReasonOf } from "../../api/link-reasons.ts";
import { FormStatus, type TransmissionState } from "./form-engine/form-status.tsx";
import { LinkButtonForm } from "../../components/link-confirm/link-confirm.tsx";
import {
  LinkProblem,
  linkProblemKind,
  linkRetryHelps,
} from "../../components/link-confirm/link-problem.tsx";
import { useApiCall } from "../../hooks/use-api-call.ts";
import { useMessages } from "../../i18n/messages.ts";
import { formPagesMessages } from "./form-pages.messages.ts";

/**
 * The view of the PIN mail's link (form-transmit.tsx), an island: says what the button does and
 * sends the request on it. Opening the link (a mail program's preview too) sends nothing. Before
 * the script runs, the button posts the link as a form, and the answer's redirect brings the
 * `outcome` back in the link.
 */
export function FormTransmitView({
  formId,
  pin,
  outcome,
}: {
  formId: string;
  pin: string;
  outcome: LinkOutcome | null;
}) {
  const t = useMessages(formPagesMessages);
  const body = transmitLinkBody(formId, pin);
  const { state, run } = useApiCall(verifyForm);
  const send = () => {
    if (body) void run(body);
  };

  const shown: TransmissionState | { kind: "ask" } =
    state.kind === "error"
      ? { kind: "error", msg: state.msg }
      : state.kind === "success"
        ? { kind: "success", detail: state.data.msg }
        : state.kind === "pending"
          ? { kind: "pending" }
          : !body || typeof outcome === "number"
            ? { kind: "error", msg: t(body ? "notSent" : "badLink") }
            : outcome === "done"
              ? { kind: "success" }
              : { kind: "ask" };
  // Trying the same link again only helps when the link itself was fine.
  const reason =
    state.kind === "error"
      ? state.reason
      : typeof outcome === "number" && body
        ? linkReasonOf(outcome)
        : null;
  const retryHelps = linkRetryHelps(linkProblemKind(reason));
  return (
    <div className="form-engine card">
      {shown.kind === "ask" ? (
        <div className="link-confirm">
          <h1>{t("transmitTitle")}</h1>
          <LinkButtonForm
            action="/api/form/verify"
            // Without the script only a link code goes as a form (a typed PIN is a number).
            fields={body && "linkCode" in body ? body : {}}
            label={t("transmitButton")}
            onPress={send}
          >
            <p>{t("transmitAsk")}</p>
          </LinkButtonForm>
        </div>
      ) : (
        <FormStatus heading="h1" state={shown} onRetry={body && retryHelps ? send : undefined} />
      )}
      {shown.kind === "error" && (
        <LinkProblem reason={reason} steps={[{ to: "/hotel", label: t("fillAgain") }]} />
      )}
      <p>
        <a href="/start">{t("backHome")}</a>
      </p>
    </div>
  );
}
