/** A text table: a header row and rows of cells; numbers-like columns can be right-aligned. */
export interface TextTable {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** Indices of the columns to right-align. */
  readonly right?: readonly number[];
}

/** Renders a table with padded columns and a rule under the header, each line ending in a newline. */
export function formatTable(table: TextTable): string {
  const right = new Set(table.right ?? []);
  const all = [table.columns, ...table.rows];
  const widths = table.columns.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length)));
  const line = (row: readonly string[]) =>
    widths
      .map((width, i) => (right.has(i) ? (row[i] ?? '').padStart(width) : (row[i] ?? '').padEnd(width)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(table.columns), rule, ...table.rows.map(line)].map((l) => `${l}\n`).join('');
}

/** A rate as a percentage with one decimal (`51.2%`). */
export function percent(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}
