/**
 * Import of the official NF-e schema pack (arquitetura §7 "Schema packs"): SEFAZ
 * publishes new packs (PL_010b..PL_010f in 2026); the administrator uploads the ZIP published on
 * the Portal da NF-e and the server starts validating with it at once, without a restart.
 *
 * - `GET /v1/GerenciadorNFe/PacoteSchemas` (any signed-in user): the pack in use `{ versao, origem }`,
 *   `origem` = 'embutido' (shipped in `sefaz/schemas/`), 'importado' (uploaded ZIP) or 'configurado'
 *   (NFE_SCHEMAS_DIR); no server path is disclosed. Shown on the fiscal settings screen.
 * - `POST /v1/GerenciadorNFe/PacoteSchemas` (administrator only; multipart file `arquivo`, a ZIP up
 *   to 20 MB): the ZIP is read and the pack compiled BEFORE anything is written (a ZIP that is not a
 *   schema pack, or whose `nfe_v4.00.xsd` does not compile, is refused with 400 and nothing
 *   changes); then its .xsd files go to `DATA_DIR/schemas/nfe/{versao}/` and the runtime switches.
 */
import multipart from '@fastify/multipart';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { ValidationError, forbidden, ok } from '../../http/envelope.ts';
import { carregarPacoteSchemas } from '../../../fiscal/schema/index.ts';
import { lerZip } from '../../../fiscal/zip/index.ts';
import { obterRuntimeFiscal, origemDoPacote } from './runtime.ts';
import { acao } from '../../http/contrato.ts';
import { NFE } from '../../../contratos/nfe.ts';

const TAMANHO_MAXIMO_ZIP = 20 * 1024 * 1024;

export function registerPacoteRoutes(app: FastifyInstance, config: Config): void {
  app.get('/v1/GerenciadorNFe/PacoteSchemas', acao(NFE.pacoteSchemas, { preHandler: app.authenticate }), async () => {
    const rt = obterRuntimeFiscal(config);
    const p = await rt.pacote().catch(() => null);
    const dir = rt.origemPacote;
    return ok(p && dir ? { versao: p.versao, origem: origemDoPacote(dir, config) } : null, p ? null : 'Nenhum pacote de schemas disponível.');
  });

  app.register(async (f) => {
    await f.register(multipart, { limits: { fileSize: TAMANHO_MAXIMO_ZIP, files: 1, fields: 2, parts: 3 } });
    f.post('/v1/GerenciadorNFe/PacoteSchemas', acao(NFE.importarPacoteSchemas, { preHandler: app.authenticate }), async (req) => {
      if (req.ctx.nivel !== 'admin') throw forbidden('Somente o Administrador importa pacotes de schemas.');
      if (!req.isMultipart()) throw new ValidationError({ arquivo: ['Envie o ZIP do pacote como multipart/form-data'] });
      let zip: Buffer | null = null;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file' && part.fieldname === 'arquivo') zip = await part.toBuffer();
          else if (part.type === 'file') await part.toBuffer();
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ValidationError({ arquivo: ['Arquivo maior que 20 MB'] });
        throw new ValidationError({ arquivo: ['Envio inválido'] });
      }
      if (!zip?.length) throw new ValidationError({ arquivo: ['Selecione o ZIP do pacote de schemas'] });
      let versao: string;
      let xsds: Array<{ nome: string; dados: Uint8Array }>;
      try {
        const pacote = await carregarPacoteSchemas({ zip });
        pacote.validar('<NFe xmlns="http://www.portalfiscal.inf.br/nfe"/>', 'nfe'); // compiles nfe_v4.00.xsd or throws
        versao = pacote.versao.replace(/[^A-Za-z0-9_.-]/g, '_');
        pacote.dispose();
        xsds = lerZip(zip)
          .filter((a) => /\.xsd$/i.test(a.caminho))
          .map((a) => ({ nome: basename(a.caminho), dados: a.dados }));
      } catch (err) {
        throw new ValidationError({ arquivo: [`Não é um pacote de schemas da NF-e válido: ${(err as Error).message}`] });
      }
      const dir = join(config.dataDir, 'schemas', 'nfe', versao);
      mkdirSync(dir, { recursive: true });
      for (const x of xsds) writeFileSync(join(dir, x.nome), x.dados);
      obterRuntimeFiscal(config).usarPacote(dir);
      return ok({ versao, arquivos: xsds.length }, `Pacote ${versao} importado: ${xsds.length} schemas.`);
    });
  });
}
