import { Link, useParams } from "react-router";
import { readCard } from "../../api/form.ts";
import { LinkProblem } from "../../components/link-confirm/link-problem.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { useApiCall } from "../../hooks/use-api-call.ts";
import { useMessages } from "../../i18n/messages.ts";
import { formPagesMessages } from "./form-pages.messages.ts";
import type { Route } from "./+types/hotel-card";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/**
 * The hotel's one-time page for the card data of a room request (/_form/card/:token). Opening
 * the link reads nothing: mail scanners fetch links too. Only the button reads the data, once.
 */
export default function HotelCard() {
  const t = useMessages(formPagesMessages);
  const { token = "" } = useParams();
  const { state: view, pending, run } = useApiCall(readCard);

  return (
    <main id="main" className="form-page">
      <PageTitle>{t("cardTitle")}</PageTitle>
      <div className="form-engine card">
        <h1>{t("cardTitle")}</h1>
        {view.kind === "success" ? (
          <div className="form-status form-status-success" role="status">
            <p>{view.data.msg}</p>
            <p>
              <strong>{t("cardReference")}:</strong> {view.data.reference}
            </p>
            <dl className="card-details">
              {view.data.fields.map((field) => (
                <div key={field.identifier}>
                  <dt>{field.label}</dt>
                  <dd>{field.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : view.kind === "error" ? (
          <>
            <div className="form-status form-status-error" role="alert">
              <h2>{t("cardErrorTitle")}</h2>
              <p className="form-status-message">{view.msg}</p>
            </div>
            <LinkProblem
              reason={view.reason}
              steps={[]}
              onRetry={() => void run(token)}
              contactLabel={t("cardAskTeam")}
            />
          </>
        ) : (
          <>
            <p>{t("cardIntro")}</p>
            <button
              type="button"
              className="button button-primary"
              disabled={pending}
              onClick={() => void run(token)}
            >
              {t(pending ? "cardLoading" : "cardReveal")}
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
