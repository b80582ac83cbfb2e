/**
 * Planos e atualizações de plano (SPEC §7 "Plan"): a revenda troca a indústria do pacote
 * 1 para o 2 — o contas a receber (pacote acima de 1, SPEC §6) abre na hora para o usuário da
 * empresa e a licença passa a custar o plano novo; cancelar a troca volta tudo; entradas inválidas
 * dão 400 com o campo; a empresa não troca o próprio plano.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let revenda: string;
let industria: string;
let industriaId = 0;

beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
  revenda = (await s.login('revenda')).Token;
  industria = (await s.login('industria')).Token;
  industriaId = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'industria'`)).rows[0].emitente_id;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const get = (t: string, url: string) => s.call(t, { method: 'GET', url });
const post = (t: string, url: string, payload: object = {}) => s.call(t, { method: 'POST', url, payload });
const licenca = async () =>
  (
    (await get(revenda, '/v1/licencarecebivel/ConsultarLicencas')).json().Data as Array<{
      emitente_id: number;
      tipo_pacote: number;
      valor_mensal: string;
      plano: string;
    }>
  ).find((x) => x.emitente_id === industriaId);

describe('atualização de plano', () => {
  it('confirmar troca o pacote na hora (permissões e preço); cancelar desfaz', async () => {
    expect(await licenca()).toMatchObject({ tipo_pacote: 1, valor_mensal: '89.90' });
    expect((await get(industria, '/OData/Receber?$top=1')).statusCode).toBe(403);

    const r = await post(revenda, '/v1/AtualizacaoPlano/confirmarPlano/', { emitente_id: industriaId, tipo_pacote: 2 });
    expect(r.statusCode, r.body).toBe(200);
    const a = r.json().Data;
    expect(a).toMatchObject({ emitente_id: industriaId, tipo_pacote_anterior: 1, tipo_pacote_novo: 2, situacao: 'confirmado' });
    expect(await licenca()).toMatchObject({ tipo_pacote: 2, valor_mensal: '149.90', plano: 'Gestão completa (pedidos e financeiro)' });
    expect((await get(industria, '/OData/Receber?$top=1')).statusCode).toBe(200);
    const lista = (await get(revenda, '/v1/AtualizacaoPlano/Consultar')).json().Data;
    expect(lista[0]).toMatchObject({ id: a.id, situacao: 'confirmado' });

    const c = await post(revenda, `/v1/AtualizacaoPlano/cancelarPlano/${a.id}`);
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json().Data.situacao).toBe('cancelado');
    expect(await licenca()).toMatchObject({ tipo_pacote: 1, valor_mensal: '89.90' });
    expect((await get(industria, '/OData/Receber?$top=1')).statusCode).toBe(403);
    expect((await post(revenda, `/v1/AtualizacaoPlano/cancelarPlano/${a.id}`)).statusCode).toBe(400);
  });

  it('entradas inválidas: 400 com o campo, nada gravado; a empresa não troca o próprio plano', async () => {
    const sem = await post(revenda, '/v1/AtualizacaoPlano/confirmarPlano/', { emitente_id: industriaId, tipo_pacote: 9 });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().tipo_pacote).toBeTruthy();
    const igual = await post(revenda, '/v1/AtualizacaoPlano/confirmarPlano/', { emitente_id: industriaId, tipo_pacote: 1 });
    expect(igual.statusCode).toBe(400);
    const fora = await post(revenda, '/v1/AtualizacaoPlano/confirmarPlano/', { emitente_id: 999999, tipo_pacote: 2 });
    expect(fora.statusCode).toBe(404);
    expect((await post(industria, '/v1/AtualizacaoPlano/confirmarPlano/', { emitente_id: industriaId, tipo_pacote: 2 })).statusCode).toBe(403);
    const { rows } = await s.db.pool.query('SELECT count(*)::int AS n FROM atualizacao_plano WHERE emitente_id = $1', [industriaId]);
    expect(rows[0].n).toBe(1);
    expect((await s.db.pool.query('SELECT tipo_pacote FROM emitente WHERE id = $1', [industriaId])).rows[0].tipo_pacote).toBe(1);
  });
});

describe('configuração da cobrança (administrador)', () => {
  it('altera preços e tolerância; a próxima fatura usa o preço novo; campo inválido 400 sem gravar nada', async () => {
    const admin = (await s.login('admin')).Token;
    const atual = (await get(admin, '/v1/licencarecebivel/Parametros')).json().Data;
    expect(atual.parametro).toMatchObject({ dia_vencimento: 10, dias_bloqueio: 10 });
    expect((await get(revenda, '/v1/licencarecebivel/Parametros')).statusCode).toBe(403);
    const planos = atual.planos.map((p: { tipo_pacote: number }) => (p.tipo_pacote === 1 ? { ...p, valor_mensal: '99.90' } : p));
    const ruim = await s.call(admin, {
      method: 'PUT',
      url: '/v1/licencarecebivel/Parametros',
      payload: { parametro: { ...atual.parametro, dias_bloqueio: 5 }, planos: [...planos, { ...planos[0], tipo_pacote: 3, valor_mensal: '-1' }] },
    });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json()['planos[2].valor_mensal']).toBeTruthy();
    expect((await get(admin, '/v1/licencarecebivel/Parametros')).json().Data.parametro.dias_bloqueio).toBe(10);
    const r = await s.call(admin, {
      method: 'PUT',
      url: '/v1/licencarecebivel/Parametros',
      payload: { parametro: { ...atual.parametro, dias_bloqueio: 5 }, planos },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data.parametro.dias_bloqueio).toBe(5);
    await s.db.pool.query(`UPDATE emitente SET criado_em = '2026-01-01'`);
    await s.call(admin, { method: 'POST', url: '/v1/licencarecebivel/GerarFaturaLicencas?dataGeracao=2027-03-01' });
    const { rows } = await s.db.pool.query(`SELECT valor::text FROM licenca_recebivel WHERE emitente_id = $1 AND competencia = '2027-03-01'`, [industriaId]);
    expect(rows[0].valor).toBe('99.90');
    // agência do boleto: CNPJ inválido recusado; válida, o próximo boleto sai da conta nova
    const ag = { ...atual.agencia, agencia: '1234', conta: '54321' };
    const cnpjRuim = await s.call(admin, {
      method: 'PUT',
      url: '/v1/licencarecebivel/Parametros',
      payload: { parametro: r.json().Data.parametro, planos, agencia: { ...ag, cnpj: '11222333000100' } },
    });
    expect(cnpjRuim.statusCode).toBe(400);
    expect(cnpjRuim.json()['agencia.cnpj']).toBeTruthy();
    const ok2 = await s.call(admin, {
      method: 'PUT',
      url: '/v1/licencarecebivel/Parametros',
      payload: { parametro: r.json().Data.parametro, planos, agencia: ag },
    });
    expect(ok2.json().Data.agencia).toMatchObject({ agencia: '1234', conta: '54321' });
    const f = (await s.db.pool.query(`SELECT id FROM licenca_recebivel WHERE emitente_id = $1 AND competencia = '2027-03-01'`, [industriaId])).rows[0];
    const bol = (await s.call(revenda, { method: 'POST', url: `/v1/licencarecebivel/GerarBoleto/${f.id}` })).json().Data;
    expect(bol).toMatchObject({ agencia: '1234', conta: '54321' });
    expect(bol.codigo_barras.slice(19, 44)).toMatch(/^109\d{9}123454321\d000$/);
  });
});
