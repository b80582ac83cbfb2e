/**
 * Dono da máquina de estados da venda do PDV (venda_cupom.situacao, a NFC-e da venda). Só este
 * arquivo escreve a situação da venda: a emissão, a contingência (off-line e EPEC), a
 * retransmissão, a recuperação depois de uma queda, o cancelamento, a inutilização e a
 * transformação em NF-e chamam {@link gravarVenda} / {@link mudarSituacaoVenda} /
 * {@link inutilizarFaixaDeVendas}. Estados, rótulos, grupos e transições vêm do registro
 * (schema/entities/vendasCupom.json, `x-estados`), gerados em src/generated/estados.ts, os mesmos
 * que o web usa. tests/unit/repositorio/donos.test.ts recusa `UPDATE venda_cupom ... situacao` fora daqui.
 *
 * Ciclo (MOC 7.0 e Manual de Orientação da NFC-e; contingência off-line tpEmis 9 e EPEC-NFC-e
 * tpEmis 4): digitação -> transmitindo -> autorizada | denegada | rejeitada | contingência;
 * transmitindo volta a digitação quando a SEFAZ diz que não a recebeu (217, recuperação);
 * contingência -> autorizada | denegada | rejeitada na retransmissão; autorizada -> cancelada
 * (evento 110111/110112); digitação/rejeitada -> cancelada (sem evento: nada foi autorizado) ou
 * inutilizada (inutilização homologada da faixa); a venda transformada em NF-e a pedido do
 * consumidor vai a transformada (depois do cancelamento, quando a NFC-e estava autorizada).
 */
import type { Client } from '../../db/tenant.ts';
import { ESTADOS_VENDAS_CUPOM, transicaoPermitida, type SituacaoVendasCupom } from '../../../generated/estados.ts';

export type { SituacaoVendasCupom };

/** Situações nomeadas do registro (grupos de `x-estados`). */
export const GRUPOS_VENDA = ESTADOS_VENDAS_CUPOM.grupos;

/** Transição que o registro não declara: erro do programa (500), nunca do usuário. */
export class TransicaoInvalidaVenda extends Error {
  constructor(de: string, para: string) {
    super(`Transição de situação da venda não declarada no registro: '${de}' -> '${para}'.`);
  }
}

/** Se a venda pode ir de `de` para `para` (ficar na mesma situação também é permitido). */
export function transicaoPermitidaVenda(de: string, para: SituacaoVendasCupom): boolean {
  return transicaoPermitida(ESTADOS_VENDAS_CUPOM, de, para);
}

/** Situações de onde se chega a `para` (ela mesma inclusa). */
const ORIGENS = new Map<string, string[]>(
  ESTADOS_VENDAS_CUPOM.estados.map((para) => [para, ESTADOS_VENDAS_CUPOM.estados.filter((de) => transicaoPermitidaVenda(de, para))]),
);

const COLUNA = /^[a-z][a-z0-9_]*$/;

/**
 * Grava colunas da venda (na transação `c`) e devolve a linha inteira depois da gravação. Com
 * `situacao` em `campos`, a mudança só é feita se a situação atual levar a ela pelo registro (uma
 * instrução: `... AND situacao = ANY(origens)`).
 * @param campos coluna -> valor; nomes de coluna do código, nunca do usuário.
 * @returns a linha gravada, ou null quando a venda não existe.
 * @throws TransicaoInvalidaVenda quando a situação atual não leva à pedida.
 */
export async function gravarVenda(c: Client, emitenteId: number, id: number, campos: Record<string, unknown>): Promise<Record<string, any> | null> {
  const chaves = Object.keys(campos);
  for (const k of chaves) if (!COLUNA.test(k)) throw new Error(`Coluna inválida em venda_cupom: ${k}`);
  const para = campos.situacao as SituacaoVendasCupom | undefined;
  const valores = [emitenteId, id, ...chaves.map((k) => campos[k])];
  const origens = para === undefined ? null : ORIGENS.get(para);
  if (para !== undefined && !origens) throw new TransicaoInvalidaVenda('?', para);
  const { rows } = await c.query(
    `UPDATE venda_cupom SET ${chaves.map((k, i) => `${k} = $${i + 3}`).join(', ')} WHERE emitente_id = $1 AND id = $2` +
      (origens ? ` AND situacao = ANY($${valores.length + 1}::text[])` : '') +
      ' RETURNING *',
    origens ? [...valores, origens] : valores,
  );
  if (rows[0]) return rows[0];
  if (para === undefined) return null;
  const { rows: atual } = await c.query('SELECT situacao FROM venda_cupom WHERE emitente_id = $1 AND id = $2', [emitenteId, id]);
  if (!atual[0]) return null;
  throw new TransicaoInvalidaVenda(String(atual[0].situacao), para);
}

/**
 * Leva a venda a `para`, gravando junto as colunas de `extras` (justificativa, protocolo...).
 * @returns a linha gravada, ou null quando a venda não existe.
 * @throws TransicaoInvalidaVenda quando a transição não está declarada no registro.
 */
export function mudarSituacaoVenda(
  c: Client,
  emitenteId: number,
  id: number,
  para: SituacaoVendasCupom,
  extras: Record<string, unknown> = {},
): Promise<Record<string, any> | null> {
  return gravarVenda(c, emitenteId, id, { ...extras, situacao: para });
}

/**
 * Marca inutilizadas as vendas da faixa homologada (modelo 65, série, números de `inicio` a `fim`)
 * que estavam num estado inutilizável (grupo `inutilizavel`: digitação, rejeitada).
 * @returns quantas vendas mudaram.
 */
export async function inutilizarFaixaDeVendas(c: Client, emitenteId: number, serie: number, inicio: number, fim: number): Promise<number> {
  const u = await c.query(
    `UPDATE venda_cupom SET situacao = 'inutilizada' WHERE emitente_id = $1 AND modelo = '65' AND serie = $2 AND numero BETWEEN $3 AND $4
        AND situacao = ANY($5::text[])`,
    [emitenteId, serie, inicio, fim, GRUPOS_VENDA.inutilizavel],
  );
  return u.rowCount ?? 0;
}
