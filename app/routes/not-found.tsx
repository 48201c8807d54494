import { data } from "react-router";
import { ErrorPage } from "../layout/error-page.tsx";

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorPage notFound />;
}

export function ErrorBoundary() {
  return <ErrorPage notFound />;
}
