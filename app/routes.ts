import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/index.ts"),
  route("locale", "routes/locale.ts"),
  route("screensaver", "routes/screensaver.tsx"),
  layout("layout/main-layout.tsx", [
    route("start", "routes/start.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
