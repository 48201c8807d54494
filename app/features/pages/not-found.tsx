import { data } from "react-router";
import { ErrorPage } from "../../layout/error-page.tsx";
import type { ReadingPageHandle } from "../../reading-page/reading-page.ts";

/** The helpful 404 is a reading page: a mistyped or stale link costs a phone no React. */
export const handle = { readingPage: true } satisfies ReadingPageHandle;

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorPage status={404} />;
}

export function ErrorBoundary() {
  return <ErrorPage status={404} />;
}
