import { useTranslation } from 'react-i18next';
import { SparkLineChart } from './charts';
import { ChartFigure } from './ChartFigure';
import { useChartColors } from './use-chart-colors';

type Props = {
  label: string;
  height: number;
  xHeading: string;
  xLabels: string[];
  values: number[];
  valueText: (value: number) => string;
  plotType?: 'line' | 'bar';
  /** A theme colour other than the primary one (a falling price in the error colour). */
  color?: string;
};

/** A small chart without axes beside a figure, with its values in the data table. */
export function Sparkline({ label, height, xHeading, xLabels, values, valueText, plotType, color }: Props) {
  const { i18n } = useTranslation();
  const [primary] = useChartColors();
  const table = {
    columns: [xHeading, label],
    rows: xLabels.map((x, index) => ({ key: `${index}`, cells: [x, valueText(values[index] ?? 0)] })),
  };
  return (
    <ChartFigure label={label} height={height} table={table}>
      <SparkLineChart
        key={i18n.language}
        height={height}
        data={values}
        {...(plotType === 'bar' ? { plotType: 'bar' as const } : { area: true })}
        color={color ?? primary}
        showTooltip
        sx={{ '& .MuiLineChart-area': { fillOpacity: 0.25 } }}
        showHighlight
        xAxis={
          plotType === 'bar' ? { scaleType: 'band', data: xLabels } : { scaleType: 'point', data: xLabels }
        }
        valueFormatter={(value) => (value === null ? '' : valueText(value))}
      />
    </ChartFigure>
  );
}
