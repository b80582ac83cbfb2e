/**
 * Tabela IBPT: o arquivo oficial de tests/fixtures/dados/tables/ibpt (CSV
 * windows-1252 e o ZIP) importa como tarefa com progresso; GET /v1/ibpt/VersoesAgrupadas mostra a
 * versão com vigência; a NF-e do faturamento leva vTotTrib por item, no total e o texto da Lei
 * 12.741/2012 nas informações complementares, e o XML segue válido no schema. Arquivo malformado:
 * 400 (cabeçalho) ou tarefa que falha com a linha (corpo), e nada muda.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { withTenant, type TenantContext } from '../../src/server/db/tenant.ts';
import { montarNFeDoFaturamento } from '../../src/server/modules/fiscal/index.ts';
import { montarXmlNFe } from '../../src/fiscal/nfe/index.ts';
import { lerDadosDanfe } from '../../src/fiscal/danfe/dados.ts';

const DIR = path.resolve(process.cwd(), 'tests/fixtures/dados/tables/ibpt');
const CSV = readFileSync(path.join(DIR, 'TabelaIBPTax_26.1.E.csv'));
const ZIP = readFileSync(path.join(DIR, 'TabelaIBPTax_26.1.E.zip'));

let s: TestServer;
let industria: string;
let emitente = 0;
const ctx = (): TenantContext => ({ usuarioId: 0, nivel: 'emitente', masterId: null, distribuidorId: null, revendaId: null, emitenteId: emitente });

function multipart(nome: string, conteudo: Buffer, uf?: string) {
  const b = `----ibpt${Math.random().toString(16).slice(2)}`;
  const partes = [
    ...(uf ? [Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="uf"\r\n\r\n${uf}\r\n`)] : []),
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="arquivo"; filename="${nome}"\r\nContent-Type: text/csv\r\n\r\n`),
    conteudo,
    Buffer.from(`\r\n--${b}--\r\n`),
  ];
  return { payload: Buffer.concat(partes), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}
async function ate<T>(fn: () => Promise<T | undefined | null | false>, ms = 120_000): Promise<T> {
  const fim = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > fim) throw new Error('tempo esgotado');
    await new Promise((r) => setTimeout(r, 100));
  }
}
const importar = (nome: string, conteudo: Buffer, uf?: string) =>
  s.call(industria, { method: 'POST', url: '/v1/ibpt/AtualizarTabelaIbpt', ...multipart(nome, conteudo, uf) });
const fimDaTarefa = (id: number) =>
  ate(async () => {
    const t = await s.app.jobs.ler(emitente, id);
    return t && ['concluida', 'falhou', 'cancelada'].includes(t.situacao) ? t : undefined;
  });
const contar = async () => (await s.db.pool.query('SELECT count(*)::int AS n FROM ibpt WHERE emitente_id = $1', [emitente])).rows[0].n as number;

beforeAll(async () => {
  s = await startTestServer({ demoSize: 3 });
  await s.app.jobs.iniciar();
  industria = (await s.login('industria')).Token;
  emitente = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'industria'`)).rows[0].emitente_id;
  // a demonstração traz a tabela de referência: aqui, uma empresa que ainda não importou nenhuma
  await s.db.pool.query('DELETE FROM versao_tabela_ibpt WHERE emitente_id = $1', [emitente]);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('tabela IBPT', () => {
  it('sem tabela: a situação avisa que falta', async () => {
    const r = await s.call(industria, { method: 'GET', url: '/v1/ibpt/Situacao' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data).toMatchObject({ situacao: 'ausente', uf: 'MG', versao: null });
    expect(r.json().Data.mensagem).toContain('Nenhuma tabela IBPT de MG importada');
  });

  it('cabeçalho errado: 400 com o campo arquivo, nada gravado', async () => {
    const r = await importar('tabela.csv', Buffer.from('ncm;descricao;aliquota\r\n73181500;parafuso;10\r\n'));
    expect(r.statusCode).toBe(400);
    expect(r.json().arquivo[0]).toContain('cabeçalho diferente do arquivo oficial do IBPT');
    expect(await contar()).toBe(0);
  });

  it('linha malformada no meio: a tarefa falha com a linha e nada muda', async () => {
    const linhas = CSV.toString('latin1').split('\r\n');
    linhas[5000] = linhas[5000].replace(/;(\d+\.\d+);/, ';abc;');
    const r = await importar('TabelaIBPTaxMG26.1.E.csv', Buffer.from(linhas.join('\r\n'), 'latin1'));
    expect(r.statusCode, r.body).toBe(202);
    const t = await fimDaTarefa(r.json().Data.id);
    expect(t.situacao).toBe('falhou');
    expect(t.erro).toContain('Linha 5001: nacionalfederal inválido (abc)');
    expect(await contar()).toBe(0);
    expect((await s.db.pool.query('SELECT count(*)::int AS n FROM versao_tabela_ibpt WHERE emitente_id = $1', [emitente])).rows[0].n).toBe(0);
  });

  it('o CSV oficial importa como tarefa com progresso; VersoesAgrupadas mostra a versão; o ZIP reimporta a mesma versão sem duplicar', async () => {
    // o progresso que vai ao navegador: eventos CarregamentoDados do hub
    const progressos: number[] = [];
    const hub = s.app.hub as unknown as { notificarUsuario: (u: number, ev: string, args: unknown[]) => Promise<void> };
    const original = hub.notificarUsuario.bind(hub);
    hub.notificarUsuario = async (u, ev, args) => {
      const t = args[0] as { tipo?: string; progresso?: number };
      if (ev === 'CarregamentoDados' && t.tipo === 'ImportarTabelaIbpt') progressos.push(Number(t.progresso));
      return original(u, ev, args);
    };
    const r = await importar('TabelaIBPTax_26.1.E.csv', CSV, 'MG');
    expect(r.statusCode, r.body).toBe(202);
    expect(r.json().Data).toMatchObject({ tipo: 'ImportarTabelaIbpt', descricao: 'Importação da tabela IBPT' });
    const t = await fimDaTarefa(r.json().Data.id);
    hub.notificarUsuario = original;
    expect(t.situacao, t.erro ?? '').toBe('concluida');
    expect(t.mensagem).toBe('Tabela IBPT 26.1.E de MG: 11390 linhas, vigente de 20/02/2026 a 31/03/2026');
    expect(progressos.filter((p) => p > 0 && p < 100).length).toBeGreaterThan(3);
    expect(progressos.at(-1)).toBe(100);
    expect(await contar()).toBe(11390);
    // acentos do windows-1252 preservados
    const { rows } = await s.db.pool.query(
      `SELECT descricao, nacional_federal::text, estadual::text FROM ibpt WHERE emitente_id = $1 AND codigo = '73181500'`,
      [emitente],
    );
    expect(rows[0]).toEqual({ descricao: 'Outs.parafusos/pinos/pernos,de ferro fundido/ ferro/aco', nacional_federal: '15.18', estadual: '18.00' });

    const v = await s.call(industria, { method: 'GET', url: '/v1/ibpt/VersoesAgrupadas' });
    expect(v.statusCode).toBe(200);
    expect(v.json().Data).toEqual([
      {
        versao: '26.1.E',
        chave: '3CA397',
        fonte: 'IBPT/empresometro.com.br',
        vigencia_inicio: '2026-02-20',
        vigencia_fim: '2026-03-31',
        vigente: false,
        registros: 11390,
        ufs: [
          {
            id: expect.any(Number),
            uf: 'MG',
            registros: 11390,
            arquivo_nome: 'TabelaIBPTax_26.1.E.csv',
            importado_em: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          },
        ],
      },
    ]);

    const z = await importar('TabelaIBPTax_26.1.E.zip', ZIP, 'MG');
    expect(z.statusCode, z.body).toBe(202);
    expect((await fimDaTarefa(z.json().Data.id)).situacao).toBe('concluida');
    expect(await contar()).toBe(11390);
    expect((await s.call(industria, { method: 'GET', url: '/v1/ibpt/VersoesAgrupadas' })).json().Data[0].ufs).toHaveLength(1);
    // 26.1.E valeu até 31/03/2026: a situação avisa que venceu
    const sit = (await s.call(industria, { method: 'GET', url: '/v1/ibpt/Situacao' })).json().Data;
    expect(sit).toMatchObject({ situacao: 'vencida', versao: '26.1.E', vigencia_fim: '2026-03-31' });
  });

  it('a NF-e do faturamento leva vTotTrib (item, total e informações complementares)', async () => {
    const { rows: ps } = await s.db.pool.query(`SELECT * FROM produto WHERE emitente_id = $1 AND ncm = '73181500' LIMIT 1`, [emitente]);
    const { rows: cs } = await s.db.pool.query(`SELECT c.* FROM cliente c WHERE c.emitente_id = $1 AND c.uf = 'MG' AND c.ind_ie_dest = 1 LIMIT 1`, [emitente]);
    const f = await s.call(industria, {
      method: 'POST',
      url: '/v1/faturamento/',
      payload: {
        cliente_id: cs[0].id,
        natureza_operacao: 'Venda',
        data_emissao: '2026-03-10T10:00:00',
        Item: [{ produto_id: ps[0].id, quantidade: 100, valor_unitario: 10 }],
      },
    });
    expect(f.statusCode, f.body).toBe(201);
    const nfe = await withTenant(s.db, ctx(), (c) => montarNFeDoFaturamento(c, ctx(), f.json().Data.id, 555, 1));
    // 1.000,00 × (15,18 % federal + 18,00 % estadual + 0 % municipal) = 151,80 + 180,00 = 331,80
    expect(nfe.det[0].imposto.vTotTrib).toBe('331.80');
    expect(nfe.total.ICMSTot.vTotTrib).toBe('331.80');
    expect(nfe.infAdic?.infCpl).toContain(
      'Trib aprox R$: 151,80 Federal, 180,00 Estadual e 0,00 Municipal. Fonte: IBPT/empresometro.com.br 3CA397 versão 26.1.E',
    );
    const xml = montarXmlNFe(nfe);
    expect(xml).toContain('<imposto><vTotTrib>331.80</vTotTrib><ICMS>');
    expect(xml).toMatch(/<vNF>[\d.]+<\/vNF><vTotTrib>331.80<\/vTotTrib><\/ICMSTot>/);
    // o DANFE imprime o total aproximado ("V. TOT. TRIBUTOS") e o texto da lei nas informações complementares
    const danfe = lerDadosDanfe(xml);
    expect(danfe.totais.icms.vTotTrib).toBe('331.80');
    expect(danfe.infCpl).toContain('Trib aprox R$: 151,80 Federal');
  });
});
