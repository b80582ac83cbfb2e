/**
 * relatorios/gerenciar: relatórios ligados/desligados por perfil de usuário da
 * empresa. O dono (loja) desliga relatórios do perfil "Caixa"; o caixa (com Relatorios.Consultar
 * dado aqui) deixa de ver e de emitir os desligados; 403 sem Permitir.Relatorios.Gerenciar; perfil
 * de outra empresa -> 404; relatório fora do catálogo -> 400 sem gravar nada.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let loja: string;
let caixa: string;
let industria: string;
let perfilCaixa: number;
let perfilDono: number;

beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
  const u = (await s.db.pool.query(`SELECT emitente_id, emitente_tipo_usuario_id FROM usuario WHERE login = 'caixa'`)).rows[0];
  perfilCaixa = u.emitente_tipo_usuario_id;
  perfilDono = (await s.db.pool.query(`SELECT emitente_tipo_usuario_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_tipo_usuario_id;
  await s.db.pool.query(`INSERT INTO emitente_restricao (emitente_id, emitente_tipo_usuario_id, regra) VALUES ($1, $2, 'Permitir.Relatorios.Consultar')`, [
    u.emitente_id,
    perfilCaixa,
  ]);
  loja = (await s.login('loja')).Token;
  caixa = (await s.login('caixa')).Token;
  industria = (await s.login('industria')).Token;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const lista = async (token: string) =>
  (await s.call(token, { method: 'GET', url: '/v1/relatorios/GetRelatoriosUsuario' })).json().Data.map((r: { id: string }) => r.id);
const salvar = (token: string, perfil: number, habilitados: unknown) =>
  s.call(token, { method: 'POST', url: '/v1/Relatorios/SalvarRelatoriosPerfil', payload: { emitente_tipo_usuario_id: perfil, habilitados } });

describe('relatórios por perfil', () => {
  it('todos os relatórios nascem habilitados para todos os perfis', async () => {
    const r = await s.call(loja, { method: 'GET', url: '/v1/Relatorios/GetRelatoriosGerenciar' });
    expect(r.statusCode).toBe(200);
    const d = r.json().Data;
    const ids = d.relatorios.map((x: { id: string }) => x.id);
    expect(ids).toContain('vendas_periodo');
    const caixaP = d.perfis.find((p: { id: number }) => p.id === perfilCaixa);
    expect(caixaP.habilitados).toEqual(ids);
    expect(await lista(caixa)).toEqual(ids);
  });

  it('desligar para o perfil Caixa some da lista dele e bloqueia a emissão, sem mexer no dono', async () => {
    const todos = await lista(loja);
    const r = await salvar(loja, perfilCaixa, ['posicao_estoque', 'nfe_mes']);
    expect(r.statusCode).toBe(200);
    expect(r.json().Data.habilitados).toEqual(['nfe_mes', 'posicao_estoque']);
    expect(await lista(caixa)).toEqual(['nfe_mes', 'posicao_estoque']);
    expect(await lista(loja)).toEqual(todos);
    const rel = await s.call(caixa, {
      method: 'POST',
      url: '/v1/Relatorios/GetRelatorio',
      payload: { relatorio: 'vendas_periodo', parametros: { data_inicial: '2026-01-01', data_final: '2026-01-31', agrupamento: 'dia' } },
    });
    expect(rel.statusCode).toBe(403);
    expect(rel.json().Message).toMatch(/não está habilitado/);
    expect((await s.call(caixa, { method: 'GET', url: '/v1/relatorios/CarregarRelatorio?id=vendas_cliente' })).statusCode).toBe(403);
    expect((await s.call(caixa, { method: 'GET', url: '/v1/relatorios/CarregarRelatorio?id=nfe_mes' })).statusCode).toBe(200);
    const aud = await s.db.pool.query(`SELECT acao, descricao FROM auditoria WHERE entidade = 'relatoriosPerfil' AND registro_id = $1`, [String(perfilCaixa)]);
    expect(aud.rows).toHaveLength(1);
    expect(aud.rows[0].descricao).toMatch(/2 habilitado/);
  });

  it('religar devolve o relatório', async () => {
    const todos = (await s.call(loja, { method: 'GET', url: '/v1/Relatorios/GetRelatoriosGerenciar' })).json().Data.relatorios.map((x: { id: string }) => x.id);
    expect((await salvar(loja, perfilCaixa, todos)).statusCode).toBe(200);
    expect(await lista(caixa)).toEqual(todos);
  });

  it('sem Permitir.Relatorios.Gerenciar: 403', async () => {
    expect((await s.call(caixa, { method: 'GET', url: '/v1/Relatorios/GetRelatoriosGerenciar' })).statusCode).toBe(403);
    const r = await salvar(caixa, perfilCaixa, []);
    expect(r.statusCode).toBe(403);
    expect(r.json().Message).toMatch(/Permitir\.Relatorios\.Gerenciar/);
  });

  it('perfil de outra empresa: 404 e nada gravado; a lista só mostra os perfis da própria empresa', async () => {
    const r = await salvar(industria, perfilDono, []);
    expect(r.statusCode).toBe(404);
    expect((await lista(loja)).length).toBeGreaterThan(1);
    const perfis = (await s.call(industria, { method: 'GET', url: '/v1/Relatorios/GetRelatoriosGerenciar' }))
      .json()
      .Data.perfis.map((p: { id: number }) => p.id);
    expect(perfis).not.toContain(perfilDono);
    expect(perfis).not.toContain(perfilCaixa);
  });

  it('entrada inválida: 400 nomeando o campo, nada gravado', async () => {
    const r = await salvar(loja, perfilCaixa, ['vendas_periodo', 'nao_existe']);
    expect(r.statusCode).toBe(400);
    expect(r.json().Message).toMatch(/habilitados.*nao_existe/);
    expect((await salvar(loja, 0, [])).json().Message).toMatch(/emitente_tipo_usuario_id/);
    expect((await salvar(loja, perfilCaixa, 'x')).statusCode).toBe(400);
    const n = await s.db.pool.query('SELECT count(*)::int AS n FROM relatorio_perfil_desabilitado WHERE emitente_tipo_usuario_id = $1', [perfilCaixa]);
    expect(n.rows[0].n).toBe(0);
  });
});
