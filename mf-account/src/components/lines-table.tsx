import type { ReactNode } from 'react';

interface LinesTableProps {
  /** For screen readers only: the lines' heading is the detail's title. */
  caption: string;
  columns: string[];
  /** A phone shows each line as a list, its cells named by their column (account-lists.css). */
  stacked?: boolean;
  /** The `<tbody>` (and `<tfoot>`). */
  children: ReactNode;
}

/** The lines of an order's or a receipt's detail, under their column heads. */
export function LinesTable({ caption, columns, stacked = false, children }: LinesTableProps) {
  return (
    <table className={stacked ? 'acc-detail__lines acc-detail__lines--stack' : 'acc-detail__lines'}>
      <caption className="ui-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      {children}
    </table>
  );
}
