import { useTranslation } from 'react-i18next';
import { useFormat } from '@/shared/i18n/use-format';
import { BarChart, LineChart } from './charts';
import { ChartFigure } from './ChartFigure';
import { ChartLegend } from './ChartLegend';
import { useChartColors } from './use-chart-colors';

export type NamedSeries = { name: string; values: number[] };

type Props = {
  /** The chart's accessible name and data table caption. */
  label: string;
  height: number;
  /** The heading of the x column in the data table ("Month", "Day"). */
  xHeading: string;
  /** The x axis' labels, formatted for the reader. */
  xLabels: string[];
  series: NamedSeries[];
  kind: 'line' | 'area' | 'bar';
  /** How one value reads in the tooltip and the data table; plain numbers when not given. */
  valueText?: (value: number) => string;
};

/** One or more series over the same x axis, as lines, areas or bars, with a legend when there are several. */
export function SeriesChart({ label, height, xHeading, xLabels, series, kind, valueText }: Props) {
  const { i18n } = useTranslation();
  const format = useFormat();
  const colors = useChartColors();
  const text = valueText ?? ((value: number) => format.number(value));
  const table = {
    columns: [xHeading, ...series.map((one) => one.name)],
    rows: xLabels.map((x, index) => ({
      key: `${index}`,
      cells: [x, ...series.map((one) => text(one.values[index] ?? 0))],
    })),
  };
  // Keyed by language below: re-mounting on a language change redraws the axes in the new digits.
  const common = {
    height,
    hideLegend: true,
    margin: { left: 8, right: 16, top: 16, bottom: 8 },
    yAxis: [{ width: 56, valueFormatter: (value: number) => format.number(compact(value)) }],
  };
  const seriesProps = series.map((one, index) => ({
    data: one.values,
    label: one.name,
    color: colors[index % colors.length]!,
    valueFormatter: (value: number | null) => (value === null ? '' : text(value)),
  }));
  return (
    <>
      <ChartFigure label={label} height={height} table={table}>
        {kind === 'bar' ? (
          <BarChart
            key={i18n.language}
            {...common}
            xAxis={[{ scaleType: 'band', data: xLabels }]}
            series={seriesProps}
          />
        ) : (
          <LineChart
            key={i18n.language}
            {...common}
            xAxis={[{ scaleType: 'point', data: xLabels }]}
            series={seriesProps.map((one) => ({ ...one, area: kind === 'area', showMark: false }))}
            sx={{ '& .MuiLineChart-area': { fillOpacity: 0.25 } }}
          />
        )}
      </ChartFigure>
      {series.length > 1 && (
        <ChartLegend
          items={series.map((one, index) => ({ label: one.name, color: colors[index % colors.length]! }))}
        />
      )}
    </>
  );
}

/** Axis ticks stay short: thousands are rounded to hundreds. */
function compact(value: number): number {
  return Math.abs(value) >= 1000 ? Math.round(value / 100) * 100 : Math.round(value * 100) / 100;
}
