import { Link, useSearchParams } from "react-router";
import { transmitLinkBody } from "../../../core/forms/pin.ts";
import { verifyForm } from "../../api/form.ts";
import { FormStatus, type TransmissionState } from "./form-engine/form-status.tsx";
import {
  LinkProblem,
  linkProblemKind,
  linkRetryHelps,
} from "../../components/link-confirm/link-problem.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { useApiCall } from "../../hooks/use-api-call.ts";
import { useMessages } from "../../i18n/messages.ts";
import { formPagesMessages } from "./form-pages.messages.ts";
import type { Route } from "./+types/form-transmit";

// The link carries a secret code: keep it out of search engines.
export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/**
 * /_form/form-transmit?formId=…&pin=…, the link in the PIN mail (`pin` holds its link code, see
 * transmitLinkBody): sends the request as soon as the page has loaded. A plain GET (a mail
 * scanner's preview) transmits nothing.
 */
export default function FormTransmit() {
  const t = useMessages(formPagesMessages);
  const [params] = useSearchParams();
  const formId = params.get("formId") ?? "";
  const pin = params.get("pin") ?? "";
  const body = transmitLinkBody(formId, pin);
  const { state, run } = useApiCall(verifyForm, body ? { start: [body] } : {});

  const shown: TransmissionState = !body
    ? { kind: "error", msg: t("badLink") }
    : state.kind === "error"
      ? { kind: "error", msg: state.msg }
      : state.kind === "success"
        ? { kind: "success", detail: state.data.msg }
        : { kind: "pending" };
  // Trying the same link again only helps when the link itself was fine.
  const reason = !body ? null : state.kind === "error" ? state.reason : null;
  const retryHelps = linkRetryHelps(linkProblemKind(reason));
  return (
    <main id="main" className="form-page">
      <PageTitle>{t("transmitTitle")}</PageTitle>
      <div className="form-engine card">
        <FormStatus
          heading="h1"
          state={shown}
          onRetry={body && retryHelps ? () => void run(body) : undefined}
        />
        {shown.kind === "error" && (
          <LinkProblem reason={reason} steps={[{ to: "/hotel", label: t("fillAgain") }]} />
        )}
        {shown.kind === "pending" && (
          <noscript>
            <p>{t("noScript")}</p>
          </noscript>
        )}
        <p>
          <Link to="/start">{t("backHome")}</Link>
        </p>
      </div>
    </main>
  );
}
