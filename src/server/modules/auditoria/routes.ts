/**
 * Consulta da trilha de auditoria (SPEC §2 Configurações › auditoria/consultar; regra
 * `Permitir.Auditoria.Consultar` do perfil na empresa). Somente leitura — a tabela é append-only.
 *
 * - `GET /v1/auditoria/?entidade&acao&usuario_id&registro_id&de&ate&pagina&tamanho` -> `Data`
 *   `{ itens, total, pagina, tamanho }`, mais recentes primeiro; numa alteração, `alterados` traz
 *   os títulos dos campos que mudaram (até 8; `[]` = gravada sem mudança). `de`/`ate` são datas AAAA-MM-DD no
 *   fuso do servidor (-03:00), inclusivas; `tamanho` 1..100 (padrão 25). Filtro inválido -> 400
 *   nomeando o campo.
 * - `GET /v1/auditoria/Opcoes` -> `{ entidades: [{id, titulo}], usuarios: [{id, login, nome}],
 *   acoes: [{id, titulo}] }` que aparecem na trilha da empresa (para os filtros).
 * - `GET /v1/auditoria/:id` -> a linha com `campos: [{campo, titulo, antes, depois}]`, a diferença
 *   lado a lado com os rótulos do registro (listas filhas inteiras, como arrays).
 *
 * Sempre filtrado pela empresa da sessão (predicado explícito + RLS).
 */
import type { FastifyInstance } from 'fastify';
import type { Registry } from '../../../../schema/registry.ts';
import type { UserContext } from '../../auth/context.ts';
import { hasRule } from '../../auth/permissions.ts';
import { SERVER_TIME_ZONE, type Database } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import { ValidationError, forbidden, notFound, ok } from '../../http/envelope.ts';
import { registrarContextoAuditoria, type AcaoAuditoria } from './registro.ts';
import { acao } from '../../http/contrato.ts';
import { CONFIGURACAO } from '../../../contratos/configuracao.ts';

export const TITULOS_ACAO: Readonly<Record<AcaoAuditoria, string>> = {
  incluir: 'Inclusão',
  alterar: 'Alteração',
  excluir: 'Exclusão',
  transmitir: 'Transmissão de NF-e',
  cancelar: 'Cancelamento de NF-e',
  carta_correcao: 'Carta de Correção',
  inutilizar: 'Inutilização',
  outra: 'Outra',
};

/** Títulos do que é auditado sem ser entidade do registro. */
const TITULOS_FORA_DO_REGISTRO: Readonly<Record<string, string>> = {
  tokenAcessoPessoal: 'Token de acesso pessoal',
  documentoFiscalXml: 'XML de NF-e arquivado',
};

function exigirConsulta(ctx: UserContext): number {
  if (ctx.emitenteId === null) throw forbidden('Selecione uma empresa para consultar a auditoria.');
  if (!hasRule(ctx, 'emitente', 'Permitir.Auditoria.Consultar')) throw forbidden('Você não tem permissão para esta operação (Permitir.Auditoria.Consultar).');
  return ctx.emitenteId;
}

const DATA = /^\d{4}-\d{2}-\d{2}$/;

/** Filtros da lista validados em cláusulas com parâmetros ($1 = empresa). @throws ValidationError */
function filtros(q: Record<string, unknown>, emitenteId: number): { where: string; params: unknown[]; pagina: number; tamanho: number } {
  const erros: Record<string, string[]> = {};
  const params: unknown[] = [emitenteId, SERVER_TIME_ZONE];
  const conds = ['a.emitente_id = $1'];
  const texto = (k: string) => (typeof q[k] === 'string' && (q[k] as string).trim() !== '' ? (q[k] as string).trim() : null);
  const inteiro = (k: string, min: number, max: number, padrao: number) => {
    const t = texto(k);
    if (t === null) return padrao;
    const n = Number(t);
    if (!Number.isInteger(n) || n < min || n > max) {
      erros[k] = [`Informe um número de ${min} a ${max}`];
      return padrao;
    }
    return n;
  };
  const entidade = texto('entidade');
  if (entidade) conds.push(`a.entidade = $${params.push(entidade)}`);
  const acao = texto('acao');
  if (acao) {
    if (!(acao in TITULOS_ACAO)) erros.acao = ['Ação desconhecida'];
    else conds.push(`a.acao = $${params.push(acao)}`);
  }
  const usuario = texto('usuario_id');
  if (usuario) conds.push(`a.usuario_id = $${params.push(inteiro('usuario_id', 1, 2_147_483_647, 0))}`);
  const registro = texto('registro_id');
  if (registro) conds.push(`a.registro_id = $${params.push(registro.slice(0, 255))}`);
  for (const [k, op, extra] of [
    ['de', '>=', ''],
    ['ate', '<', " + interval '1 day'"],
  ] as const) {
    const d = texto(k);
    if (!d) continue;
    if (!DATA.test(d) || Number.isNaN(Date.parse(d))) erros[k] = ['Data inválida (AAAA-MM-DD)'];
    else conds.push(`a.data_hora ${op} ($${params.push(d)}::date${extra})::timestamp AT TIME ZONE $2`);
  }
  const pagina = inteiro('pagina', 1, 1_000_000, 1);
  const tamanho = inteiro('tamanho', 1, 100, 25);
  if (Object.keys(erros).length) {
    const [campo, msgs] = Object.entries(erros)[0];
    throw new ValidationError(erros, `${campo}: ${msgs[0]}`);
  }
  return { where: conds.join(' AND '), params, pagina, tamanho };
}

const COLUNAS = `a.id, to_char(a.data_hora AT TIME ZONE $2::text, 'YYYY-MM-DD"T"HH24:MI:SS') AS data_hora, a.usuario_id, a.usuario_login,
  u.nome AS usuario_nome, a.ip, a.entidade, a.registro_id, a.acao, a.descricao`;

/** Título de um campo (ou lista filha) da entidade no registro; o próprio nome fora dele. */
function rotuloDoCampo(registry: Registry, entidade: string, campo: string): string {
  const e = registry.entities.find((x) => x.id === entidade);
  if (e?.properties[campo]) return e.properties[campo].title ?? campo;
  const filho = e?.erp.children?.[campo];
  return filho ? (registry.entities.find((x) => x.id === filho)?.erp.plural ?? campo) : campo;
}

export function registerAuditoriaRoutes(app: FastifyInstance, db: Database, registry: Registry): void {
  registrarContextoAuditoria(app);
  const auth = { preHandler: app.authenticate };
  const tituloEntidade = (id: string) => registry.entities.find((e) => e.id === id)?.title ?? TITULOS_FORA_DO_REGISTRO[id] ?? id;

  app.get('/v1/auditoria/', acao(CONFIGURACAO.auditoriaListar, auth), async (req) => {
    const emitenteId = exigirConsulta(req.ctx);
    const f = filtros(req.query as Record<string, unknown>, emitenteId);
    return withTenant(db, req.ctx, async (c) => {
      // $2 (fuso) é usado só nas datas; tipado aqui para a contagem aceitar a mesma lista de parâmetros
      const { rows: total } = await c.query(`SELECT count(*)::int AS n FROM auditoria a WHERE ${f.where} AND $2::text IS NOT NULL`, f.params);
      const { rows } = await c.query(
        `SELECT ${COLUNAS},
                (SELECT count(*) FROM jsonb_object_keys(coalesce(a.depois, a.antes, '{}'::jsonb)))::int AS campos,
                CASE WHEN a.acao = 'alterar' THEN
                  (SELECT coalesce(array_agg(k), '{}') FROM (SELECT jsonb_object_keys(coalesce(a.depois, a.antes, '{}'::jsonb)) AS k LIMIT 8) x)
                END AS chaves
           FROM auditoria a LEFT JOIN usuario u ON u.id = a.usuario_id
          WHERE ${f.where} ORDER BY a.data_hora DESC, a.id DESC LIMIT ${f.tamanho} OFFSET ${(f.pagina - 1) * f.tamanho}`,
        f.params,
      );
      const itens = rows.map(({ chaves, ...r }) => ({
        ...r,
        // alteração: os títulos dos campos que mudaram (até 8), para a lista dizer o quê sem abrir a linha
        alterados: Array.isArray(chaves) ? (chaves as string[]).map((k) => rotuloDoCampo(registry, r.entidade, k)) : null,
        id: Number(r.id),
        entidade_titulo: tituloEntidade(r.entidade),
        acao_titulo: TITULOS_ACAO[r.acao as AcaoAuditoria],
      }));
      return ok({ itens, total: total[0].n, pagina: f.pagina, tamanho: f.tamanho });
    });
  });

  app.get('/v1/auditoria/Opcoes', acao(CONFIGURACAO.auditoriaOpcoes, auth), async (req) => {
    const emitenteId = exigirConsulta(req.ctx);
    return withTenant(db, req.ctx, async (c) => {
      const { rows: ent } = await c.query('SELECT DISTINCT entidade FROM auditoria WHERE emitente_id = $1 ORDER BY entidade', [emitenteId]);
      const { rows: usu } = await c.query(
        `SELECT DISTINCT a.usuario_id AS id, a.usuario_login AS login, u.nome FROM auditoria a LEFT JOIN usuario u ON u.id = a.usuario_id
          WHERE a.emitente_id = $1 ORDER BY a.usuario_login`,
        [emitenteId],
      );
      return ok({
        entidades: ent.map((r) => ({ id: r.entidade, titulo: tituloEntidade(r.entidade) })).sort((a, b) => a.titulo.localeCompare(b.titulo, 'pt-BR')),
        usuarios: usu,
        acoes: Object.entries(TITULOS_ACAO).map(([id, titulo]) => ({ id, titulo })),
      });
    });
  });

  app.get('/v1/auditoria/:id', acao(CONFIGURACAO.auditoriaDetalhe, auth), async (req) => {
    const emitenteId = exigirConsulta(req.ctx);
    const raw = (req.params as { id: string }).id;
    if (!/^\d{1,18}$/.test(raw)) throw new ValidationError({ id: ['Identificador inválido'] }, 'Identificador inválido.');
    const linha = await withTenant(db, req.ctx, async (c) => {
      const { rows } = await c.query(
        `SELECT ${COLUNAS}, a.antes, a.depois FROM auditoria a LEFT JOIN usuario u ON u.id = a.usuario_id WHERE a.emitente_id = $1 AND a.id = $3`,
        [emitenteId, SERVER_TIME_ZONE, raw],
      );
      return rows[0];
    });
    if (!linha) throw notFound('Registro de auditoria não encontrado.');
    const antes = (linha.antes ?? {}) as Record<string, unknown>;
    const depois = (linha.depois ?? {}) as Record<string, unknown>;
    const campos = [...new Set([...Object.keys(antes), ...Object.keys(depois)])].map((campo) => ({
      campo,
      titulo: rotuloDoCampo(registry, linha.entidade, campo),
      antes: campo in antes ? antes[campo] : null,
      depois: campo in depois ? depois[campo] : null,
    }));
    const { antes: _a, depois: _d, ...resto } = linha;
    return ok({
      ...resto,
      id: Number(linha.id),
      entidade_titulo: tituloEntidade(linha.entidade),
      acao_titulo: TITULOS_ACAO[linha.acao as AcaoAuditoria],
      campos,
    });
  });
}
