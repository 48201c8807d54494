import { useRouteLoaderData } from "react-router";
import type { LayoutData } from "../site-data.ts";

/**
 * Root loader data, available to every screen of the main layout. Its own module so that the
 * layout's parts (header, navigation, sidebar, countdown) can read it without importing the
 * layout that renders them.
 */
export function useLayoutData(): LayoutData {
  const data = useRouteLoaderData<LayoutData>("root");
  if (!data) throw new Error("root loader data missing");
  return data;
}
