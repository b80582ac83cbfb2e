/**
 * Imagens dos artigos de ajuda (SPEC §7 `POST /v1/ajudaUpload/` e `DELETE /v1/ajudaUpload/`):
 * - `POST /v1/ajudaUpload/` (administrador, Permitir.Ajuda.Alterar ou .Incluir; multipart com o
 *   arquivo em `arquivo`, até 5 MB; PNG, JPEG, GIF ou WebP conferidos pelo conteúdo) → grava em
 *   `ajuda/{uuid}` (no S3 com S3_BUCKET, senão em DATA_DIR: src/server/armazenamento.ts) e devolve `{id, nome, tipo, tamanho, url}`; `url` =
 *   `/v1/ajudaUpload/{id}` é o `src` que o editor põe no artigo.
 * - `GET /v1/ajudaUpload/{id}`: a imagem, sem autenticação (o `<img>` de um artigo não envia o
 *   token; o conteúdo da ajuda é o mesmo para todos e o id é um UUID aleatório), com o tipo
 *   gravado, `nosniff` e cache de um dia.
 * - `DELETE /v1/ajudaUpload/?id={id}` (ou `{id}` no corpo JSON, ou `/v1/ajudaUpload/{id}`):
 *   exclui a imagem; recusa (400) se algum artigo ainda a usa.
 * - Imagens órfãs (enviadas há mais de {@link IDADE_ORFA_HORAS} h e fora de todos os artigos —
 *   artigo cancelado sem salvar, imagem retirada do texto, artigo excluído) saem a cada gravação
 *   ou exclusão de artigo: {@link limparImagensOrfas}.
 */
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withOwner, withTenant, type Client } from '../../db/tenant.ts';
import { ApiError, ValidationError, forbidden, notFound, ok } from '../../http/envelope.ts';
import { hasRule } from '../../auth/permissions.ts';
import type { UserContext } from '../../auth/context.ts';
import { TAMANHO_MAXIMO_ANEXO, tipoDoConteudo } from '../suporte/anexos.ts';
import { apagarObjeto, gravarObjeto, lerObjeto, type DestinoObjetos } from '../../armazenamento.ts';
import { acao } from '../../http/contrato.ts';
import { SUPORTE } from '../../../contratos/suporte.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Idade mínima (horas) de uma imagem sem artigo para ser apagada: dá tempo de terminar o texto. */
export const IDADE_ORFA_HORAS = 24;

/**
 * Apaga as imagens de ajuda órfãs: enviadas há mais de {@link IDADE_ORFA_HORAS} h, fora de todos
 * os artigos gravados e fora de `manter` (o HTML que está sendo gravado). Roda na transação do
 * artigo (o registro some com ela); os arquivos saem do armazenamento na hora — se a transação
 * desfizer, sobram só registros sem arquivo, que o GET já responde como 404.
 * @param c cliente da transação (administrador: a RLS de escrita vale).
 * @param destino DATA_DIR e S3 da configuração (objetos `ajuda/{id}`: src/server/armazenamento.ts).
 * @returns quantas imagens foram apagadas.
 */
export async function limparImagensOrfas(c: Client, destino: DestinoObjetos, manter = ''): Promise<number> {
  const { rows } = await c.query(
    `DELETE FROM ajuda_imagem i
      WHERE i.criado_em < now() - make_interval(hours => $1)
        AND strpos($2, i.id::text) = 0
        AND NOT EXISTS (SELECT 1 FROM ajuda a WHERE strpos(a.conteudo, i.id::text) > 0)
     RETURNING i.id`,
    [IDADE_ORFA_HORAS, manter],
  );
  for (const r of rows) await apagarObjeto(destino, `ajuda/${r.id}`);
  return rows.length;
}

/** Administrador com a regra de incluir ou alterar artigos de ajuda. */
function exigirAdministrador(ctx: UserContext): void {
  if (ctx.nivel !== 'admin') throw forbidden('Recurso exclusivo do Administrador.');
  if (!hasRule(ctx, 'tipo', 'Permitir.Ajuda.Alterar') && !hasRule(ctx, 'tipo', 'Permitir.Ajuda.Incluir')) {
    throw forbidden('Você não tem permissão para esta operação (Permitir.Ajuda.Alterar).');
  }
}

function uuidDe(v: unknown): string {
  const id = String(v ?? '')
    .trim()
    .toLowerCase();
  if (!UUID.test(id)) throw new ValidationError({ id: ['Informe o identificador da imagem'] }, 'Imagem: identificador inválido.');
  return id;
}

export function registerAjudaImagemRoutes(app: FastifyInstance, config: Config, db: Database): void {
  const chave = (id: string) => `ajuda/${id}`;

  app.register(async (f) => {
    await f.register(multipart, { limits: { fileSize: TAMANHO_MAXIMO_ANEXO, files: 1, fields: 2, fieldSize: 64, parts: 3 } });
    f.post('/v1/ajudaUpload/', acao(SUPORTE.enviarImagemAjuda, { preHandler: app.authenticate }), async (req) => {
      exigirAdministrador(req.ctx);
      if (!req.isMultipart()) throw new ValidationError({ arquivo: ['Envie o arquivo como multipart/form-data'] }, 'Arquivo: envie como multipart/form-data.');
      let dados: Buffer | null = null;
      let nome = 'imagem';
      try {
        for await (const part of req.parts()) {
          if (part.type !== 'file') continue;
          const b = await part.toBuffer();
          if (part.fieldname === 'arquivo' && !dados) {
            dados = b;
            nome = part.filename || nome;
          }
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new ValidationError({ arquivo: ['Imagem maior que 5 MB'] }, 'Arquivo: imagem maior que 5 MB.');
        throw new ValidationError({ arquivo: ['Envio inválido'] }, 'Arquivo: envio inválido.');
      }
      if (!dados?.length) throw new ValidationError({ arquivo: ['Selecione a imagem'] }, 'Arquivo: selecione a imagem.');
      const tipo = tipoDoConteudo(dados);
      if (!tipo?.startsWith('image/'))
        throw new ValidationError({ arquivo: ['Envie uma imagem PNG, JPEG, GIF ou WebP'] }, 'Arquivo: envie uma imagem PNG, JPEG, GIF ou WebP.');
      nome = nome.replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 200);
      const id = randomUUID();
      await gravarObjeto(config, chave(id), dados, tipo);
      try {
        const reg = await withTenant(
          db,
          req.ctx,
          async (c) =>
            (
              await c.query('INSERT INTO ajuda_imagem (id, nome, tipo, tamanho, usuario_id) VALUES ($1, $2, $3, $4, $5) RETURNING id, nome, tipo, tamanho', [
                id,
                nome,
                tipo,
                dados!.length,
                req.ctx.usuarioId,
              ])
            ).rows[0],
        );
        return ok({ ...reg, url: `/v1/ajudaUpload/${id}` }, 'Imagem enviada.');
      } catch (err) {
        await apagarObjeto(config, chave(id)).catch(() => undefined); // nada gravado: o arquivo também sai
        throw err;
      }
    });
  });

  app.get('/v1/ajudaUpload/:id', acao(SUPORTE.baixarImagemAjuda), async (req, reply) => {
    const id = String((req.params as { id?: string }).id ?? '').toLowerCase();
    if (!UUID.test(id)) throw notFound('Imagem não encontrada.');
    const a = await withOwner(db, async (c) => (await c.query('SELECT nome, tipo FROM ajuda_imagem WHERE id = $1', [id])).rows[0]);
    const dados = a ? await lerObjeto(config, chave(id)) : null;
    if (!a || !dados) throw notFound('Imagem não encontrada.');
    reply.header('content-type', a.tipo);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', 'public, max-age=86400');
    reply.header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(a.nome)}`);
    return reply.send(dados);
  });

  async function excluir(req: FastifyRequest, idBruto: unknown) {
    exigirAdministrador(req.ctx);
    const id = uuidDe(idBruto);
    await withTenant(db, req.ctx, async (c) => {
      const { rows } = await c.query('SELECT id FROM ajuda_imagem WHERE id = $1 FOR UPDATE', [id]);
      if (!rows[0]) throw notFound('Imagem não encontrada.');
      const uso = await c.query('SELECT titulo FROM ajuda WHERE conteudo LIKE $1 ORDER BY id LIMIT 1', [`%/v1/ajudaUpload/${id}%`]);
      if (uso.rows[0]) throw new ApiError(400, `A imagem está no artigo "${uso.rows[0].titulo}"; retire-a do artigo antes de excluir.`);
      await c.query('DELETE FROM ajuda_imagem WHERE id = $1', [id]);
    });
    await apagarObjeto(config, chave(id));
    return ok(true, 'Imagem excluída.');
  }

  app.delete('/v1/ajudaUpload/', acao(SUPORTE.excluirImagemAjudaQuery, { preHandler: app.authenticate }), async (req) =>
    excluir(req, (req.query as { id?: string }).id ?? (req.body as { id?: string } | null)?.id),
  );
  app.delete('/v1/ajudaUpload/:id', acao(SUPORTE.excluirImagemAjuda, { preHandler: app.authenticate }), async (req) =>
    excluir(req, (req.params as { id?: string }).id),
  );
}
