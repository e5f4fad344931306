import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHidden } from '@/shared/ui/visually-hidden';

/** The figures a chart draws, as a table for screen readers: column headings and one row of cells per point. */
export type ChartTable = { columns: string[]; rows: { key: string; cells: string[] }[] };

type Props = {
  /** The chart's accessible name, also the caption of its data table. */
  label: string;
  /** The drawing's height in pixels; a skeleton of the same size stands in while the chart's code loads. */
  height: number;
  table: ChartTable;
  /** The chart itself (one of ./charts); its SVG is hidden from assistive technology, the table says it all. */
  children: ReactNode;
};

/** A chart with its accessible name and its figures in a visually hidden table. */
export function ChartFigure({ label, height, table, children }: Props) {
  return (
    <Box component="figure" aria-label={label} sx={{ m: 0, position: 'relative' }}>
      <Box sx={{ height, width: '100%' }}>
        <Suspense fallback={<Skeleton variant="rounded" height={height} />}>{children}</Suspense>
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{label}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
