/**
 * Edit lock (POST/DELETE /v1/controleEdicao): taken by one user blocks another user of the same
 * issuer, renews, expires, is released only by its holder, and is per issuer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginData, type TestServer } from './helpers.ts';
import { withOwner } from '../../src/server/db/tenant.ts';

let s: TestServer;
let loja: LoginData;
let segundo: LoginData;
let industria: LoginData;

beforeAll(async () => {
  s = await startTestServer({ redisUrl: null });
  loja = await s.login('loja');
  industria = await s.login('industria');
  // a second user of loja's issuer, created by loja through the generic API
  const perfil = loja.User.EmitenteTipoUsuario.id;
  const criar = await s.call(loja.Token, {
    method: 'POST',
    url: '/v1/usuario/',
    payload: {
      login: 'editor2',
      nome: 'Edna Editora',
      email: 'editor2@demo.erp.local',
      senha: 'Senha@2026x',
      tipo_usuario_id: 6,
      emitente_tipo_usuario_id: perfil,
      ativo: true,
    },
  });
  expect(criar.statusCode, criar.body).toBeLessThan(300);
  segundo = await s.login('editor2', 'Senha@2026x');
});
afterAll(async () => {
  await s?.close();
});

const travar = (t: LoginData, id_edicao: unknown, modulo = 'cliente') =>
  s.call(t.Token, { method: 'POST', url: '/v1/controleEdicao/', payload: { id_edicao, modulo } });
const liberar = (t: LoginData, id: string, modulo = 'cliente') => s.call(t.Token, { method: 'DELETE', url: `/v1/controleEdicao/${id}/${modulo}` });

describe('controleEdicao', () => {
  it('trava, bloqueia outro usuário do emitente, renova e libera só pelo dono', async () => {
    const a = await travar(loja, 10);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ Success: true, Data: { usuario: loja.User.nome } });
    const b = await travar(segundo, '10');
    expect(b.statusCode).toBe(200);
    expect(b.json()).toMatchObject({ Success: false, Data: { usuario: loja.User.nome, desde: expect.any(String) } });
    expect(b.json().Message.startsWith(`Registro em edição por ${loja.User.nome} desde `)).toBe(true);
    expect(b.json().Message).toMatch(/ desde \d{2}:\d{2}$/);
    // another module with the same id is a different lock
    expect((await travar(segundo, 10, 'produto')).json().Success).toBe(true);
    // renewal by the holder keeps `desde`
    const r = await travar(loja, 10);
    expect(r.json()).toMatchObject({ Success: true, Data: { desde: a.json().Data.desde } });
    // only the holder releases
    expect((await liberar(segundo, '10')).json()).toMatchObject({ Success: true, Data: false });
    expect((await travar(segundo, 10)).json().Success).toBe(false);
    expect((await liberar(loja, '10')).json()).toMatchObject({ Success: true, Data: true });
    expect((await travar(segundo, 10)).json().Success).toBe(true);
    await liberar(segundo, '10');
    await liberar(segundo, '10', 'produto');
  });

  it('expira sem renovação (2 minutos)', async () => {
    expect((await travar(loja, 20)).json().Success).toBe(true);
    expect((await travar(segundo, 20)).json().Success).toBe(false);
    await withOwner(s.db, (c) => c.query(`UPDATE controle_edicao SET expira_em = now() - interval '1 second' WHERE id_edicao = '20'`));
    const t = await travar(segundo, 20);
    expect(t.json()).toMatchObject({ Success: true, Data: { usuario: 'Edna Editora' } });
    expect((await travar(loja, 20)).json().Success).toBe(false);
    const { rows } = await s.db.pool.query(`SELECT expira_em - renovado_em AS d FROM controle_edicao WHERE id_edicao = '20'`);
    expect(rows).toHaveLength(1);
  });

  it('a trava de outro emitente com o mesmo id_edicao não interfere', async () => {
    expect((await travar(loja, 30)).json().Success).toBe(true);
    expect((await travar(industria, 30)).json().Success).toBe(true);
    expect((await liberar(industria, '30')).json().Data).toBe(true);
    expect((await travar(segundo, 30)).json().Success).toBe(false);
  });

  it('validação e autenticação', async () => {
    expect((await s.call(loja.Token, { method: 'POST', url: '/v1/controleEdicao/', payload: { modulo: 'cliente' } })).statusCode).toBe(400);
    expect((await s.call(null, { method: 'POST', url: '/v1/controleEdicao/', payload: { id_edicao: 1, modulo: 'cliente' } })).statusCode).toBe(401);
  });
});
