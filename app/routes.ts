import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  index("routes/index.ts"),
  route("locale", "routes/locale.ts"),
  route("screensaver", "features/screensaver/screensaver.tsx"),
  route("admin", "features/admin/layout.tsx", [
    index("features/admin/index.tsx"),
    route("ticket-change", "features/admin/ticket-change.tsx"),
    route("newsletter", "features/admin/newsletter.tsx"),
    route("wait-lists", "features/admin/wait-lists.tsx"),
    // One report screen, two addresses: the module reads which report from the address.
    route("ticket-request", "features/admin/timestamps.tsx", { id: "admin-ticket-clicks" }),
    route("page-reloads", "features/admin/timestamps.tsx", { id: "admin-page-reloads" }),
    route("quotas", "features/admin/quotas.tsx"),
    route("waiting-room", "features/admin/waiting-room.tsx"),
    route("posts", "features/posts/posts-list.tsx"),
    route("posts/new", "features/posts/post-edit.tsx", { id: "admin-post-new" }),
    route("posts/:key", "features/posts/post-edit.tsx", { id: "admin-post-edit" }),
  ]),
  // Form links from mails: top-level pages without the site's navigation.
  route("_form/form-transmit", "features/hotel/form-transmit.tsx"),
  route("_form/card/:token", "features/hotel/hotel-card.tsx"),
  layout("layout/main-layout.tsx", [
    route("start", "routes/start.tsx"),
    route("save-the-date", "routes/save-the-date.tsx"),
    route("party", "features/party/party.tsx"),
    route("faq", "routes/faq.tsx"),
    route("directions", "routes/text-page.tsx", { id: "directions" }),
    route("recommendations", "routes/text-page.tsx", { id: "recommendations" }),
    route("privacy", "routes/text-page.tsx", { id: "privacy" }),
    route("impressum", "routes/text-page.tsx", { id: "impressum" }),
    route("newsletter/:id", "routes/newsletter-post.tsx"),
    route("hotel", "features/hotel/hotel.tsx"),
    route("auth", "routes/auth.tsx"),
    ...prefix("ticket", [index("features/ticket/ticket.tsx")]),
    route("ticket/confirm-offer", "features/ticket/ticket-confirm.tsx", {
      id: "ticket-confirm-offer",
    }),
    route("ticket/confirm-request", "features/ticket/ticket-confirm.tsx", {
      id: "ticket-confirm-request",
    }),
    route("ticket/order/:ticketShopId", "features/ticket/ticket-order.tsx"),
    route("ticket/wait-list", "features/ticket/wait-list.tsx"),
    route("ticket/wait-list/:link", "features/ticket/wait-list-link.tsx"),
    route("contact", "routes/contact.tsx"),
    route("newsletter", "routes/contact.tsx", { id: "newsletter-alias" }),
    route("newsletter-confirm", "routes/newsletter-confirm.tsx"),
    route("newsletter-cancel", "routes/newsletter-cancel.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
