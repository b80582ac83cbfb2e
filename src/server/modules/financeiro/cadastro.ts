/**
 * Regras da API genérica (POST/PUT/DELETE /v1/receber/ e /v1/pagar/) para títulos: só um título
 * em aberto e sem baixas pode ser alterado ou excluído; os demais mudam pelas ações (baixa,
 * estorno, renegociação). Título com qualquer linha de histórico (mesmo estornada) ou vindo de um
 * documento (NF-e, PDV, compra, pedido) não é excluído: o histórico fica (cancela-se pela origem).
 */
import { ApiError } from '../../http/envelope.ts';
import type { registrarHook as Registrar } from '../../crud/hooks.ts';
import type { Client } from '../../db/tenant.ts';
import { LADO, type Lado } from './titulos.ts';

const DOCUMENTOS = new Set(['faturamento', 'pdv', 'compra', 'pedido']);

async function temHistorico(c: Client, emitenteId: number, lado: Lado, id: unknown): Promise<boolean> {
  const L = LADO[lado];
  const { rows } = await c.query(`SELECT 1 FROM ${L.baixas} WHERE emitente_id = $1 AND ${L.fk} = $2 LIMIT 1`, [emitenteId, id]);
  return rows.length > 0;
}

export function registrarHooksTitulos(registrar: typeof Registrar): void {
  for (const lado of ['receber', 'pagar'] as Lado[]) {
    registrar(lado, {
      antesDeGravar: async ({ c, ctx, current }) => {
        if (!current) return;
        const { rows } = await c.query(`SELECT situacao, valor_baixado FROM ${lado} WHERE emitente_id = $1 AND id = $2 FOR UPDATE`, [
          ctx.emitenteId,
          current.id,
        ]);
        if (rows[0] && (rows[0].situacao !== 'aberto' || Number(rows[0].valor_baixado) !== 0)) {
          const m = 'Título com baixa, renegociado ou cancelado não pode ser alterado; estorne as baixas antes.';
          throw new ApiError(400, m, { situacao: [m] });
        }
      },
      antesDeExcluir: async ({ c, ctx, current }) => {
        if (DOCUMENTOS.has(String(current.origem))) {
          const m = 'Título gerado por documento (NF-e, PDV, compra, pedido) não pode ser excluído; cancele o documento.';
          throw new ApiError(400, m, { origem: [m] });
        }
        if (await temHistorico(c, ctx.emitenteId!, lado, current.id)) {
          const m = 'Título com histórico de baixas não pode ser excluído.';
          throw new ApiError(400, m, { situacao: [m] });
        }
        const { rows } = await c.query(`SELECT 1 FROM ${lado}_anexo WHERE emitente_id = $1 AND ${LADO[lado].fk} = $2 LIMIT 1`, [ctx.emitenteId, current.id]);
        if (rows.length) {
          const m = 'Exclua antes os anexos do título.';
          throw new ApiError(400, m, { anexos: [m] });
        }
      },
    });
  }
}
