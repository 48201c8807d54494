import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from "chart.js";

/**
 * Only the parts of Chart.js the bar charts use. This module is imported dynamically by
 * DayChart, so the library is a separate bundle that only team screens download.
 */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export { Chart };
