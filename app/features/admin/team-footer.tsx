import type { ReactNode } from "react";
import { Link } from "react-router";
import { authMessages } from "../auth/auth.messages.ts";
import { logout, useTeam } from "../auth/team-session.ts";
import { useMessages } from "../../i18n/messages.ts";

/**
 * The footer's team entry: the login link, or for a logged-in team member the avatar, name and
 * a logout button (spec). The server renders the link; the stored login shows after hydration
 * (the footer loads this module then).
 */
export function TeamFooterItem({ login }: { login: ReactNode }) {
  const t = useMessages(authMessages);
  const team = useTeam();
  if (team.status !== "member") return login;
  const name = team.profile?.name ?? "";
  return (
    <li className="team-user" data-testid="team-user">
      {team.profile?.avatarUrl && (
        <img src={team.profile.avatarUrl} alt="" width={32} height={32} className="team-avatar" />
      )}
      <Link to="/admin" className="team-name" title={t("teamArea")}>
        {name || t("teamArea")}
      </Link>
      <button type="button" className="button button-ghost team-logout" onClick={logout}>
        {t("logout")}
      </button>
    </li>
  );
}
