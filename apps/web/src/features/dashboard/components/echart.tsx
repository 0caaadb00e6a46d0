import { formatNumber } from '@pcs/domain';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import type { EChartsCoreOption } from 'echarts/core';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useId, useRef } from 'react';
import { FONT_FAMILY } from '../../../config/theme';

// Tree-shaken ECharts (ARCHITECTURE "UI"): only what the dashboards draw. This module is imported by the dashboard
// screens only, so the library lands in their lazy chunk and never in the landing or recipient bundles.
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/** The chart's numbers as a table: column headings, then one row per category. */
export type ChartTable = { head: readonly string[]; rows: readonly (readonly (string | number)[])[] };

type Props = { option: EChartsCoreOption; height?: number; label: string; table: ChartTable };

/**
 * One chart, with its numbers also as a table for screen readers (WCAG 1.1.1: a canvas has no text). The table is
 * visually hidden and named by the chart's label; the chart points at it with aria-describedby.
 * Canvas text does not redraw when a webfont arrives, so the font is loaded before the first draw
 * (stack.md); the chart follows its container's width.
 */
export function EChart({ option, height = 280, label, table }: Props) {
  const tableId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const instance = echarts.init(el, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    let cancelled = false;
    const draw = () => {
      if (cancelled || !chart.current) return;
      chart.current.setOption({ textStyle: { fontFamily: FONT_FAMILY }, ...option }, { notMerge: true });
    };
    const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
    if (fonts?.load) void fonts.load(`12px ${FONT_FAMILY}`).then(draw, draw);
    else draw();
    return () => {
      cancelled = true;
    };
  }, [option]);

  return (
    <>
      <div
        ref={ref}
        role="img"
        aria-label={label}
        aria-describedby={tableId}
        data-chart={label}
        style={{ width: '100%', height }}
      />
      <table id={tableId} className="pcs-visually-hidden">
        <caption>{label}</caption>
        <thead>
          <tr>
            {table.head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map(([first, ...rest]) => (
            <tr key={String(first)}>
              <th scope="row">{first}</th>
              {rest.map((cell, i) => (
                // Cells of one row are in column order and never reorder.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <td key={i}>{typeof cell === 'number' ? formatNumber(cell) : cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
