import { instantFormat } from "../../../core/format.ts";
import { useEffect, useRef, useState } from "react";
import { axisStep, type DayBucket } from "../../../core/statistics.ts";
import { translate, useLocale, useMessages } from "../../i18n/messages.ts";
import { adminMessages } from "../admin/admin.messages.ts";

export interface DayChartProps {
  buckets: DayBucket[];
  kind: "clicks" | "reloads";
  timeZone: string;
}

/**
 * Per-day bar chart (Chart.js, loaded on demand). The tooltip shows the day's time range, the
 * entries in it and the running total; the axis marks step 10, or 100 once a day exceeds 300.
 * The canvas has a text summary; the table below the chart lists every entry.
 */
export function DayChart({ buckets, kind, timeZone }: DayChartProps) {
  const t = useMessages(adminMessages);
  const locale = useLocale();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [ready, setReady] = useState(false);
  const label = kind === "clicks" ? t("chartClicks") : t("chartReloads");
  const max = buckets.reduce((most, bucket) => Math.max(most, bucket.count), 0);
  const total = buckets.at(-1)?.cumulative ?? 0;

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let cancelled = false;
    let destroy = () => {};
    // A plain function of the locale, so the chart is not rebuilt on every render.
    const text = translate(adminMessages, locale);
    const inPeriodKey = kind === "clicks" ? "tooltipInPeriod" : "tooltipReloadsInPeriod";
    const cumulativeKey = kind === "clicks" ? "tooltipCumulative" : "tooltipReloadsCumulative";
    const day = instantFormat(locale, timeZone, "day");
    const moment = instantFormat(locale, timeZone);
    void import("./chart-setup.ts").then(({ Chart }) => {
      if (cancelled) return;
      const chart = new Chart(element, {
        type: "bar",
        data: {
          labels: buckets.map((bucket) => day.format(new Date(bucket.start))),
          datasets: [
            {
              label,
              data: buckets.map((bucket) => bucket.count),
              backgroundColor: "#6a2ea5",
              hoverBackgroundColor: "#4e1e80",
            },
          ],
        },
        options: {
          animation: false,
          responsive: true,
          maintainAspectRatio: false,
          scales: {
            y: {
              beginAtZero: true,
              ticks: { stepSize: axisStep(buckets), precision: 0 },
            },
          },
          plugins: {
            tooltip: {
              callbacks: {
                title: (items) => {
                  const bucket = buckets[items[0]?.dataIndex ?? 0];
                  if (!bucket) return "";
                  return `${moment.format(new Date(bucket.start))} – ${moment.format(new Date(bucket.end))}`;
                },
                label: (item) => {
                  const bucket = buckets[item.dataIndex];
                  if (!bucket) return "";
                  return [
                    text(inPeriodKey, { count: bucket.count }),
                    text(cumulativeKey, { count: bucket.cumulative }),
                  ];
                },
              },
            },
          },
        },
      });
      destroy = () => chart.destroy();
      setReady(true);
    });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [buckets, kind, label, locale, timeZone]);

  return (
    <figure className="admin-chart" data-testid="day-chart" data-ready={ready}>
      <div className="admin-chart-canvas">
        <canvas
          ref={canvas}
          role="img"
          aria-label={t("chartSummary", { label, days: buckets.length, max, total })}
        />
      </div>
      <figcaption>
        {label}
        {!ready && <span className="admin-muted"> – {t("chartLoading")}</span>}
      </figcaption>
    </figure>
  );
}
