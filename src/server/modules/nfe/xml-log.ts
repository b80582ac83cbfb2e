/**
 * Registro de todo XML trocado com a SEFAZ (`documento_fiscal_xml`, arquitetura §7: guardado antes e
 * depois de cada troca) e arquivo em disco dos XML autorizados:
 * `XML_ARCHIVE_DIR/{cnpj}/{AAAAMM}/{chave}-procNFe.xml` (e `-procEventoNFe-{tp}-{seq}.xml`,
 * `-procInutNFe.xml`), guardados por cinco anos no disco local por padrão ou num armazenamento
 * compatível com S3 (`S3_BUCKET`).
 */
import { mkdir, writeFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { s3, type ConfigS3 } from '../../s3.ts';
import type { Client } from '../../db/tenant.ts';

export type TipoXml = 'nfe' | 'envio' | 'retorno' | 'nfeProc' | 'evento-envio' | 'evento-retorno' | 'procEvento' | 'inut-envio' | 'inut-retorno' | 'procInut';

export async function registrarXml(
  c: Client,
  emitenteId: number,
  r: { faturamentoId?: number | null; chave?: string | null; tipo: TipoXml; xml: string; cstat?: string | null },
): Promise<void> {
  if (!r.xml) return;
  await c.query(`INSERT INTO documento_fiscal_xml (emitente_id, faturamento_id, chave, tipo, xml, cstat) VALUES ($1, $2, $3, $4, $5, $6)`, [
    emitenteId,
    r.faturamentoId ?? null,
    r.chave ?? null,
    r.tipo,
    r.xml,
    r.cstat ? String(r.cstat).slice(0, 3) : null,
  ]);
}

/** `AAAAMM` de uma chave de acesso (posições 3-6 = AAMM da emissão). */
export function anomesDaChave(chave: string): string {
  return `20${chave.slice(2, 4)}${chave.slice(4, 6)}`;
}

/**
 * Where authorised XML is kept for five years (arquitetura §7): the local disk (`XML_ARCHIVE_DIR`,
 * default) or, when `S3_BUCKET` is set, any S3-compatible object storage (AWS S3, MinIO, ...)
 * through the official AWS SDK, with the same key layout `{prefixo}{cnpj}/{AAAAMM}/{arquivo}`.
 */
export interface DestinoArquivo {
  xmlArchiveDir: string;
  s3: ConfigS3 | null;
}

/**
 * Stores one file of the XML archive; returns where (a path, or `s3://bucket/key`).
 * Local disk: atomic write (temporary file + rename). S3: one PutObject (atomic by nature).
 * @throws the storage error (the caller keeps the XML in the database either way).
 */
export async function arquivarXml(destino: DestinoArquivo, cnpj: string, anomes: string, nome: string, xml: string): Promise<string> {
  const pasta = `${cnpj.replace(/[^0-9A-Z]/gi, '')}/${anomes}`;
  const arquivo = nome.replace(/[^0-9A-Za-z._-]/g, '_');
  if (destino.s3) {
    const key = `${destino.s3.prefixo}${pasta}/${arquivo}`;
    const { cliente, sdk } = await s3(destino.s3);
    await cliente.send(new sdk.PutObjectCommand({ Bucket: destino.s3.bucket, Key: key, Body: xml, ContentType: 'application/xml; charset=utf-8' }));
    return `s3://${destino.s3.bucket}/${key}`;
  }
  const dir = join(destino.xmlArchiveDir, pasta);
  await mkdir(dir, { recursive: true });
  const final = join(dir, arquivo);
  const tmp = `${final}.${process.pid}.tmp`;
  await writeFile(tmp, xml, 'utf8');
  await rename(tmp, final);
  return final;
}

/** O XML mais recente da nota com o `tipo` dado (nfeProc, envio, retorno...), ou undefined. */
export async function ultimoXml(c: Client, emitenteId: number, faturamentoId: number, tipo: string): Promise<{ xml: string; chave: string } | undefined> {
  const { rows } = await c.query(
    `SELECT xml, chave FROM documento_fiscal_xml WHERE emitente_id = $1 AND faturamento_id = $2 AND tipo = $3 ORDER BY id DESC LIMIT 1`,
    [emitenteId, faturamentoId, tipo],
  );
  return rows[0];
}

/** Os `procEventoNFe` registrados da nota (cancelamento, CC-e), para o DANFE marcar a nota cancelada. */
export async function eventosDaNota(c: Client, emitenteId: number, faturamentoId: number): Promise<string[]> {
  const { rows } = await c.query(`SELECT xml FROM documento_fiscal_xml WHERE emitente_id = $1 AND faturamento_id = $2 AND tipo = 'procEvento' ORDER BY id`, [
    emitenteId,
    faturamentoId,
  ]);
  return rows.map((r) => r.xml as string);
}
