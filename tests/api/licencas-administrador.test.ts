/**
 * Área do Administrador (SPEC §6/§7 `/v1/Administrador/...`, tela restricoes/gerenciar):
 * o administrador salva a lista de regras de um tipo da cadeia (e a revenda perde/recupera o acesso
 * às faturas na hora), regras fora do nível do tipo são recusadas com o campo, o Administrador não
 * perde a própria gestão de restrições, os catálogos padrão são completados e as empresas recebem
 * as regras de empresa que faltam. Outros níveis: 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let admin: string;
let revenda: string;

beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
  admin = (await s.login('admin')).Token;
  revenda = (await s.login('revenda')).Token;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const get = (t: string, url: string) => s.call(t, { method: 'GET', url });
const post = (t: string, url: string, payload: object = {}) => s.call(t, { method: 'POST', url, payload });

describe('Administrador: restrições', () => {
  it('salvar as regras da Revenda vale na hora; regra de outro nível é recusada; o admin não se tranca', async () => {
    const r = await get(admin, '/v1/Administrador/RestricoesPadrao');
    expect(r.statusCode, r.body).toBe(200);
    const { padrao, tipos } = r.json().Data;
    expect(padrao.find((p: { regra: string }) => p.regra === 'Permitir.Gestor.Gerenciar').niveis).toEqual(['admin']);
    const tipoRevenda = tipos.find((t: { nivel: string }) => t.nivel === 'revenda');
    expect(tipoRevenda.regras).toContain('Permitir.LicencaRecebivel.Consultar');
    expect((await get(revenda, '/v1/licencarecebivel/Consultar')).statusCode).toBe(200);

    const sem = tipoRevenda.regras.filter((x: string) => x !== 'Permitir.LicencaRecebivel.Consultar');
    const salvo = await post(admin, `/v1/Administrador/AddRestricoes?tipoUsuarioId=${tipoRevenda.id}`, { regras: sem });
    expect(salvo.statusCode, salvo.body).toBe(200);
    expect((await get(revenda, '/v1/licencarecebivel/Consultar')).statusCode).toBe(403);
    const volta = await post(
      admin,
      `/v1/Administrador/AddRestricoes?tipoUsuarioId=${tipoRevenda.id}&regras=${encodeURIComponent(tipoRevenda.regras.join(','))}`,
    );
    expect(volta.statusCode).toBe(200);
    expect((await get(revenda, '/v1/licencarecebivel/Consultar')).statusCode).toBe(200);

    const invalida = await post(admin, `/v1/Administrador/AddRestricoes?tipoUsuarioId=${tipoRevenda.id}`, {
      regras: [...tipoRevenda.regras, 'Permitir.Gestor.Gerenciar'],
    });
    expect(invalida.statusCode).toBe(400);
    expect(invalida.json().regras[0]).toContain('Permitir.Gestor.Gerenciar');

    const tipoAdmin = tipos.find((t: { nivel: string }) => t.nivel === 'admin');
    await post(admin, `/v1/Administrador/AddRestricoes?tipoUsuarioId=${tipoAdmin.id}`, { regras: ['Permitir.Gestor.Gerenciar'] });
    expect((await get(admin, '/v1/Administrador/RestricoesPadrao')).statusCode).toBe(200);
    await post(admin, `/v1/Administrador/AddRestricoes?tipoUsuarioId=${tipoAdmin.id}`, { regras: tipoAdmin.regras });
    expect((await get(revenda, '/v1/Administrador/RestricoesPadrao')).statusCode).toBe(403);
  });

  it('catálogos padrão completados; empresas recebem as regras do pacote que faltam', async () => {
    await s.db.pool.query(`DELETE FROM restricao_padrao WHERE regra = 'Permitir.Gestor.Gerenciar'`);
    const a = await post(admin, '/v1/Administrador/AddRestricoesPadrao');
    expect(a.json().Data.inseridas).toBe(1);
    expect((await post(admin, '/v1/Administrador/AddRestricoesPadrao')).json().Data.inseridas).toBe(0);
    expect((await post(admin, '/v1/Administrador/AddEmitenteRestricoesPadrao')).json().Data.inseridas).toBe(0);
    const cat = (await get(admin, '/v1/Administrador/EmitenteRestricoesPadrao')).json().Data;
    expect(cat.find((x: { regra: string }) => x.regra === 'Permitir.Receber.Consultar').pacote_minimo).toBe(2);

    const industria = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'industria'`)).rows[0].emitente_id;
    await s.db.pool.query(`DELETE FROM emitente_restricao WHERE emitente_id = $1 AND regra = 'Permitir.Cliente.Consultar'`, [industria]);
    const e = await post(admin, `/v1/Administrador/AddEmitenteRestricoes?emitenteId=${industria}`);
    expect(e.statusCode, e.body).toBe(200);
    expect(e.json().Data).toEqual({ empresas: 1, inseridas: 1 });
    // pacote 1: as regras de pacote 2 (Receber) não entram
    const { rows } = await s.db.pool.query(`SELECT count(*)::int AS n FROM emitente_restricao WHERE emitente_id = $1 AND regra LIKE 'Permitir.Receber.%'`, [
      industria,
    ]);
    expect(rows[0].n).toBe(0);
    expect((await post(admin, '/v1/Administrador/AddEmitenteRestricoes?emitenteId=abc')).statusCode).toBe(400);
  });
});
