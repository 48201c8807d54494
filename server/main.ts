import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { existsSync } from "node:fs";
import { Hono } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createApp, type PageHandler } from "./app.ts";
import { runningClockFrom, systemClock } from "./clock.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { ContentError, loadContent } from "./content/load.ts";

const buildDir = new URL("../build", import.meta.url).pathname;

async function main() {
  const config = loadConfig();
  const clock = config.APP_NOW ? runningClockFrom(new Date(config.APP_NOW)) : systemClock;
  const content = loadContent();

  const serverBuild = `${buildDir}/server/index.js`;
  if (!existsSync(serverBuild))
    throw new ConfigError("No production build found: run `npm run build` first.");
  const build = (await import(serverBuild)) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  const pages: PageHandler = (request, context) => handler(request, context);

  const root = new Hono();
  // Fingerprinted bundles never change; everything else in public/ may.
  root.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  root.use("*", serveStatic({ root: `${buildDir}/client` }));
  root.route("/", createApp({ config, clock, content }, pages));

  serve({ fetch: root.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    console.log(`Site listening on ${config.PUBLIC_URL} (port ${info.port})`);
    if (config.APP_NOW) console.log(`Clock started at ${config.APP_NOW}`);
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof ContentError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
