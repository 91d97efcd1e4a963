/**
 * The only module that imports chart.js. It is loaded through `lazy()` (see Chart.tsx), so webpack
 * puts chart.js into its own chunk that is fetched the first time a chart is shown. Only the
 * controllers, elements, scales and plugins used here are registered (chart.js tree-shakes the rest).
 */
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { useMemo } from 'react';
import { Chart } from 'react-chartjs-2';
import { chartColour, type ChartSpec } from './chartTypes';

ChartJS.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  DoughnutController,
  ArcElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

export interface ChartCanvasProps {
  spec: ChartSpec;
  /** The canvas's accessible name (a summary; the data table alternative has the values). */
  label: string;
  height?: number;
}

function chartConfig(spec: ChartSpec) {
  const doughnut = spec.kind === 'doughnut';
  const data: ChartData<'bar' | 'line' | 'doughnut'> = {
    labels: [...spec.labels],
    datasets: spec.series.map((s, i) => ({
      label: s.label,
      data: [...s.data],
      backgroundColor: doughnut ? spec.labels.map((_, j) => chartColour(j)) : chartColour(i),
      borderColor: doughnut ? '#ffffff' : chartColour(i),
      borderWidth: doughnut ? 1 : 2,
    })),
  };
  const suffix = spec.valueSuffix ?? '';
  const options: ChartOptions<'bar' | 'line' | 'doughnut'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    indexAxis: spec.horizontal ? 'y' : 'x',
    plugins: {
      legend: { display: doughnut || spec.series.length > 1, position: 'bottom' },
      tooltip: {
        callbacks: {
          label: (ctx) => `${ctx.dataset.label ?? ''}: ${String(ctx.formattedValue)}${suffix}`,
        },
      },
    },
    ...(doughnut
      ? {}
      : {
          scales: {
            x: { stacked: !!spec.stacked, beginAtZero: true },
            y: { stacked: !!spec.stacked, beginAtZero: true },
          },
        }),
  };
  return { data, options };
}

export default function ChartCanvas({ spec, label, height = 260 }: ChartCanvasProps) {
  // A new config only when the spec changes: chart.js then updates the chart in place.
  const { data, options } = useMemo(() => chartConfig(spec), [spec]);
  return (
    <div style={{ position: 'relative', height }}>
      <Chart type={spec.kind} data={data} options={options} role="img" aria-label={label} />
    </div>
  );
}
