/** A series' values: the handlers send plain numbers or {x, y} points on a time axis. */
export type SeriesData = (number | { x: string; y: number })[];

export const valuesOf = (data: SeriesData): number[] =>
  data.map((point) => (typeof point === 'number' ? point : point.y));

export const instantsOf = (data: SeriesData): string[] =>
  data.map((point) => (typeof point === 'number' ? '' : point.x));
