import { Button } from '@museum-shop/ui/controls';
import {
  type ColumnDef,
  createPaginatedRowModel,
  type RowData,
  rowPaginationFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './DataTable.module.css';

/** Lists the server pages get every row at once; a long list the server hands over whole is paged here. */
export const tableFeatureSet = tableFeatures({
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});
/** Rows a list shows at once when it is paged here (not by the server). */
const ALL_ROWS = 10_000;
// biome-ignore lint/suspicious/noExplicitAny: a column's value type differs per column, as in TanStack's own ColumnDef lists
export type Column<TData extends RowData> = ColumnDef<typeof tableFeatureSet, TData, any> & {
  meta?: { numeric?: boolean };
};

/** A column of numbers (lined up on the right), its cell the row's `value`. */
export function numberColumn<TData extends RowData>(
  id: string,
  header: string,
  value: (row: TData) => ReactNode,
): Column<TData> {
  return { id, header, meta: { numeric: true }, cell: ({ row }) => value(row.original) };
}

/**
 * A list as a real table (TanStack Table for the model, our own semantic markup): a caption names
 * it, headers are column headers, numbers line up on the right. Columns with a `footer` give the
 * table a footer row (a report's totals), its first cell a row header.
 */
export function DataTable<TData extends RowData>({
  caption,
  columns,
  data,
  rowId,
  captionHidden = false,
  pageSize,
}: {
  caption: string;
  columns: Column<TData>[];
  data: TData[];
  rowId: (row: TData) => string;
  captionHidden?: boolean;
  /** Page a long list here, this many rows at a time. */
  pageSize?: number;
}) {
  const { t } = useTranslation();
  const table = useTable({
    features: tableFeatureSet,
    columns,
    data,
    getRowId: (row: TData) => rowId(row),
    initialState: { pagination: { pageIndex: 0, pageSize: pageSize ?? ALL_ROWS } },
  });
  // Each cell's column name, shown beside it where rows are cards (phones).
  const labels = new Map(
    columns.map((column) => [column.id, typeof column.header === 'string' ? column.header : '']),
  );
  const pageCount = table.getPageCount();
  const scrolls = useScrollsSideways();
  const pageIndex = table.atoms.pagination.get().pageIndex;
  return (
    <>
      {/* A table wider than its place scrolls sideways: then the keyboard can reach and scroll it too. */}
      <div
        ref={scrolls.ref}
        className={styles.wrap}
        {...(scrolls.sideways ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
      >
        <table className={styles.table}>
          <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    data-numeric={(header.column.columnDef as Column<TData>).meta?.numeric || undefined}
                  >
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    data-numeric={(cell.column.columnDef as Column<TData>).meta?.numeric || undefined}
                    data-label={labels.get(cell.column.id)}
                  >
                    {/* One box per cell: on a phone the cell is a grid of its label and this. */}
                    <div>
                      <table.FlexRender cell={cell} />
                    </div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {columns.some((column) => column.footer !== undefined) && (
            <tfoot>
              {table.getFooterGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header, index) => {
                    const numeric = (header.column.columnDef as Column<TData>).meta?.numeric || undefined;
                    const label = labels.get(header.column.id);
                    const footer = header.isPlaceholder ? null : (
                      <table.FlexRender key={header.id} footer={header} />
                    );
                    // The first cell names the row (the totals), as a row header.
                    return index === 0 ? (
                      <th key={header.id} scope="row" data-label={label}>
                        <div>{footer}</div>
                      </th>
                    ) : (
                      <td key={header.id} data-numeric={numeric} data-label={label}>
                        <div>{footer}</div>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tfoot>
          )}
        </table>
      </div>
      {pageCount > 1 && (
        <nav className={styles.pager} aria-label={t('pager.labelOf', { list: caption })}>
          <p>{t('pager.pageOf', { page: pageIndex + 1, pages: pageCount })}</p>
          <div className={styles.pagerButtons}>
            <Button
              variant="secondary"
              size="small"
              isDisabled={!table.getCanPreviousPage()}
              onPress={() => table.previousPage()}
            >
              {t('pager.previous')}
            </Button>
            <Button
              variant="secondary"
              size="small"
              isDisabled={!table.getCanNextPage()}
              onPress={() => table.nextPage()}
            >
              {t('pager.next')}
            </Button>
          </div>
        </nav>
      )}
    </>
  );
}

/** Whether an element's content is wider than the element (it scrolls sideways), kept up to date. */
function useScrollsSideways() {
  const ref = useRef<HTMLDivElement>(null);
  const [sideways, setSideways] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setSideways(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const content = element.firstElementChild;
    if (content) observer.observe(content);
    measure();
    return () => observer.disconnect();
  }, []);
  return { ref, sideways };
}

/**
 * Pages of a list the server hands out by cursor: the cursors of the pages before are kept, so
 * "previous" goes back exactly; `next` is the page's `next_cursor` (null on the last page).
 */
export function Pager({
  pageIndex,
  count,
  hasPrevious,
  next,
  onPrevious,
  onNext,
}: {
  pageIndex: number;
  count: number;
  hasPrevious: boolean;
  next: string | null;
  onPrevious: () => void;
  onNext: (cursor: string) => void;
}) {
  const { t } = useTranslation();
  // A list that fits on one page needs no pages.
  if (!hasPrevious && next === null) return null;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <p>{t('pager.page', { page: pageIndex + 1, count })}</p>
      <div className={styles.pagerButtons}>
        <Button variant="secondary" size="small" isDisabled={!hasPrevious} onPress={onPrevious}>
          {t('pager.previous')}
        </Button>
        <Button
          variant="secondary"
          size="small"
          isDisabled={next === null}
          onPress={() => next && onNext(next)}
        >
          {t('pager.next')}
        </Button>
      </div>
    </nav>
  );
}

/** The cursors of a list's pages, for Pager: the current one is the last. */
export function useCursorPages() {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return {
    cursor: cursors[cursors.length - 1],
    pageIndex: cursors.length - 1,
    hasPrevious: cursors.length > 1,
    next: (cursor: string) => setCursors((list) => [...list, cursor]),
    previous: () => setCursors((list) => (list.length > 1 ? list.slice(0, -1) : list)),
    reset: () => setCursors([undefined]),
  };
}
