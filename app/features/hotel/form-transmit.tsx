import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { transmitLinkBody } from "../../../core/forms/pin.ts";
import { postJson } from "../../api/client.ts";
import { formEngineMessages } from "./form-engine/form-engine.messages.ts";
import { FormStatus, type TransmissionState } from "./form-engine/form-status.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { useMessages } from "../../i18n/messages.ts";
import "./form-engine/form-engine.css";
import { formPagesMessages } from "./form-pages.messages.ts";
import type { Route } from "./+types/form-transmit";

// The link carries a secret code: keep it out of search engines.
export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

interface Answer {
  code?: number;
  msg?: string;
}

/**
 * /_form/form-transmit?formId=…&pin=…, the link in the PIN mail (`pin` holds its link code, see
 * transmitLinkBody): sends the request as soon as the page has loaded. A plain GET (a mail
 * scanner's preview) transmits nothing.
 */
export default function FormTransmit() {
  const t = useMessages(formPagesMessages);
  const engineText = useMessages(formEngineMessages);
  const [params] = useSearchParams();
  const formId = params.get("formId") ?? "";
  const pin = params.get("pin") ?? "";
  const linkComplete = transmitLinkBody(formId, pin) !== null;
  // `msg: null`: the server could not be reached (translated at render time, so the effect below
  // does not depend on the translator, which is a new function on every render).
  const [state, setState] = useState<
    { kind: "pending" } | { kind: "success" } | { kind: "error"; msg: string | null }
  >({ kind: "pending" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const body = transmitLinkBody(formId, pin);
    if (!body) return;
    let current = true;
    postJson<Answer>("/api/form/verify", body)
      .then((response) => {
        if (!current) return;
        setState(
          response.ok && response.data?.code === 200
            ? { kind: "success" }
            : { kind: "error", msg: response.data?.msg ?? String(response.status) },
        );
      })
      .catch(() => {
        if (current) setState({ kind: "error", msg: null });
      });
    return () => {
      current = false;
    };
  }, [formId, pin, attempt]);

  const shown: TransmissionState = !linkComplete
    ? { kind: "error", msg: t("badLink") }
    : state.kind === "error"
      ? { kind: "error", msg: state.msg ?? engineText("networkError") }
      : state;
  return (
    <main id="main" className="form-page">
      <PageTitle>{t("transmitTitle")}</PageTitle>
      <div className="form-engine card">
        <FormStatus
          heading="h1"
          state={shown}
          onRetry={
            linkComplete
              ? () => {
                  setState({ kind: "pending" });
                  setAttempt((n) => n + 1);
                }
              : undefined
          }
        />
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
