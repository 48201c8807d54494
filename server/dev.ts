import { createServer as createHttpServer } from "node:http";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { createApp, siteFastLane } from "./app.ts";
import { loadConfig } from "./config.ts";
import { serverTimeouts, siteRequestListener } from "./http/node-server.ts";
import { watchContent } from "./content/watch.ts";
import { inBackground } from "./jobs/background.ts";
import { installLastResort } from "./last-resort.ts";
import { createServices } from "./services.ts";

/** Development server: Vite serves the client with hot reload, Hono the API and pages. */
const config = loadConfig({ NODE_ENV: "development", ...process.env });
const vite = await createViteServer({ server: { middlewareMode: true } });

const services = await createServices(config);
// As in production; no graceful shutdown to wait for here.
installLastResort({ shutdown: (exitCode) => process.exit(exitCode) });
// Edited content shows without a restart: the store is reloaded and the browser told to reload.
// The team's posts join the reloaded files' posts before the browser reloads.
watchContent(services.content, {
  root: config.contentDir,
  onReload: () =>
    inBackground("Team posts refresh", () =>
      services.posts.refresh().finally(() => vite.ws.send({ type: "full-reload" })),
    ),
});

const app = createApp(services, async (request, context) => {
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return createRequestHandler(build, "development")(request, context);
});
const listener = siteRequestListener(app.fetch, siteFastLane(services));

createHttpServer(serverTimeouts(config.READ_TIMEOUT_MS), (req, res) =>
  vite.middlewares(req, res, () => listener(req, res)),
).listen(config.PORT, () => {
  console.log(`Development server on ${config.PUBLIC_URL}`);
});
