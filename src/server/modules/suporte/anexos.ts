/**
 * Anexos das mensagens de ticket (SPEC §7):
 * - `POST /v1/ticketMensagemUpload/` (multipart, arquivo `arquivo`, até 5 MB, imagem PNG/JPEG/GIF/
 *   WebP ou PDF conferidos pelo conteúdo; campo opcional `ticket_id`, obrigatório para usuários da
 *   cadeia, que anexam no emitente do ticket): grava em `anexos/{emitente}/{uuid}` — no S3 quando
 *   S3_BUCKET está definido (todos os processos do servidor leem), senão em DATA_DIR
 *   (src/server/armazenamento.ts) — e devolve `{id, nome, tipo, tamanho}`; o id vai na mensagem
 *   (`anexos`: lista JSON de ids).
 * - `GET /v1/ticketMensagemUpload/{id}`: o arquivo, só para quem enxerga o emitente (RLS).
 * - `DELETE /v1/ticketMensagemUpload/{id}`: apaga um anexo enviado pelo próprio usuário e ainda
 *   não usado em mensagem.
 */
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant, type Client } from '../../db/tenant.ts';
import { ValidationError, forbidden, notFound, ok } from '../../http/envelope.ts';
import { hasRule } from '../../auth/permissions.ts';
import type { UserContext } from '../../auth/context.ts';
import { apagarObjeto, gravarObjeto, lerObjeto } from '../../armazenamento.ts';
import { acao } from '../../http/contrato.ts';
import { SUPORTE } from '../../../contratos/suporte.ts';

export const TAMANHO_MAXIMO_ANEXO = 5 * 1024 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Tipo pelo conteúdo (assinatura), não pelo que o navegador declarou. */
export function tipoDoConteudo(b: Buffer): string | null {
  if (b.length >= 5 && b.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 6 && /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (b.length >= 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

/** `anexos` de uma mensagem: lista JSON de ids de anexos deste emitente. */
export async function validarAnexos(c: Client, emitenteId: number, anexos: unknown): Promise<void> {
  let lista: unknown;
  try {
    lista = typeof anexos === 'string' ? JSON.parse(anexos) : anexos;
  } catch {
    lista = null;
  }
  const ids = Array.isArray(lista) ? lista.map((x) => (x && typeof x === 'object' ? (x as { id?: unknown }).id : x)) : null;
  if (!ids || ids.length > 10 || !ids.every((x) => typeof x === 'string' && UUID.test(x))) {
    throw new ValidationError({ anexos: ['Lista de anexos inválida'] }, 'Lista de anexos inválida.');
  }
  const { rows } = await c.query('SELECT count(*)::int AS n FROM ticket_anexo WHERE emitente_id = $1 AND id = ANY($2::uuid[])', [emitenteId, ids]);
  if (rows[0].n !== new Set(ids).size) throw new ValidationError({ anexos: ['Anexo não encontrado'] }, 'Anexo não encontrado.');
}

const ehCadeia = (ctx: UserContext) => ctx.nivel !== 'emitente';

function podeUsar(ctx: UserContext): void {
  if (ehCadeia(ctx)) return;
  if (ctx.emitenteId === null || !hasRule(ctx, 'emitente', 'Permitir.Ticket.Consultar'))
    throw forbidden('Você não tem permissão para esta operação (Permitir.Ticket.Consultar).');
}

function idDe(req: FastifyRequest): string {
  const id = String((req.params as { id?: string }).id ?? '').toLowerCase();
  if (!UUID.test(id)) throw notFound('Anexo não encontrado.');
  return id;
}

export function registerAnexoRoutes(app: FastifyInstance, config: Config, db: Database): void {
  const chaveDe = (emitente: number, id: string) => `anexos/${emitente}/${id}`;

  app.register(async (f) => {
    await f.register(multipart, { limits: { fileSize: TAMANHO_MAXIMO_ANEXO, files: 1, fields: 3, fieldSize: 64, parts: 4 } });
    f.post('/v1/ticketMensagemUpload/', acao(SUPORTE.enviarAnexoTicket, { preHandler: app.authenticate }), async (req) => {
      podeUsar(req.ctx);
      if (!req.isMultipart()) throw new ValidationError({ arquivo: ['Envie o arquivo como multipart/form-data'] });
      let dados: Buffer | null = null;
      let nome = 'anexo';
      let ticketId: number | null = null;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            const b = await part.toBuffer();
            if (part.fieldname === 'arquivo' && !dados) {
              dados = b;
              nome = part.filename || nome;
            }
          } else if (part.fieldname === 'ticket_id') {
            const n = Number(part.value);
            if (Number.isInteger(n) && n > 0 && n < 2 ** 31) ticketId = n;
          }
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new ValidationError({ arquivo: ['Arquivo maior que 5 MB'] }, 'Arquivo maior que 5 MB.');
        throw new ValidationError({ arquivo: ['Envio inválido'] });
      }
      if (!dados?.length) throw new ValidationError({ arquivo: ['Selecione o arquivo'] }, 'Selecione o arquivo.');
      const tipo = tipoDoConteudo(dados);
      if (!tipo)
        throw new ValidationError({ arquivo: ['Envie uma imagem (PNG, JPEG, GIF, WebP) ou um PDF'] }, 'Envie uma imagem (PNG, JPEG, GIF, WebP) ou um PDF.');
      nome = nome.replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 200);
      const id = randomUUID();
      const ctx = req.ctx;
      const reg = await withTenant(db, ctx, async (c) => {
        let emitente: number | null = null;
        if (ticketId !== null) {
          const { rows } = await c.query('SELECT emitente_id FROM ticket WHERE id = $1 LIMIT 1', [ticketId]);
          if (!rows[0]) throw notFound('Ticket não encontrado.');
          emitente = rows[0].emitente_id;
          if (!ehCadeia(ctx) && emitente !== ctx.emitenteId) throw notFound('Ticket não encontrado.');
        } else if (!ehCadeia(ctx) || ctx.emitenteId !== null) {
          emitente = ctx.emitenteId;
        }
        if (emitente === null) throw new ValidationError({ ticket_id: ['Informe o ticket'] }, 'Informe o ticket do anexo.');
        const { rows } = await c.query(
          'INSERT INTO ticket_anexo (emitente_id, id, nome, tipo, tamanho, usuario_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, nome, tipo, tamanho, emitente_id',
          [emitente, id, nome, tipo, dados!.length, ctx.usuarioId],
        );
        await gravarObjeto(config, chaveDe(emitente, id), dados!, tipo);
        return rows[0];
      });
      return ok(reg);
    });
  });

  app.get('/v1/ticketMensagemUpload/:id', acao(SUPORTE.baixarAnexoTicket, { preHandler: app.authenticate }), async (req, reply) => {
    podeUsar(req.ctx);
    const id = idDe(req);
    const a = await withTenant(
      db,
      req.ctx,
      async (c) => (await c.query('SELECT emitente_id, id, nome, tipo FROM ticket_anexo WHERE id = $1 LIMIT 1', [id])).rows[0],
    );
    const dados = a ? await lerObjeto(config, chaveDe(a.emitente_id, id)) : null;
    if (!a || !dados) throw notFound('Anexo não encontrado.');
    reply.header('content-type', a.tipo);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-disposition', `${a.tipo === 'application/pdf' ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(a.nome)}`);
    return reply.send(dados);
  });

  app.delete('/v1/ticketMensagemUpload/:id', acao(SUPORTE.excluirAnexoTicket, { preHandler: app.authenticate }), async (req) => {
    podeUsar(req.ctx);
    const id = idDe(req);
    const r = await withTenant(db, req.ctx, async (c) => {
      const { rows } = await c.query('SELECT emitente_id, usuario_id FROM ticket_anexo WHERE id = $1 LIMIT 1', [id]);
      if (!rows[0]) throw notFound('Anexo não encontrado.');
      if (rows[0].usuario_id !== req.ctx.usuarioId) throw forbidden('Só quem enviou o anexo pode excluí-lo.');
      const usado = await c.query(`SELECT 1 FROM ticket_mensagem WHERE emitente_id = $1 AND anexos LIKE '%' || $2 || '%' LIMIT 1`, [rows[0].emitente_id, id]);
      if (usado.rowCount) throw forbidden('Anexo já enviado em uma mensagem não pode ser excluído.');
      await c.query('DELETE FROM ticket_anexo WHERE emitente_id = $1 AND id = $2', [rows[0].emitente_id, id]);
      return rows[0].emitente_id as number;
    });
    await apagarObjeto(config, chaveDe(r, id));
    return ok(true);
  });
}
