/**
 * Tokens de acesso pessoal para o feed OData de BI: o Excel e o Power BI
 * mandam credenciais HTTP Basic, não Bearer. O usuário cria um token (mostrado uma única vez),
 * informa o próprio login como usuário e o token como senha no conector OData.
 *
 * - Formato: `erp_pat_` + 43 caracteres base64url (256 bits de `randomBytes`); no banco só o
 *   SHA-256 (`token_acesso_pessoal.hash`) e o prefixo de 12 caracteres para reconhecê-lo na lista.
 * - Escopo somente leitura: só {@link autenticacaoOData} aceita o token, e só nas rotas GET do
 *   /OData; as permissões são as de Consultar do próprio usuário na empresa em que o token foi
 *   criado (cada token tem a sua `sessao_usuario`, sem refresh token, que dá o contexto).
 * - Revogação imediata: cada requisição confere a linha do token (revogado_em, expira_em) e a
 *   sessão (CacheContexto) — revogado, o pedido seguinte recebe 401.
 * - Criação e revogação deixam uma linha na auditoria.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserContext } from '../../auth/context.ts';
import type { Database } from '../../db/pool.ts';
import { discardTenantTransaction, withOwner } from '../../db/tenant.ts';
import { ApiError, ValidationError, notFound, unauthorized } from '../../http/envelope.ts';
import { registrarAuditoria } from '../auditoria/registro.ts';

export const PREFIXO_TOKEN = 'erp_pat_';
const FORMATO = /^erp_pat_[A-Za-z0-9_-]{43}$/;
/** Validades oferecidas, dias. */
export const VALIDADES_DIAS = [30, 90, 180, 365] as const;
/** Tokens ativos por usuário, no máximo. */
export const MAX_TOKENS_ATIVOS = 20;
/** Cabeçalho do 401 do /OData: faz o Excel/Power BI pedir usuário e senha. */
export const DESAFIO_BASIC = 'Basic realm="ERP OData", charset="UTF-8"';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export interface TokenVisao {
  id: number;
  nome: string;
  prefixo: string;
  escopo: 'leitura';
  emitente_id: number | null;
  emitente_nome: string | null;
  criado_em: string;
  expira_em: string;
  ultimo_uso: string | null;
  ultimo_ip: string | null;
  revogado_em: string | null;
  situacao: 'ativo' | 'revogado' | 'expirado';
}

const wire = (col: string) => `to_char(${col} AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD"T"HH24:MI:SS')`;
const VISAO = `p.id, p.nome, p.prefixo, p.escopo, p.emitente_id, e.nome AS emitente_nome, ${wire('p.criado_em')} AS criado_em,
  ${wire('p.expira_em')} AS expira_em, ${wire('p.ultimo_uso')} AS ultimo_uso, p.ultimo_ip, ${wire('coalesce(p.revogado_em, s.revogado_em)')} AS revogado_em,
  CASE WHEN p.revogado_em IS NOT NULL OR s.revogado_em IS NOT NULL THEN 'revogado' WHEN p.expira_em <= now() THEN 'expirado' ELSE 'ativo' END AS situacao`;

/** Os tokens do usuário, mais novos primeiro. */
export async function listarTokens(db: Database, ctx: UserContext): Promise<TokenVisao[]> {
  const { rows } = await db.pool.query(
    `SELECT ${VISAO} FROM token_acesso_pessoal p JOIN sessao_usuario s ON s.id = p.sessao_id LEFT JOIN emitente e ON e.id = p.emitente_id WHERE p.usuario_id = $1 ORDER BY p.criado_em DESC, p.id DESC`,
    [ctx.usuarioId],
  );
  return rows;
}

/**
 * Cria um token para o usuário de `ctx` na empresa em que ele está.
 * Corpo: `{ nome: texto 3..60, validade_dias?: 30|90|180|365 (padrão 90) }`.
 * @returns a visão do token mais `token` (o segredo, só nesta resposta).
 * @throws ValidationError (400) com o campo; ApiError 400 com {@link MAX_TOKENS_ATIVOS} ativos.
 */
export async function criarToken(db: Database, ctx: UserContext, body: unknown, ip: string | null): Promise<TokenVisao & { token: string }> {
  const b = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const nome = typeof b.nome === 'string' ? b.nome.trim().replace(/\s+/g, ' ') : '';
  const erros: Record<string, string[]> = {};
  if (nome.length < 3 || nome.length > 60) erros.nome = ['Informe um nome de 3 a 60 caracteres (ex.: Power BI do financeiro)'];
  const dias = b.validade_dias === undefined || b.validade_dias === null || b.validade_dias === '' ? 90 : Number(b.validade_dias);
  if (!(VALIDADES_DIAS as readonly number[]).includes(dias)) erros.validade_dias = [`Escolha a validade entre ${VALIDADES_DIAS.join(', ')} dias`];
  if (Object.keys(erros).length) throw new ValidationError(erros, Object.values(erros)[0][0]);
  const token = PREFIXO_TOKEN + randomBytes(32).toString('base64url');
  const id = await withOwner(db, async (c) => {
    const { rows: ativos } = await c.query(
      'SELECT count(*)::int AS n FROM token_acesso_pessoal WHERE usuario_id = $1 AND revogado_em IS NULL AND expira_em > now()',
      [ctx.usuarioId],
    );
    if (ativos[0].n >= MAX_TOKENS_ATIVOS) throw new ApiError(400, `Você já tem ${MAX_TOKENS_ATIVOS} tokens ativos. Revogue um que não use mais.`);
    const sid = randomUUID();
    await c.query(
      `INSERT INTO sessao_usuario (id, usuario_id, emitente_id, distribuidor_master_id, distribuidor_id, revenda_id, lembrar_me, ip, user_agent, expira_em)
       VALUES ($1, $2, $3, $4, $5, $6, false, $7, $8, now() + make_interval(days => $9))`,
      [sid, ctx.usuarioId, ctx.emitenteId, ctx.masterId, ctx.distribuidorId, ctx.revendaId, ip, `Token de acesso pessoal (OData): ${nome}`.slice(0, 300), dias],
    );
    const { rows } = await c.query(
      `INSERT INTO token_acesso_pessoal (usuario_id, sessao_id, emitente_id, nome, prefixo, hash, expira_em)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(days => $7)) RETURNING id`,
      [ctx.usuarioId, sid, ctx.emitenteId, nome, token.slice(0, 12), sha256(token), dias],
    );
    await registrarAuditoria(c, {
      ctx,
      entidade: 'tokenAcessoPessoal',
      registroId: rows[0].id,
      acao: 'incluir',
      depois: { nome, prefixo: token.slice(0, 12), escopo: 'leitura', validade_dias: dias },
    });
    return rows[0].id as number;
  });
  const visao = (await listarTokens(db, ctx)).find((t) => t.id === id)!;
  return { ...visao, token };
}

/**
 * Revoga um token do usuário (e a sessão dele): o próximo pedido com ele recebe 401.
 * @throws ApiError 404 quando o token não é do usuário ou já foi revogado.
 */
export async function revogarToken(app: FastifyInstance, db: Database, ctx: UserContext, id: number): Promise<void> {
  const sid = await withOwner(db, async (c) => {
    const { rows } = await c.query(
      `UPDATE token_acesso_pessoal SET revogado_em = now() WHERE id = $1 AND usuario_id = $2 AND revogado_em IS NULL RETURNING sessao_id, nome, prefixo`,
      [id, ctx.usuarioId],
    );
    if (!rows[0]) throw notFound('Token não encontrado ou já revogado.');
    await c.query(`UPDATE sessao_usuario SET revogado_em = now(), motivo_revogacao = 'token de acesso revogado' WHERE id = $1 AND revogado_em IS NULL`, [
      rows[0].sessao_id,
    ]);
    await registrarAuditoria(c, {
      ctx,
      entidade: 'tokenAcessoPessoal',
      registroId: id,
      acao: 'excluir',
      antes: { nome: rows[0].nome, prefixo: rows[0].prefixo, escopo: 'leitura' },
      descricao: 'Token revogado',
    });
    return rows[0].sessao_id as string;
  });
  app.contextos.esquecer(sid);
}

/** Login e senha de um cabeçalho `Authorization: Basic ...`, ou null quando malformado. */
export function lerBasic(header: string): { login: string; senha: string } | null {
  let texto: string;
  try {
    texto = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  } catch {
    return null;
  }
  const i = texto.indexOf(':');
  if (i <= 0) return null;
  return { login: texto.slice(0, i), senha: texto.slice(i + 1) };
}

/**
 * preHandler das rotas GET do /OData: aceita `Authorization: Basic login:token` (token de acesso
 * pessoal) ou o Bearer de sempre (app.authenticateTx). Sem credencial ou com credencial recusada:
 * 401 com `WWW-Authenticate: Basic` (o Excel/Power BI pedem usuário e senha).
 */
export function autenticacaoOData(app: FastifyInstance, db: Database) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const header = req.headers.authorization;
    if (!header?.startsWith('Basic ')) {
      if (!header) reply.header('WWW-Authenticate', DESAFIO_BASIC);
      return app.authenticateTx(req, reply);
    }
    reply.header('WWW-Authenticate', DESAFIO_BASIC);
    const cred = lerBasic(header);
    if (!cred || !FORMATO.test(cred.senha)) {
      throw unauthorized('Use o seu login como usuário e um token de acesso pessoal como senha (Perfil › Tokens de acesso).');
    }
    const { rows } = await db.pool.query(
      `UPDATE token_acesso_pessoal p SET ultimo_uso = now(), ultimo_ip = $2 FROM usuario u
        WHERE p.hash = $1 AND u.id = p.usuario_id AND p.revogado_em IS NULL AND p.expira_em > now()
        RETURNING p.sessao_id, u.login`,
      [sha256(cred.senha), req.ip ? req.ip.slice(0, 45) : null],
    );
    const t = rows[0];
    if (!t || String(t.login).toLowerCase() !== cred.login.trim().toLowerCase()) throw unauthorized('Token de acesso inválido, revogado ou expirado.');
    const ctx = await app.contextos.obterEmTransacao(t.sessao_id);
    if (!ctx) throw unauthorized('Token de acesso inválido, revogado ou expirado.');
    req.ctx = ctx;
    reply.raw.once('close', () => void discardTenantTransaction(ctx));
  };
}
