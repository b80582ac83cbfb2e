/**
 * Gerenciar empresas (SPEC §2 Gestão › empresas/gerenciar, administrador): cada
 * empresa com a sua cadeia, pacote, situação da licença, último acesso e NF-e autorizadas no mês;
 * e a transferência de uma empresa para outra revenda (a cadeia da empresa, dos seus usuários e das
 * faturas em aberto passa a ser a da revenda nova; as pagas ficam com quem as pagou).
 */
import type { Client } from '../../db/tenant.ts';
import { ApiError, notFound, ValidationError } from '../../http/envelope.ts';
import { instanteDoBanco } from '../../../domain/relogio.ts';

export interface EmpresaGerenciada {
  id: number;
  nome: string;
  cnpj: string;
  ativo: boolean;
  tipo_pacote: number;
  distribuidor_master: string;
  distribuidor: string;
  revenda_id: number;
  revenda: string;
  /** 'em_dia' | 'vencida' | 'bloqueada' | 'sem_fatura' */
  licenca: string;
  ultimo_acesso: string | null;
  nfe_mes: number;
}

/** Todas as empresas (como dono; a rota exige o administrador). */
export async function listarEmpresas(c: Client, hoje: string): Promise<EmpresaGerenciada[]> {
  const { rows } = await c.query(
    `SELECT e.id, e.nome, e.cnpj, e.ativo, e.tipo_pacote, dm.nome AS distribuidor_master, d.nome AS distribuidor, e.revenda_id, r.nome AS revenda,
            CASE WHEN v.venc IS NULL THEN CASE WHEN EXISTS (SELECT 1 FROM licenca_recebivel x WHERE x.emitente_id = e.id) THEN 'em_dia' ELSE 'sem_fatura' END
                 WHEN v.venc + p.dias_bloqueio < $1::date THEN 'bloqueada' ELSE 'vencida' END AS licenca,
            (SELECT max(u.ultimo_acesso) FROM usuario u WHERE u.emitente_id = e.id) AS ultimo_acesso,
            (SELECT count(*)::int FROM faturamento_nfe n WHERE n.emitente_id = e.id AND n.cstat = '100' AND n.alterado_em >= date_trunc('month', $1::date)) AS nfe_mes
       FROM emitente e
       JOIN distribuidor_master dm ON dm.id = e.distribuidor_master_id
       JOIN distribuidor d ON d.id = e.distribuidor_id
       JOIN revenda r ON r.id = e.revenda_id
       JOIN parametro_licenca p ON p.id = 1
       LEFT JOIN LATERAL (SELECT min(l.vencimento) AS venc FROM licenca_recebivel l WHERE l.emitente_id = e.id AND l.situacao = 'aberto' AND l.vencimento < $1::date) v ON true
      ORDER BY e.nome`,
    [hoje],
  );
  return rows.map((r) => ({ ...r, ultimo_acesso: r.ultimo_acesso ? instanteDoBanco(r.ultimo_acesso).toISOString() : null }));
}

/**
 * Move a empresa `emitenteId` para a revenda `revendaId` (e o distribuidor/master dela).
 * @throws ValidationError 400 sem revenda válida ou ativa; 404 empresa inexistente; 400 se já é dessa revenda.
 */
export async function transferirEmpresa(
  c: Client,
  emitenteId: number,
  revendaId: unknown,
): Promise<{ emitente_id: number; revenda_id: number; faturas_movidas: number }> {
  const rid = Number(revendaId);
  if (!Number.isSafeInteger(rid) || rid <= 0)
    throw new ValidationError({ revenda_id: ['Informe a revenda de destino'] }, 'revenda_id: informe a revenda de destino.');
  const rev = await c.query('SELECT id, distribuidor_id, distribuidor_master_id, ativo FROM revenda WHERE id = $1', [rid]);
  if (!rev.rows[0]?.ativo) throw new ValidationError({ revenda_id: ['Revenda não encontrada ou inativa'] }, 'revenda_id: revenda não encontrada ou inativa.');
  const emp = await c.query('SELECT revenda_id FROM emitente WHERE id = $1', [emitenteId]);
  if (!emp.rows[0]) throw notFound('Empresa não encontrada.');
  if (emp.rows[0].revenda_id === rid) throw new ApiError(400, 'A empresa já é desta revenda.', { revenda_id: ['Mesma revenda'] });
  const cadeia = [emitenteId, rev.rows[0].distribuidor_master_id, rev.rows[0].distribuidor_id, rid];
  await c.query('UPDATE emitente SET distribuidor_master_id = $2, distribuidor_id = $3, revenda_id = $4 WHERE id = $1', cadeia);
  await c.query('UPDATE usuario SET distribuidor_master_id = $2, distribuidor_id = $3, revenda_id = $4 WHERE emitente_id = $1', cadeia);
  const f = await c.query(
    `UPDATE licenca_recebivel SET distribuidor_master_id = $2, distribuidor_id = $3, revenda_id = $4 WHERE emitente_id = $1 AND situacao = 'aberto'`,
    cadeia,
  );
  for (const t of ['boleto_licenca_recebivel', 'cobranca_licenca']) {
    await c.query(
      `UPDATE ${t} x SET distribuidor_master_id = $2, distribuidor_id = $3, revenda_id = $4
         FROM licenca_recebivel l WHERE x.licenca_recebivel_id = l.id AND l.emitente_id = $1 AND l.situacao = 'aberto'`,
      cadeia,
    );
  }
  return { emitente_id: emitenteId, revenda_id: rid, faturas_movidas: f.rowCount ?? 0 };
}
