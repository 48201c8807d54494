import type Sharp from "sharp";

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp and its image library (about 8 MB of every process's memory) load with the first image
 * there is to decode, not at start: most instances never decode one. Conversions run one at a
 * time anyway (conversion-queue.ts), so one libvips thread is enough, and its operation cache is
 * off: it would keep the decoded pixels of the last uploads (hundreds of MB) for nothing, as each
 * upload is converted once.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
