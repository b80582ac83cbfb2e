/**
 * Gestão dos tokens de acesso pessoal pelo próprio usuário (Perfil › Tokens de acesso). Só com o Bearer da sessão de login — um token pessoal não administra tokens.
 *
 * - `GET /v1/TokenAcesso` -> `Data`: os tokens do usuário (sem o segredo).
 * - `POST /v1/TokenAcesso/` `{ nome, validade_dias? }` -> 201, `Data` com `token` (o segredo, só agora).
 * - `DELETE /v1/TokenAcesso/{id}` -> revoga na hora (404 se não for do usuário ou já revogado).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { ValidationError, ok } from '../../http/envelope.ts';
import { criarToken, listarTokens, revogarToken } from './servico.ts';
import { acao } from '../../http/contrato.ts';
import { CONTA } from '../../../contratos/conta.ts';

export function registerTokensRoutes(app: FastifyInstance, db: Database): void {
  const auth = { preHandler: app.authenticate };
  const lista = async (req: import('fastify').FastifyRequest) => ok(await listarTokens(db, req.ctx));
  app.get('/v1/TokenAcesso', acao(CONTA.tokensListar, auth), lista);
  app.get('/v1/TokenAcesso/', acao(CONTA.tokensListar, auth), lista);
  app.post('/v1/TokenAcesso/', acao(CONTA.tokensCriar, auth), async (req, reply) => {
    const t = await criarToken(db, req.ctx, req.body, req.ip ?? null);
    return reply.status(201).send(ok(t, 'Token criado. Copie agora: ele não será mostrado de novo.'));
  });
  app.delete('/v1/TokenAcesso/:id', acao(CONTA.tokensRevogar, auth), async (req) => {
    const raw = (req.params as { id: string }).id;
    if (!/^\d{1,9}$/.test(raw)) throw new ValidationError({ id: ['Identificador inválido'] }, 'Identificador inválido.');
    await revogarToken(app, db, req.ctx, Number(raw));
    return ok(true, 'Token revogado. Conexões que o usam deixam de funcionar agora.');
  });
}
