/**
 * E-mail for the Fastify app: one `Mailer` per server as `app.mailer`, closed with the server
 * (pending background sends are awaited first). See mailer.ts for SMTP_URL / MAIL_FROM.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { Mailer, type MailLog } from './mailer.ts';
import { acao } from '../http/contrato.ts';
import { CONFIGURACAO } from '../../contratos/configuracao.ts';

export { Mailer, type Mensagem, type MailLog } from './mailer.ts';
export * from './templates.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Mensagem única (pt-BR) de toda ação "enviar por e-mail" quando o servidor não tem SMTP. */
export const MENSAGEM_EMAIL_NAO_CONFIGURADO =
  'E-mail não configurado neste servidor: o administrador precisa informar o servidor de envio (SMTP_URL). Enquanto isso, baixe o PDF ou o XML e envie por outro meio.';

/**
 * Toda rota que envia e-mail chama isto antes de montar o anexo: sem SMTP, a mesma resposta 400
 * com o campo `email` em todas (NF-e, NFC-e, pedido), nada gravado.
 * @throws ApiError 400 quando o SMTP não está configurado.
 */
export function exigirEmailConfigurado(mailer: Pick<Mailer, 'configurado'>): void {
  if (!mailer.configurado) throw new ApiError(400, MENSAGEM_EMAIL_NAO_CONFIGURADO, { email: [MENSAGEM_EMAIL_NAO_CONFIGURADO] });
}

/**
 * Registra o `app.mailer` e `GET /v1/email/Situacao` (`{configurado}`, qualquer usuário logado):
 * a web esconde ou desabilita os botões de e-mail, com a explicação, quando não há SMTP.
 */
export function registerMail(app: FastifyInstance, config: Config): Mailer {
  const mailer = new Mailer(config, app.log as unknown as MailLog);
  app.decorate('mailer', mailer);
  app.get('/v1/email/Situacao', acao(CONFIGURACAO.emailSituacao, { preHandler: app.authenticate }), async () =>
    ok({ configurado: mailer.configurado, mensagem: mailer.configurado ? null : MENSAGEM_EMAIL_NAO_CONFIGURADO }),
  );
  app.addHook('onClose', async () => {
    await mailer.close();
  });
  return mailer;
}
