/**
 * Anexos de um registro (um só caminho para `receberAnexo`, `pagarAnexo` e `pedidoAnexo`; SPEC §3):
 * - `POST {base}` multipart (`{fk}` + `arquivo`, até 5 MB, PDF ou imagem conferidos pelo conteúdo,
 *   {@link tipoDoConteudo}) -> `{id, nome, tipo, tamanho}`; exige `Permitir.{entidade}.Alterar`.
 * - `GET {base}/{id}` devolve o arquivo (Consultar); `DELETE {base}/{id}` remove (Alterar).
 * A lista vem do OData (ex.: `/OData/ReceberAnexo?$filter=receber_id eq N`). O arquivo vai para o
 * armazenamento de objetos (S3 ou DATA_DIR, src/server/armazenamento.ts) em
 * `{pasta}/{emitente}/{uuid}`; a linha, para a tabela de anexos, na mesma transação que confere o
 * registro dono (RLS do emitente). Erros: 400 em pt-BR nomeando o campo (`arquivo` ou `{fk}`); 404
 * para anexo de outro emitente ou inexistente.
 */
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import type { EntityDef } from '../../../../schema/registry.ts';
import { notFound, ok, ValidationError } from '../../http/envelope.ts';
import { assertCan } from '../../auth/permissions.ts';
import { apagarObjeto, gravarObjeto, lerObjeto } from '../../armazenamento.ts';
import { TAMANHO_MAXIMO_ANEXO, tipoDoConteudo } from './anexos.ts';
import { acao } from '../../http/contrato.ts';
import type { ContratosDeAnexos } from '../../../contratos/anexos.ts';

export interface AnexosDoRegistro {
  /** Entidade dona (permissões `Consultar`/`Alterar`). */
  entidade: EntityDef;
  /** Caminho das rotas, ex. `/v1/Receber/Anexo`. */
  base: string;
  /** Tabela do registro dono e a dos anexos, ex. `receber` e `receber_anexo`. */
  tabela: string;
  tabelaAnexo: string;
  /** Coluna e campo multipart do registro dono, ex. `receber_id`. */
  fk: string;
  /** Como o registro é chamado nas mensagens, com artigo: ex. `o título`, `o pedido`. */
  rotulo: string;
  /** Mensagem quando o registro não existe no emitente, ex. `Conta a receber não encontrada`. */
  naoEncontrado: string;
  /** Pasta no armazenamento de objetos, ex. `anexos-financeiro`. */
  pasta: string;
  /** Contratos das três rotas (src/contratos/anexos.ts). */
  contratos: ContratosDeAnexos;
}

/** Registra as três rotas de anexos de um registro (ver o cabeçalho do módulo). */
export function registrarAnexosDoRegistro(app: FastifyInstance, config: Config, db: Database, a: AnexosDoRegistro): void {
  const chaveDe = (emitente: number, objeto: string) => `${a.pasta}/${emitente}/${objeto}`;
  const { entidade: e, base, fk } = a;

  app.register(async (f) => {
    await f.register(multipart, { limits: { fileSize: TAMANHO_MAXIMO_ANEXO, files: 1, fields: 3, fieldSize: 64, parts: 4 } });
    f.post(base, acao(a.contratos.enviar, { preHandler: app.authenticate }), async (req) => {
      assertCan(req.ctx, e, 'Alterar');
      if (!req.isMultipart()) throw new ValidationError({ arquivo: ['Envie o arquivo como multipart/form-data'] }, 'arquivo: envie como multipart/form-data.');
      let dados: Buffer | null = null;
      let nome = 'anexo';
      let donoId: number | null = null;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            const b = await part.toBuffer();
            if (part.fieldname === 'arquivo' && !dados) {
              dados = b;
              nome = part.filename || nome;
            }
          } else if (part.fieldname === fk) {
            const n = Number(part.value);
            if (Number.isInteger(n) && n > 0 && n < 2 ** 31) donoId = n;
          }
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new ValidationError({ arquivo: ['Arquivo maior que 5 MB'] }, 'arquivo: maior que 5 MB.');
        throw new ValidationError({ arquivo: ['Envio inválido'] }, 'arquivo: envio inválido.');
      }
      if (donoId === null) throw new ValidationError({ [fk]: [`Informe ${a.rotulo}`] }, `${fk}: informe ${a.rotulo}.`);
      if (!dados?.length) throw new ValidationError({ arquivo: ['Selecione o arquivo'] }, 'arquivo: selecione o arquivo.');
      const tipo = tipoDoConteudo(dados);
      if (!tipo) throw new ValidationError({ arquivo: ['Envie um PDF ou uma imagem (PNG, JPEG, GIF, WebP)'] }, 'arquivo: envie um PDF ou uma imagem.');
      nome = nome.replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 200);
      const objeto = randomUUID();
      const emitente = req.ctx.emitenteId!;
      const arquivo = dados;
      const reg = await withTenant(db, req.ctx, async (c) => {
        const { rows: t } = await c.query(`SELECT 1 FROM ${a.tabela} WHERE emitente_id = $1 AND id = $2`, [emitente, donoId]);
        if (!t[0]) throw new ValidationError({ [fk]: [a.naoEncontrado] }, `${fk}: ${a.naoEncontrado}.`);
        const { rows } = await c.query(
          `INSERT INTO ${a.tabelaAnexo} (emitente_id, ${fk}, objeto, nome, tipo, tamanho, usuario_id) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, nome, tipo, tamanho`,
          [emitente, donoId, objeto, nome, tipo, arquivo.length, req.ctx.usuarioId],
        );
        await gravarObjeto(config, chaveDe(emitente, objeto), arquivo, tipo);
        return rows[0];
      });
      return ok(reg);
    });
  });

  app.get(`${base}/:id`, acao(a.contratos.baixar, { preHandler: app.authenticate }), async (req, reply) => {
    assertCan(req.ctx, e, 'Consultar');
    const id = Number((req.params as { id: string }).id);
    if (!Number.isSafeInteger(id)) throw notFound('Anexo não encontrado.');
    const reg = await withTenant(
      db,
      req.ctx,
      async (c) => (await c.query(`SELECT objeto, nome, tipo FROM ${a.tabelaAnexo} WHERE emitente_id = $1 AND id = $2`, [req.ctx.emitenteId, id])).rows[0],
    );
    const dados = reg ? await lerObjeto(config, chaveDe(req.ctx.emitenteId!, reg.objeto)) : null;
    if (!reg || !dados) throw notFound('Anexo não encontrado.');
    reply.header('content-type', reg.tipo);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(reg.nome)}`);
    return reply.send(dados);
  });

  app.delete(`${base}/:id`, acao(a.contratos.excluir, { preHandler: app.authenticate }), async (req) => {
    assertCan(req.ctx, e, 'Alterar');
    const id = Number((req.params as { id: string }).id);
    if (!Number.isSafeInteger(id)) throw notFound('Anexo não encontrado.');
    const objeto = await withTenant(db, req.ctx, async (c) => {
      const { rows } = await c.query(`DELETE FROM ${a.tabelaAnexo} WHERE emitente_id = $1 AND id = $2 RETURNING objeto`, [req.ctx.emitenteId, id]);
      if (!rows[0]) throw notFound('Anexo não encontrado.');
      return rows[0].objeto as string;
    });
    await apagarObjeto(config, chaveDe(req.ctx.emitenteId!, objeto));
    return ok(true);
  });
}
