/** Distinct unhandled rejections remembered, so that a repeating one is logged once. */
const maxRemembered = 100;

export interface LastResortOptions {
  log?: Pick<Console, "error">;
  /**
   * Begins the graceful shutdown with this exit code (the entry's own: running requests finish,
   * then the process exits and the supervisor starts a fresh one).
   */
  shutdown(exitCode: number): void;
}

/** The error's name and message (the key for logging it once), or what was thrown instead. */
function nameOf(reason: unknown): string {
  return reason instanceof Error
    ? `${reason.name}: ${reason.message}`
    : `(not an Error) ${String(reason)}`;
}

/** Where the error was made: its stack's first frame, to find the missing catch from one line. */
function whereOf(reason: unknown): string {
  const frame = reason instanceof Error ? /^\s*at (.+)$/m.exec(reason.stack ?? "")?.[1] : undefined;
  return frame ? ` (at ${frame})` : "";
}

/**
 * The process's last line of defence, for what every job and background promise should have
 * handled itself (docs/decisions/0029-nothing-ends-the-process.md). An unhandled rejection is a
 * missing catch: it is logged once per distinct error, with its stack to find the place, and the
 * site keeps serving. An uncaught exception may have left a request, a pool or a stream half-done,
 * so after one the process is not trusted: it is logged and the graceful shutdown begins, with
 * exit code 1, for the supervisor to restart it (deploy/pamperplay@.service).
 */
export function installLastResort({ log = console, shutdown }: LastResortOptions): void {
  const seen = new Set<string>();
  process.on("unhandledRejection", (reason) => {
    const name = nameOf(reason);
    if (seen.has(name)) return;
    if (seen.size < maxRemembered) seen.add(name);
    // One line: a journal shows it as one entry.
    log.error(`Unhandled rejection, the site keeps serving: ${name}${whereOf(reason)}`);
  });
  process.on("uncaughtException", (error, origin) => {
    // The whole stack: this happens once, and the process goes.
    const stack = error instanceof Error && error.stack ? `\n${error.stack}` : "";
    log.error(
      `Uncaught exception (${origin}), shutting down to be restarted: ${nameOf(error)}${stack}`,
    );
    shutdown(1);
  });
}
