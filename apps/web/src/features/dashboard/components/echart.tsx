import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import type { EChartsCoreOption } from 'echarts/core';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
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

type Props = { option: EChartsCoreOption; height?: number; label: string };

/**
 * One chart. Canvas text does not redraw when a webfont arrives, so the font is loaded before the first draw
 * (stack.md); the chart follows its container's width.
 */
export function EChart({ option, height = 280, label }: Props) {
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

  return <div ref={ref} role="img" aria-label={label} data-chart={label} style={{ width: '100%', height }} />;
}
