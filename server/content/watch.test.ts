import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultContentDir, loadContent } from "./load.ts";
import { watchContent } from "./watch.ts";

describe("content reload in development", () => {
  let root: string;
  let stop: () => void = () => {};
  const log = { info: vi.fn(), error: vi.fn() };
  const postFile = () => join(root, "hubs", "munich", "posts", "muc2024.1.json");

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "content-"));
    cpSync(defaultContentDir, root, { recursive: true });
    log.info.mockClear();
    log.error.mockClear();
  });
  afterEach(() => {
    stop();
    rmSync(root, { recursive: true, force: true });
  });

  const titleOf = (store: ReturnType<typeof loadContent>) =>
    store.munich.posts.find((entry) => entry.key === "muc2024.1")?.post.title.de;

  it("an edited post shows on the next request, and the browser is told to reload", async () => {
    const store = loadContent(root);
    const onReload = vi.fn();
    stop = watchContent(store, { root, onReload, log, settleMs: 10 });
    const post = JSON.parse(readFileSync(postFile(), "utf8")) as { title: { de: string } };
    post.title.de = "Geänderter Titel";
    writeFileSync(postFile(), JSON.stringify(post));
    await vi.waitFor(() => expect(titleOf(store)).toBe("Geänderter Titel"));
    expect(onReload).toHaveBeenCalled();

    // Many editors save by writing a new file and renaming it over the old one.
    post.title.de = "Noch einmal geändert";
    writeFileSync(`${postFile()}.tmp`, JSON.stringify(post));
    renameSync(`${postFile()}.tmp`, postFile());
    await vi.waitFor(() => expect(titleOf(store)).toBe("Noch einmal geändert"));
  });

  it("invalid content is reported with its file and the last valid content stays", async () => {
    const store = loadContent(root);
    const before = titleOf(store);
    stop = watchContent(store, { root, log, settleMs: 10 });
    writeFileSync(postFile(), '{"title": ');
    await vi.waitFor(() => expect(log.error).toHaveBeenCalled());
    expect(String(log.error.mock.calls[0]?.[0])).toContain("muc2024.1.json");
    expect(titleOf(store)).toBe(before);
  });
});
