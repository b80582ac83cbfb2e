/**
 * Registro de todo XML trocado com a Sefin Nacional (`nota_servico_xml`): a DPS assinada antes do
 * envio, o envio e o retorno de cada troca, a NFS-e gerada, e os pedidos/respostas de evento. Como
 * na NF-e (nfe/xml-log.ts), gravado antes e depois de cada troca, na transação do chamador.
 */
import type { Client } from '../../db/tenant.ts';

export type TipoXmlNfse = 'dps' | 'envio' | 'retorno' | 'nfse' | 'consulta' | 'evento-envio' | 'evento-retorno' | 'evento';

export async function registrarXmlNfse(
  c: Client,
  emitenteId: number,
  r: { notaId: number; chave?: string | null; tipo: TipoXmlNfse; xml: string | null | undefined; codigo?: string | null },
): Promise<void> {
  if (!r.xml) return;
  await c.query('INSERT INTO nota_servico_xml (emitente_id, nota_servico_id, chave, tipo, xml, codigo) VALUES ($1, $2, $3, $4, $5, $6)', [
    emitenteId,
    r.notaId,
    r.chave ?? null,
    r.tipo,
    r.xml,
    r.codigo ? String(r.codigo).slice(0, 20) : null,
  ]);
}

/** O XML mais recente de um tipo (ex.: a NFS-e autorizada). */
export async function ultimoXmlNfse(c: Client, emitenteId: number, notaId: number, tipo: TipoXmlNfse): Promise<string | null> {
  const { rows } = await c.query('SELECT xml FROM nota_servico_xml WHERE emitente_id = $1 AND nota_servico_id = $2 AND tipo = $3 ORDER BY id DESC LIMIT 1', [
    emitenteId,
    notaId,
    tipo,
  ]);
  return rows[0]?.xml ?? null;
}
