/**
 * Registro de todo XML trocado com a SEFAZ (`documento_fiscal_xml`, DESIGN §7: guardado antes e
 * depois de cada troca) e arquivo em disco dos XML autorizados:
 * `XML_ARCHIVE_DIR/{cnpj}/{AAAAMM}/{chave}-procNFe.xml` (e `-procEventoNFe-{tp}-{seq}.xml`,
 * `-procInutNFe.xml`), guardados por cinco anos no disco local por padrão.
 */
import { mkdir, writeFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Client } from '../../db/tenant.ts';

export type TipoXml = 'nfe' | 'envio' | 'retorno' | 'nfeProc' | 'evento-envio' | 'evento-retorno' | 'procEvento' | 'inut-envio' | 'inut-retorno' | 'procInut';

export async function registrarXml(
  c: Client,
  emitenteId: number,
  r: { faturamentoId?: number | null; chave?: string | null; tipo: TipoXml; xml: string; cstat?: string | null },
): Promise<void> {
  if (!r.xml) return;
  await c.query(
    `INSERT INTO documento_fiscal_xml (emitente_id, faturamento_id, chave, tipo, xml, cstat) VALUES ($1, $2, $3, $4, $5, $6)`,
    [emitenteId, r.faturamentoId ?? null, r.chave ?? null, r.tipo, r.xml, r.cstat ? String(r.cstat).slice(0, 3) : null],
  );
}

/** `AAAAMM` de uma chave de acesso (posições 3-6 = AAMM da emissão). */
export function anomesDaChave(chave: string): string {
  return `20${chave.slice(2, 4)}${chave.slice(4, 6)}`;
}

/** Grava um arquivo no arquivo de XML (escrita atômica: temporário + rename). Devolve o caminho. */
export async function arquivarXml(dirBase: string, cnpj: string, anomes: string, nome: string, xml: string): Promise<string> {
  const dir = join(dirBase, cnpj.replace(/[^0-9A-Z]/gi, ''), anomes);
  await mkdir(dir, { recursive: true });
  const destino = join(dir, nome.replace(/[^0-9A-Za-z._-]/g, '_'));
  const tmp = `${destino}.${process.pid}.tmp`;
  await writeFile(tmp, xml, 'utf8');
  await rename(tmp, destino);
  return destino;
}
