/**
 * Assistente de primeiros passos (assistenteModulos): aparece só para empresa com a
 * linha do autocadastro e para quem altera as configurações; as etapas seguem os dados da empresa
 * (certificado, série de NF-e, produtos, nfeProc autorizado em homologação) e a confirmação manual dos
 * dados; com tudo feito ele se conclui; "Dispensar" o esconde; 403/400/404. O autocadastro cria a linha.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let loja: string;
let caixa: string;
let industria: string;
let emit: number;

beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
  emit = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
  // a loja da demonstração faz as vezes de empresa recém-cadastrada: sem certificado, séries nem notas
  await s.db.pool.query('INSERT INTO assistente_modulos (emitente_id) VALUES ($1)', [emit]);
  await s.db.pool.query('UPDATE emitente_fiscal SET certificado_thumbprint = NULL WHERE emitente_id = $1', [emit]);
  await s.db.pool.query('DELETE FROM serie_documento WHERE emitente_id = $1', [emit]);
  loja = (await s.login('loja')).Token;
  caixa = (await s.login('caixa')).Token;
  industria = (await s.login('industria')).Token;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const ler = async (token: string) => (await s.call(token, { method: 'GET', url: '/v1/AssistenteModulos' })).json().Data;
const feitas = (d: { etapas: Array<{ id: string; concluida: boolean }> }) => d.etapas.filter((e) => e.concluida).map((e) => e.id);

describe('assistente de primeiros passos', () => {
  it('mostra as etapas conferidas nos dados da empresa', async () => {
    const d = await ler(loja);
    expect(d.mostrar).toBe(true);
    expect(d.etapas.map((e: { id: string }) => e.id)).toEqual(['empresa', 'certificado', 'series', 'produtos', 'nfe']);
    expect(feitas(d)).toEqual(['produtos']);
    expect((await ler(caixa)).mostrar).toBe(false); // sem Configuracao.Alterar
    expect((await ler(industria)).mostrar).toBe(false); // empresa sem a linha (já em uso)
  });

  it('segue os dados e se conclui com as cinco etapas', async () => {
    const c = await s.call(loja, { method: 'POST', url: '/v1/AssistenteModulos/ConfirmarEtapa', payload: { etapa: 'empresa' } });
    expect(c.statusCode).toBe(200);
    expect(feitas(c.json().Data)).toEqual(['empresa', 'produtos']);
    await s.db.pool.query(`INSERT INTO serie_documento (emitente_id, modelo, serie) VALUES ($1, '55', 1)`, [emit]);
    await s.db.pool.query(
      `INSERT INTO emitente_fiscal (emitente_id, certificado_thumbprint, certificado_validade) VALUES ($1, 'ab', now() + interval '1 year')
       ON CONFLICT (emitente_id) DO UPDATE SET certificado_thumbprint = 'ab', certificado_validade = now() + interval '1 year'`,
      [emit],
    );
    expect(feitas(await ler(loja))).toEqual(['empresa', 'certificado', 'series', 'produtos']);
    // um nfeProc de produção não conta; o de homologação sim
    await s.db.pool.query(
      `INSERT INTO documento_fiscal_xml (emitente_id, tipo, xml, cstat) VALUES ($1, 'nfeProc', '<nfeProc><tpAmb>1</tpAmb></nfeProc>', '100')`,
      [emit],
    );
    expect((await ler(loja)).mostrar).toBe(true);
    await s.db.pool.query(
      `INSERT INTO documento_fiscal_xml (emitente_id, tipo, xml, cstat) VALUES ($1, 'nfeProc', '<nfeProc><tpAmb>2</tpAmb></nfeProc>', '100')`,
      [emit],
    );
    const d = await ler(loja);
    expect(d.feitas).toBe(5);
    expect(d.mostrar).toBe(false);
    const r = await s.db.pool.query('SELECT concluido_em FROM assistente_modulos WHERE emitente_id = $1', [emit]);
    expect(r.rows[0].concluido_em).not.toBeNull();
  });

  it('dispensar esconde; 403 sem a regra, 400 etapa inválida, 404 sem assistente', async () => {
    await s.db.pool.query('UPDATE assistente_modulos SET concluido_em = NULL WHERE emitente_id = $1', [emit]);
    await s.db.pool.query(`DELETE FROM documento_fiscal_xml WHERE emitente_id = $1 AND tipo = 'nfeProc'`, [emit]);
    expect((await ler(loja)).mostrar).toBe(true);
    expect((await s.call(caixa, { method: 'POST', url: '/v1/AssistenteModulos/Dispensar' })).statusCode).toBe(403);
    expect((await s.call(loja, { method: 'POST', url: '/v1/AssistenteModulos/ConfirmarEtapa', payload: { etapa: 'nfe' } })).json().Message).toMatch(/etapa/i);
    expect((await s.call(industria, { method: 'POST', url: '/v1/AssistenteModulos/Dispensar' })).statusCode).toBe(404);
    expect((await s.call(loja, { method: 'POST', url: '/v1/AssistenteModulos/Dispensar' })).statusCode).toBe(200);
    expect((await ler(loja)).mostrar).toBe(false);
  });
});
