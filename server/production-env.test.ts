import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

/**
 * The production entry's first import in a process of its own, then React as the pages load it:
 * prints which of React's builds was loaded and the NODE_ENV the configuration reads.
 */
const script = `
import { createRequire } from "node:module";
import * as entry from ${JSON.stringify(new URL("./production-env.ts", import.meta.url).href)};
const require = createRequire(${JSON.stringify(import.meta.url)});
require("react");
const build = Object.keys(require.cache).find((file) => /react[.](production|development)[.]js$/.test(file));
console.log(JSON.stringify({ react: build?.split("/").at(-1), startedNodeEnv: entry.startedNodeEnv }));
`;

async function entryWith(nodeEnv: string | undefined) {
  const env = { ...process.env, NODE_ENV: nodeEnv };
  if (nodeEnv === undefined) delete env.NODE_ENV;
  // The Node.js running the tests (the project's): it runs the .ts module as it is.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--input-type=module", "--eval", script],
    { env },
  );
  return JSON.parse(stdout) as { react: string; startedNodeEnv?: string };
}

describe("the production entry", () => {
  it("renders with React's production build, a plain start and a site under test alike", async () => {
    expect(await entryWith(undefined)).toEqual({ react: "react.production.js" });
    // A site under test (the browser tests) renders what production renders, and is still
    // one for its configuration (the test clock).
    expect(await entryWith("test")).toEqual({
      react: "react.production.js",
      startedNodeEnv: "test",
    });
  });
});
