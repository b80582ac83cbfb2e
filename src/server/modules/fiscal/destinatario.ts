/**
 * Conferência do destinatário antes de transmitir: lê o cliente da nota e a UF
 * do município dele e aplica `pendenciasDestinatario` (src/domain/destinatario.ts, MOC 7.0 grupo E).
 * Chamada pela transmissão ANTES de alocar o número: uma recusa não consome número nem envia nada.
 */
import type { Client } from '../../db/tenant.ts';
import { ApiError, ValidationError } from '../../http/envelope.ts';
import { pendenciasDestinatario, ROTULOS_DESTINATARIO } from '../../../domain/destinatario.ts';

/**
 * @throws ValidationError 400 com a chave `cliente_id` (o campo da tela de faturamento) listando o
 *   que falta no cadastro do cliente, e as chaves `cliente.{campo}` com cada pendência.
 * @throws ApiError 400 quando o cliente da nota não existe.
 */
export async function exigirDestinatarioCompleto(c: Client, emitenteId: number, faturamentoId: number, modelo: string): Promise<void> {
  const { rows } = await c.query(
    `SELECT cl.nome, cl.tipo_pessoa, cl.cpf_cnpj, cl.ind_ie_dest, cl.ie, cl.logradouro, cl.numero, cl.bairro, cl.cidade_id, cl.uf, cl.pais_id,
            ci.uf AS uf_do_municipio
       FROM faturamento f JOIN cliente cl ON cl.emitente_id = f.emitente_id AND cl.id = f.cliente_id
       LEFT JOIN cidade ci ON ci.id = cl.cidade_id
      WHERE f.emitente_id = $1 AND f.id = $2`,
    [emitenteId, faturamentoId],
  );
  const cli = rows[0];
  if (!cli) throw new ApiError(400, 'Cliente da nota não encontrado.', { cliente_id: ['Informe o cliente'] });
  const pend = pendenciasDestinatario(cli, modelo);
  const campos = Object.keys(pend);
  if (!campos.length) return;
  const lista = campos.map((k) => ROTULOS_DESTINATARIO[k] ?? k).join(', ');
  const fields: Record<string, string[]> = { cliente_id: Object.values(pend).flat() };
  for (const [k, v] of Object.entries(pend)) fields[`cliente.${k}`] = v;
  throw new ValidationError(fields, `Complete o cadastro do cliente ${cli.nome} antes de transmitir (${lista}). Nada foi enviado à SEFAZ.`);
}
