import { AuthView } from "../features/auth/auth-view.tsx";
import { TeamFooter } from "../features/admin/team-footer.tsx";
import { TeamBuyLink, TeamTicketBanner } from "../features/tickets/team-tickets.tsx";
import type { IslandComponents } from "./island-components.ts";

/**
 * A team member's parts of the visitor pages, woken only where a login is stored
 * (hydrate-team.tsx): the footer's name and logout, which also checks the stored login at the
 * page's start, and the ticket page's banner and team buy links; and the login's return (/auth),
 * woken at load, which stores that login.
 */
export const teamIslands = {
  "team-footer": TeamFooter,
  "team-ticket-banner": TeamTicketBanner,
  "team-buy-link": TeamBuyLink,
  auth: AuthView,
} satisfies IslandComponents;
