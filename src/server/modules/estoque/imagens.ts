/**
 * Imagens do produto (SPEC §3 EstoqueImagem):
 * - `POST /v1/EstoqueImagem/Upload` multipart: `produto_id` + um ou mais `arquivo` (até 10 por envio,
 *   10 MB cada, 20 por produto). Tipo conferido pelo conteúdo e versões grande/miniatura geradas em
 *   imagem-processamento.ts; a primeira imagem de um produto sem capa vira a capa. Tudo ou nada: um
 *   arquivo recusado recusa o envio inteiro (400 no campo `arquivo` com o nome do arquivo).
 *   -> lista `{id, produto_id, nome, largura, altura, tamanho, ordem, capa}`.
 * - `GET /v1/EstoqueImagem/Arquivo/{id}?tamanho=miniatura|grande` -> image/webp (cache privado de um dia:
 *   o arquivo de um id nunca muda).
 * - `DELETE /v1/EstoqueImagem/Remover/{id}`: apaga a linha e, depois do commit, os arquivos; se era a
 *   capa, a próxima na ordem assume.
 * - pela API genérica (`PUT /v1/estoqueImagem/{id}`): legenda, ordem e capa — marcar uma capa desmarca a
 *   anterior na mesma transação; desmarcar a única capa é recusado (escolha outra).
 * Permissões: Permitir.Produto.Consultar (arquivo) e .Alterar (envio, remoção), pacote e emitente da sessão.
 */
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { type Client, withTenant } from '../../db/tenant.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { notFound, ok, ValidationError } from '../../http/envelope.ts';
import { auditar } from '../auditoria/registro.ts';
import { assertCan } from '../../auth/permissions.ts';
import { registrarHook } from '../../crud/hooks.ts';
import { apagarObjeto, type DestinoObjetos, gravarObjeto, lerObjeto } from '../../armazenamento.ts';
import { MAXIMO_POR_ENVIO, MAXIMO_POR_PRODUTO, processarImagem, TAMANHO_MAXIMO_IMAGEM } from './imagem-processamento.ts';
import { acao } from '../../http/contrato.ts';
import { CADASTROS } from '../../../contratos/cadastros.ts';

export type TamanhoImagem = 'grande' | 'miniatura';

/** Chave no armazenamento de objetos de uma versão da imagem. */
export const chaveImagem = (emitente: number, chave: string, tamanho: TamanhoImagem) => `imagens/${emitente}/${chave}/${tamanho}.webp`;

const COLUNAS = 'id, produto_id, nome, legenda, largura, altura, tamanho, ordem, capa';

/**
 * Grava as imagens de um produto (já processadas) na transação `c`: linhas + arquivos. A primeira
 * vira capa quando o produto não tem capa. Usada pelo envio da tela e pela demonstração.
 * @throws ValidationError quando o produto não existe ou passaria de {@link MAXIMO_POR_PRODUTO} imagens.
 */
export async function gravarImagensProduto(
  c: Client,
  destino: DestinoObjetos,
  emitenteId: number,
  produtoId: number,
  imagens: Array<{ nome: string; grande: Buffer; miniatura: Buffer; largura: number; altura: number }>,
): Promise<Array<Record<string, unknown>>> {
  const { rows: p } = await c.query('SELECT 1 FROM produto WHERE emitente_id = $1 AND id = $2 FOR UPDATE', [emitenteId, produtoId]);
  if (!p[0]) throw new ValidationError({ produto_id: ['Produto não encontrado'] }, 'produto_id: produto não encontrado.');
  const { rows: ex } = await c.query(
    'SELECT count(*)::int AS n, COALESCE(max(ordem), -1)::int AS ordem, bool_or(capa) AS tem_capa FROM estoque_imagem WHERE emitente_id = $1 AND produto_id = $2',
    [emitenteId, produtoId],
  );
  if (ex[0].n + imagens.length > MAXIMO_POR_PRODUTO) {
    throw new ValidationError(
      { arquivo: [`O produto pode ter até ${MAXIMO_POR_PRODUTO} imagens (já tem ${ex[0].n})`] },
      `arquivo: o produto pode ter até ${MAXIMO_POR_PRODUTO} imagens (já tem ${ex[0].n}).`,
    );
  }
  let ordem = ex[0].ordem as number;
  let temCapa = Boolean(ex[0].tem_capa);
  const criadas: Array<Record<string, unknown>> = [];
  const gravados: string[] = [];
  try {
    for (const img of imagens) {
      const chave = randomUUID();
      ordem = Math.min(999, ordem + 1);
      const { rows } = await c.query(
        `INSERT INTO estoque_imagem (emitente_id, produto_id, chave, nome, largura, altura, tamanho, ordem, capa)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUNAS}`,
        [emitenteId, produtoId, chave, img.nome, img.largura, img.altura, img.grande.length, ordem, !temCapa],
      );
      temCapa = true;
      for (const [tamanho, dados] of [
        ['grande', img.grande],
        ['miniatura', img.miniatura],
      ] as const) {
        const k = chaveImagem(emitenteId, chave, tamanho);
        await gravarObjeto(destino, k, dados, 'image/webp');
        gravados.push(k);
      }
      criadas.push(rows[0]);
    }
    await auditar(c, { entidade: 'estoqueImagem', acao: 'incluir', itens: criadas.map((r) => ({ registroId: r.id, depois: r })) });
  } catch (err) {
    // a transação desfaz as linhas; os arquivos já gravados não podem ficar órfãos
    await Promise.allSettled(gravados.map((k) => apagarObjeto(destino, k)));
    throw err;
  }
  return criadas;
}

function nomeLimpo(nome: string): string {
  return (nome || 'imagem').replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 120);
}

export function registerEstoqueImagens(app: FastifyInstance, config: Config, db: Database, registry: Registry): void {
  const entidade = registry.get('estoqueImagem');

  registrarHook('estoqueImagem', {
    antesDeGravar: async ({ c, ctx, record, current }) => {
      if (!current) return;
      if (record.capa === true && !current.capa) {
        await c.query('UPDATE estoque_imagem SET capa = false WHERE emitente_id = $1 AND produto_id = $2 AND capa', [ctx.emitenteId, current.produto_id]);
      } else if (record.capa === false && current.capa) {
        throw new ValidationError({ capa: ['Escolha outra imagem como capa'] }, 'capa: escolha outra imagem como capa; o produto precisa de uma.');
      }
    },
  });

  app.register(async (f) => {
    await f.register(multipart, {
      limits: { fileSize: TAMANHO_MAXIMO_IMAGEM, files: MAXIMO_POR_ENVIO, fields: 4, fieldSize: 64, parts: MAXIMO_POR_ENVIO + 4 },
    });
    f.post('/v1/EstoqueImagem/Upload', acao(CADASTROS.enviarImagens, { preHandler: app.authenticate }), async (req) => {
      assertCan(req.ctx, entidade, 'Alterar');
      if (!req.isMultipart()) throw new ValidationError({ arquivo: ['Envie as imagens como multipart/form-data'] }, 'arquivo: envie como multipart/form-data.');
      const arquivos: Array<{ nome: string; dados: Buffer }> = [];
      let produtoId: number | null = null;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            const dados = await part.toBuffer();
            if (part.fieldname === 'arquivo') arquivos.push({ nome: nomeLimpo(part.filename), dados });
          } else if (part.fieldname === 'produto_id') {
            const n = Number(part.value);
            if (Number.isInteger(n) && n > 0 && n < 2 ** 31) produtoId = n;
          }
        }
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ValidationError({ arquivo: ['Imagem maior que 10 MB'] }, 'arquivo: imagem maior que 10 MB.');
        if (code === 'FST_FILES_LIMIT')
          throw new ValidationError({ arquivo: [`Envie até ${MAXIMO_POR_ENVIO} imagens por vez`] }, `arquivo: envie até ${MAXIMO_POR_ENVIO} imagens por vez.`);
        throw new ValidationError({ arquivo: ['Envio inválido'] }, 'arquivo: envio inválido.');
      }
      if (produtoId === null) throw new ValidationError({ produto_id: ['Informe o produto'] }, 'produto_id: informe o produto.');
      const validos = arquivos.filter((a) => a.dados.length > 0);
      if (!validos.length) throw new ValidationError({ arquivo: ['Selecione ao menos uma imagem'] }, 'arquivo: selecione ao menos uma imagem.');
      // decodificar e reduzir fora da transação (CPU), um por vez para não multiplicar a memória
      const processadas: Parameters<typeof gravarImagensProduto>[4] = [];
      for (const a of validos) processadas.push({ nome: a.nome, ...(await processarImagem(a.dados, a.nome)) });
      const criadas = await withTenant(db, req.ctx, (c) => gravarImagensProduto(c, config, req.ctx.emitenteId!, produtoId!, processadas));
      return ok(criadas, `${criadas.length} imagem(ns) enviada(s).`);
    });
  });

  app.get('/v1/EstoqueImagem/Arquivo/:id', acao(CADASTROS.arquivoImagem, { preHandler: app.authenticate }), async (req, reply) => {
    assertCan(req.ctx, entidade, 'Consultar');
    const id = Number((req.params as { id: string }).id);
    const q = (req.query ?? {}) as { tamanho?: string };
    const tamanho: TamanhoImagem = q.tamanho === 'grande' ? 'grande' : 'miniatura';
    if (q.tamanho !== undefined && q.tamanho !== 'grande' && q.tamanho !== 'miniatura') {
      throw new ValidationError({ tamanho: ['Use miniatura ou grande'] }, 'tamanho: use miniatura ou grande.');
    }
    if (!Number.isSafeInteger(id)) throw notFound('Imagem não encontrada.');
    const r = await withTenant(
      db,
      req.ctx,
      async (c) => (await c.query('SELECT chave FROM estoque_imagem WHERE emitente_id = $1 AND id = $2', [req.ctx.emitenteId, id])).rows[0],
    );
    const dados = r ? await lerObjeto(config, chaveImagem(req.ctx.emitenteId!, r.chave, tamanho)) : null;
    if (!dados) throw notFound('Imagem não encontrada.');
    reply.header('content-type', 'image/webp');
    reply.header('cache-control', 'private, max-age=86400');
    reply.header('x-content-type-options', 'nosniff');
    return reply.send(dados);
  });

  app.delete('/v1/EstoqueImagem/Remover/:id', acao(CADASTROS.removerImagem, { preHandler: app.authenticate }), async (req) => {
    assertCan(req.ctx, entidade, 'Alterar');
    const id = Number((req.params as { id: string }).id);
    if (!Number.isSafeInteger(id)) throw notFound('Imagem não encontrada.');
    const emitente = req.ctx.emitenteId!;
    const chave = await withTenant(db, req.ctx, async (c) => {
      const { rows } = await c.query('DELETE FROM estoque_imagem WHERE emitente_id = $1 AND id = $2 RETURNING chave, capa, produto_id', [emitente, id]);
      if (!rows[0]) throw notFound('Imagem não encontrada.');
      await auditar(c, { entidade: 'estoqueImagem', acao: 'excluir', itens: [{ registroId: id, antes: rows[0] }] });
      if (rows[0].capa) {
        await c.query(
          `UPDATE estoque_imagem SET capa = true WHERE emitente_id = $1 AND id = (
             SELECT id FROM estoque_imagem WHERE emitente_id = $1 AND produto_id = $2 ORDER BY ordem, id LIMIT 1)`,
          [emitente, rows[0].produto_id],
        );
      }
      return rows[0].chave as string;
    });
    // depois do commit: se a remoção do arquivo falhar, sobra um arquivo sem linha, nunca uma linha sem arquivo
    await Promise.allSettled((['grande', 'miniatura'] as const).map((t) => apagarObjeto(config, chaveImagem(emitente, chave, t))));
    return ok(true, 'Imagem removida.');
  });
}
