/**
 * Numeração da DPS (nDPS) por emitente e série, na mesma tabela e do mesmo jeito que a nNF da NF-e
 * (fiscal/numeracao.ts): `serie_documento` com modelo 'SE'; a linha da série é garantida
 * (`INSERT ... ON CONFLICT DO NOTHING`) e incrementada com `UPDATE ... RETURNING`, que a trava até o
 * fim da transação do chamador. Chamadas concorrentes esperam umas pelas outras e recebem números
 * distintos e consecutivos; transação desfeita devolve o número (sem buraco). O índice único
 * nota_servico_dps é a segunda barreira.
 */
import type { Client } from '../../db/tenant.ts';
import { ApiError } from '../../http/envelope.ts';

/** Modelo com que a série da DPS é guardada em serie_documento. */
export const MODELO_DPS = 'SE';

/** Maior nDPS que a coluna guarda (o leiaute aceita até 15 dígitos). */
export const NUMERO_DPS_MAXIMO = 999_999_999;

/**
 * Aloca o próximo número da série da DPS.
 * @throws ApiError 400 para série inválida, inativa ou esgotada.
 */
export async function alocarNumeroDps(c: Client, emitenteId: number, serie: number): Promise<number> {
  if (!Number.isInteger(serie) || serie < 1 || serie > 999) throw new ApiError(400, `Série da DPS inválida: ${String(serie)}`);
  await c.query(
    `INSERT INTO serie_documento (emitente_id, modelo, serie) VALUES ($1, $2, $3)
     ON CONFLICT (emitente_id, modelo, serie) DO NOTHING`,
    [emitenteId, MODELO_DPS, serie],
  );
  const { rows } = await c.query(
    `UPDATE serie_documento SET proximo_numero = proximo_numero + 1
      WHERE emitente_id = $1 AND modelo = $2 AND serie = $3 AND ativo AND proximo_numero <= $4
      RETURNING proximo_numero - 1 AS numero`,
    [emitenteId, MODELO_DPS, serie, NUMERO_DPS_MAXIMO],
  );
  if (!rows[0]) {
    const { rows: s } = await c.query('SELECT ativo FROM serie_documento WHERE emitente_id = $1 AND modelo = $2 AND serie = $3', [
      emitenteId,
      MODELO_DPS,
      serie,
    ]);
    if (s[0] && !s[0].ativo) throw new ApiError(400, `A série ${serie} da DPS está inativa.`);
    throw new ApiError(400, `A numeração da série ${serie} da DPS chegou ao fim (${NUMERO_DPS_MAXIMO}).`);
  }
  return Number(rows[0].numero);
}
