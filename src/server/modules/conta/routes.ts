/**
 * Account calls of SPEC §7 "Extras":
 *
 * - `PUT /v1/redefinirSenhaUsuario/` (public, 5/min per IP)
 *   - `{Email, Url}`: when an active user has that e-mail (case-insensitive), a one-time link
 *     `{PUBLIC_URL}/{Url}/password-reset?token=…` valid for 1 hour is e-mailed, branded with the
 *     tenant of `Url` (unknown tenant: the administrator's brand and url). The answer is always the
 *     same, sent before the e-mail goes out, so it reveals nothing about which e-mails exist.
 *   - `{Token, Senha}`: redeems the link — SPEC §5 strength (400 `{Senha: [...]}`), argon2id hash,
 *     token marked used, every session of the user revoked; 400 'Link inválido ou expirado.
 *     Solicite um novo.' for an unknown, used or expired token.
 * - `PUT /v1/alterarSenhaUsuario/` (signed in, 10/min per IP) `{SenhaAtual, NovaSenha}`: the user's
 *   own password; the other sessions are revoked, the current one stays.
 * - `PUT /v1/alterarEmailUsuario/` (signed in, 10/min per IP) `{Senha, Email}`: the user's own
 *   e-mail, confirmed by the password; the previous address gets a notice.
 * - `POST /v1/getByUsuarioExists/` (public, 20/min per IP) `{Login}` -> Data: whether the login is
 *   taken (case-insensitive, as the unique index).
 *
 * Credentials are the auth module's ground (login runs the same way): these run as owner, every
 * statement keyed by the user of the verified session or of the redeemed token, never by input.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withOwner } from '../../db/tenant.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { auditar } from '../auditoria/registro.ts';
import { isValidEmail } from '../../../domain/index.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { emailEmailAlterado, emailRedefinicaoSenha, emailSenhaAlterada, type Mensagem } from '../../mail/index.ts';
import { corpo, erro, falharSe, texto, type Erros } from '../comum.ts';
import { RE_SEGMENTO, marcaDoAdministrador, marcaDoUsuario, marcaPorUrl } from './marca.ts';
import { VALIDADE_TOKEN_MINUTOS, criarTokenRedefinicao, gravarSenha, limparTokensVencidos, problemasDaSenha, usuarioDoToken } from './senha.ts';
import { acao } from '../../http/contrato.ts';
import { CONTA } from '../../../contratos/conta.ts';

export const MSG_PEDIDO_REDEFINICAO = 'Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha.';
export const MSG_LINK_INVALIDO = 'Link inválido ou expirado. Solicite um novo.';
/** Users with the same e-mail that get a link each (the link names the login). */
const MAX_CONTAS_POR_EMAIL = 5;

const ROTULOS: Record<string, string> = {
  Email: 'E-mail',
  Url: 'Endereço',
  Senha: 'Senha',
  SenhaAtual: 'Senha atual',
  NovaSenha: 'Nova senha',
  Login: 'Login',
};

function email(b: Record<string, unknown>, campo: string, erros: Erros): string {
  const v = texto(b, campo, erros, { max: 100 }).toLowerCase();
  if (v && !isValidEmail(v)) erro(erros, campo, 'E-mail inválido');
  return v;
}

export function registerContaRoutes(app: FastifyInstance, config: Config, db: Database): void {
  const porMinuto = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

  app.put('/v1/redefinirSenhaUsuario/', acao(CONTA.redefinirSenha, { config: porMinuto(5) }), async (req) => {
    const b = corpo(req.body);

    if (b.Token !== undefined && b.Token !== null) {
      const token = typeof b.Token === 'string' ? b.Token.trim() : '';
      const senha = typeof b.Senha === 'string' ? b.Senha : '';
      const { usuario, marca } = await withOwner(db, async (c) => {
        const u = await usuarioDoToken(c, token);
        if (!u) throw new ApiError(400, MSG_LINK_INVALIDO);
        const erros: Erros = {};
        for (const m of problemasDaSenha(senha)) erro(erros, 'Senha', m);
        falharSe(erros, ROTULOS);
        await gravarSenha(c, u.id, senha, { tokenUsado: token, motivo: 'senha redefinida' });
        return { usuario: u, marca: await marcaDoUsuario(c, u.id) };
      });
      app.mailer.enviarEmSegundoPlano(emailSenhaAlterada(marca, { para: usuario.email, nome: usuario.nome, login: usuario.login }));
      return ok({ login: usuario.login }, 'Senha redefinida com sucesso. Entre com a nova senha.');
    }

    const erros: Erros = {};
    const para = email(b, 'Email', erros);
    const url = texto(b, 'Url', erros, { max: 255 });
    if (url && !RE_SEGMENTO.test(url)) erro(erros, 'Url', 'Endereço da empresa inválido (1 a 255 caracteres: letras, números, . _ ~ -)');
    falharSe(erros, ROTULOS);
    const mensagens = await withOwner(db, async (c) => {
      await limparTokensVencidos(c);
      const daUrl = await marcaPorUrl(c, url);
      const marca = daUrl ?? (await marcaDoAdministrador(c));
      const segmento = daUrl ? url : marca.url;
      const { rows } = await c.query('SELECT id, login, nome, email FROM usuario WHERE lower(email) = $1 AND ativo ORDER BY id LIMIT $2', [
        para,
        MAX_CONTAS_POR_EMAIL,
      ]);
      const out: Mensagem[] = [];
      for (const u of rows) {
        const token = await criarTokenRedefinicao(c, u.id, req.ip);
        const link = `${config.publicUrl}/${encodeURIComponent(segmento)}/password-reset?token=${token}`;
        out.push(emailRedefinicaoSenha(marca, { para: u.email, nome: u.nome, login: u.login, link, validadeMinutos: VALIDADE_TOKEN_MINUTOS }));
      }
      return out;
    });
    for (const m of mensagens) app.mailer.enviarEmSegundoPlano(m);
    return ok(null, MSG_PEDIDO_REDEFINICAO);
  });

  app.put('/v1/alterarSenhaUsuario/', acao(CONTA.alterarSenha, { preHandler: app.authenticate, config: porMinuto(10) }), async (req) => {
    const b = corpo(req.body);
    const erros: Erros = {};
    const atual = texto(b, 'SenhaAtual', erros, { bruto: true });
    const nova = typeof b.NovaSenha === 'string' ? b.NovaSenha : '';
    for (const m of problemasDaSenha(nova)) erro(erros, 'NovaSenha', m);
    if (atual && nova && atual === nova) erro(erros, 'NovaSenha', 'A nova senha deve ser diferente da atual');
    falharSe(erros, ROTULOS);
    const ctx = req.ctx;
    const { usuario, marca } = await withOwner(db, async (c) => {
      const { rows } = await c.query('SELECT id, login, nome, email, senha FROM usuario WHERE id = $1 FOR UPDATE', [ctx.usuarioId]);
      if (!(await verifyPassword(rows[0]?.senha, atual))) falharSe({ SenhaAtual: ['Senha atual incorreta'] }, ROTULOS);
      await gravarSenha(c, ctx.usuarioId, nova, { manterSessao: ctx.sessaoId, motivo: 'senha alterada' });
      return { usuario: rows[0], marca: await marcaDoUsuario(c, ctx.usuarioId) };
    });
    app.mailer.enviarEmSegundoPlano(emailSenhaAlterada(marca, { para: usuario.email, nome: usuario.nome, login: usuario.login }));
    return ok(null, 'Senha alterada com sucesso.');
  });

  app.put('/v1/alterarEmailUsuario/', acao(CONTA.alterarEmail, { preHandler: app.authenticate, config: porMinuto(10) }), async (req) => {
    const b = corpo(req.body);
    const erros: Erros = {};
    const senha = texto(b, 'Senha', erros, { bruto: true });
    const novo = email(b, 'Email', erros);
    falharSe(erros, ROTULOS);
    const ctx = req.ctx;
    const aviso = await withOwner(db, async (c) => {
      const { rows } = await c.query('SELECT id, login, nome, email, senha FROM usuario WHERE id = $1 FOR UPDATE', [ctx.usuarioId]);
      const u = rows[0];
      if (!(await verifyPassword(u?.senha, senha))) falharSe({ Senha: ['Senha incorreta'] }, ROTULOS);
      if (String(u.email).toLowerCase() === novo) return null;
      await c.query('UPDATE usuario SET email = $2 WHERE id = $1', [ctx.usuarioId, novo]);
      await auditar(c, {
        entidade: 'usuario',
        acao: 'alterar',
        descricao: 'E-mail alterado',
        itens: [{ registroId: ctx.usuarioId, antes: { email: u.email }, depois: { email: novo } }],
      });
      // links already e-mailed to the previous address stop working
      await c.query('DELETE FROM usuario_senha_token WHERE usuario_id = $1 AND usado_em IS NULL', [ctx.usuarioId]);
      return emailEmailAlterado(await marcaDoUsuario(c, ctx.usuarioId), { para: u.email, nome: u.nome, login: u.login, novoEmail: novo });
    });
    if (aviso) app.mailer.enviarEmSegundoPlano(aviso);
    return ok({ email: novo }, 'E-mail alterado com sucesso.');
  });

  app.post('/v1/getByUsuarioExists/', acao(CONTA.usuarioExiste, { config: porMinuto(20) }), async (req) => {
    const b = corpo(req.body);
    const erros: Erros = {};
    const login = texto(b, 'Login', erros);
    falharSe(erros, ROTULOS);
    const { rows } = await db.pool.query('SELECT EXISTS (SELECT 1 FROM usuario WHERE lower(login) = lower($1)) AS existe', [login]);
    return ok(rows[0].existe === true);
  });
}
