import type { TeamCall } from "../../test/team-calls.ts";
import { samplePost } from "./sample-post.ts";

/** When the sample post is dated. */
export const posted = { year: 2026, month: 3, day: 2, hour: 9, minute: 0 };

/** A scheduled post's save body that would be accepted. */
export const postCallBody = (extra: object = {}) => ({
  post: samplePost(posted),
  germanOnly: false,
  state: "scheduled",
  ...extra,
});

/** Every call of the posts team router, with a body that would be accepted. */
export const postCalls: TeamCall[] = [
  { method: "GET", path: "/api/admin/posts" },
  { method: "POST", path: "/api/admin/posts", body: postCallBody() },
  { method: "GET", path: "/api/admin/posts/muc2026.1" },
  { method: "POST", path: "/api/admin/posts/muc2026.1", body: postCallBody() },
  { method: "POST", path: "/api/admin/posts/muc2026.1/withdraw" },
  { method: "POST", path: "/api/admin/posts/muc2026.1/restore" },
  { method: "POST", path: "/api/admin/posts/muc2026.1/test-mail" },
  { method: "POST", path: "/api/admin/images" },
  { method: "POST", path: `/api/admin/images/${"0".repeat(32)}/delete` },
];
