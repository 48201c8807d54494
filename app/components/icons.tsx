import type { NavIcon } from "../../core/navigation.ts";

/** Small inline icons (no icon font, no extra requests); decorative, so hidden from screen readers. */

const common = {
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
} as const;

export type DownloadIcon = "pdf" | "calendar" | "image" | "file";

export function FileIcon({ kind }: { kind: DownloadIcon }) {
  switch (kind) {
    case "calendar":
      return (
        <svg {...common} className="icon">
          <rect x="3.5" y="5" width="17" height="15" rx="2" />
          <path d="M3.5 10h17M8 3v4M16 3v4M8 14h2M14 14h2M8 17h2" />
        </svg>
      );
    case "image":
      return (
        <svg {...common} className="icon">
          <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
          <circle cx="9" cy="10" r="1.8" />
          <path d="m20.5 16-5-5-8 8.5" />
        </svg>
      );
    case "pdf":
      return (
        <svg {...common} className="icon">
          <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
          <path d="M14 3v5h5M8.5 13.5h7M8.5 17h5" />
        </svg>
      );
    default:
      return (
        <svg {...common} className="icon">
          <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
          <path d="M14 3v5h5" />
        </svg>
      );
  }
}

export function ExternalIcon() {
  return (
    <svg {...common} className="icon icon-inline" width={14} height={14}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}

export function DownloadArrowIcon() {
  return (
    <svg {...common} className="icon icon-inline" width={18} height={18}>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </svg>
  );
}

/** Paths of the side navigation's icons (spec: every navigation item has an icon). */
const navIconPaths: Record<NavIcon, string> = {
  news: "M5 4h11a1 1 0 0 1 1 1v14a1 1 0 0 0 2 0V8h1v11a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a1 1 0 0 1 1-1zM8 8h6M8 12h6M8 16h4",
  calendar:
    "M5 5h14a1.5 1.5 0 0 1 1.5 1.5v12A1.5 1.5 0 0 1 19 20H5a1.5 1.5 0 0 1-1.5-1.5v-12A1.5 1.5 0 0 1 5 5zM3.5 10h17M8 3v4M16 3v4",
  ticket: "M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zM14 7v2M14 11v2M14 15v2",
  party:
    "M12 3a5 5 0 0 1 5 5c0 3.5-3 6-5 6s-5-2.5-5-6a5 5 0 0 1 5-5zM12 14l-1 2h2zM12 16c0 2-2 2.5-2 5",
  info: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01",
  map: "M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  star: "M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z",
  gallery:
    "M5 5h14a1.5 1.5 0 0 1 1.5 1.5v11A1.5 1.5 0 0 1 19 19H5a1.5 1.5 0 0 1-1.5-1.5v-11A1.5 1.5 0 0 1 5 5zM9 11a1.8 1.8 0 1 0 0-3.6A1.8 1.8 0 0 0 9 11zM20.5 15.5l-5-5-8 8.5",
  mail: "M4 6h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1zM3.5 7l8.5 6 8.5-6",
};

export function NavIconSvg({ icon }: { icon: NavIcon }) {
  return (
    <svg {...common} className="icon nav-icon" width={20} height={20}>
      <path d={navIconPaths[icon]} />
    </svg>
  );
}
