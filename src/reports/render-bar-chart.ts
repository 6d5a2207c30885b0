import { escapeHtml } from "./escape-html.js";

/** One bar: a proportion with its 95% interval. */
export interface ChartBar {
  /** The series the bar belongs to (its colour and legend entry), e.g. "Yes-No". */
  series: string;
  value: number;
  interval: [number, number];
  n: number;
}

/** A group of bars under one label, e.g. a topic. */
export interface ChartGroup {
  label: string;
  bars: ChartBar[];
}

const palette = ["#3b6fb6", "#e08a2c", "#4e9a5b", "#8a5fb0", "#c0504d", "#6b7b8c"];

/**
 * Renders a horizontal grouped bar chart of proportions (0–100%) as inline SVG, with 95% interval
 * whiskers, a legend and a `<title>` tooltip per bar. Every label is escaped. Bars with no answers
 * (n = 0) are drawn as an empty slot labelled "n=0".
 */
export function renderBarChart(options: { title: string; groups: readonly ChartGroup[] }): string {
  const series = [...new Set(options.groups.flatMap((group) => group.bars.map((bar) => bar.series)))];
  const colour = (name: string): string => palette[series.indexOf(name) % palette.length] ?? "#666";
  const labelWidth = 170;
  const plotWidth = 420;
  const valueWidth = 130;
  const barHeight = 14;
  const groupGap = 12;
  const top = 40;
  let y = top;
  const parts: string[] = [];
  for (const group of options.groups) {
    const groupHeight = group.bars.length * (barHeight + 2);
    parts.push(
      `<text x="${labelWidth - 8}" y="${y + groupHeight / 2 + 4}" text-anchor="end" class="chart-label">${escapeHtml(truncate(group.label, 26))}<title>${escapeHtml(group.label)}</title></text>`,
    );
    for (const bar of group.bars) {
      const valid = bar.n > 0 && !Number.isNaN(bar.value);
      const width = valid ? bar.value * plotWidth : 0;
      const tooltip = `${group.label}, ${bar.series}: ${valid ? `${(bar.value * 100).toFixed(1)}% (95% CI ${(bar.interval[0] * 100).toFixed(1)}–${(bar.interval[1] * 100).toFixed(1)}), n=${bar.n}` : "no answers"}`;
      parts.push(
        `<rect x="${labelWidth}" y="${y}" width="${width.toFixed(1)}" height="${barHeight}" fill="${colour(bar.series)}"><title>${escapeHtml(tooltip)}</title></rect>`,
      );
      if (valid) {
        const low = labelWidth + bar.interval[0] * plotWidth;
        const high = labelWidth + bar.interval[1] * plotWidth;
        const middle = y + barHeight / 2;
        parts.push(
          `<path d="M${low.toFixed(1)} ${middle}H${high.toFixed(1)}M${low.toFixed(1)} ${middle - 4}V${middle + 4}M${high.toFixed(1)} ${middle - 4}V${middle + 4}" stroke="#222" stroke-width="1" fill="none"/>`,
        );
      }
      parts.push(
        `<text x="${labelWidth + plotWidth + 6}" y="${y + barHeight - 3}" class="chart-value">${valid ? `${(bar.value * 100).toFixed(1)}% n=${bar.n}` : "n=0"}</text>`,
      );
      y += barHeight + 2;
    }
    y += groupGap;
  }
  const axis: string[] = [];
  for (const tick of [0, 0.25, 0.5, 0.75, 1]) {
    const x = labelWidth + tick * plotWidth;
    axis.push(
      `<line x1="${x}" y1="${top - 4}" x2="${x}" y2="${y - groupGap}" stroke="#ddd"/><text x="${x}" y="${top - 8}" text-anchor="middle" class="chart-tick">${tick * 100}%</text>`,
    );
  }
  const legend = series
    .map(
      (name, index) =>
        `<rect x="${labelWidth + index * 130}" y="${y + 4}" width="10" height="10" fill="${colour(name)}"/><text x="${labelWidth + index * 130 + 14}" y="${y + 13}" class="chart-tick">${escapeHtml(truncate(name, 18))}</text>`,
    )
    .join("");
  const height = y + 24;
  const width = labelWidth + plotWidth + valueWidth;
  return `<figure class="chart"><figcaption>${escapeHtml(options.title)}</figcaption><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeHtml(options.title)}">${axis.join("")}${parts.join("")}${legend}</svg></figure>`;
}

function truncate(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1)}…`;
}
