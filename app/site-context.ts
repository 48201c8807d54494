import { createContext } from "react-router";
import type { SiteContext } from "../core/site-context.ts";

/**
 * The React Router context that carries the SiteContext from the server to every page loader.
 * The server sets it, so this is the one module of app/ that server/ may import (see the lint
 * rules).
 *
 * The server (run from source) and the page build (bundled by Vite) each hold their own copy of
 * this module, but must share one context key: keep it on globalThis under a registered symbol.
 */
const key = Symbol.for("pamperplay.siteContext");
const registry = globalThis as typeof globalThis & {
  [key]?: ReturnType<typeof createContext<SiteContext>>;
};
export const siteContext = (registry[key] ??= createContext<SiteContext>());
