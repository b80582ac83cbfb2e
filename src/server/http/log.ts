/**
 * The server's console. Outside production `npm start` prints one short human
 * line per request — `14:05:03 INFO  GET /v1/cliente/12 200 8 ms` — through pino-pretty, instead of
 * a JSON object per line; in production (or with LOG_FORMAT=json) the same events stay JSON lines
 * for log collectors. Either way tokens, passwords and cookies are redacted and the access token of
 * the hub's query string is hidden.
 */
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'body.Password',
  'body.RefreshToken',
  'body.Senha',
  'body.SenhaAtual',
  'body.NovaSenha',
  'body.Token',
  'body.Usuario.senha',
];

/** `url` without the hub's `access_token` value. */
export const urlSemToken = (url: string) => url.replace(/(access_token=)[^&]+/gi, '$1[oculto]');

/** True when the console should be human-readable (not production and LOG_FORMAT is not 'json'). */
export function logLegivel(config: Pick<Config, 'production'>): boolean {
  return !config.production && (process.env.LOG_FORMAT ?? '').toLowerCase() !== 'json';
}

/**
 * Fastify `logger` options for the configuration: JSON lines (production) or a pino-pretty stream
 * (colours when the console is a terminal). Automatic request/response logging is replaced by
 * {@link registrarLogRequisicoes}'s single line.
 */
export async function opcoesDeLog(config: Config): Promise<FastifyServerOptions['logger']> {
  const base = {
    level: config.logLevel,
    redact: { paths: REDACT, censor: '[oculto]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: urlSemToken(req.url), ip: req.ip }),
    },
  };
  if (!logLegivel(config)) return base;
  const { default: pretty } = await import('pino-pretty');
  return {
    ...base,
    stream: pretty({
      colorize: Boolean(process.stdout.isTTY),
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId,req,res,responseTime',
      singleLine: true,
      sync: true,
    }),
  };
}

/** One line per finished request: method, URL (token hidden), status and time in ms (a callback hook: no promise per response). */
export function registrarLogRequisicoes(app: FastifyInstance): void {
  app.addHook('onResponse', (req, reply, done) => {
    const ms = reply.elapsedTime.toFixed(0);
    const linha = `${req.method} ${urlSemToken(req.url)} ${reply.statusCode} ${ms} ms`;
    if (reply.statusCode >= 500) req.log.error(linha);
    else req.log.info(linha);
    done();
  });
}
