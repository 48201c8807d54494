import { Link } from "react-router";
import { undeliveredMailsAnswerSchema } from "../../../core/api/admin.ts";
import { authVerifyAnswerSchema } from "../../../core/api/auth.ts";
import { siteContext } from "../../site-context.ts";
import { useTeam } from "../auth/team-session.ts";
import { teamData } from "../../api/team.ts";
import { adminFallback, AdminPage } from "./admin-page.tsx";
import { adminMessages } from "./admin.messages.ts";
import { loadTeamData } from "./team-loader.ts";
import { UndeliveredMails } from "./undelivered-mails.tsx";
import { useMessages } from "../../i18n/messages.ts";
import type { Route } from "./+types/index";

/** The hub's time zone, for the times of undelivered mails. */
export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return { timeZone: site.content[site.hubId].hub.timeZone };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  await loadTeamData(() => teamData("auth/verify", authVerifyAnswerSchema));
  const [undelivered, server] = await Promise.all([
    loadTeamData(() => teamData("admin/mail/undelivered", undeliveredMailsAnswerSchema)),
    serverLoader(),
  ]);
  return { undelivered: undelivered.results, timeZone: server.timeZone };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = adminFallback(adminMessages, "teamArea");

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const t = useMessages(adminMessages);
  const team = useTeam();
  const name = team.status === "member" ? team.profile?.name : undefined;
  const areas = [
    { to: "/admin/ticket-request", title: t("navTicketClicks"), text: t("ticketClicksText") },
    { to: "/admin/page-reloads", title: t("navPageReloads"), text: t("pageReloadsText") },
    { to: "/admin/quotas", title: t("navQuotas"), text: t("quotasText") },
    { to: "/admin/waiting-room", title: t("navWaitingRoom"), text: t("waitingRoomText") },
    { to: "/admin/newsletter", title: t("navNewsletter"), text: t("newsletterText") },
    { to: "/admin/wait-lists", title: t("navWaitLists"), text: t("waitListsText") },
    { to: "/admin/posts", title: t("navPosts"), text: t("postsText") },
    { to: "/admin/ticket-change", title: t("navTicketChange"), text: t("ticketChangeText") },
  ];
  return (
    <AdminPage title={t("teamArea")}>
      <p className="lead">{name ? t("welcome", { name }) : t("welcomeAnonymous")}</p>
      <UndeliveredMails mails={loaderData.undelivered} timeZone={loaderData.timeZone} />
      <p>{t("intro")}</p>
      <ul className="admin-areas">
        {areas.map((area) => (
          <li key={area.to} className="card">
            <h2>
              <Link to={area.to}>{area.title}</Link>
            </h2>
            <p>{area.text}</p>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
