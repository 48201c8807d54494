import { readCard } from "../../api/form.ts";
import { LinkProblem } from "../../components/link-confirm/link-problem.tsx";
import { useApiCall } from "../../hooks/use-api-call.ts";
import { useMessages } from "../../i18n/messages.ts";
import { formPagesMessages } from "./form-pages.messages.ts";

/**
 * The view of the hotel's one-time page for the card data of a room request (hotel-card.tsx), an
 * island. Opening the link reads nothing: mail scanners fetch links too. Only the button reads
 * the data, once.
 */
export function HotelCardView({ token }: { token: string }) {
  const t = useMessages(formPagesMessages);
  const { state: view, pending, run } = useApiCall(readCard);

  return (
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
        <a href="/start">{t("backHome")}</a>
      </p>
    </div>
  );
}
