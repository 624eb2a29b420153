import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { loadUplot } from './load-uplot';

export interface ChartSeries {
  /** The periods' labels along the bottom. */
  readonly labels: readonly string[];
  readonly values: readonly number[];
  /** A value as the tooltip shows it. */
  readonly format: (value: number) => string;
  /** A value as the axis shows it: short enough for its width. */
  readonly axis: (value: number) => string;
  /** Counts: the axis marks whole numbers only. */
  readonly whole?: boolean;
}

/** The axis steps of counts: never a quarter of an order. */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];

const HEIGHT = 220;
const LINE = '#2f6b4f';
const FILL = 'rgba(47, 107, 79, 0.14)';
const GRID = 'rgba(21, 56, 42, 0.08)';

function chartOptions(width: number, name: string, { labels, format, axis, whole }: ChartSeries): uPlot.Options {
  const axisFont = '12px system-ui, sans-serif';
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: false } },
    axes: [
      {
        font: axisFont,
        grid: { show: false },
        // The x values are the periods' positions; only whole ones carry a label.
        values: (_chart, splits) => splits.map((split) => (Number.isInteger(split) ? (labels[split] ?? '') : '')),
      },
      { font: axisFont, size: 76, grid: { stroke: GRID }, values: (_chart, splits) => splits.map(axis), ...(whole ? { incrs: WHOLE_STEPS } : {}) },
    ],
    series: [{}, { label: name, stroke: LINE, width: 2, fill: FILL, points: { size: 6 }, value: (_chart, value) => (value === null ? '—' : format(value)) }],
  };
}

/**
 * One figure per period drawn by uPlot, which is fetched when the first chart appears. The canvas
 * is decoration for sighted readers: the same figures are in the table the dashboard shows with it.
 */
export function StatsChart({ name, series }: { name: string; series: ChartSeries }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    let chart: uPlot | null = null;
    let resize: ResizeObserver | null = null;
    let current = true;
    loadUplot().then(
      (UPlot) => {
        if (!current) return;
        const width = () => Math.max(target.clientWidth, 240);
        const xs = series.values.map((_value, index) => index);
        chart = new UPlot(chartOptions(width(), name, series), [xs, [...series.values]], target);
        if (typeof ResizeObserver === 'function') {
          resize = new ResizeObserver(() => chart?.setSize({ width: width(), height: HEIGHT }));
          resize.observe(target);
        }
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
      resize?.disconnect();
      chart?.destroy();
    };
  }, [name, series]);

  return (
    <div className="adm-chart" aria-hidden="true" data-testid={`chart-${name}`}>
      {failed ? <p className="adm-muted">График не загрузился — цифры в таблице ниже.</p> : <div ref={box} className="adm-chart__canvas" />}
    </div>
  );
}
