import { getRequestListener } from "@hono/node-server";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { request } from "node:https";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { mediaPrefix } from "../core/media.ts";
import { createApp } from "../server/app.ts";
import { bodyLimits } from "../server/http/body-limit.ts";
import { keepAliveTimeoutMs } from "../server/http/node-server.ts";
import type { AppServices } from "../server/services.ts";
import { forTheBlock } from "../server/test/block.ts";
import { freePort } from "../server/test/free-port.ts";
import { testServices } from "../server/test/services.ts";
import { teamToken } from "../server/test/team-calls.ts";

const shipped = readFileSync(new URL("./nginx-site.conf", import.meta.url), "utf8");
const nginx = "/usr/sbin/nginx";
const installNginx = "apt-get update && apt-get install -y nginx-light";
const host = "muenchen.pamperplay.example";

/** Bytes of an nginx size (`64k`, `12m`). */
function bytesOf(size: string): number {
  const [, number = "", unit = ""] = /^(\d+)([km]?)$/.exec(size) ?? [];
  return Number(number) * (unit === "m" ? 1024 * 1024 : unit === "k" ? 1024 : 1);
}

/** The body size nginx allows per location of the shipped site (`/` for the server's default). */
function bodySizes(config: string): Record<string, number> {
  const sizes: Record<string, number> = {};
  let location = "/";
  for (const line of config.split("\n")) {
    const opens = /^\s*location\s+(\S+)\s*\{/.exec(line)?.[1];
    if (opens) location = opens;
    if (/^\s*}\s*$/.test(line)) location = "/";
    const size = /^\s*client_max_body_size\s+(\w+);/.exec(line)?.[1];
    if (size) sizes[location] = bytesOf(size);
  }
  return sizes;
}

describe("the shipped nginx site's body sizes", () => {
  it("let through what the site itself takes: photos and posts for the team, little else", () => {
    expect(bodySizes(shipped)).toEqual({
      "/": 64 * 1024,
      "/api/admin/images": bodyLimits.upload,
      "/api/admin/posts": bodyLimits.post,
    });
    // Above every other limit of the site, so the site answers those with its own message.
    expect(64 * 1024).toBeGreaterThan(Math.max(bodyLimits.api, bodyLimits.standIn));
  });
});

describe("the shipped nginx site's connections to the instances", () => {
  it("are closed by nginx when idle before an instance closes them", () => {
    // The upstream's keepalive_timeout: 60 s unless the file sets another.
    const upstream = /^upstream pamperplay \{([^}]*)\}/m.exec(shipped)![1]!;
    const [, seconds = "60"] = /keepalive_timeout\s+(\d+)s?;/.exec(upstream) ?? [];
    expect(keepAliveTimeoutMs).toBeGreaterThan(Number(seconds) * 1000);
  });
});

/**
 * The shipped file with only what must differ here: the two instances' ports, the listening
 * addresses (this machine's loopback, free ports) and the certificate's paths.
 */
function testSite(
  config: string,
  ports: { a: number; b: number; http: number; https: number },
  dir: string,
) {
  const replacements: [RegExp, string][] = [
    [/server 127\.0\.0\.1:3101;/, `server 127.0.0.1:${ports.a};`],
    [/server 127\.0\.0\.1:3102;/, `server 127.0.0.1:${ports.b};`],
    [/^\s*listen \[::\]:80;\n/m, ""],
    [/^\s*listen \[::\]:443 ssl http2;\n/m, ""],
    [/listen 80;/, `listen 127.0.0.1:${ports.http};`],
    [/listen 443 ssl http2;/, `listen 127.0.0.1:${ports.https} ssl http2;`],
    [/ssl_certificate\s+\S+;/, `ssl_certificate ${join(dir, "cert.pem")};`],
    [/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${join(dir, "key.pem")};`],
  ];
  return replacements.reduce((text, [pattern, replacement]) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx-site.conf no longer has ${pattern}`);
    return text.replace(pattern, replacement);
  }, config);
}

/** The folders where nginx buffers bodies (Debian's build points them at /var/lib/nginx). */
const tempFolders = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"];

/** nginx's own frame around the site: everything in `dir`, in the foreground. */
function mainConfig(dir: string, site: string) {
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  // Started as root, nginx's workers would run as nobody, who cannot enter the private temp folder.
  return `
daemon off;
worker_processes 1;
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")} warn;
${process.getuid?.() === 0 ? "user root;" : ""}
events { worker_connections 64; }
http {
  access_log off;
  ${tempFolders.map(temp).join("\n  ")}
  include ${site};
}
`;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One HTTPS request to nginx as a browser on the public host name would make it. */
function throughNginx(
  port: number,
  ca: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port,
        servername: host,
        ca,
        method,
        path,
        agent: false,
        headers: {
          host,
          ...options.headers,
          ...(options.body ? { "content-length": String(options.body.length) } : {}),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
        incoming.on("error", reject);
      },
    );
    // nginx may answer 413 and close while the body is still being sent.
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

/** Resolves once something accepts connections on the port; fails if nginx exits first. */
async function listening(port: number, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`nginx exited:\n${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An instance of the site on a free port, counting the post images it serves. */
async function instance(services: AppServices) {
  const listener = getRequestListener(createApp(services).fetch);
  const served = { images: 0 };
  const server: Server = createServer((incoming, outgoing) => {
    if (incoming.method === "GET" && incoming.url?.startsWith(mediaPrefix)) served.images++;
    void listener(incoming, outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    served,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A photo of a few megabytes (noise does not compress), as a phone's camera makes them. */
const largePhoto = (width = 2000, height = 1500) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();

const missing = !existsSync(nginx);
if (missing)
  console.warn(
    `nginx is not installed: the shipped site is not tested. Install it with: ${installNginx}`,
  );

describe.skipIf(missing)(
  `the shipped nginx site in front of two instances on one database${missing ? ` (skipped: no ${nginx}; ${installNginx})` : ""}`,
  () => {
    const proxy = forTheBlock(async () => {
      const dir = mkdtempSync(join(tmpdir(), "nginx-site-"));
      for (const name of tempFolders) mkdirSync(join(dir, name));
      execFileSync(
        "openssl",
        [
          ...[
            "req",
            "-x509",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:prime256v1",
            "-nodes",
          ],
          ...["-days", "2", "-subj", `/CN=${host}`, "-addext", `subjectAltName=DNS:${host}`],
          ...["-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")],
        ],
        { stdio: "ignore" },
      );
      const setup = await testServices({ env: { TRUST_PROXY: "1" } });
      const instances = [await instance(setup.services), await instance(setup.otherInstance())];
      const ports = {
        a: instances[0]!.port,
        b: instances[1]!.port,
        http: await freePort(),
        https: await freePort(),
      };
      const site = join(dir, "site.conf");
      writeFileSync(site, testSite(shipped, ports, dir));
      writeFileSync(join(dir, "nginx.conf"), mainConfig(dir, site));
      const server = spawn(
        nginx,
        ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")],
        {
          stdio: "ignore",
        },
      );
      const log = () =>
        existsSync(join(dir, "error.log")) ? readFileSync(join(dir, "error.log"), "utf8") : "";
      await listening(ports.https, server, log);
      const ca = readFileSync(join(dir, "cert.pem"), "utf8");
      return {
        setup,
        instances,
        send: (method: string, path: string, options?: Parameters<typeof throughNginx>[4]) =>
          throughNginx(ports.https, ca, method, path, options),
        dispose: async () => {
          const exited = new Promise((resolve) => server.once("exit", resolve));
          if (server.exitCode === null) server.kill("SIGTERM");
          await exited;
          for (const each of instances) await each.close();
          await setup.dispose();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    });

    it(
      "takes a team member's photo of several MB, which then both instances serve",
      { timeout: 120_000 },
      async () => {
        const photo = await largePhoto();
        expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
        const token = await teamToken(proxy.setup);
        const upload = await proxy.send("POST", "/api/admin/images", {
          headers: { authorization: `Bearer ${token}`, "content-type": "image/jpeg" },
          body: photo,
        });
        expect(upload.status).toBe(200);
        const { src } = JSON.parse(upload.body.toString()) as { src: string };

        // nginx takes turns between the instances: four requests reach each of them.
        for (let i = 0; i < 4; i++) {
          const served = await proxy.send("GET", src);
          expect(served.status).toBe(200);
          expect(served.headers["content-type"]).toBe("image/jpeg");
          expect((await sharp(served.body).metadata()).width).toBe(1600);
        }
        expect(proxy.instances.map((each) => each.served.images > 0)).toEqual([true, true]);
      },
    );

    it("passes a long post on to the site, which reads it", { timeout: 60_000 }, async () => {
      const token = await teamToken(proxy.setup);
      const post = Buffer.from(JSON.stringify({ post: { text: "x".repeat(100 * 1024) } }));
      const answer = await proxy.send("POST", "/api/admin/posts", {
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: post,
      });
      // The site's own answer to a body it read and refused (not nginx's page).
      expect(answer.status).toBe(400);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    });

    it("still refuses a 70 kB body to a visitor's call", { timeout: 60_000 }, async () => {
      const answer = await proxy.send("POST", "/api/newsletter/register", {
        headers: { "content-type": "application/json" },
        body: Buffer.from(JSON.stringify({ email: "x".repeat(70 * 1024) })),
      });
      expect(answer.status).toBe(413);
    });
  },
);
