/**
 * Contas a receber da NFS-e (o financeiro é o dono das escritas em receber): na autorização, o valor
 * líquido da nota (o que o tomador paga, já sem o ISS retido e as retenções federais) vira títulos
 * pela condição de pagamento da nota (`previsaoCondicao`, como o pedido), ou um título à vista com
 * vencimento na emissão; no cancelamento/substituição, os títulos em aberto são cancelados.
 * Idempotente por (origem 'nfse', id da nota, parcela).
 */
import type { Client } from '../../db/tenant.ts';
import { ApiError } from '../../http/envelope.ts';
import { previsaoCondicao } from '../../../domain/financeiro/parcelas.ts';
import { agora } from '../../../domain/relogio.ts';
import { formatDataHora } from '../../../domain/formatos.ts';
import { auditar } from '../auditoria/registro.ts';
import { lancarTitulos } from './titulos.ts';

/** Lança os títulos a receber da NFS-e autorizada `notaId`; devolve os ids lançados agora. */
export async function lancarTitulosDaNfse(c: Client, emitenteId: number, notaId: number): Promise<number[]> {
  const { rows } = await c.query(
    `SELECT n.id, n.cliente_id, n.numero_nfse, n.valor_liquido::text AS valor, (n.data_emissao AT TIME ZONE 'America/Sao_Paulo')::date::text AS emissao,
            c.parcelas, c.dias_primeira, c.intervalo_dias, c.entrada, c.especie_id, e.conta_bancaria_id
       FROM nota_servico n
       LEFT JOIN condicao c ON c.emitente_id = n.emitente_id AND c.id = n.condicao_id
       LEFT JOIN especie e ON e.emitente_id = n.emitente_id AND e.id = c.especie_id
      WHERE n.emitente_id = $1 AND n.id = $2`,
    [emitenteId, notaId],
  );
  const n = rows[0];
  if (!n || Number(n.valor) <= 0) return [];
  const parcelas = n.parcelas
    ? previsaoCondicao(
        { parcelas: Number(n.parcelas), dias_primeira: Number(n.dias_primeira), intervalo_dias: Number(n.intervalo_dias), entrada: n.entrada === true },
        n.valor,
        n.emissao,
      ).parcelas
    : [{ parcela: 1, vencimento: n.emissao, valor: n.valor }];
  return lancarTitulos(
    c,
    emitenteId,
    'receber',
    parcelas.map((p) => ({
      documento: `NFS-e ${n.numero_nfse ?? notaId}-${String(p.parcela).padStart(3, '0')}`,
      parcela: p.parcela,
      total_parcelas: parcelas.length,
      pessoa_id: n.cliente_id,
      descricao: `NFS-e ${n.numero_nfse ?? notaId} — parcela ${p.parcela}/${parcelas.length}`,
      emissao: n.emissao <= p.vencimento ? n.emissao : p.vencimento,
      vencimento: p.vencimento,
      valor: p.valor,
      especie_id: n.especie_id ?? null,
      conta_bancaria_id: n.conta_bancaria_id ?? null,
      origem: 'nfse' as const,
      origem_id: notaId,
    })),
  );
}

/** Recusa (400) cancelar/substituir uma NFS-e com título já recebido (estorne antes, como na NF-e). */
export async function exigirNfseSemBaixas(c: Client, emitenteId: number, notaId: number): Promise<void> {
  const { rows } = await c.query(
    `SELECT documento FROM receber WHERE emitente_id = $1 AND origem = 'nfse' AND origem_id = $2 AND valor_baixado > 0 AND situacao <> 'cancelado' ORDER BY id`,
    [emitenteId, notaId],
  );
  if (!rows.length) return;
  const lista = rows.map((r) => r.documento).join(', ');
  throw new ApiError(400, `Estorne antes os recebimentos dos títulos ${lista}: a NFS-e tem contas a receber já recebidas.`, { nota: [lista] });
}

/** Cancela os títulos em aberto da NFS-e (cancelada ou substituída); devolve quantos. */
export async function cancelarTitulosDaNfse(c: Client, emitenteId: number, notaId: number, motivo: string): Promise<number> {
  const { rows } = await c.query(
    `UPDATE receber SET situacao = 'cancelado', observacao = left(concat_ws(E'\\n', observacao, $3::text), 2000)
      WHERE emitente_id = $1 AND origem = 'nfse' AND origem_id = $2 AND valor_baixado = 0 AND situacao = 'aberto' RETURNING id`,
    [emitenteId, notaId, `${motivo} em ${formatDataHora(agora()).slice(0, 16)}`],
  );
  await auditar(c, {
    entidade: 'receber',
    acao: 'alterar',
    descricao: motivo,
    itens: rows.map((r) => ({ registroId: r.id, antes: { situacao: 'aberto' }, depois: { situacao: 'cancelado' } })),
  });
  return rows.length;
}
