import {
  imageDeletedAnswerSchema,
  imageUploadAnswerSchema,
  postSavedAnswerSchema,
  teamPostAnswerSchema,
  teamPostsAnswerSchema,
  testMailAnswerSchema,
  type PostSaveBody,
} from "../../../core/api/posts.ts";
import { teamCall, teamData } from "../../api/team.ts";

const postPath = (key: string) => `admin/posts/${encodeURIComponent(key)}`;

/** The team's posts screens: list and one post for the loaders (they throw), the editor's buttons. */
export const postsApi = {
  list: () => teamData("admin/posts", teamPostsAnswerSchema),
  get: (key: string) => teamData(postPath(key), teamPostAnswerSchema),
  create: (body: PostSaveBody) => teamCall("admin/posts", { body, schema: postSavedAnswerSchema }),
  save: (key: string, body: PostSaveBody) =>
    teamCall(postPath(key), { body, schema: postSavedAnswerSchema }),
  withdraw: (key: string) =>
    teamCall(`${postPath(key)}/withdraw`, { method: "POST", schema: postSavedAnswerSchema }),
  restore: (key: string) =>
    teamCall(`${postPath(key)}/restore`, { method: "POST", schema: postSavedAnswerSchema }),
  /** Sends the saved post's newsletter mail, marked as a test, to the team member's own address. */
  testMail: (key: string) =>
    teamCall(`${postPath(key)}/test-mail`, { method: "POST", schema: testMailAnswerSchema }),
  /** The image file itself is the body; the server decides by its bytes what it is. */
  uploadImage: (file: Blob) =>
    teamCall("admin/images", { body: file, schema: imageUploadAnswerSchema }),
  /** Deletes an uploaded image in all its widths. */
  deleteImage: (id: string) =>
    teamCall(`admin/images/${encodeURIComponent(id)}/delete`, {
      method: "POST",
      schema: imageDeletedAnswerSchema,
    }),
};

/** Saves the editor's post: a new one, or over the revision it was loaded at. */
export function savePost(key: string | null, body: PostSaveBody) {
  return key ? postsApi.save(key, body) : postsApi.create(body);
}

/** Takes a post off the site, or brings a withdrawn one back. */
export function changePostState(key: string, change: "withdraw" | "restore") {
  return postsApi[change](key);
}
