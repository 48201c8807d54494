/**
 * The address parameter that keeps a form's PIN step across a reload: the submission's id
 * (docs/decisions/0027-form-states.md). A module of its own, so the page reads it without
 * loading the form's code.
 */
export const submissionParam = "submission";

/** Keeps the submission in the address, or drops it, without a navigation: a reload finds it. */
export function keepSubmissionInUrl(formId: string | null): void {
  const url = new URL(window.location.href);
  if (formId) url.searchParams.set(submissionParam, formId);
  else url.searchParams.delete(submissionParam);
  // The router's own state stays as it is (React Router keeps its key there).
  window.history.replaceState(window.history.state, "", url);
}
