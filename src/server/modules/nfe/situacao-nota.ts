/**
 * Dono da máquina de estados da nota (faturamento.situacao). Só este arquivo escreve a situação da
 * nota; a transmissão, a contingência EPEC, os eventos (cancelamento, inutilização) e as rotas da
 * NF-e chamam {@link mudarSituacaoNota} / {@link inutilizarFaixaDeNotas}. Os estados, rótulos, grupos
 * (editável, transmissível) e transições vêm do registro (schema/entities/faturamento.json,
 * `x-estados`), gerados em src/generated/estados.ts, os mesmos que o web usa.
 * tests/unit/repositorio/donos.test.ts recusa `UPDATE faturamento SET situacao` fora daqui.
 *
 * Ciclo (MOC 7.0; contingência EPEC NT 2013.004): digitação -> transmitindo -> autorizada |
 * denegada | rejeitada | epec; rejeitada volta a transmitindo (ou é autorizada pela correção de
 * duplicidade, cStat 204/539); autorizada -> cancelada (evento 110111); digitação/rejeitada ->
 * inutilizada (inutilização homologada da faixa).
 */
import type { Client } from '../../db/tenant.ts';
import { ESTADOS_FATURAMENTO, transicaoPermitida, type SituacaoFaturamento } from '../../../generated/estados.ts';

export type { SituacaoFaturamento };

/** Situações em que a nota pode ser transmitida (de novo). */
export const SITUACOES_TRANSMISSIVEIS: ReadonlySet<string> = new Set(ESTADOS_FATURAMENTO.grupos.transmissivel);

/** Transição que o registro não declara: erro do programa (500), nunca do usuário. */
export class TransicaoInvalidaNota extends Error {
  constructor(de: string, para: string) {
    super(`Transição de situação da nota não declarada no registro: '${de}' -> '${para}'.`);
  }
}

/** Se a nota pode ir de `de` para `para` (ficar na mesma situação também é permitido). */
export function transicaoPermitidaNota(de: string, para: SituacaoFaturamento): boolean {
  return transicaoPermitida(ESTADOS_FATURAMENTO, de, para);
}

/**
 * Leva a nota a `para` na transação `c` (a linha é travada). Com `somenteSe`, só muda se a situação
 * atual for uma delas (ex.: `['transmitindo']` quando a falha chega depois de outra tarefa já ter
 * decidido a nota) e devolve false sem mudar nada caso contrário.
 * @param chave grava também a chave de acesso (transmissão, autorização).
 * @returns true quando a situação foi gravada; false quando a nota não existe ou `somenteSe` não casou.
 * @throws TransicaoInvalidaNota quando a transição não está declarada no registro.
 */
export async function mudarSituacaoNota(
  c: Client,
  emitenteId: number,
  faturamentoId: number,
  para: SituacaoFaturamento,
  opcoes: { somenteSe?: readonly SituacaoFaturamento[]; chave?: string } = {},
): Promise<boolean> {
  const { rows } = await c.query('SELECT situacao FROM faturamento WHERE emitente_id = $1 AND id = $2 FOR UPDATE', [emitenteId, faturamentoId]);
  const de = rows[0]?.situacao as string | undefined;
  if (de === undefined) return false;
  if (opcoes.somenteSe && !(opcoes.somenteSe as readonly string[]).includes(de)) return false;
  if (!transicaoPermitidaNota(de, para)) throw new TransicaoInvalidaNota(de, para);
  if (opcoes.chave !== undefined)
    await c.query('UPDATE faturamento SET situacao = $3, chave = $4 WHERE emitente_id = $1 AND id = $2', [emitenteId, faturamentoId, para, opcoes.chave]);
  else await c.query('UPDATE faturamento SET situacao = $3 WHERE emitente_id = $1 AND id = $2', [emitenteId, faturamentoId, para]);
  return true;
}

/**
 * Inutilização homologada (cStat 102) de uma faixa: as notas da faixa que ainda podem ser
 * inutilizadas (as que declaram a transição para 'inutilizada': em digitação ou rejeitadas) passam
 * a 'inutilizada'.
 * @returns quantas notas mudaram.
 */
export async function inutilizarFaixaDeNotas(
  c: Client,
  emitenteId: number,
  faixa: { modelo: string | number; serie: number; numeroInicial: number; numeroFinal: number },
): Promise<number> {
  const origens = ESTADOS_FATURAMENTO.estados.filter((s) => s !== 'inutilizada' && transicaoPermitidaNota(s, 'inutilizada'));
  const u = await c.query(
    `UPDATE faturamento SET situacao = 'inutilizada' WHERE emitente_id = $1 AND modelo = $2 AND serie = $3 AND numero BETWEEN $4 AND $5
        AND situacao = ANY($6::text[])`,
    [emitenteId, faixa.modelo, faixa.serie, faixa.numeroInicial, faixa.numeroFinal, origens],
  );
  return u.rowCount ?? 0;
}

/** Grava o número alocado na transmissão (nNF, serie_documento), uma vez por nota. */
export async function gravarNumeroNota(c: Client, emitenteId: number, faturamentoId: number, numero: number): Promise<void> {
  await c.query('UPDATE faturamento SET numero = $3 WHERE emitente_id = $1 AND id = $2 AND numero IS NULL', [emitenteId, faturamentoId, numero]);
}
