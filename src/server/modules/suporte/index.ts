/**
 * Suporte: tickets de suporte do emitente, respondidos pela cadeia de revenda.
 *
 * Lado do emitente (regra Permitir.Ticket.*, fonte emitente):
 * - CRUD genérico /v1/ticket (POST com a primeira mensagem em `Mensagem: [{texto, anexos?}]`); o
 *   hook preenche aberto_por, situação 'aberto' e o autor/lado das mensagens; um PUT nunca mexe
 *   nas mensagens (só se acrescentam, pela rota abaixo).
 * - `POST /v1/ticket/{id}/mensagens` {texto, anexos?}: nova mensagem do lado 'empresa'.
 *
 * O texto das mensagens é HTML saneado (editor de texto rico; texto puro vira parágrafos).
 *
 * Lado do suporte (usuários da cadeia: administrador, distribuidor master, distribuidor, revenda),
 * com a visibilidade do emitente pela RLS (política "cadeia" das tabelas de ticket):
 * - `GET /v1/suporte/tickets[?situacao=]`: tickets da subárvore (administrador: todos);
 * - `GET /v1/suporte/tickets/{id}`: o ticket com as mensagens;
 * - `POST /v1/suporte/tickets/{id}/mensagens` {texto, anexos?}: resposta do lado 'suporte'
 *   (atribui o ticket a quem respondeu, se ninguém; situação 'aguardando_cliente');
 * - `PUT /v1/suporte/tickets/{id}/situacao` {situacao}.
 *
 * A cada mensagem nova o hub envia `NotificacaoTicket(ticketId, resumo)` ao outro lado: resposta
 * do suporte -> quem abriu; mensagem do emitente -> o atribuído, ou (sem atribuição) os usuários
 * administradores e os da revenda do emitente.
 *
 * Anexos (imagens/PDF até 5 MB) — ver anexos.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withOwner, withTenant, type Client, type TenantContext } from '../../db/tenant.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { ApiError, ValidationError, forbidden, notFound, ok } from '../../http/envelope.ts';
import { hasRule, regra, type Acao } from '../../auth/permissions.ts';
import type { UserContext } from '../../auth/context.ts';
import { registrarHook } from '../../crud/hooks.ts';
import { registerAnexoRoutes, validarAnexos } from './anexos.ts';
import { sanitizarHtml, textoDoHtml } from '../../html/sanitizar.ts';
import { acao } from '../../http/contrato.ts';
import { SUPORTE } from '../../../contratos/suporte.ts';

export const SITUACOES = ['aberto', 'em_atendimento', 'aguardando_cliente', 'resolvido', 'fechado'] as const;
const NIVEIS_SUPORTE = new Set(['admin', 'master', 'distribuidor', 'revenda']);

export const ehSuporte = (ctx: UserContext): boolean => NIVEIS_SUPORTE.has(ctx.nivel);

function exigirSuporte(ctx: UserContext): void {
  if (!ehSuporte(ctx)) throw forbidden('Somente a cadeia de revenda e o administrador respondem tickets.');
}

function exigirEmitente(ctx: UserContext, acao: Acao): void {
  if (ctx.emitenteId === null) throw forbidden('Selecione uma empresa para acessar os tickets.');
  const r = regra('Ticket', acao);
  if (!hasRule(ctx, 'emitente', r)) throw forbidden(`Você não tem permissão para esta operação (${r}).`);
}

/** Resumo em texto puro (até 120 caracteres) de uma mensagem em HTML, para a notificação. */
const resumo = (html: string): string => {
  const texto = textoDoHtml(html);
  return texto.length > 120 ? texto.slice(0, 117) + '...' : texto;
};

function idDe(req: FastifyRequest): number {
  const id = Number((req.params as { id?: string }).id);
  if (!Number.isInteger(id) || id <= 0 || id > 2 ** 31 - 1) throw notFound('Ticket não encontrado.');
  return id;
}

function textoDe(body: unknown): { texto: string; anexos: string | null } {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const texto = typeof b.texto === 'string' ? sanitizarHtml(b.texto.trim(), { midia: false }) : '';
  if (!texto) throw new ValidationError({ texto: ['Campo obrigatório'] }, 'Escreva a mensagem.');
  if (texto.length > 20000) throw new ValidationError({ texto: ['No máximo 20000 caracteres'] }, 'Mensagem: no máximo 20000 caracteres.');
  let anexos: string | null = null;
  if (b.anexos !== undefined && b.anexos !== null && b.anexos !== '') {
    anexos = typeof b.anexos === 'string' ? b.anexos : JSON.stringify(b.anexos);
  }
  return { texto, anexos };
}

async function nomeDoUsuario(c: Client, id: number): Promise<string> {
  const { rows } = await c.query('SELECT nome FROM usuario WHERE id = $1', [id]);
  return String(rows[0]?.nome ?? `Usuário ${id}`).slice(0, 100);
}

interface TicketLinha {
  emitente_id: number;
  id: number;
  situacao: string;
  aberto_por: number | null;
  atribuido_a: number | null;
  assunto: string;
}

async function ticketVisivel(c: Client, id: number, ctx: TenantContext, soDoEmitente: boolean): Promise<TicketLinha> {
  const { rows } = await c.query(
    `SELECT emitente_id, id, situacao, aberto_por, atribuido_a, assunto FROM ticket WHERE id = $1 ${soDoEmitente ? 'AND emitente_id = $2' : ''} LIMIT 1 FOR UPDATE`,
    soDoEmitente ? [id, ctx.emitenteId] : [id],
  );
  if (!rows[0]) throw notFound('Ticket não encontrado.');
  return rows[0];
}

async function carregarMensagens(c: Client, emitenteId: number, id: number) {
  const { rows } = await c.query(
    `SELECT id, emitente_id, ticket_id, texto, autor_usuario_id, autor_nome, lado, anexos, criado_em
       FROM ticket_mensagem WHERE emitente_id = $1 AND ticket_id = $2 ORDER BY criado_em, id`,
    [emitenteId, id],
  );
  return rows;
}

export function registerSuporteRoutes(app: FastifyInstance, config: Config, db: Database, _registry: Registry): void {
  /** Quem recebe a notificação de uma mensagem do emitente. */
  async function destinatariosDoSuporte(t: TicketLinha): Promise<number[]> {
    if (t.atribuido_a) return [t.atribuido_a];
    return withOwner(db, async (c) => {
      const { rows } = await c.query(
        `SELECT u.id FROM usuario u JOIN tipo_usuario tu ON tu.id = u.tipo_usuario_id
          WHERE u.ativo AND (tu.nivel = 'admin' OR tu.id = 1
             OR (tu.nivel = 'revenda' AND u.revenda_id = (SELECT revenda_id FROM emitente WHERE id = $1)))`,
        [t.emitente_id],
      );
      return rows.map((r) => Number(r.id));
    });
  }

  function notificar(usuarios: Iterable<number>, ticketId: number, texto: string, exceto: number): void {
    const hub = app.hub;
    if (!hub) return;
    for (const u of new Set(usuarios)) {
      if (u === exceto) continue;
      hub.notificarUsuario(u, 'NotificacaoTicket', [ticketId, resumo(texto)]).catch((err) => app.log.warn({ err }, 'NotificacaoTicket falhou'));
    }
  }

  registrarHook('ticket', {
    antesDeGravar: async ({ c, ctx, record, children, current }) => {
      if (current) {
        // as mensagens só se acrescentam (POST /v1/ticket/{id}/mensagens)
        delete children.Mensagem;
        return;
      }
      const msgs = children.Mensagem ?? [];
      if (!msgs.length) throw new ValidationError({ Mensagem: ['Descreva o problema na primeira mensagem'] }, 'Descreva o problema na primeira mensagem.');
      record.aberto_por = ctx.usuarioId;
      record.situacao = 'aberto';
      const nome = await nomeDoUsuario(c, ctx.usuarioId);
      for (const m of msgs) {
        if (m.anexos) await validarAnexos(c, ctx.emitenteId!, m.anexos);
        Object.assign(m, { autor_usuario_id: ctx.usuarioId, autor_nome: nome, lado: 'empresa' });
      }
    },
  });

  // mensagem gravada pela API genérica (/v1/ticketMensagem): os anexos têm de ser do emitente do ticket
  registrarHook('ticketMensagem', {
    antesDeGravar: async ({ c, ctx, record, current }) => {
      if (record.anexos === undefined || record.anexos === null || record.anexos === '') return;
      let emitente = current ? Number(current.emitente_id) : ctx.emitenteId;
      const ticketId = record.ticket_id ?? current?.ticket_id;
      if (ticketId !== undefined && ticketId !== null) {
        const { rows } = await c.query('SELECT emitente_id FROM ticket WHERE id = $1', [ticketId]);
        if (rows[0]) emitente = Number(rows[0].emitente_id);
      }
      if (emitente === null || emitente === undefined) throw new ValidationError({ anexos: ['Anexo não encontrado'] }, 'Anexo não encontrado.');
      await validarAnexos(c, emitente, record.anexos);
    },
  });

  // ticket novo do emitente: avisa o suporte depois de gravado. Hook de callback, não async: roda em
  // toda resposta do servidor, e assim as que não são o POST do ticket passam sem promise nem microtask
  app.addHook('onSend', (req, reply, payload, done) => {
    if (
      req.method !== 'POST' ||
      (reply.statusCode !== 200 && reply.statusCode !== 201) ||
      !/^\/v1\/ticket\/?(\?.*)?$/i.test(req.url) ||
      typeof payload !== 'string'
    )
      return done(null, payload);
    try {
      const d = JSON.parse(payload)?.Data as { id?: number; emitente_id?: number; assunto?: string; Mensagem?: Array<{ texto?: string }> } | undefined;
      if (d?.id && d.emitente_id) {
        const t: TicketLinha = {
          emitente_id: d.emitente_id,
          id: d.id,
          situacao: 'aberto',
          aberto_por: req.ctx?.usuarioId ?? null,
          atribuido_a: null,
          assunto: String(d.assunto ?? ''),
        };
        const texto = `Novo ticket: ${t.assunto}`;
        void destinatariosDoSuporte(t)
          .then((us) => notificar(us, t.id, texto, req.ctx?.usuarioId ?? 0))
          .catch(() => undefined);
      }
    } catch {
      /* payload não JSON: nada a avisar */
    }
    done(null, payload);
  });

  // ---- lado do emitente ----
  app.post('/v1/ticket/:id/mensagens', acao(SUPORTE.responderEmpresa, { preHandler: app.authenticate }), async (req) => {
    exigirEmitente(req.ctx, 'Alterar');
    const id = idDe(req);
    const { texto, anexos } = textoDe(req.body);
    const { t, msg } = await withTenant(db, req.ctx, async (c) => {
      const t = await ticketVisivel(c, id, req.ctx, true);
      if (t.situacao === 'fechado') throw new ApiError(400, 'Ticket fechado não recebe mensagens.');
      if (anexos) await validarAnexos(c, t.emitente_id, anexos);
      const nome = await nomeDoUsuario(c, req.ctx.usuarioId);
      const { rows } = await c.query(
        `INSERT INTO ticket_mensagem (emitente_id, ticket_id, texto, autor_usuario_id, autor_nome, lado, anexos)
         VALUES ($1, $2, $3, $4, $5, 'empresa', $6) RETURNING *`,
        [t.emitente_id, id, texto, req.ctx.usuarioId, nome, anexos],
      );
      const nova = t.situacao === 'aguardando_cliente' || t.situacao === 'resolvido' ? (t.atribuido_a ? 'em_atendimento' : 'aberto') : t.situacao;
      await c.query('UPDATE ticket SET situacao = $3 WHERE emitente_id = $1 AND id = $2', [t.emitente_id, id, nova]);
      return { t, msg: rows[0] };
    });
    notificar(await destinatariosDoSuporte(t), id, texto, req.ctx.usuarioId);
    return ok(msg);
  });

  // ---- lado do suporte (cadeia) ----
  app.get('/v1/suporte/tickets', acao(SUPORTE.ticketsSuporte, { preHandler: app.authenticate }), async (req) => {
    exigirSuporte(req.ctx);
    const situacao = (req.query as { situacao?: string }).situacao;
    if (situacao && !(SITUACOES as readonly string[]).includes(situacao)) throw new ValidationError({ situacao: ['Situação inválida'] });
    const rows = await withTenant(
      db,
      req.ctx,
      async (c) =>
        (
          await c.query(
            `SELECT t.id, t.emitente_id, e.nome AS emitente_nome, t.assunto, t.categoria, t.prioridade, t.situacao, t.aberto_por,
              t.atribuido_a, t.criado_em, t.alterado_em,
              (SELECT count(*)::int FROM ticket_mensagem m WHERE m.emitente_id = t.emitente_id AND m.ticket_id = t.id) AS mensagens
         FROM ticket t JOIN emitente e ON e.id = t.emitente_id
        WHERE ($1::varchar IS NULL OR t.situacao = $1)
        ORDER BY t.alterado_em DESC, t.id DESC LIMIT 1000`,
            [situacao || null],
          )
        ).rows,
    );
    return ok(rows);
  });

  app.get('/v1/suporte/tickets/:id', acao(SUPORTE.ticketSuporte, { preHandler: app.authenticate }), async (req) => {
    exigirSuporte(req.ctx);
    const id = idDe(req);
    const r = await withTenant(db, req.ctx, async (c) => {
      const { rows } = await c.query(`SELECT t.*, e.nome AS emitente_nome FROM ticket t JOIN emitente e ON e.id = t.emitente_id WHERE t.id = $1 LIMIT 1`, [id]);
      if (!rows[0]) throw notFound('Ticket não encontrado.');
      return { ...rows[0], Mensagem: await carregarMensagens(c, rows[0].emitente_id, id) };
    });
    return ok(r);
  });

  app.post('/v1/suporte/tickets/:id/mensagens', acao(SUPORTE.responderSuporte, { preHandler: app.authenticate }), async (req) => {
    exigirSuporte(req.ctx);
    const id = idDe(req);
    const { texto, anexos } = textoDe(req.body);
    const { t, msg } = await withTenant(db, req.ctx, async (c) => {
      const t = await ticketVisivel(c, id, req.ctx, false);
      if (t.situacao === 'fechado') throw new ApiError(400, 'Ticket fechado não recebe mensagens.');
      if (anexos) await validarAnexos(c, t.emitente_id, anexos);
      const nome = await nomeDoUsuario(c, req.ctx.usuarioId);
      const { rows } = await c.query(
        `INSERT INTO ticket_mensagem (emitente_id, ticket_id, texto, autor_usuario_id, autor_nome, lado, anexos)
         VALUES ($1, $2, $3, $4, $5, 'suporte', $6) RETURNING *`,
        [t.emitente_id, id, texto, req.ctx.usuarioId, nome, anexos],
      );
      await c.query(`UPDATE ticket SET situacao = 'aguardando_cliente', atribuido_a = coalesce(atribuido_a, $3) WHERE emitente_id = $1 AND id = $2`, [
        t.emitente_id,
        id,
        req.ctx.usuarioId,
      ]);
      return { t, msg: rows[0] };
    });
    if (t.aberto_por) notificar([t.aberto_por], id, texto, req.ctx.usuarioId);
    return ok(msg);
  });

  app.put('/v1/suporte/tickets/:id/situacao', acao(SUPORTE.situacaoSuporte, { preHandler: app.authenticate }), async (req) => {
    exigirSuporte(req.ctx);
    const id = idDe(req);
    const situacao = (req.body as { situacao?: unknown } | null)?.situacao;
    if (typeof situacao !== 'string' || !(SITUACOES as readonly string[]).includes(situacao)) throw new ValidationError({ situacao: ['Situação inválida'] });
    const r = await withTenant(db, req.ctx, async (c) => {
      const t = await ticketVisivel(c, id, req.ctx, false);
      const { rows } = await c.query(
        `UPDATE ticket SET situacao = $3, atribuido_a = coalesce(atribuido_a, $4) WHERE emitente_id = $1 AND id = $2 RETURNING *`,
        [t.emitente_id, id, situacao, req.ctx.usuarioId],
      );
      return rows[0];
    });
    return ok(r);
  });

  registerAnexoRoutes(app, config, db);
}
