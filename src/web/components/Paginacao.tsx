import { Pagination } from 'react-admin';

/**
 * Pagination footer of the custom lists, in pt-BR: react-admin's `Pagination`, so page and per-page
 * live in the list params of the surrounding `ListBase` (URL and store). `opcoes` are the page sizes
 * offered (10/25/50/100 by default; one size hides the selector); nothing is shown for an empty list.
 */
export function Paginacao({ opcoes = [10, 25, 50, 100], rotulo = 'Por página' }: { opcoes?: number[]; rotulo?: string }) {
  return (
    <Pagination
      rowsPerPageOptions={opcoes}
      // forwarded to MUI's TablePagination (react-admin's props type does not list them)
      {...({
        labelRowsPerPage: rotulo,
        labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) => `${from}–${to} de ${count === -1 ? to : count}`,
      } as object)}
    />
  );
}
