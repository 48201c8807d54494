import type { PostV2 } from "../../../core/content/posts.ts";
import { postSkeleton } from "../../../core/posts.ts";

/** A small valid v2 post (fictional), posted at the given wall time in the city. */
export function samplePost(posted: PostV2["posted"], overrides: Partial<PostV2> = {}): PostV2 {
  return {
    ...postSkeleton(posted),
    title: { de: "Neuer Spieleabend", en: "New games night" },
    tldr: [{ de: "Wir treffen uns im Herbst.", en: "We meet in autumn." }],
    blocks: [
      {
        type: "text",
        content: [
          {
            lines: [
              {
                segments: [
                  { format: "bold", text: { de: "Bring Snacks mit.", en: "Bring snacks." } },
                ],
              },
            ],
          },
        ],
      },
    ],
    ...overrides,
  };
}

export const teamMember = { ownerId: "f".repeat(32), name: "Team Member" };
