/**
 * Anexos do pedido (SPEC §3 pedidoAnexo; issue 13 escopo 2), como os anexos do financeiro:
 * - `POST /v1/pedido/Anexo` multipart (`pedido_id` + `arquivo`, até 5 MB, PDF ou imagem conferidos
 *   pelo conteúdo, suporte/anexos.ts `tipoDoConteudo`) -> `{id, nome, tipo, tamanho}`;
 *   Permitir.Pedido.Alterar.
 * - `GET /v1/pedido/Anexo/{id}` o arquivo (Consultar); `DELETE` remove (Alterar).
 * A lista vem do OData (`/OData/PedidoAnexo?$filter=pedido_id eq N`). O arquivo vai para o
 * armazenamento de objetos (S3 ou DATA_DIR, src/server/armazenamento.ts), a linha para o banco.
 */
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { notFound, ok, ValidationError } from '../../http/envelope.ts';
import { assertCan } from '../../auth/permissions.ts';
import { apagarObjeto, gravarObjeto, lerObjeto } from '../../armazenamento.ts';
import { TAMANHO_MAXIMO_ANEXO, tipoDoConteudo } from '../suporte/anexos.ts';

const chaveDe = (emitente: number, objeto: string) => `anexos-pedido/${emitente}/${objeto}`;
const L = { fk: 'pedido_id', tabela: 'pedido', rotulo: 'Pedido' } as const;

export function registerAnexosPedido(app: FastifyInstance, config: Config, db: Database, registry: Registry): void {
  {
    const e = registry.get('pedido');
    const tabela = 'pedido_anexo';
    const base = '/v1/pedido/Anexo';
    app.register(async (f) => {
      await f.register(multipart, { limits: { fileSize: TAMANHO_MAXIMO_ANEXO, files: 1, fields: 3, fieldSize: 64, parts: 4 } });
      f.post(base, { preHandler: app.authenticate }, async (req) => {
        assertCan(req.ctx, e, 'Alterar');
        if (!req.isMultipart())
          throw new ValidationError({ arquivo: ['Envie o arquivo como multipart/form-data'] }, 'arquivo: envie como multipart/form-data.');
        let dados: Buffer | null = null;
        let nome = 'anexo';
        let pedidoId: number | null = null;
        try {
          for await (const part of req.parts()) {
            if (part.type === 'file') {
              const b = await part.toBuffer();
              if (part.fieldname === 'arquivo' && !dados) {
                dados = b;
                nome = part.filename || nome;
              }
            } else if (part.fieldname === L.fk) {
              const n = Number(part.value);
              if (Number.isInteger(n) && n > 0 && n < 2 ** 31) pedidoId = n;
            }
          }
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new ValidationError({ arquivo: ['Arquivo maior que 5 MB'] }, 'arquivo: maior que 5 MB.');
          throw new ValidationError({ arquivo: ['Envio inválido'] }, 'arquivo: envio inválido.');
        }
        if (pedidoId === null) throw new ValidationError({ pedido_id: ['Informe o pedido'] }, 'pedido_id: informe o pedido.');
        if (!dados?.length) throw new ValidationError({ arquivo: ['Selecione o arquivo'] }, 'arquivo: selecione o arquivo.');
        const tipo = tipoDoConteudo(dados);
        if (!tipo) throw new ValidationError({ arquivo: ['Envie um PDF ou uma imagem (PNG, JPEG, GIF, WebP)'] }, 'arquivo: envie um PDF ou uma imagem.');
        nome = nome.replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 200);
        const objeto = randomUUID();
        const emitente = req.ctx.emitenteId!;
        const reg = await withTenant(db, req.ctx, async (c) => {
          const { rows: t } = await c.query(`SELECT 1 FROM ${L.tabela} WHERE emitente_id = $1 AND id = $2`, [emitente, pedidoId]);
          if (!t[0]) throw new ValidationError({ [L.fk]: ['Pedido não encontrado'] }, 'pedido_id: Pedido não encontrado.');
          const { rows } = await c.query(
            `INSERT INTO ${tabela} (emitente_id, ${L.fk}, objeto, nome, tipo, tamanho, usuario_id) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, nome, tipo, tamanho`,
            [emitente, pedidoId, objeto, nome, tipo, dados!.length, req.ctx.usuarioId],
          );
          await gravarObjeto(config, chaveDe(emitente, objeto), dados!, tipo);
          return rows[0];
        });
        return ok(reg);
      });
    });

    app.get(`${base}/:id`, { preHandler: app.authenticate }, async (req, reply) => {
      assertCan(req.ctx, e, 'Consultar');
      const id = Number((req.params as { id: string }).id);
      if (!Number.isSafeInteger(id)) throw notFound('Anexo não encontrado.');
      const a = await withTenant(
        db,
        req.ctx,
        async (c) => (await c.query(`SELECT objeto, nome, tipo FROM ${tabela} WHERE emitente_id = $1 AND id = $2`, [req.ctx.emitenteId, id])).rows[0],
      );
      const dados = a ? await lerObjeto(config, chaveDe(req.ctx.emitenteId!, a.objeto)) : null;
      if (!a || !dados) throw notFound('Anexo não encontrado.');
      reply.header('content-type', a.tipo);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(a.nome)}`);
      return reply.send(dados);
    });

    app.delete(`${base}/:id`, { preHandler: app.authenticate }, async (req) => {
      assertCan(req.ctx, e, 'Alterar');
      const id = Number((req.params as { id: string }).id);
      if (!Number.isSafeInteger(id)) throw notFound('Anexo não encontrado.');
      const objeto = await withTenant(db, req.ctx, async (c) => {
        const { rows } = await c.query(`DELETE FROM ${tabela} WHERE emitente_id = $1 AND id = $2 RETURNING objeto`, [req.ctx.emitenteId, id]);
        if (!rows[0]) throw notFound('Anexo não encontrado.');
        return rows[0].objeto as string;
      });
      await apagarObjeto(config, chaveDe(req.ctx.emitenteId!, objeto));
      return ok(true);
    });
  }
}
