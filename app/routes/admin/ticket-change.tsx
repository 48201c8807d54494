import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import {
  nextStep,
  offerSteps,
  offersAnswerSchema,
  requestSteps,
  requestsAnswerSchema,
  type AdminOffer,
  type AdminRequest,
  type OfferStep,
  type RequestStep,
} from "../../../core/api/admin.ts";
import { clearCredentials } from "../../auth/credentials.ts";
import { teamData, teamRequest } from "../../auth/team-api.ts";
import { AdminLoading, AdminPage } from "../../components/admin/admin-page.tsx";
import { adminMessages } from "../../components/admin/admin.messages.ts";
import { loadTeamData } from "../../components/admin/team-loader.ts";
import { useLocale, useMessages } from "../../i18n/messages.ts";
import { siteContext } from "../../../core/site-context.ts";
import type { Route } from "./+types/ticket-change";

/** Spec: a failing call on this screen leads to the ticket page. */
const failTo = "/ticket";

/** Dates are shown in the hub's time zone. */
export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return { timeZone: site.content[site.hubId].hub.timeZone };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const { timeZone } = await serverLoader();
  const [offers, requests] = await loadTeamData(
    () =>
      Promise.all([
        teamData("admin/tickets/offer", offersAnswerSchema),
        teamData("admin/tickets/request", requestsAnswerSchema),
      ]),
    failTo,
  );
  return { timeZone, offers: offers.results, requests: requests.results };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const t = useMessages(adminMessages);
  return <AdminLoading title={t("ticketChangeTitle")} />;
}

type Key = keyof (typeof adminMessages)["de"];

const offerState: Record<OfferStep | "none", Key> = {
  none: "stateNew",
  approved: "stateApproved",
  payedOffer: "statePayedOffer",
  payedReceiver: "stateDone",
};
const offerAction: Record<OfferStep, Key> = {
  approved: "approve",
  payedOffer: "markPayedOffer",
  payedReceiver: "markPayedReceiver",
};
const requestState: Record<RequestStep | "none", Key> = {
  none: "stateNew",
  notified: "stateNotified",
  fulfilled: "stateFulfilled",
};
const requestAction: Record<RequestStep, Key> = { notified: "notify", fulfilled: "fulfil" };

function lastDone<S extends string>(steps: readonly S[], done: Record<S, boolean>): S | "none" {
  return [...steps].reverse().find((step) => done[step]) ?? "none";
}

/** Resale offers (approved → paid out → handed over, 'Abgeschlossen') and requests. */
export default function TicketChange({ loaderData }: Route.ComponentProps) {
  const t = useMessages(adminMessages);
  const locale = useLocale();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const { offers, requests, timeZone } = loaderData;
  const date = new Intl.DateTimeFormat(locale === "de" ? "de-DE" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  });

  async function advance(path: string, step: string, rowId: string) {
    setBusy(rowId);
    const answer = await teamRequest(path, { body: { [step]: true } });
    if (!answer.ok) {
      if (answer.status === 401) clearCredentials();
      await navigate(failTo);
      return;
    }
    await revalidator.revalidate();
    setBusy(null);
  }

  const offerRow = (offer: AdminOffer) => {
    const step = nextStep(offerSteps, offer);
    const state = lastDone(offerSteps, offer);
    return (
      <tr key={offer._id} data-testid="offer-row" data-state={state}>
        <td>{offer.ticket.ticketId}</td>
        <td>{offer.name}</td>
        <td>
          <a href={`mailto:${offer.email}`}>{offer.email}</a>
        </td>
        <td className="admin-mono">{offer.iban}</td>
        <td>
          <span className={`admin-state admin-state-${state}`}>{t(offerState[state])}</span>
        </td>
        <td>
          {step && (
            <button
              type="button"
              className="button button-secondary admin-step"
              disabled={busy !== null}
              onClick={() => void advance(`admin/tickets/offer/${offer._id}`, step, offer._id)}
            >
              {busy === offer._id ? t("working") : t(offerAction[step])}
            </button>
          )}
        </td>
      </tr>
    );
  };

  const requestRow = (request: AdminRequest) => {
    const step = nextStep(requestSteps, request);
    const state = lastDone(requestSteps, request);
    return (
      <tr key={request._id} data-testid="request-row" data-state={state}>
        <td>{request.amount}</td>
        <td>
          <a href={`mailto:${request.email}`}>{request.email}</a>
        </td>
        <td>
          <time dateTime={request.createdAt}>{date.format(new Date(request.createdAt))}</time>
        </td>
        <td>
          <span className={`admin-state admin-state-${state}`}>{t(requestState[state])}</span>
        </td>
        <td>
          {step && (
            <button
              type="button"
              className="button button-secondary admin-step"
              disabled={busy !== null}
              onClick={() =>
                void advance(`admin/tickets/request/${request._id}`, step, request._id)
              }
            >
              {busy === request._id ? t("working") : t(requestAction[step])}
            </button>
          )}
        </td>
      </tr>
    );
  };

  return (
    <AdminPage title={t("ticketChangeTitle")}>
      <section aria-labelledby="offers-title" className="admin-section">
        <h2 id="offers-title">{t("offers", { count: offers.length })}</h2>
        {offers.length === 0 ? (
          <p>{t("noOffers")}</p>
        ) : (
          <div className="admin-table-scroll">
            <table className="admin-table" data-testid="offers">
              <thead>
                <tr>
                  <th scope="col">{t("columnTicket")}</th>
                  <th scope="col">{t("columnName")}</th>
                  <th scope="col">{t("columnEmail")}</th>
                  <th scope="col">{t("columnIban")}</th>
                  <th scope="col">{t("columnState")}</th>
                  <th scope="col">{t("columnAction")}</th>
                </tr>
              </thead>
              <tbody>{offers.map(offerRow)}</tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="requests-title" className="admin-section">
        <h2 id="requests-title">{t("requests", { count: requests.length })}</h2>
        {requests.length === 0 ? (
          <p>{t("noRequests")}</p>
        ) : (
          <div className="admin-table-scroll">
            <table className="admin-table" data-testid="requests">
              <thead>
                <tr>
                  <th scope="col">{t("columnAmount")}</th>
                  <th scope="col">{t("columnEmail")}</th>
                  <th scope="col">{t("columnCreated")}</th>
                  <th scope="col">{t("columnState")}</th>
                  <th scope="col">{t("columnAction")}</th>
                </tr>
              </thead>
              <tbody>{requests.map(requestRow)}</tbody>
            </table>
          </div>
        )}
      </section>
    </AdminPage>
  );
}
