/**
 * Planos e atualizações de plano (SPEC §2 licencarecebivel/consultarlicencas
 * e /atualizacoesplano, §7 `POST /v1/AtualizacaoPlano/confirmarPlano/` e `cancelarPlano/{id}`).
 *
 * - {@link consultarLicencas}: empresas visíveis (RLS) com o plano vigente (pacote), usuários ativos,
 *   valor mensal (R$, a mesma conta da fatura), situação da licença e a última fatura.
 * - {@link confirmarPlano} `{ emitente_id, tipo_pacote }`: troca o pacote da empresa na hora (a
 *   próxima fatura já usa o plano novo), libera ao perfil proprietário as regras de empresa do pacote
 *   novo (src/domain/permissoes.ts `REGRAS_EMPRESA.pacoteMinimo`) e registra a troca.
 * - {@link cancelarPlano}: desfaz a ÚLTIMA troca confirmada da empresa (volta ao pacote anterior).
 */
import type { TenantContext } from '../../db/tenant.ts';
import type { Client } from '../../db/tenant.ts';
import { ApiError, notFound, ValidationError } from '../../http/envelope.ts';
import { REGRAS_EMPRESA } from '../../../domain/permissoes.ts';
import { instanteDoBanco } from '../../../domain/relogio.ts';

export interface LicencaEmpresa {
  emitente_id: number;
  emitente: string;
  cnpj: string;
  tipo_pacote: number;
  plano: string | null;
  usuarios: number;
  usuarios_inclusos: number | null;
  valor_mensal: string | null;
  /** 'em_dia' | 'vencida' | 'bloqueada' | 'sem_fatura' */
  licenca: string;
  ultima_competencia: string | null;
  ultima_situacao: string | null;
}

/** Licença de cada empresa visível ao chamador (a empresa: só a sua). */
export async function consultarLicencas(c: Client, hoje: string, emitenteId: number | null): Promise<LicencaEmpresa[]> {
  const { rows } = await c.query(
    `SELECT e.id AS emitente_id, e.nome AS emitente, e.cnpj, e.tipo_pacote, pl.descricao AS plano, u.n AS usuarios, pl.usuarios_inclusos,
            (pl.valor_mensal + greatest(0, u.n - pl.usuarios_inclusos) * pl.valor_usuario_adicional)::numeric(15,2)::text AS valor_mensal,
            CASE WHEN v.venc IS NULL THEN CASE WHEN ul.competencia IS NULL THEN 'sem_fatura' ELSE 'em_dia' END
                 WHEN v.venc + p.dias_bloqueio < $1::date THEN 'bloqueada' ELSE 'vencida' END AS licenca,
            to_char(ul.competencia, 'YYYY-MM') AS ultima_competencia, ul.situacao AS ultima_situacao
       FROM emitente e
       JOIN parametro_licenca p ON p.id = 1
       LEFT JOIN LATERAL (SELECT x.* FROM plano_licenca x WHERE x.ativo AND x.tipo_pacote <= e.tipo_pacote ORDER BY x.tipo_pacote DESC LIMIT 1) pl ON true
       CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM usuario us WHERE us.emitente_id = e.id AND us.ativo) u
       LEFT JOIN LATERAL (SELECT min(l.vencimento) AS venc FROM licenca_recebivel l WHERE l.emitente_id = e.id AND l.situacao = 'aberto' AND l.vencimento < $1::date) v ON true
       LEFT JOIN LATERAL (SELECT l.competencia, l.situacao FROM licenca_recebivel l WHERE l.emitente_id = e.id ORDER BY l.competencia DESC LIMIT 1) ul ON true
      WHERE e.ativo ${emitenteId ? 'AND e.id = $2' : ''}
      ORDER BY e.nome`,
    emitenteId ? [hoje, emitenteId] : [hoje],
  );
  return rows;
}

export interface AtualizacaoPlano {
  id: number;
  emitente_id: number;
  emitente: string;
  tipo_pacote_anterior: number;
  tipo_pacote_novo: number;
  situacao: 'confirmado' | 'cancelado';
  criado_em: string;
  cancelado_em: string | null;
}

const SELECT = `SELECT a.id, a.emitente_id, e.nome AS emitente, a.tipo_pacote_anterior, a.tipo_pacote_novo, a.situacao, a.criado_em, a.cancelado_em
                  FROM atualizacao_plano a JOIN emitente e ON e.id = a.emitente_id`;
const visao = (r: Record<string, unknown>): AtualizacaoPlano =>
  ({
    ...r,
    criado_em: instanteDoBanco(r.criado_em as string).toISOString(),
    cancelado_em: r.cancelado_em ? instanteDoBanco(r.cancelado_em as string).toISOString() : null,
  }) as AtualizacaoPlano;

/** Trocas de plano visíveis (as mais recentes primeiro, até 200). */
export async function listarAtualizacoes(c: Client): Promise<AtualizacaoPlano[]> {
  const { rows } = await c.query(`${SELECT} ORDER BY a.id DESC LIMIT 200`);
  return rows.map(visao);
}

/** Aplica `novo` ao emitente e libera as regras de empresa do pacote ao perfil proprietário. */
async function aplicarPacote(c: Client, emitenteId: number, novo: number): Promise<void> {
  await c.query('UPDATE emitente SET tipo_pacote = $2 WHERE id = $1', [emitenteId, novo]);
  const regras = REGRAS_EMPRESA.filter((r) => r.pacoteMinimo <= novo).map((r) => r.regra);
  await c.query(
    `INSERT INTO emitente_restricao (emitente_id, emitente_tipo_usuario_id, regra)
     SELECT $1, t.id, r FROM emitente_tipo_usuario t CROSS JOIN unnest($2::varchar[]) r WHERE t.emitente_id = $1 AND t.administrador
     ON CONFLICT (emitente_id, emitente_tipo_usuario_id, regra) DO NOTHING`,
    [emitenteId, regras],
  );
}

/**
 * Confirma a troca de plano. `c` deve estar numa transação com `erp.emitente_id` = a empresa alvo
 * (as regras de empresa têm RLS por empresa) e o nível da cadeia do chamador (que precisa enxergar a empresa).
 * @throws ValidationError 400 (campos), 404 empresa fora da cadeia, 400 pacote igual ao atual.
 */
export async function confirmarPlano(c: Client, ctx: TenantContext, corpo: unknown): Promise<AtualizacaoPlano> {
  const b = (corpo ?? {}) as Record<string, unknown>;
  const emitenteId = Number(b.emitente_id);
  const novo = Number(b.tipo_pacote);
  const erros: Record<string, string[]> = {};
  if (!Number.isSafeInteger(emitenteId) || emitenteId <= 0) erros.emitente_id = ['Informe a empresa'];
  if (!Number.isSafeInteger(novo) || novo < 1) erros.tipo_pacote = ['Informe o pacote'];
  else if (!(await c.query('SELECT 1 FROM plano_licenca WHERE tipo_pacote = $1 AND ativo', [novo])).rows[0])
    erros.tipo_pacote = ['Não há plano ativo para este pacote'];
  if (Object.keys(erros).length) {
    const [k, v] = Object.entries(erros)[0];
    throw new ValidationError(erros, `${k}: ${v[0]}.`);
  }
  const { rows } = await c.query('SELECT id, tipo_pacote, distribuidor_master_id, distribuidor_id, revenda_id FROM emitente WHERE id = $1 FOR UPDATE', [
    emitenteId,
  ]);
  const e = rows[0];
  if (!e) throw notFound('Empresa não encontrada na sua cadeia.');
  if (e.tipo_pacote === novo) throw new ApiError(400, 'A empresa já está neste plano.', { tipo_pacote: ['Igual ao atual'] });
  await aplicarPacote(c, emitenteId, novo);
  const ins = await c.query(
    `INSERT INTO atualizacao_plano (emitente_id, distribuidor_master_id, distribuidor_id, revenda_id, tipo_pacote_anterior, tipo_pacote_novo, usuario_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [emitenteId, e.distribuidor_master_id, e.distribuidor_id, e.revenda_id, e.tipo_pacote, novo, ctx.usuarioId],
  );
  return visao((await c.query(`${SELECT} WHERE a.id = $1`, [ins.rows[0].id])).rows[0]);
}

/** Empresa de uma atualização visível (para abrir a transação com ela), ou 404. */
export async function empresaDaAtualizacao(c: Client, id: number): Promise<number> {
  const { rows } = await c.query('SELECT emitente_id FROM atualizacao_plano WHERE id = $1', [id]);
  if (!rows[0]) throw notFound('Atualização de plano não encontrada.');
  return rows[0].emitente_id;
}

/**
 * Cancela a atualização `id`: só a última confirmada da empresa; volta ao pacote anterior.
 * @throws 404 inexistente/fora da cadeia; 400 já cancelada ou não é a última.
 */
export async function cancelarPlano(c: Client, id: number): Promise<AtualizacaoPlano> {
  const { rows } = await c.query('SELECT id, emitente_id, situacao, tipo_pacote_anterior FROM atualizacao_plano WHERE id = $1 FOR UPDATE', [id]);
  const a = rows[0];
  if (!a) throw notFound('Atualização de plano não encontrada.');
  if (a.situacao !== 'confirmado') throw new ApiError(400, 'Esta atualização de plano já foi cancelada.', { situacao: [a.situacao] });
  const ultima = await c.query(`SELECT max(id) AS id FROM atualizacao_plano WHERE emitente_id = $1 AND situacao = 'confirmado'`, [a.emitente_id]);
  if (ultima.rows[0].id !== a.id) throw new ApiError(400, 'Só a última troca de plano da empresa pode ser cancelada.', { id: ['Não é a última'] });
  await aplicarPacote(c, a.emitente_id, a.tipo_pacote_anterior);
  await c.query(`UPDATE atualizacao_plano SET situacao = 'cancelado', cancelado_em = now() WHERE id = $1`, [id]);
  return visao((await c.query(`${SELECT} WHERE a.id = $1`, [id])).rows[0]);
}
