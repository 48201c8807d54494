import { instantFormat } from "../../../core/format.ts";
import { useState, type ReactNode } from "react";
import {
  matchesAnswerSchema,
  nextStep,
  offerSteps,
  offersAnswerSchema,
  paymentReady,
  requestSteps,
  requestsAnswerSchema,
  type OfferStep,
  type RequestStep,
} from "../../../core/api/admin.ts";
import { advanceResale } from "../../api/admin.ts";
import { Notice } from "../../components/status/status.tsx";
import { teamData } from "../../api/team.ts";
import { adminFallback, AdminPage } from "../admin/admin-page.tsx";
import { AdminTable, StepButton, TeamRow, type TeamCell } from "../admin/admin-table.tsx";
import { adminMessages } from "../admin/admin.messages.ts";
import { ResaleMatches } from "../resale/resale-matches.tsx";
import { packageTitles, usePackageName } from "../admin/package-names.ts";
import { loadTeamData } from "../admin/team-loader.ts";
import { useTeamAction } from "../admin/use-team-action.ts";
import { useLocale, useMessages } from "../../i18n/messages.ts";
import { siteContext } from "../../site-context.ts";
import type { Route } from "./+types/ticket-change";

/** Spec: a failing call on this screen leads to the ticket page. */
const failTo = "/ticket";

/** Dates are shown in the hub's time zone. */
export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return { timeZone: site.content[site.hubId].hub.timeZone, titles: packageTitles(site) };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const { timeZone, titles } = await serverLoader();
  // Matches first: loading them moves pairs past their deadline on, which changes the requests.
  const matches = await loadTeamData(
    () => teamData("admin/tickets/matches", matchesAnswerSchema),
    failTo,
  );
  const [offers, requests] = await loadTeamData(
    () =>
      Promise.all([
        teamData("admin/tickets/offer", offersAnswerSchema),
        teamData("admin/tickets/request", requestsAnswerSchema),
      ]),
    failTo,
  );
  return {
    timeZone,
    titles,
    offers: offers.results,
    requests: requests.results,
    matches: matches.results,
    settings: matches.settings,
    mailPreview: matches.mailPreview,
  };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = adminFallback(adminMessages, "ticketChangeTitle");

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

/**
 * One table of entries that move through steps: the columns of the entry, its state and the
 * button of its next step.
 */
function StepTable<Step extends string, Row extends { _id: string } & Record<Step, boolean>>({
  kind,
  heading,
  empty,
  columns,
  rows,
  cells,
  steps,
  stateLabels,
  stateOf,
  actionLabels,
  blockedBy,
  status,
  busy,
  onStep,
}: {
  /** Names the heading's id and the test handles of table and rows. */
  kind: "offer" | "request";
  heading: string;
  empty: string;
  /** The entry's own columns; state and action follow. */
  columns: readonly Key[];
  rows: readonly Row[];
  cells(row: Row): TeamCell[];
  steps: readonly Step[];
  stateLabels: Record<Step | "none", Key>;
  /** A state the steps do not tell (a request whose payment window ran out), else undefined. */
  stateOf?(row: Row): { state: string; label: Key } | undefined;
  actionLabels: Record<Step, Key>;
  /** Why the next step is not offered yet (e.g. it needs the buyer's payment first), if so. */
  blockedBy(row: Row, step: Step): Key | undefined;
  /** What the last step answered when it could not be taken (the team reads why). */
  status?: ReactNode;
  /** The entry whose step is under way; every button waits meanwhile. */
  busy: string | null;
  onStep(id: string, step: Step): void;
}) {
  const t = useMessages(adminMessages);
  return (
    <AdminTable
      id={`${kind}s-title`}
      heading={heading}
      status={status}
      empty={rows.length === 0 ? empty : undefined}
      testId={`${kind}s`}
      columns={[...columns, "columnState" as const, "columnAction" as const].map((column) =>
        t(column),
      )}
    >
      {rows.map((row) => {
        const step = nextStep(steps, row);
        const done = lastDone(steps, row);
        const { state, label } = stateOf?.(row) ?? { state: done, label: stateLabels[done] };
        const blocked = step && blockedBy(row, step);
        return (
          <TeamRow
            key={row._id}
            data-testid={`${kind}-row`}
            data-state={state}
            cells={[
              ...cells(row),
              <span key="state" className={`admin-state admin-state-${state}`}>
                {t(label)}
              </span>,
              {
                action: true,
                content: blocked ? (
                  <span className="admin-note">{t(blocked)}</span>
                ) : (
                  step && (
                    <StepButton
                      id={row._id}
                      busy={busy}
                      label={t(actionLabels[step])}
                      onClick={() => onStep(row._id, step)}
                    />
                  )
                ),
              },
            ]}
          />
        );
      })}
    </AdminTable>
  );
}

/**
 * Resale matches (approving an offer pairs it with a request), offers (approved → paid out →
 * handed over, 'Abgeschlossen') and requests.
 */
export default function TicketChange({ loaderData }: Route.ComponentProps) {
  const t = useMessages(adminMessages);
  const locale = useLocale();
  // Why a step was refused (an approval the shop's answer stopped) is for the team to read.
  const { busy, run, notice } = useTeamAction(advanceResale, failTo, {
    readRefusals: ["refused", "shopDown"],
  });
  const { offers, requests, matches, settings, mailPreview, timeZone, titles } = loaderData;
  const date = instantFormat(locale, timeZone);
  const packageName = usePackageName(titles);

  // The refusal shows above the table of the entry it was about.
  const [stepKind, setStepKind] = useState<"offer" | "request">("offer");
  const refusalOf = (kind: "offer" | "request") =>
    notice?.kind === "error" &&
    stepKind === kind && (
      <Notice kind="error" className="resale-notice">
        {notice.msg}
      </Notice>
    );
  const advance = (kind: "offer" | "request", id: string, step: OfferStep | RequestStep) => {
    setStepKind(kind);
    return run(id, kind, id, step);
  };

  return (
    <AdminPage title={t("ticketChangeTitle")}>
      <ResaleMatches
        matches={matches}
        settings={settings}
        mailPreview={mailPreview}
        timeZone={timeZone}
        packageName={packageName}
        failTo={failTo}
      />
      <StepTable
        kind="offer"
        heading={t("offers", { count: offers.length })}
        empty={t("noOffers")}
        columns={["columnTicket", "columnPackage", "columnName", "columnEmail", "columnIban"]}
        rows={offers}
        cells={(offer) => [
          offer.ticket.ticketId,
          packageName(offer.packageId),
          offer.name,
          <a key="email" href={`mailto:${offer.email}`}>
            {offer.email}
          </a>,
          { className: "admin-mono", content: offer.iban },
        ]}
        steps={offerSteps}
        stateLabels={offerState}
        actionLabels={offerAction}
        // Approving matches, which needs the payment set up; the money moves in order: the
        // seller is paid out once the buyer's payment is noted.
        blockedBy={(offer, step) =>
          step === "approved" && !paymentReady(settings)
            ? "setUpPaymentFirst"
            : step === "payedOffer" && !offer.buyerPaid
              ? "waitsForPayment"
              : undefined
        }
        status={refusalOf("offer")}
        busy={busy}
        onStep={(id, step) => void advance("offer", id, step)}
      />
      <StepTable
        kind="request"
        heading={t("requests", { count: requests.length })}
        empty={t("noRequests")}
        columns={["columnPackage", "columnAmount", "columnEmail", "columnCreated"]}
        rows={requests}
        cells={(request) => [
          packageName(request.packageId),
          request.amount,
          <a key="email" href={`mailto:${request.email}`}>
            {request.email}
          </a>,
          <time key="created" dateTime={request.createdAt}>
            {date.format(new Date(request.createdAt))}
          </time>,
        ]}
        steps={requestSteps}
        stateLabels={requestState}
        stateOf={(request) =>
          request.lapsed && !request.fulfilled
            ? { state: "lapsed", label: "stateLapsed" }
            : undefined
        }
        actionLabels={requestAction}
        blockedBy={(request, step) =>
          step === "fulfilled" && request.awaitingPayment ? "waitsForPayment" : undefined
        }
        status={refusalOf("request")}
        busy={busy}
        onStep={(id, step) => void advance("request", id, step)}
      />
    </AdminPage>
  );
}
