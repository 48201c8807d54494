import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiResult } from "../api/call.ts";

/** Where a call stands: not made yet, under way, answered with data, or refused with a message. */
export type CallState<T, D = unknown> =
  | { kind: "idle" }
  | { kind: "pending" }
  | { kind: "success"; data: T }
  | { kind: "error"; status: number; msg: string; details?: D };

/** The state a finished call leaves behind. */
export function callState<T, D>(result: ApiResult<T, D>): CallState<T, D> {
  return result.ok
    ? { kind: "success", data: result.data }
    : { kind: "error", status: result.status, msg: result.msg, details: result.details };
}

/**
 * The one way a screen calls the API: pass a function of `app/api/` (a stable, module-level
 * one); `run(...args)` makes the call and `state` follows it. While a call is under way `run`
 * sends nothing (a second click). With `start`, the call is made once as the page opens (also
 * under React's development double effects) and the state begins as pending. Answers that arrive
 * after the screen has gone are dropped.
 */
export function useApiCall<A extends unknown[], T, D = unknown>(
  call: (...args: A) => Promise<ApiResult<T, D>>,
  options: { start?: A } = {},
) {
  const [state, setState] = useState<CallState<T, D>>(() =>
    options.start ? { kind: "pending" } : { kind: "idle" },
  );
  const busy = useRef(false);
  const mounted = useRef(false);
  const started = useRef(false);
  const start = useRef(options.start);

  const run = useCallback(
    async (...args: A): Promise<ApiResult<T, D> | undefined> => {
      if (busy.current) return undefined;
      busy.current = true;
      setState({ kind: "pending" });
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
