/**
 * Numeração da NF-e/NFC-e (arquitetura §7 "Numbering").
 *
 * `alocarNumero` entrega o próximo `nNF` da série do emitente/modelo dentro da transação de tenant
 * do chamador: garante a linha da série (`INSERT ... ON CONFLICT DO NOTHING`) e incrementa com
 * `UPDATE ... RETURNING proximo_numero - 1`, que trava a linha até o fim da transação. Chamadas
 * concorrentes esperam umas pelas outras (PostgreSQL) e recebem números distintos e consecutivos;
 * se a transação do chamador for desfeita, o número volta (sem lacuna). Uma lacuna só aparece se o
 * número for consumido e a nota não chegar à SEFAZ — candidata à inutilização.
 */
import type { Client } from '../../db/tenant.ts';
import { ApiError } from '../../http/envelope.ts';

export type ModeloDocumento = '55' | '65';

export const NUMERO_MAXIMO = 999_999_999;

/**
 * Aloca o próximo número da série.
 * @param c cliente da transação de tenant (withTenant) do emitente.
 * @throws ApiError 400 para série/modelo inválidos, série inativa ou numeração esgotada.
 */
export async function alocarNumero(c: Client, emitenteId: number, modelo: ModeloDocumento, serie: number): Promise<number> {
  if (modelo !== '55' && modelo !== '65') throw new ApiError(400, `Modelo de documento inválido: ${String(modelo)}`);
  if (!Number.isInteger(serie) || serie < 0 || serie > 999) throw new ApiError(400, `Série inválida: ${String(serie)}`);
  await c.query(
    `INSERT INTO serie_documento (emitente_id, modelo, serie) VALUES ($1, $2, $3)
     ON CONFLICT (emitente_id, modelo, serie) DO NOTHING`,
    [emitenteId, modelo, serie],
  );
  const { rows } = await c.query(
    `UPDATE serie_documento SET proximo_numero = proximo_numero + 1
      WHERE emitente_id = $1 AND modelo = $2 AND serie = $3 AND ativo AND proximo_numero <= $4
      RETURNING proximo_numero - 1 AS numero`,
    [emitenteId, modelo, serie, NUMERO_MAXIMO],
  );
  if (!rows[0]) {
    const { rows: s } = await c.query('SELECT ativo FROM serie_documento WHERE emitente_id = $1 AND modelo = $2 AND serie = $3', [emitenteId, modelo, serie]);
    if (s[0] && !s[0].ativo) throw new ApiError(400, `A série ${serie} do modelo ${modelo} está inativa.`);
    throw new ApiError(400, `A numeração da série ${serie} do modelo ${modelo} chegou ao fim (${NUMERO_MAXIMO}).`);
  }
  return Number(rows[0].numero);
}
