/**
 * The white-label brand an account e-mail or a self-registration belongs to (SPEC §2 tenant
 * segment, §3 white-label configuration). A tenant segment is a short url (the characters the
 * configuracao_white_label.url column accepts, 1 to 255) or the 36-character identifier.
 */
import type { Client } from '../../db/tenant.ts';

export interface Marca {
  url: string;
  nome_empresa: string;
  cor_primaria: string;
  site: string | null;
  distribuidor_master_id: number | null;
  distribuidor_id: number | null;
  revenda_id: number | null;
}

/** Brand used when no configuration exists at all (a fresh production database). */
export const MARCA_PADRAO: Marca = {
  url: 'erp',
  nome_empresa: 'ERP Fiscal',
  cor_primaria: '#50CD89',
  site: null,
  distribuidor_master_id: null,
  distribuidor_id: null,
  revenda_id: null,
};

/** SPEC §5: tenant segment of 1 to 255 characters (the url column's alphabet; covers the GUID form). */
export const RE_SEGMENTO = /^[A-Za-z0-9._~-]{1,255}$/;

const COLS = 'url, nome_empresa, cor_primaria, site, distribuidor_master_id, distribuidor_id, revenda_id';

/** The active brand of a tenant segment (short url, case-insensitive, or GUID), or null. */
export async function marcaPorUrl(c: Client, segmento: string): Promise<Marca | null> {
  if (!RE_SEGMENTO.test(segmento)) return null;
  const byGuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segmento);
  const { rows } = await c.query(
    `SELECT ${COLS} FROM configuracao_white_label WHERE ativo AND ${byGuid ? 'guid = $1::uuid' : 'lower(url) = lower($1)'} LIMIT 1`,
    [segmento],
  );
  return rows[0] ?? null;
}

/** The administrator's own brand (no chain columns), or MARCA_PADRAO. */
export async function marcaDoAdministrador(c: Client): Promise<Marca> {
  const { rows } = await c.query(
    `SELECT ${COLS} FROM configuracao_white_label
      WHERE ativo AND distribuidor_master_id IS NULL AND distribuidor_id IS NULL AND revenda_id IS NULL ORDER BY id LIMIT 1`,
  );
  return rows[0] ?? MARCA_PADRAO;
}

/**
 * The brand a user of the chain sees: its reseller's, else its distributor's, else its master
 * distributor's, else the administrator's.
 */
export async function marcaDoUsuario(c: Client, usuarioId: number): Promise<Marca> {
  const { rows } = await c.query(
    `SELECT ${COLS.split(', ')
      .map((x) => 'w.' + x)
      .join(', ')}
       FROM usuario u JOIN configuracao_white_label w ON w.ativo AND (
            w.revenda_id = u.revenda_id
         OR (w.revenda_id IS NULL AND w.distribuidor_id = u.distribuidor_id)
         OR (w.revenda_id IS NULL AND w.distribuidor_id IS NULL AND w.distribuidor_master_id = u.distribuidor_master_id))
      WHERE u.id = $1
      ORDER BY (w.revenda_id IS NOT NULL) DESC, (w.distribuidor_id IS NOT NULL) DESC, w.id LIMIT 1`,
    [usuarioId],
  );
  return rows[0] ?? marcaDoAdministrador(c);
}
