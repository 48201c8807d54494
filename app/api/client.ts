/**
 * The pages' way to the contact API: screen → api client → api router → service → db/mail.
 * Every answer of the API is JSON `{ code, msg, … }`; `data` is undefined when the body is not
 * JSON (e.g. a proxy's error page). Network failures reject, so screens can say so.
 */
export interface ApiResponse<T> {
  ok: boolean;
  status: number;
  data: T | undefined;
}

async function answer<T>(response: Response): Promise<ApiResponse<T>> {
  let data: T | undefined;
  try {
    data = (await response.json()) as T;
  } catch {
    data = undefined;
  }
  return { ok: response.ok, status: response.status, data };
}

export async function postJson<T = { code: number; msg: string }>(
  path: string,
  body: unknown,
): Promise<ApiResponse<T>> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  return answer<T>(response);
}

export async function getJson<T = { code: number; msg: string }>(
  path: string,
): Promise<ApiResponse<T>> {
  const response = await fetch(path, {
    headers: { Accept: "application/json" },
    credentials: "same-origin",
  });
  return answer<T>(response);
}

let pageLoadReported = false;

/** Spec: GET reload once at app start, not awaited; the server stores a timestamp only. */
export function reportPageLoad(): void {
  if (pageLoadReported) return;
  pageLoadReported = true;
  fetch("/api/reload", { cache: "no-store" }).catch(() => undefined);
}
