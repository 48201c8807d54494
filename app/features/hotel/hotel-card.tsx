import { useState } from "react";
import { Link, useParams } from "react-router";
import type { SensitiveReadAnswer } from "../../../core/api/form.ts";
import { postJson } from "../../api/client.ts";
import { formEngineMessages } from "./form-engine/form-engine.messages.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { useMessages } from "../../i18n/messages.ts";
import "./form-engine/form-engine.css";
import { formPagesMessages } from "./form-pages.messages.ts";
import type { Route } from "./+types/hotel-card";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

type View =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "shown"; card: SensitiveReadAnswer }
  | { kind: "error"; msg: string };

/**
 * The hotel's one-time page for the card data of a room request (/_form/card/:token). Opening
 * the link reads nothing: mail scanners fetch links too. Only the button reads the data, once.
 */
export default function HotelCard() {
  const t = useMessages(formPagesMessages);
  const engineText = useMessages(formEngineMessages);
  const { token = "" } = useParams();
  const [view, setView] = useState<View>({ kind: "idle" });

  async function reveal() {
    setView({ kind: "loading" });
    try {
      const response = await postJson<SensitiveReadAnswer & { msg: string }>(
        `/api/form/card/${encodeURIComponent(token)}`,
        {},
      );
      setView(
        response.ok && response.data?.code === 200
          ? { kind: "shown", card: response.data }
          : { kind: "error", msg: response.data?.msg ?? String(response.status) },
      );
    } catch {
      setView({ kind: "error", msg: engineText("networkError") });
    }
  }

  return (
    <main id="main" className="form-page">
      <PageTitle>{t("cardTitle")}</PageTitle>
      <div className="form-engine card">
        <h1>{t("cardTitle")}</h1>
        {view.kind === "shown" ? (
          <div className="form-status form-status-success" role="status">
            <p>{view.card.msg}</p>
            <p>
              <strong>{t("cardReference")}:</strong> {view.card.reference}
            </p>
            <dl className="card-details">
              {view.card.fields.map((field) => (
                <div key={field.identifier}>
                  <dt>{field.label}</dt>
                  <dd>{field.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : view.kind === "error" ? (
          <div className="form-status form-status-error" role="alert">
            <h2>{t("cardErrorTitle")}</h2>
            <p className="form-status-message">{view.msg}</p>
          </div>
        ) : (
          <>
            <p>{t("cardIntro")}</p>
            <button
              type="button"
              className="button button-primary"
              disabled={view.kind === "loading"}
              onClick={() => void reveal()}
            >
              {t(view.kind === "loading" ? "cardLoading" : "cardReveal")}
            </button>
          </>
        )}
        <p>
          <Link to="/start">{t("backHome")}</Link>
        </p>
      </div>
    </main>
  );
}
