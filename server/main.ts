// First: sets NODE_ENV before React and React Router are evaluated (see the module).
import { startedNodeEnv } from "./production-env.ts";
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createApp, siteFastLane, type PageHandler } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { ContentError } from "./content/load.ts";
import { describeDatabase } from "./db/database.ts";
import { StorageError } from "./db/storage-error.ts";
import { inBackground } from "./jobs/background.ts";
import { installLastResort } from "./last-resort.ts";
import { siteServer } from "./http/node-server.ts";
import { createServices } from "./services.ts";
import { projectPath } from "./project-root.ts";

const buildDir = projectPath("build");

async function main() {
  const config = loadConfig({ ...process.env, NODE_ENV: startedNodeEnv });
  const serverBuild = `${buildDir}/server/index.js`;
  if (!existsSync(serverBuild))
    throw new ConfigError("No production build found: run `npm run build` first.");
  const build = (await import(serverBuild)) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  const pages: PageHandler = (request, context) => handler(request, context);

  const services = await createServices(config);
  const app = createApp(services, pages, {
    staticRoot: `${buildDir}/client`,
    assets: build.assets,
  });

  const server = siteServer(app.fetch, config.READ_TIMEOUT_MS, siteFastLane(services));
  server.listen(config.PORT, config.HOST, () => {
    const { port } = server.address() as AddressInfo;
    console.log(`Site listening on ${config.PUBLIC_URL} (port ${port})`);
    console.log(describeDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir }));
    console.log(services.auth.providerLine);
    if (config.APP_NOW) console.log(`Clock started at ${config.APP_NOW}`);
  });
  let stopping = false;
  /** Lets running requests and the jobs' current runs finish, then exits with `exitCode`. */
  const shutdown = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = exitCode;
    server.close(() =>
      inBackground("Shutdown", () => services.close().finally(() => process.exit())),
    );
    // Keep-alive connections must not hold the process forever.
    setTimeout(() => process.exit(), 3000).unref();
  };
  installLastResort({ shutdown });
  process.once("SIGTERM", () => shutdown(0));
  process.once("SIGINT", () => shutdown(0));
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof ContentError ||
    error instanceof StorageError
  ) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
