import TablePagination from '@mui/material/TablePagination';

/** Pagination footer of the hand-made lists (NF-e, faturamento, financeiro, NFS-e), in pt-BR (10/25/50/100 per page). */
export function Paginacao(p: { total: number; pagina: number; porPagina: number; aoMudarPagina: (n: number) => void; aoMudarPorPagina: (n: number) => void }) {
  return (
    <TablePagination
      component="div"
      count={p.total}
      page={p.pagina}
      onPageChange={(_, n) => p.aoMudarPagina(n)}
      rowsPerPage={p.porPagina}
      onRowsPerPageChange={(e) => p.aoMudarPorPagina(Number(e.target.value))}
      rowsPerPageOptions={[10, 25, 50, 100]}
      labelRowsPerPage="Por página"
      labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
    />
  );
}
