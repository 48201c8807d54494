import {
  NewsletterCancelView,
  NewsletterConfirmView,
} from "../components/newsletter-signup/newsletter-link-views.tsx";
import { TicketConfirmView } from "../features/resale/ticket-confirm-view.tsx";
import { WaitListLinkView } from "../features/wait-list/wait-list-link-view.tsx";
import type { IslandComponents } from "./island-components.ts";

/**
 * The views of the pages behind a mail's link, hydrated as soon as the page has loaded
 * (hydrate-links.tsx): most of them act as the page opens.
 */
export const linkIslands = {
  "newsletter-confirm": NewsletterConfirmView,
  "newsletter-cancel": NewsletterCancelView,
  "ticket-confirm": TicketConfirmView,
  "wait-list-link": WaitListLinkView,
} satisfies IslandComponents;
