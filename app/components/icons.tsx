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
