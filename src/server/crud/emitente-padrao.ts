/**
 * What a new issuer company gets when it is created (SPEC §6 "add default issuer restrictions"):
 * the owner profile "Proprietário" (EmitenteTipoUsuario; not "Administrador", the platform's level name, with administrador = true) holding every
 * default company rule its package allows (EmitenteRestricaoPadrao.pacote_minimo <= tipo_pacote).
 * Runs in the creating transaction; switches the transaction's issuer to the new company for the
 * inserts (RLS WITH CHECK) and back.
 */
import type { Client } from '../db/tenant.ts';

export async function criarPerfisPadrao(c: Client, emitenteId: number, tipoPacote: number): Promise<void> {
  const {
    rows: [antes],
  } = await c.query(`SELECT current_setting('erp.emitente_id', true) AS v`);
  await c.query(`SELECT set_config('erp.emitente_id', $1, true)`, [String(emitenteId)]);
  const { rows } = await c.query(`INSERT INTO emitente_tipo_usuario (emitente_id, descricao, administrador) VALUES ($1, 'Proprietário', true) RETURNING id`, [
    emitenteId,
  ]);
  await c.query(
    `INSERT INTO emitente_restricao (emitente_id, emitente_tipo_usuario_id, regra)
     SELECT $1, $2, regra FROM emitente_restricao_padrao WHERE pacote_minimo <= $3`,
    [emitenteId, rows[0].id, tipoPacote],
  );
  await c.query(`SELECT set_config('erp.emitente_id', $1, true)`, [antes.v ?? '']);
}
