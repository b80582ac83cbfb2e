/**
 * E-mail for the Fastify app: one `Mailer` per server as `app.mailer`, closed with the server
 * (pending background sends are awaited first). See mailer.ts for SMTP_URL / MAIL_FROM.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { Mailer, type MailLog } from './mailer.ts';

export { Mailer, type Mensagem, type MailLog } from './mailer.ts';
export * from './templates.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export function registerMail(app: FastifyInstance, config: Config): Mailer {
  const mailer = new Mailer(config, app.log as unknown as MailLog);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    await mailer.close();
  });
  return mailer;
}
