/** Path of a location relative to the tenant basename: `/erp/clientes/consultar` -> `clientes/consultar`. */
export function caminhoRelativo(pathname: string, url: string): string {
  const partes = pathname.split('/').filter(Boolean);
  let primeira = partes[0] ?? '';
  try {
    primeira = decodeURIComponent(primeira);
  } catch {
    /* keep as is */
  }
  const resto = primeira === url ? partes.slice(1) : partes;
  return resto.join('/');
}

/** Absolute path of a route of the tenant: (`erp`, `clientes/consultar`) -> `/erp/clientes/consultar`. */
export function caminhoDoTenant(url: string, relativo: string): string {
  return `/${encodeURIComponent(url)}/${relativo.replace(/^\/+/, '')}`;
}
