import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/index.ts"),
  route("locale", "routes/locale.ts"),
  route("screensaver", "routes/screensaver.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    route("ticket-change", "routes/admin/ticket-change.tsx"),
    route("newsletter", "routes/admin/newsletter.tsx"),
    route("ticket-request", "routes/admin/ticket-request.tsx"),
    route("page-reloads", "routes/admin/page-reloads.tsx"),
    route("quotas", "routes/admin/quotas.tsx"),
  ]),
  layout("layout/main-layout.tsx", [
    route("start", "routes/start.tsx"),
    route("auth", "routes/auth.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
