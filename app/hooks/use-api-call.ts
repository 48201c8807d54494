import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiResult, CallFault } from "../api/call.ts";

/** How a call ended: with data, or refused with its reason, status and a message. */
export type Settled<T, D = unknown, R extends string = never> =
  | { kind: "success"; data: T }
  | { kind: "error"; reason: R | CallFault; status: number; msg: string; details?: D };

/**
 * Where a call stands: not made yet, under way, or settled. While a call is under way `last` is
 * how the one before it ended (a refusal stays on the screen while the next try is checked).
 */
export type CallState<T, D = unknown, R extends string = never> =
  { kind: "idle" } | { kind: "pending"; last?: Settled<T, D, R> } | Settled<T, D, R>;

/** The state of a call made with `call`, a function of `app/api/`. */
export type CallStateOf<C> = C extends (
  ...args: never[]
) => Promise<ApiResult<infer T, infer D, infer R extends string>>
  ? CallState<T, D, R>
  : never;

/** The state a finished call leaves behind. */
export function callState<T, D, R extends string>(result: ApiResult<T, D, R>): Settled<T, D, R> {
  return result.ok
    ? { kind: "success", data: result.data }
    : {
        kind: "error",
        reason: result.reason,
        status: result.status,
        msg: result.msg,
        details: result.details,
      };
}

/** The state once a call starts: pending, remembering how the previous one ended. */
function pendingAfter<T, D, R extends string>(current: CallState<T, D, R>): CallState<T, D, R> {
  if (current.kind === "idle") return { kind: "pending" };
  return { kind: "pending", last: current.kind === "pending" ? current.last : current };
}

/**
 * The one way a screen calls the API: pass a function of `app/api/` (a stable, module-level
 * one); `run(...args)` makes the call and `state` follows it. While a call is under way `run`
 * sends nothing (a second click). With `start`, the call is made once as the page opens (also
 * under React's development double effects) and the state begins as pending. Answers that arrive
 * after the screen has gone are dropped.
 */
export function useApiCall<A extends unknown[], T, D = unknown, R extends string = never>(
  call: (...args: A) => Promise<ApiResult<T, D, R>>,
  options: { start?: A } = {},
) {
  const [state, setState] = useState<CallState<T, D, R>>(() =>
    options.start ? { kind: "pending" } : { kind: "idle" },
  );
  const busy = useRef(false);
  const mounted = useRef(false);
  const started = useRef(false);
  const start = useRef(options.start);

  const run = useCallback(
    async (...args: A): Promise<ApiResult<T, D, R> | undefined> => {
      if (busy.current) return undefined;
      busy.current = true;
      setState(pendingAfter);
      const result = await call(...args);
      busy.current = false;
      if (mounted.current) {
        setState(callState(result));
      }
      return result;
    },
    [call],
  );

  useEffect(() => {
    mounted.current = true;
    if (start.current && !started.current) {
      started.current = true;
      void run(...start.current);
    }
    return () => {
      mounted.current = false;
    };
  }, [run]);

  /** Back to idle (a form offers to send another), unless a call is under way. */
  const reset = useCallback(() => {
    if (!busy.current) setState({ kind: "idle" });
  }, []);

  return { state, pending: state.kind === "pending", run, reset };
}
