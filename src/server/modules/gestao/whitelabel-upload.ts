/**
 * Upload das imagens do white-label (SPEC §7 `POST /v1/configuracaoWhiteLabelUpload/`): multipart com `id` (configuracaoWhiteLabel), `campo` (logo | logo_white | logo_black |
 * login_fundo | icone) e o arquivo em `arquivo`. O tipo é conferido pelo CONTEÚDO (assinatura do
 * arquivo: PNG, JPEG, GIF ou WebP — suporte/anexos.ts `tipoDoConteudo`), nunca pela extensão ou
 * pelo Content-Type enviado; SVG não é aceito (pode carregar script). Limites: ícone 256 KB,
 * logos 512 KB, fundo do login 2 MB. A imagem vai para a coluna como data URL (como as marcas da
 * demonstração) e aparece na próxima carga do tenant.
 * Permissão: Permitir.ConfiguracaoWhiteLabel.Alterar, na configuração que a RLS deixa o chamador ver
 * (administrador: todas; cadeia: a sua) -> `{ id, campo, tipo, tamanho }`.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import { forbidden, notFound, ok, ValidationError } from '../../http/envelope.ts';
import { tipoDoConteudo } from '../suporte/anexos.ts';
import { acao } from '../../http/contrato.ts';
import { GESTAO } from '../../../contratos/gestao.ts';

/** Limite de cada campo, bytes. */
export const LIMITES_WHITE_LABEL: Readonly<Record<string, number>> = {
  icone: 256 * 1024,
  logo: 512 * 1024,
  logo_white: 512 * 1024,
  logo_black: 512 * 1024,
  login_fundo: 2 * 1024 * 1024,
};
const MAIOR = Math.max(...Object.values(LIMITES_WHITE_LABEL));
const kb = (n: number) => (n >= 1024 * 1024 ? `${n / 1024 / 1024} MB` : `${n / 1024} KB`);

export function registerWhiteLabelUpload(app: FastifyInstance, db: Database): void {
  app.register(async (f) => {
    await f.register(multipart, { limits: { fileSize: MAIOR, files: 1, fields: 4, fieldSize: 64, parts: 5 } });
    f.post('/v1/configuracaoWhiteLabelUpload/', acao(GESTAO.enviarImagemWhiteLabel, { preHandler: app.authenticate }), async (req) => {
      if (req.ctx.nivel === 'emitente' || !req.ctx.regrasTipo.has('Permitir.ConfiguracaoWhiteLabel.Alterar')) {
        throw forbidden('Você não tem permissão para esta operação (Permitir.ConfiguracaoWhiteLabel.Alterar).');
      }
      if (!req.isMultipart()) throw new ValidationError({ arquivo: ['Envie o arquivo como multipart/form-data'] }, 'arquivo: envie como multipart/form-data.');
      const campos: Record<string, string> = {};
      let dados: Buffer | null = null;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            const b = await part.toBuffer();
            if (part.fieldname === 'arquivo' && !dados) dados = b;
          } else campos[part.fieldname] = String(part.value ?? '');
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new ValidationError({ arquivo: [`Imagem maior que ${kb(MAIOR)}`] }, `arquivo: imagem maior que ${kb(MAIOR)}.`);
        throw new ValidationError({ arquivo: ['Envio inválido'] }, 'arquivo: envio inválido.');
      }
      const id = Number(campos.id);
      const campo = campos.campo;
      const erros: Record<string, string[]> = {};
      if (!Number.isSafeInteger(id) || id <= 0) erros.id = ['Informe a configuração de white-label'];
      if (!campo || !(campo in LIMITES_WHITE_LABEL)) erros.campo = ['Use logo, logo_white, logo_black, login_fundo ou icone'];
      if (!dados?.length) erros.arquivo = ['Selecione a imagem'];
      const tipo = dados ? tipoDoConteudo(dados) : null;
      if (dados?.length && !tipo?.startsWith('image/')) erros.arquivo = ['O conteúdo não é uma imagem PNG, JPEG, GIF ou WebP'];
      else if (dados && campo in LIMITES_WHITE_LABEL && dados.length > LIMITES_WHITE_LABEL[campo])
        erros.arquivo = [`Imagem maior que ${kb(LIMITES_WHITE_LABEL[campo])} para ${campo}`];
      if (Object.keys(erros).length) {
        const [k, v] = Object.entries(erros)[0];
        throw new ValidationError(erros, `${k}: ${v[0]}.`);
      }
      const url = `data:${tipo};base64,${dados!.toString('base64')}`;
      const r = await withTenant(db, req.ctx, (c) => c.query(`UPDATE configuracao_white_label SET ${campo} = $2 WHERE id = $1`, [id, url]));
      if (!r.rowCount) throw notFound('Configuração de white-label não encontrada.');
      return ok({ id, campo, tipo, tamanho: dados!.length }, 'Imagem enviada.');
    });
  });
}
