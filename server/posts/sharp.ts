import type Sharp from "sharp";

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp and its image library (about 8 MB of every process's memory) load with the first image
 * there is to decode, not at start: most instances never decode one.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}
