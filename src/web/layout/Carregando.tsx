/** Full-page spinner while the tenant or a lazy area loads: the same drawing as the boot spinner of index.html (`.carregando`). */
export function Carregando() {
  return (
    <div className="carregando" role="progressbar" aria-label="Carregando">
      <span />
    </div>
  );
}
