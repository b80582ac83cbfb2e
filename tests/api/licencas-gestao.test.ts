/**
 * Gestão da cadeia: Painel do Gestor (MRR pelo plano de cada empresa ativa,
 * inadimplência das faturas vencidas, série mensal), Gerenciar empresas (situação da licença) e
 * transferência de uma empresa para outra revenda — a revenda antiga deixa de ver as faturas em
 * aberto, a nova passa a ver. Só o administrador.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let admin: string;
let revenda: string;
let lojaId = 0;

beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
  admin = (await s.login('admin')).Token;
  revenda = (await s.login('revenda')).Token;
  lojaId = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
  await s.db.pool.query(`UPDATE emitente SET criado_em = '2026-01-01'`);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const get = (t: string, url: string) => s.call(t, { method: 'GET', url });
const post = (t: string, url: string, payload: object = {}) => s.call(t, { method: 'POST', url, payload });

describe('Painel do Gestor', () => {
  it('MRR pelos planos, inadimplência das vencidas e série mensal; só o administrador', async () => {
    const r0 = await get(admin, '/v1/Gestor/Painel?meses=6');
    expect(r0.statusCode, r0.body).toBe(200);
    const p0 = r0.json().Data;
    // loja: pacote 2 (R$ 149,90, 2 usuários <= 5 inclusos); indústria e padaria: pacote 1 (R$ 89,90);
    // a padaria da demonstração já tem uma fatura vencida (R$ 89,90, src/server/seed/demo-licenca.ts)
    expect(p0).toMatchObject({ ativos: 3, mrr: '329.70', inadimplencia: { valor: '89.90', faturas: 1 } });
    expect(p0.serie).toHaveLength(6);
    await post(admin, '/v1/licencarecebivel/GerarFaturaLicencas?dataGeracao=2026-08-01');
    const p1 = (await get(admin, '/v1/Gestor/Painel?meses=6')).json().Data;
    expect(p1.inadimplencia).toMatchObject({ valor: '419.60', faturas: 4, empresas: 3 });
    expect(p1.serie.find((m: { mes: string }) => m.mes === '2026-08')).toMatchObject({ faturado: '329.70', recebido: '0.00' });
    expect((await get(revenda, '/v1/Gestor/Painel')).statusCode).toBe(403);
    expect((await get(admin, '/v1/Gestor/Painel?meses=99')).statusCode).toBe(400);
  });
});

describe('Gerenciar empresas', () => {
  it('lista a cadeia e a licença; transfere a empresa e as faturas em aberto para outra revenda', async () => {
    const l = (await get(admin, '/v1/Empresas/Gerenciar')).json().Data;
    expect(l.find((e: { id: number }) => e.id === lojaId)).toMatchObject({ revenda_id: 1, licenca: 'bloqueada', tipo_pacote: 2 });
    const { rows } = await s.db.pool.query(
      `INSERT INTO revenda (distribuidor_master_id, distribuidor_id, nome, cnpj) SELECT distribuidor_master_id, distribuidor_id, 'Outra Revenda Ltda', '11222333000181' FROM revenda WHERE id = 1 RETURNING id`,
    );
    const nova = rows[0].id;
    const antes = (await get(revenda, '/v1/licencarecebivel/Consultar?competencia=2026-08')).json().Data;
    expect(antes.some((f: { emitente_id: number }) => f.emitente_id === lojaId)).toBe(true);
    expect((await post(revenda, `/v1/Empresas/Transferir/${lojaId}`, { revenda_id: nova })).statusCode).toBe(403);
    const invalida = await post(admin, `/v1/Empresas/Transferir/${lojaId}`, { revenda_id: 999999 });
    expect(invalida.statusCode).toBe(400);
    expect(invalida.json().revenda_id).toBeTruthy();
    const r = await post(admin, `/v1/Empresas/Transferir/${lojaId}`, { revenda_id: nova });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data).toMatchObject({ revenda_id: nova, faturas_movidas: 1 });
    const depois = (await get(revenda, '/v1/licencarecebivel/Consultar?competencia=2026-08')).json().Data;
    expect(depois.some((f: { emitente_id: number }) => f.emitente_id === lojaId)).toBe(false);
    const aud = await s.db.pool.query(`SELECT count(*)::int AS n FROM auditoria WHERE entidade = 'emitente' AND registro_id = $1`, [String(lojaId)]);
    expect(aud.rows[0].n).toBe(1);
  });
});

describe('vendedores da revenda', () => {
  it('a revenda cadastra os seus vendedores (cadeia derivada da revenda); o distribuidor vê; a empresa não', async () => {
    const r = await post(revenda, '/v1/vendedorRevenda/', { nome: 'Vera Vendas', revenda_id: 1, percentual_comissao: 12.5, email: 'vera@parceiro.com.br' });
    expect(r.statusCode, r.body).toBe(201);
    const v = r.json().Data;
    const { rows } = await s.db.pool.query('SELECT distribuidor_master_id, distribuidor_id FROM revenda WHERE id = 1');
    expect(v).toMatchObject({ revenda_id: 1, distribuidor_id: rows[0].distribuidor_id, distribuidor_master_id: rows[0].distribuidor_master_id });
    const distribuidor = (await s.login('distribuidor')).Token;
    expect((await get(distribuidor, `/v1/vendedorRevenda/${v.id}`)).statusCode).toBe(200);
    const loja = (await s.login('loja')).Token;
    expect((await get(loja, `/v1/vendedorRevenda/${v.id}`)).statusCode).toBe(403);
    const invalido = await post(revenda, '/v1/vendedorRevenda/', { nome: 'X', revenda_id: 1, percentual_comissao: 120 });
    expect(invalido.statusCode).toBe(400);
  });
});
