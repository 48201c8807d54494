import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { z } from "zod";
import { hubIds, type HubId } from "../../core/content/common.ts";
import { eventsFileSchema } from "../../core/content/events.ts";
import { hubSchema } from "../../core/content/hub.ts";
import { packagesFileSchema } from "../../core/content/packages.ts";
import { pageFiles, type PageName, type Pages } from "../../core/content/pages.ts";
import { postKeySchema, postSchema } from "../../core/content/posts.ts";
import type { ContentStore, HubContent } from "../../core/content/store.ts";
import { postedInstant } from "../../core/posts.ts";
import { projectPath } from "../project-root.ts";

export class ContentError extends Error {}

export const defaultContentDir = projectPath("content");

/** Parses one JSON file against its schema; errors name the file and the field path. */
export function readValidated<S extends z.ZodType>(
  file: string,
  schema: S,
  root: string,
): z.infer<S> {
  const name = relative(root, file);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new ContentError(`${name}: ${(error as Error).message}`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(root)"}: ${issue.message}`,
    );
    throw new ContentError(`${name} is invalid:\n${problems.join("\n")}`);
  }
  return result.data;
}

function loadHub(root: string, id: HubId): HubContent {
  const dir = join(root, "hubs", id);
  const hub = readValidated(join(dir, "hub.json"), hubSchema, root);
  if (hub.id !== id) throw new ContentError(`hubs/${id}/hub.json: id: must be "${id}"`);
  const events = readValidated(join(dir, "events.json"), eventsFileSchema, root);
  const packages = readValidated(join(dir, "packages.json"), packagesFileSchema, root);
  const partyIds = new Set(events.parties.map((p) => p.id));
  for (const [index, pkg] of packages.packages.entries()) {
    const unknown = pkg.partyIds.find((partyId) => !partyIds.has(partyId));
    if (unknown !== undefined) {
      throw new ContentError(
        `hubs/${id}/packages.json is invalid:\n  packages.${index}.partyIds: no party ${unknown} in events.json`,
      );
    }
  }

  // A hub's own page wins; pages the association has once for all cities (the privacy policy)
  // live in content/shared/pages/.
  const pages: Partial<Pages> = {};
  for (const name of Object.keys(pageFiles) as PageName[]) {
    const file = [
      join(dir, "pages", `${name}.json`),
      join(root, "shared", "pages", `${name}.json`),
    ].find((candidate) => existsSync(candidate));
    if (file) Object.assign(pages, { [name]: readValidated(file, pageFiles[name], root) });
  }

  const postsDir = join(dir, "posts");
  const posts = existsSync(postsDir)
    ? readdirSync(postsDir)
        .filter((file) => file.endsWith(".json"))
        .map((file) => {
          const key = file.slice(0, -".json".length);
          const keyCheck = postKeySchema.safeParse(key);
          if (!keyCheck.success)
            throw new ContentError(
              `hubs/${id}/posts/${file}: file name: ${keyCheck.error.issues[0]?.message}`,
            );
          return { key, post: readValidated(join(postsDir, file), postSchema, root) };
        })
        .sort(
          (a, b) =>
            postedInstant(b.post, hub.timeZone).getTime() -
            postedInstant(a.post, hub.timeZone).getTime(),
        )
    : [];
  return { hub, events, packages, posts, pages };
}

/** Loads and validates all content; throws a ContentError naming file and field on the first problem. */
export function loadContent(root = defaultContentDir): ContentStore {
  return Object.fromEntries(hubIds.map((id) => [id, loadHub(root, id)])) as ContentStore;
}
