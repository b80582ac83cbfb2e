/**
 * Account calls of SPEC §7 "Extras" through the real server, database and a real SMTP server
 * (smtp-server on a loopback port; SMTP_URL pointed at it): password reset end to end, password and
 * e-mail change, login availability, and company self-registration (registerEmitente).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { startTestServer, type TestServer } from './helpers.ts';
import { DEMO_PASSWORD } from '../../src/server/seed/index.ts';
import { Mailer, emailRedefinicaoSenha } from '../../src/server/mail/index.ts';
import { MSG_LINK_INVALIDO, MSG_PEDIDO_REDEFINICAO } from '../../src/server/modules/conta/routes.ts';
import * as gen from '../../src/server/seed/dados-demo.ts';

interface Email {
  para: string[];
  de: string;
  from: string;
  subject: string;
  text: string;
  html: string;
}

// ---- a tiny MIME reader for what nodemailer writes (multipart/alternative, QP or base64) ----------
const qp = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
function decodeBody(headers: string, body: string): string {
  const cte = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1].toLowerCase();
  if (cte === 'quoted-printable') return qp(body);
  if (cte === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}
function header(headers: string, name: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const v = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1] ?? '';
  return v
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, enc, t) =>
      enc.toLowerCase() === 'b' ? Buffer.from(t, 'base64').toString('utf8') : qp(t.replace(/_/g, ' ')),
    );
}
function parse(raw: string, para: string[], de: string): Email {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\r\n\r\n');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1];
  let text = '';
  let html = '';
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [`${head}\r\n\r\n${body}`];
  for (const p of parts) {
    const [ph, ...pb] = p.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const content = decodeBody(ph, pb.join('\r\n\r\n'));
    if (/content-type:\s*text\/html/i.test(ph)) html = content;
    else if (/content-type:\s*text\/plain/i.test(ph)) text = content;
  }
  return { para, de, from: header(head, 'From'), subject: header(head, 'Subject'), text, html };
}

let smtp: SMTPServer;
const caixa: Email[] = [];
let s: TestServer;
let n = 0;
const ip = () => `10.7.${Math.floor(++n / 250)}.${(n % 250) + 1}`;
const tokenDe = (e: Email) => /password-reset\?token=([A-Za-z0-9_-]+)/.exec(e.text)?.[1] ?? null;
const para = (addr: string) => caixa.filter((e) => e.para.includes(addr));

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const env = session.envelope;
        caixa.push(
          parse(
            Buffer.concat(chunks).toString('utf8'),
            env.rcptTo.map((r) => r.address),
            env.mailFrom ? env.mailFrom.address : '',
          ),
        );
        cb();
      });
    },
  });
  await new Promise<void>((ok) => smtp.listen(0, '127.0.0.1', () => ok()));
  const port = (smtp.server.address() as AddressInfo).port;
  s = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${port}`, publicUrl: 'https://app.exemplo.com.br', demoSize: 5 });
});
afterAll(async () => {
  await s?.close();
  await new Promise<void>((ok) => smtp.close(() => ok()));
});

const put = (url: string, payload: object, opts: { token?: string; remoteAddress?: string } = {}) =>
  s.call(opts.token ?? null, { method: 'PUT', url, payload, remoteAddress: opts.remoteAddress ?? ip() });
const post = (url: string, payload: object, opts: { token?: string; remoteAddress?: string } = {}) =>
  s.call(opts.token ?? null, { method: 'POST', url, payload, remoteAddress: opts.remoteAddress ?? ip() });
const login = (l: string, senha: string) => s.app.inject({ method: 'POST', url: '/v1/auth/login/', payload: { Login: l, Password: senha, LembrarMe: false } });
const pedir = (email: string, url = 'parceiro', remoteAddress?: string) => put('/v1/redefinirSenhaUsuario/', { Email: email, Url: url }, { remoteAddress });

describe('PUT /v1/redefinirSenhaUsuario/ (ponta a ponta com SMTP real)', () => {
  it('pedido -> e-mail com o link da marca -> nova senha -> login novo funciona, antigo não, link não se reusa', async () => {
    const antes = await s.login('caixa');
    const res = await pedir('CAIXA@Demo.ERP.local');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Success: true, Message: MSG_PEDIDO_REDEFINICAO, Data: null });

    await s.app.mailer.idle();
    const [email] = para('caixa@demo.erp.local');
    expect(email).toBeDefined();
    expect(email.subject).toBe('Redefinição de senha - Parceiro Tecnologia');
    expect(email.from).toContain('Parceiro Tecnologia');
    expect(email.from).toContain('nao-responda@erp.local');
    expect(email.text).toContain('Olá, Carlos do Caixa.');
    expect(email.text).toContain('"caixa"');
    expect(email.text).toContain('1 hora');
    const token = tokenDe(email)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(email.text).toContain(`https://app.exemplo.com.br/parceiro/password-reset?token=${token}`);
    expect(email.html).toContain(`https://app.exemplo.com.br/parceiro/password-reset?token=${token}`);
    expect(email.html).toContain('<html lang="pt-BR">');

    // only the SHA-256 is stored, expiring in one hour
    const { rows } = await s.db.pool.query(
      `SELECT t.hash, extract(epoch FROM t.expira_em - now()) AS segundos FROM usuario_senha_token t JOIN usuario u ON u.id = t.usuario_id WHERE u.login = 'caixa'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(Number(rows[0].segundos)).toBeGreaterThan(3500);
    expect(Number(rows[0].segundos)).toBeLessThanOrEqual(3600);
    expect(JSON.stringify(rows)).not.toContain(token);

    // a weak password is refused with the SPEC §5 messages and does not burn the link
    const fraca = await put('/v1/redefinirSenhaUsuario/', { Token: token, Senha: 'abc' });
    expect(fraca.statusCode).toBe(400);
    expect(fraca.json().Success).toBe(false);
    expect(fraca.json().Senha).toEqual(expect.arrayContaining(['A senha deve ter no mínimo 8 caracteres', 'A senha deve conter ao menos uma letra maiúscula']));

    const troca = await put('/v1/redefinirSenhaUsuario/', { Token: token, Senha: 'Caixa#Nova2026' });
    expect(troca.statusCode).toBe(200);
    expect(troca.json()).toMatchObject({ Success: true, Data: { login: 'caixa' } });

    expect((await login('caixa', 'Caixa#Nova2026')).statusCode).toBe(200);
    expect((await login('caixa', DEMO_PASSWORD)).statusCode).toBe(401);
    // every session opened with the old password is revoked
    expect((await s.call(antes.Token, { method: 'GET', url: '/OData/Cliente?$top=1' })).statusCode).toBe(401);

    const reuso = await put('/v1/redefinirSenhaUsuario/', { Token: token, Senha: 'Outra#Senha2026' });
    expect(reuso.statusCode).toBe(400);
    expect(reuso.json()).toMatchObject({ Success: false, Message: MSG_LINK_INVALIDO });
    expect((await login('caixa', 'Outra#Senha2026')).statusCode).toBe(401);

    await s.app.mailer.idle();
    expect(para('caixa@demo.erp.local').map((e) => e.subject)).toContain('Sua senha foi alterada - Parceiro Tecnologia');
  });

  it('e-mail desconhecido: a mesma resposta, nenhum e-mail e nenhum token', async () => {
    const total = caixa.length;
    const res = await pedir('ninguem@nao-existe.com.br');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Success: true, Message: MSG_PEDIDO_REDEFINICAO, Data: null });
    await s.app.mailer.idle();
    await new Promise((ok) => setTimeout(ok, 200));
    expect(caixa.length).toBe(total);
    const { rows } = await s.db.pool.query(
      `SELECT count(*)::int AS n FROM usuario_senha_token t JOIN usuario u ON u.id = t.usuario_id WHERE lower(u.email) = 'ninguem@nao-existe.com.br'`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('usuário inativo não recebe link (e a resposta é a mesma)', async () => {
    await s.db.pool.query(`UPDATE usuario SET ativo = false WHERE login = 'distribuidor'`);
    try {
      const total = caixa.length;
      const res = await pedir('distribuidor@demo.erp.local');
      expect(res.json().Message).toBe(MSG_PEDIDO_REDEFINICAO);
      await s.app.mailer.idle();
      expect(caixa.length).toBe(total);
    } finally {
      await s.db.pool.query(`UPDATE usuario SET ativo = true WHERE login = 'distribuidor'`);
    }
  });

  it('um pedido novo invalida o link anterior; tenant desconhecido usa a marca do administrador', async () => {
    await pedir('master@demo.erp.local', 'erp');
    await s.app.mailer.idle();
    const primeiro = tokenDe(para('master@demo.erp.local').at(-1)!)!;
    await pedir('master@demo.erp.local', 'tenant-que-nao-existe');
    await s.app.mailer.idle();
    const ultimo = para('master@demo.erp.local').at(-1)!;
    const segundo = tokenDe(ultimo)!;
    expect(segundo).not.toBe(primeiro);
    expect(ultimo.subject).toBe('Redefinição de senha - ERP Fiscal');
    expect(ultimo.text).toContain('https://app.exemplo.com.br/erp/password-reset?token=');
    expect((await put('/v1/redefinirSenhaUsuario/', { Token: primeiro, Senha: 'Master#2026x' })).json().Message).toBe(MSG_LINK_INVALIDO);
    // the newest link expires after one hour
    await s.db.pool.query(`UPDATE usuario_senha_token SET expira_em = now() - interval '1 second' WHERE hash = $1`, [
      createHash('sha256').update(segundo).digest('hex'),
    ]);
    const vencido = await put('/v1/redefinirSenhaUsuario/', { Token: segundo, Senha: 'Master#2026x' });
    expect(vencido.statusCode).toBe(400);
    expect(vencido.json().Message).toBe(MSG_LINK_INVALIDO);
    expect((await login('master', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('valida Email, Url e Token', async () => {
    const semEmail = await put('/v1/redefinirSenhaUsuario/', { Url: 'erp' });
    expect(semEmail.statusCode).toBe(400);
    expect(semEmail.json().Email).toEqual(['Campo obrigatório']);
    const ruim = await put('/v1/redefinirSenhaUsuario/', { Email: 'nao-e-email', Url: 'erp/../x' });
    expect(ruim.json().Email).toEqual(['E-mail inválido']);
    expect(ruim.json().Url).toHaveLength(1);
    const lixo = await put('/v1/redefinirSenhaUsuario/', { Token: 'x'.repeat(43), Senha: 'Boa#Senha2026' });
    expect(lixo.statusCode).toBe(400);
    expect(lixo.json().Message).toBe(MSG_LINK_INVALIDO);
    expect((await put('/v1/redefinirSenhaUsuario/', { Token: 12345, Senha: 'Boa#Senha2026' })).json().Message).toBe(MSG_LINK_INVALIDO);
  });

  it('limita a 5 chamadas por minuto por IP', async () => {
    const addr = '10.200.0.1';
    for (let i = 0; i < 5; i++) expect((await pedir('ninguem@x.com.br', 'erp', addr)).statusCode).toBe(200);
    const res = await pedir('ninguem@x.com.br', 'erp', addr);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ Success: false, Message: 'Muitas tentativas. Aguarde um minuto e tente novamente.' });
  });

  it('sem SMTP configurado o log registra o destinatário, sem o link nem o token', async () => {
    const linhas: string[] = [];
    const log = {
      info: (o: object, m: string) => linhas.push(JSON.stringify(o) + m),
      warn: (o: object, m: string) => linhas.push(JSON.stringify(o) + m),
      error: (o: object, m: string) => linhas.push(JSON.stringify(o) + m),
    };
    const m = new Mailer({ smtpUrl: null, mailFrom: 'ERP <x@y.com.br>' }, log);
    const token = 'TOKEN_SECRETO_abcdefghijklmnopqrstuvwxyz012';
    const ok = await m.enviar(
      emailRedefinicaoSenha(
        { nome_empresa: 'ERP Fiscal' },
        { para: 'fulano@x.com.br', nome: 'Fulano', login: 'fulano', link: `https://a/erp/password-reset?token=${token}`, validadeMinutos: 60 },
      ),
    );
    expect(ok).toBe(false);
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toContain('e-mail não enviado: SMTP não configurado');
    expect(linhas[0]).toContain('fulano@x.com.br');
    expect(linhas[0]).not.toContain(token);
    expect(linhas[0]).not.toContain('password-reset');
  });
});

describe('PUT /v1/alterarSenhaUsuario/ e /v1/alterarEmailUsuario/', () => {
  it('exigem sessão', async () => {
    expect((await put('/v1/alterarSenhaUsuario/', { SenhaAtual: 'x', NovaSenha: 'y' })).statusCode).toBe(401);
    expect((await put('/v1/alterarEmailUsuario/', { Senha: 'x', Email: 'a@b.com.br' })).statusCode).toBe(401);
  });

  it('altera a senha: confere a atual, exige força, mantém a sessão corrente e encerra as outras', async () => {
    const atual = await s.login('industria');
    const outra = await s.login('industria');
    const errada = await put('/v1/alterarSenhaUsuario/', { SenhaAtual: 'errada', NovaSenha: 'Industria#2026' }, { token: atual.Token });
    expect(errada.statusCode).toBe(400);
    expect(errada.json().SenhaAtual).toEqual(['Senha atual incorreta']);
    const fraca = await put('/v1/alterarSenhaUsuario/', { SenhaAtual: DEMO_PASSWORD, NovaSenha: 'industria' }, { token: atual.Token });
    expect(fraca.statusCode).toBe(400);
    expect(fraca.json().NovaSenha).toEqual(
      expect.arrayContaining(['A senha deve conter ao menos uma letra maiúscula', 'A senha deve conter ao menos um número']),
    );
    const igual = await put('/v1/alterarSenhaUsuario/', { SenhaAtual: DEMO_PASSWORD, NovaSenha: DEMO_PASSWORD }, { token: atual.Token });
    expect(igual.json().NovaSenha).toEqual(['A nova senha deve ser diferente da atual']);
    expect((await login('industria', DEMO_PASSWORD)).statusCode).toBe(200);

    const res = await put('/v1/alterarSenhaUsuario/', { SenhaAtual: DEMO_PASSWORD, NovaSenha: 'Industria#2026' }, { token: atual.Token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Success: true, Message: 'Senha alterada com sucesso.' });
    expect((await s.call(atual.Token, { method: 'GET', url: '/OData/Cliente?$top=1' })).statusCode).toBe(200);
    expect((await s.call(outra.Token, { method: 'GET', url: '/OData/Cliente?$top=1' })).statusCode).toBe(401);
    expect((await login('industria', 'Industria#2026')).statusCode).toBe(200);
    expect((await login('industria', DEMO_PASSWORD)).statusCode).toBe(401);
    const { rows } = await s.db.pool.query(`SELECT senha FROM usuario WHERE login = 'industria'`);
    expect(rows[0].senha).toMatch(/^\$argon2id\$/);
    await s.app.mailer.idle();
    expect(para('industria@demo.erp.local').map((e) => e.subject)).toContain('Sua senha foi alterada - Parceiro Tecnologia');
  });

  it('altera o e-mail com a senha; o endereço antigo recebe o aviso; links pendentes deixam de valer', async () => {
    const l = await s.login('revenda');
    await pedir('revenda@demo.erp.local', 'parceiro');
    await s.app.mailer.idle();
    const pendente = tokenDe(para('revenda@demo.erp.local').at(-1)!)!;

    const errada = await put('/v1/alterarEmailUsuario/', { Senha: 'errada', Email: 'novo@parceiro.com.br' }, { token: l.Token });
    expect(errada.statusCode).toBe(400);
    expect(errada.json().Senha).toEqual(['Senha incorreta']);
    const invalido = await put('/v1/alterarEmailUsuario/', { Senha: DEMO_PASSWORD, Email: 'sem-arroba' }, { token: l.Token });
    expect(invalido.json().Email).toEqual(['E-mail inválido']);

    const res = await put('/v1/alterarEmailUsuario/', { Senha: DEMO_PASSWORD, Email: ' Novo.Email@Parceiro.com.br ' }, { token: l.Token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Success: true, Message: 'E-mail alterado com sucesso.', Data: { email: 'novo.email@parceiro.com.br' } });
    const { rows } = await s.db.pool.query(`SELECT email FROM usuario WHERE login = 'revenda'`);
    expect(rows[0].email).toBe('novo.email@parceiro.com.br');
    await s.app.mailer.idle();
    const aviso = para('revenda@demo.erp.local').at(-1)!;
    expect(aviso.subject).toBe('Seu e-mail foi alterado - Parceiro Tecnologia');
    expect(aviso.text).toContain('novo.email@parceiro.com.br');
    expect((await put('/v1/redefinirSenhaUsuario/', { Token: pendente, Senha: 'Revenda#2026' })).json().Message).toBe(MSG_LINK_INVALIDO);
  });
});

describe('POST /v1/getByUsuarioExists/', () => {
  it('diz se o login já existe, sem diferenciar maiúsculas', async () => {
    expect((await post('/v1/getByUsuarioExists/', { Login: 'LOJA' })).json()).toEqual({ Success: true, Message: null, Data: true });
    expect((await post('/v1/getByUsuarioExists/', { Login: 'login-livre-123' })).json().Data).toBe(false);
    const sem = await post('/v1/getByUsuarioExists/', {});
    expect(sem.statusCode).toBe(400);
    expect(sem.json().Login).toEqual(['Campo obrigatório']);
  });

  it('limita a 20 consultas por minuto por IP', async () => {
    const addr = '10.200.0.2';
    for (let i = 0; i < 20; i++) expect((await post('/v1/getByUsuarioExists/', { Login: `x${i}` }, { remoteAddress: addr })).statusCode).toBe(200);
    expect((await post('/v1/getByUsuarioExists/', { Login: 'x' }, { remoteAddress: addr })).statusCode).toBe(429);
  });
});

describe('POST /v1/registerEmitente/', () => {
  let seq = 1;
  const novoCnpj = () => gen.cnpj(gen.prng(424242 + seq++));
  const cadastro = (over: { Url?: string; Empresa?: object; Usuario?: object } = {}) => ({
    Url: over.Url ?? 'parceiro',
    Empresa: {
      nome: 'Padaria Pão Quente Ltda',
      fantasia: 'Pão Quente',
      cnpj: novoCnpj(),
      ie: '110.042.490.114',
      crt: 1,
      email: 'contato@paoquente.com.br',
      telefone: '1133334444',
      cep: '01310-100',
      logradouro: 'Rua Augusta',
      numero: '100',
      complemento: 'Loja 2',
      bairro: 'Consolação',
      cidade_id: 3550308,
      uf: 'sp',
      ...over.Empresa,
    },
    Usuario: { nome: 'Paula Pão Quente', email: 'Paula@PaoQuente.com.br', login: `paula${seq}`, senha: 'Padaria#2026', ...over.Usuario },
  });
  const contar = async () =>
    (
      await s.db.pool.query(
        `SELECT (SELECT count(*) FROM emitente)::int AS e, (SELECT count(*) FROM usuario)::int AS u, (SELECT count(*) FROM emitente_tipo_usuario)::int AS p,
            (SELECT count(*) FROM emitente_restricao)::int AS r, (SELECT count(*) FROM configuracao)::int AS c`,
      )
    ).rows[0];

  it('cria a empresa na revenda da marca; o proprietário entra e vê 0 clientes', async () => {
    const body = cadastro({ Empresa: { tipo_pacote: 3, ambiente: 1 } as object, Usuario: { login: 'paula.paoquente' } });
    const res = await post('/v1/registerEmitente/', body);
    expect(res.statusCode).toBe(201);
    const out = res.json();
    expect(out).toMatchObject({ Success: true, Message: 'Cadastro realizado! Entre com o seu login.', Data: { login: 'paula.paoquente' } });
    const id = out.Data.emitente_id;

    const {
      rows: [e],
    } = await s.db.pool.query('SELECT * FROM emitente WHERE id = $1', [id]);
    const {
      rows: [rev],
    } = await s.db.pool.query('SELECT * FROM revenda WHERE id = 1');
    expect(e).toMatchObject({
      nome: 'Padaria Pão Quente Ltda',
      cnpj: body.Empresa.cnpj,
      ie: '110042490114',
      cep: '01310100',
      uf: 'SP',
      crt: 1,
      tipo_pacote: 1,
      ambiente: 2,
      revenda_id: 1,
      distribuidor_id: rev.distribuidor_id,
      distribuidor_master_id: rev.distribuidor_master_id,
    });
    const {
      rows: [u],
    } = await s.db.pool.query(
      `SELECT u.*, p.descricao, p.administrador FROM usuario u JOIN emitente_tipo_usuario p ON p.id = u.emitente_tipo_usuario_id WHERE u.login = 'paula.paoquente'`,
    );
    expect(u).toMatchObject({
      email: 'paula@paoquente.com.br',
      tipo_usuario_id: 5,
      emitente_id: id,
      descricao: 'Proprietário',
      administrador: true,
      revenda_id: 1,
    });
    expect(u.senha).toMatch(/^\$argon2id\$/);
    expect((await s.db.pool.query('SELECT count(*)::int AS n FROM configuracao WHERE emitente_id = $1', [id])).rows[0].n).toBe(1);
    // assistente de primeiros passos (config/assistente-modulos.ts) aberto para a empresa nova
    expect((await s.db.pool.query('SELECT count(*)::int AS n FROM assistente_modulos WHERE emitente_id = $1 AND dispensado_em IS NULL', [id])).rows[0].n).toBe(
      1,
    );

    const l = await s.login('paula.paoquente', 'Padaria#2026');
    expect(l.User.Emitente).toMatchObject({ id, nome: 'Padaria Pão Quente Ltda', tipo_pacote: 1, Revenda: { id: 1 } });
    expect(l.User.TipoUsuario.tipo).toBe('Empresa - Proprietário');
    expect(l.User.EmitenteTipoUsuario.EmitenteRestricao.map((r: { regra: string }) => r.regra)).toContain('Permitir.Cliente.Incluir');
    const lista = await s.call(l.Token, { method: 'GET', url: '/OData/Cliente?$count=true' });
    expect(lista.statusCode).toBe(200);
    expect(lista.json()['@odata.count']).toBe(0);
    expect(lista.json().value).toEqual([]);

    await s.app.mailer.idle();
    const boasVindas = para('paula@paoquente.com.br').at(-1)!;
    expect(boasVindas.subject).toBe('Bem-vindo(a) a Parceiro Tecnologia');
    expect(boasVindas.text).toContain('https://app.exemplo.com.br/parceiro/sign-in');
    expect(boasVindas.text).not.toContain('Padaria#2026');
  });

  it('a marca do administrador (sem revenda) cadastra na revenda 1', async () => {
    const res = await post('/v1/registerEmitente/', cadastro({ Url: 'ERP' }));
    expect(res.statusCode).toBe(201);
    const { rows } = await s.db.pool.query('SELECT revenda_id FROM emitente WHERE id = $1', [res.json().Data.emitente_id]);
    expect(rows[0].revenda_id).toBe(1);
  });

  it('CNPJ inválido: erro em Empresa.cnpj e nada gravado', async () => {
    const antes = await contar();
    const res = await post('/v1/registerEmitente/', cadastro({ Empresa: { cnpj: '11.222.333/0001-00' }, Usuario: { login: 'cnpj.ruim' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Success: false, 'Empresa.cnpj': ['CPF/CNPJ inválido'] });
    expect(await contar()).toEqual(antes);
    expect((await post('/v1/getByUsuarioExists/', { Login: 'cnpj.ruim' })).json().Data).toBe(false);
  });

  it('login repetido: erro em Usuario.login (409) e nada gravado', async () => {
    const antes = await contar();
    const body = cadastro({ Usuario: { login: 'LOJA' } });
    const res = await post('/v1/registerEmitente/', body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ Success: false, 'Usuario.login': ['Login já está em uso'] });
    expect(res.json()['Empresa.cnpj']).toBeUndefined();
    expect(await contar()).toEqual(antes);
    expect((await s.db.pool.query('SELECT 1 FROM emitente WHERE cnpj = $1', [body.Empresa.cnpj])).rows).toHaveLength(0);
  });

  it('CNPJ já cadastrado: 409 em Empresa.cnpj', async () => {
    const { rows } = await s.db.pool.query(`SELECT cnpj FROM emitente WHERE nome LIKE 'Mercadinho%'`);
    const res = await post('/v1/registerEmitente/', cadastro({ Empresa: { cnpj: rows[0].cnpj } }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ Success: false, Message: 'CNPJ já cadastrado.', 'Empresa.cnpj': ['CNPJ já cadastrado'] });
  });

  it('valida todos os campos de uma vez, com prefixo Empresa./Usuario.', async () => {
    const res = await post(
      '/v1/registerEmitente/',
      cadastro({
        Empresa: { nome: '', cep: '123', crt: 9, email: 'x@', ie: 'abc' },
        Usuario: { senha: 'fraca', login: 'a b', email: 'nada' },
      }),
    );
    expect(res.statusCode).toBe(400);
    const b = res.json();
    expect(b['Empresa.nome']).toBeDefined();
    expect(b['Empresa.cep']).toEqual(['CEP inválido']);
    expect(b['Empresa.crt'][0]).toMatch(/^Valor inválido/);
    expect(b['Empresa.email']).toEqual(['E-mail inválido']);
    expect(b['Empresa.ie']).toEqual(['Inscrição estadual inválida']);
    expect(b['Usuario.senha']).toEqual(expect.arrayContaining(['A senha deve ter no mínimo 8 caracteres']));
    expect(b['Usuario.login']).toEqual(['Formato inválido']);
    expect(b['Usuario.email']).toEqual(['E-mail inválido']);
    const sem = await post('/v1/registerEmitente/', { Url: 'erp' });
    expect(sem.json()).toMatchObject({ Empresa: ['Informe os dados da empresa'], Usuario: ['Informe os dados do usuário'] });
  });

  it('município de outra UF, tenant desconhecido', async () => {
    const uf = await post('/v1/registerEmitente/', cadastro({ Empresa: { uf: 'MG' } }));
    expect(uf.statusCode).toBe(400);
    expect(uf.json()['Empresa.uf']).toEqual(['O município informado é de SP']);
    const cid = await post('/v1/registerEmitente/', cadastro({ Empresa: { cidade_id: 9999999 } }));
    expect(cid.json()['Empresa.cidade_id']).toEqual(['Município não encontrado']);
    const url = await post('/v1/registerEmitente/', cadastro({ Url: 'nao-existe' }));
    expect(url.statusCode).toBe(400);
    expect(url.json().Url).toEqual(['Endereço da empresa não encontrado']);
  });

  it('uma falha no meio da transação desfaz tudo (empresa, perfis, configuração)', async () => {
    await s.db.pool.query(`CREATE FUNCTION teste_falha_usuario() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.login = 'falha.tardia' THEN RAISE EXCEPTION 'falha simulada'; END IF; RETURN NEW; END $$`);
    await s.db.pool.query(`CREATE TRIGGER teste_falha_usuario BEFORE INSERT ON usuario FOR EACH ROW EXECUTE FUNCTION teste_falha_usuario()`);
    try {
      const antes = await contar();
      const body = cadastro({ Usuario: { login: 'falha.tardia' } });
      const res = await post('/v1/registerEmitente/', body);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('falha simulada');
      expect(await contar()).toEqual(antes);
      expect((await s.db.pool.query('SELECT 1 FROM emitente WHERE cnpj = $1', [body.Empresa.cnpj])).rows).toHaveLength(0);
    } finally {
      await s.db.pool.query('DROP TRIGGER teste_falha_usuario ON usuario');
      await s.db.pool.query('DROP FUNCTION teste_falha_usuario()');
    }
  });

  it('limita a 5 cadastros por minuto por IP', async () => {
    const addr = '10.200.0.3';
    for (let i = 0; i < 5; i++) expect((await post('/v1/registerEmitente/', { Url: 'erp' }, { remoteAddress: addr })).statusCode).toBe(400);
    expect((await post('/v1/registerEmitente/', { Url: 'erp' }, { remoteAddress: addr })).statusCode).toBe(429);
  });
});
