/**
 * Política de retenção da trilha de auditoria: a tarefa agendada
 * 'auditoria-retencao' roda todo dia às 03:15 (America/Sao_Paulo) e apaga, como dono do banco (o
 * papel erp_app não tem DELETE em `auditoria`), as linhas com `data_hora` mais antiga que
 * AUDITORIA_RETENCAO_DIAS dias (padrão 1825 = 5 anos, o prazo decadencial do CTN art. 173 em que o
 * fisco pode rever os lançamentos; mínimo 1).
 */
import type { Database } from '../db/pool.ts';
import { withOwner } from '../db/tenant.ts';
import type { FilaTarefas } from './fila.ts';

export const TIPO_RETENCAO_AUDITORIA = 'auditoria-retencao';
/** Padrão de AUDITORIA_RETENCAO_DIAS, dias. */
export const RETENCAO_AUDITORIA_PADRAO_DIAS = 1825;

/** Dias de retenção configurados (AUDITORIA_RETENCAO_DIAS inteiro >= 1; senão o padrão). */
export function diasRetencaoAuditoria(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.AUDITORIA_RETENCAO_DIAS);
  return env.AUDITORIA_RETENCAO_DIAS && Number.isInteger(n) && n >= 1 ? n : RETENCAO_AUDITORIA_PADRAO_DIAS;
}

/** Apaga as linhas de auditoria com mais de `dias` dias (como dono); devolve quantas. */
export async function purgarAuditoria(db: Database, dias: number): Promise<number> {
  if (!Number.isInteger(dias) || dias < 1) throw new Error('Retenção da auditoria: dias inválidos');
  return withOwner(db, async (c) => {
    const r = await c.query(`DELETE FROM auditoria WHERE data_hora < now() - make_interval(days => $1)`, [dias]);
    return r.rowCount ?? 0;
  });
}

/** Registra o tipo e o agendamento diário na fila. */
export function registrarRetencaoAuditoria(fila: FilaTarefas, db: Database, dias = diasRetencaoAuditoria()): void {
  fila.registrarTipo<{ dias?: number }>(
    TIPO_RETENCAO_AUDITORIA,
    async ({ dados }) => {
      const apagadas = await purgarAuditoria(db, dados?.dias ?? dias);
      return { mensagem: `${apagadas} registro(s) de auditoria com mais de ${dados?.dias ?? dias} dias apagado(s).`, dados: { apagadas } };
    },
    { tentativas: 3, descricao: () => 'Retenção da auditoria' },
  );
  void fila.agendar(TIPO_RETENCAO_AUDITORIA, '15 3 * * *', { dias }).catch(() => undefined);
}
