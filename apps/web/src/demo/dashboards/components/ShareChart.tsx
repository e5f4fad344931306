import { useTranslation } from 'react-i18next';
import { PieChart } from './charts';
import { ChartFigure } from './ChartFigure';
import { ChartLegend } from './ChartLegend';
import { useChartColors } from './use-chart-colors';

type Props = {
  label: string;
  height: number;
  /** The heading of the slices' column in the data table. */
  sliceHeading: string;
  slices: { name: string; value: number }[];
  /** How a slice's value reads (a percentage, an amount). */
  valueText: (value: number) => string;
  valueHeading: string;
};

/** Parts of a whole as a donut, each slice named in the legend with its value. */
export function ShareChart({ label, height, sliceHeading, slices, valueText, valueHeading }: Props) {
  const { i18n } = useTranslation();
  const colors = useChartColors();
  const table = {
    columns: [sliceHeading, valueHeading],
    rows: slices.map((slice) => ({ key: slice.name, cells: [slice.name, valueText(slice.value)] })),
  };
  return (
    <>
      <ChartFigure label={label} height={height} table={table}>
        <PieChart
          key={i18n.language}
          height={height}
          hideLegend
          margin={8}
          series={[
            {
              innerRadius: '55%',
              paddingAngle: 1,
              cornerRadius: 4,
              data: slices.map((slice, index) => ({
                id: slice.name,
                label: slice.name,
                value: slice.value,
                color: colors[index % colors.length]!,
              })),
              valueFormatter: (item) => valueText(item.value),
            },
          ]}
        />
      </ChartFigure>
      <ChartLegend
        items={slices.map((slice, index) => ({
          label: `${slice.name}: ${valueText(slice.value)}`,
          color: colors[index % colors.length]!,
        }))}
      />
    </>
  );
}
