/**
 * What the islands' scripts get for `react` (vite.config.ts): Preact's compatibility layer
 * (docs/decisions/0059-islands-on-preact.md), where it differs from React as an island would
 * notice:
 * - Ids unique on the page: Preact numbers `useId` per root, so two islands of one page (the
 *   contact page's postcard and newsletter sign-up) would both count from `P0-0`; each island's
 *   root gives its prefix (react-dom-client.ts), as React's `identifierPrefix` does.
 * - Effects in a task of their own once the browser has painted, as React runs them: Preact waits
 *   for the next frame or 100 ms by timers, and a frame can be far off (a page in the background).
 * The build fails if an island imports what is not listed here.
 */
import { options } from "preact";
import { createContext, useContext, useId as preactUseId } from "preact/compat";
import { inNextTask } from "../next-task.ts";

export {
  createContext,
  Fragment,
  startTransition,
  use,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "preact/compat";

options.requestAnimationFrame = inNextTask;

/** The island's `identifierPrefix`, around each island's tree. */
export const IslandIdPrefix = createContext("island-");

export function useId(): string {
  return `${useContext(IslandIdPrefix)}${preactUseId()}`;
}
