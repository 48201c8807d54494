import { useState } from "react";
import { teamAvailability } from "../../features/ticket/ticket-availability.ts";
import { useTeam } from "../../auth/team-session.ts";
import { useMessages } from "../../i18n/messages.ts";
import { teamTicketMessages } from "./team-tickets.messages.ts";
import "./team.css";

/** Spec: a banner for team members that restrictions are lifted (after the login is verified). */
export function TeamTicketBanner() {
  const t = useMessages(teamTicketMessages);
  const team = useTeam();
  if (team.status !== "member") return null;
  return (
    <p className="team-banner" role="status" data-testid="team-banner">
      {t("banner")}
    </p>
  );
}

/**
 * The team buy link of a package: asks the team availability call (no sale start, a voucher
 * that lifts purchase limits) and goes to the shop address it answers.
 */
export function TeamBuyLink({ ticketShopId }: { ticketShopId: number }) {
  const t = useMessages(teamTicketMessages);
  const team = useTeam();
  const [state, setState] = useState<
    { kind: "idle" } | { kind: "busy" } | { kind: "failed"; msg: string }
  >({ kind: "idle" });
  if (team.status !== "member") return null;

  async function buy() {
    setState({ kind: "busy" });
    const result = await teamAvailability(ticketShopId);
    if (result.ok) {
      window.location.assign(result.ticketUrl);
      return;
    }
    const { msg } = result;
    setState({ kind: "failed", msg: msg ? t("failed", { msg }) : t("failedUnknown") });
  }

  return (
    <div className="team-buy">
      <button
        type="button"
        className="button button-secondary"
        data-testid="team-buy"
        disabled={state.kind === "busy"}
        onClick={() => void buy()}
      >
        {state.kind === "busy" ? t("connecting") : t("buy")}
      </button>
      {state.kind === "failed" && (
        <p className="team-buy-error" role="alert">
          {state.msg}
        </p>
      )}
    </div>
  );
}
