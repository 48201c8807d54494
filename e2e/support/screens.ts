/** The phone and desktop sizes at which visitor-facing layouts are checked. */
export const screens = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
] as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes on the page share any area. */
export function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
