import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  index("features/pages/index.ts"),
  route("locale", "layout/locale.ts"),
  route("screensaver", "features/screensaver/screensaver.tsx"),
  route("admin", "features/admin/layout.tsx", [
    index("features/admin/index.tsx"),
    route("ticket-change", "features/tickets/ticket-change.tsx"),
    route("newsletter", "features/newsletter/newsletter.tsx"),
    route("wait-lists", "features/wait-list/wait-lists.tsx"),
    // One report screen, two addresses: the module reads which report from the address.
    route("ticket-request", "features/statistics/timestamps.tsx", { id: "admin-ticket-clicks" }),
    route("page-reloads", "features/statistics/timestamps.tsx", { id: "admin-page-reloads" }),
    route("quotas", "features/tickets/quotas.tsx"),
    route("waiting-room", "features/waiting-room/team-waiting-room.tsx"),
    route("posts", "features/posts/posts-list.tsx"),
    route("posts/new", "features/posts/post-edit.tsx", { id: "admin-post-new" }),
    route("posts/:key", "features/posts/post-edit.tsx", { id: "admin-post-edit" }),
  ]),
  // Form links from mails: top-level pages without the site's navigation.
  route("_form/form-transmit", "features/hotel/form-transmit.tsx"),
  route("_form/card/:token", "features/hotel/hotel-card.tsx"),
  layout("layout/main-layout.tsx", [
    route("start", "features/pages/start.tsx"),
    route("save-the-date", "features/pages/save-the-date.tsx"),
    route("party", "features/party/party.tsx"),
    route("faq", "features/pages/faq.tsx"),
    route("directions", "features/pages/text-page.tsx", { id: "directions" }),
    route("recommendations", "features/pages/text-page.tsx", { id: "recommendations" }),
    route("privacy", "features/pages/text-page.tsx", { id: "privacy" }),
    route("impressum", "features/pages/text-page.tsx", { id: "impressum" }),
    route("newsletter/:id", "features/posts/newsletter-post.tsx"),
    route("hotel", "features/hotel/hotel.tsx"),
    route("auth", "features/auth/auth.tsx"),
    ...prefix("ticket", [index("features/tickets/ticket.tsx")]),
    route("ticket/confirm-offer", "features/resale/ticket-confirm.tsx", {
      id: "ticket-confirm-offer",
    }),
    route("ticket/confirm-request", "features/resale/ticket-confirm.tsx", {
      id: "ticket-confirm-request",
    }),
    route("ticket/order/:ticketShopId", "features/waiting-room/ticket-order.tsx"),
    route("ticket/wait-list", "features/wait-list/wait-list.tsx"),
    route("ticket/wait-list/:link", "features/wait-list/wait-list-link.tsx"),
    route("contact", "features/contact/contact.tsx"),
    route("newsletter", "features/contact/contact.tsx", { id: "newsletter-alias" }),
    route("newsletter-confirm", "features/newsletter/newsletter-link.tsx", {
      id: "newsletter-confirm",
    }),
    route("newsletter-cancel", "features/newsletter/newsletter-link.tsx", {
      id: "newsletter-cancel",
    }),
    route("*", "features/pages/not-found.tsx"),
  ]),
] satisfies RouteConfig;
