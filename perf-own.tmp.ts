import { pageBundles } from "./scripts/bundle-sizes.ts";
const { pages, gzipBytes } = pageBundles("build/client");
const shared = [...pages[0]!.files].filter((f) => pages.every((p) => p.files.has(f)));
for (const p of pages) {
  const own = [...p.files]
    .filter((f) => !shared.includes(f))
    .map((f) => `${f.replace("/assets/", "")} ${(gzipBytes(f) / 1024).toFixed(1)}`);
  console.log(p.path, (p.gzipBytes / 1024).toFixed(1), "|", own.join(", "));
}
