/** Longest part of a request's address a log entry repeats: clients choose how long it is. */
export const maxLoggedUrlLength = 200;
const maxMessageLength = 500;
const maxStackFrames = 20;

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
}

/** Drops the user and password from every address in `text` (`scheme://user:password@host`). */
export function withoutUserinfo(text: string): string {
  return text.replace(/(\b[a-z][a-z\d+.-]*:\/\/)[^\s/?#@]*@/gi, "$1");
}

/**
 * One log entry for an error nobody expected: the request id (to find the request's other
 * entries), method and address, then the error and its stack; every part bounded, because a
 * client writes the address and often, through it, the error message. No password a client put
 * into an address (`http://user:password@host/…`) is repeated, in the address or the message.
 */
export function errorLogEntry(requestId: string, method: string, url: string, error: unknown) {
  return withoutUserinfo(entry(requestId, method, url, error));
}

function entry(requestId: string, method: string, url: string, error: unknown) {
  const head = `[${requestId}] ${method} ${cut(url, maxLoggedUrlLength)}`;
  if (!(error instanceof Error)) return `${head}: ${cut(describe(error), maxMessageLength)}`;
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, maxStackFrames);
  return [`${head}: ${cut(`${error.name}: ${error.message}`, maxMessageLength)}`, ...frames].join(
    "\n",
  );
}

function describe(value: unknown): string {
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
