/**
 * Importação de planilhas: modelo XLSX para baixar; Validate devolve TODOS os
 * erros com aba, linha e coluna (SPEC §8) sem gravar; Converter grava tudo ou nada numa tarefa com
 * progresso; CSV pt-BR com mapeamento de colunas; permissão; 10.000 linhas; grupo, cliente e
 * fornecedor com os mesmos Validate/Converter.
 */
process.env.TAREFAS_BATIMENTO_MS = '300';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { escreverXlsx, lerPlanilha } from '../../src/server/modules/conversao/planilha.ts';
import { aleatorio, cnpjValido, cpfValido } from './contrato/gerador.ts';

let s: TestServer;
let loja = '';
let emitLoja = 0;
let ncm = '';

function envio(arquivo: Buffer, nome: string, campos: Record<string, string> = {}) {
  const b = `----teste${Date.now()}`;
  const partes: Buffer[] = [];
  for (const [k, v] of Object.entries(campos)) partes.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  partes.push(
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="arquivo"; filename="${nome}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    arquivo,
    Buffer.from(`\r\n--${b}--\r\n`),
  );
  return { payload: Buffer.concat(partes), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

const CABECALHO = ['Código do produto', 'Descrição', 'NCM', 'Unidade comercial', 'Preço de venda (R$)', 'Origem da mercadoria'];
function planilha(n: number, prefixo: string, estragar: (i: number, l: Array<string | number>) => void = () => undefined): Buffer {
  const linhas: Array<Array<string | number>> = [CABECALHO];
  for (let i = 1; i <= n; i++) {
    const l: Array<string | number> = [`${prefixo}${String(i).padStart(5, '0')}`, `Produto importado ${prefixo} ${i}`, ncm, 'UN', 10 + i / 100, 'Nacional'];
    estragar(i, l);
    linhas.push(l);
  }
  return escreverXlsx([{ nome: 'Produtos', linhas }]);
}

const contar = async (prefixo: string) =>
  (await s.db.pool.query('SELECT count(*)::int AS n FROM produto WHERE emitente_id = $1 AND codigo LIKE $2', [emitLoja, `${prefixo}%`])).rows[0].n as number;

async function esperarTarefa(id: number, timeoutMs = 120_000) {
  const fim = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await s.db.pool.query('SELECT situacao, progresso, mensagem, erro, resultado FROM tarefa WHERE emitente_id = $1 AND id = $2', [
      emitLoja,
      id,
    ]);
    if (['concluida', 'falhou', 'cancelada'].includes(rows[0]?.situacao)) return rows[0];
    if (Date.now() > fim) throw new Error(`tarefa ${id} não terminou: ${JSON.stringify(rows[0])}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
  loja = (await s.login('loja')).Token;
  emitLoja = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
  ncm = (await s.db.pool.query(`SELECT ncm FROM produto WHERE emitente_id = $1 AND ncm IS NOT NULL LIMIT 1`, [emitLoja])).rows[0].ncm;
}, 120_000);
afterAll(async () => {
  // the test workers run several files in one process (vitest `isolate: false`): leave no tuning behind
  delete process.env.TAREFAS_BATIMENTO_MS;
  await s?.close();
});

describe('modelo e permissões', () => {
  it('modelo XLSX com os cabeçalhos do cadastro e a aba de instruções', async () => {
    const r = await s.call(loja, { method: 'GET', url: '/v1/Conversao/Modelo/produto' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const abas = lerPlanilha(r.rawPayload, 'modelo-produto.xlsx');
    expect(abas.map((a) => a.nome)).toEqual(['Produtos', 'Instruções']);
    expect(abas[0].linhas[0]).toEqual(expect.arrayContaining(['Código do produto', 'Descrição', 'NCM', 'Unidade comercial']));
    const codigo = abas[1].linhas.find((l) => l[1] === 'codigo')!;
    expect(codigo[2]).toBe('Sim');
    const cols = (await s.call(loja, { method: 'GET', url: '/v1/Conversao/Colunas/cliente' })).json().Data;
    expect(cols.find((c: { campo: string }) => c.campo === 'nome')).toMatchObject({ titulo: 'Nome / Razão social', obrigatorio: true });
  });

  it('sem Permitir.Conversao.Gerenciar: 403', async () => {
    const caixa = (await s.login('caixa')).Token;
    const r = await s.call(caixa, { method: 'POST', url: '/v1/produto/Validate/', ...envio(planilha(2, 'PX'), 'p.xlsx') });
    expect(r.statusCode).toBe(403);
  });
});

describe('500 produtos com 3 linhas erradas', () => {
  const ruim = planilha(500, 'IMP', (i, l) => {
    if (i === 10) l[2] = '9999'; // NCM fora do padrão
    if (i === 200) l[1] = ''; // descrição obrigatória
    if (i === 450) l[4] = 'doze reais'; // preço não numérico
  });

  it('Validate: os 3 erros com aba, linha e coluna; nada gravado', async () => {
    const r = await s.call(loja, { method: 'POST', url: '/v1/produto/Validate/', ...envio(ruim, 'produtos.xlsx') });
    expect(r.statusCode, r.body.slice(0, 500)).toBe(400);
    const j = r.json();
    expect(j.Success).toBe(false);
    const erros = j.Data.erros.map((x: { aba: string; linha: number; coluna: string; campo: string }) => [x.aba, x.linha, x.coluna, x.campo]);
    expect(erros).toEqual([
      ['Produtos', 11, 'C', 'ncm'],
      ['Produtos', 201, 'B', 'descricao'],
      ['Produtos', 451, 'E', 'preco_venda'],
    ]);
    expect(j['Produtos!C11'][0]).toMatch(/^NCM:/);
    expect(j['Produtos!B201'][0]).toMatch(/^Descrição:/);
    expect(j['Produtos!E451'][0]).toContain('Número inválido');
    expect(await contar('IMP')).toBe(0);
  });

  it('Converter com erros: 400, nenhuma tarefa, nada gravado', async () => {
    const antes = (await s.db.pool.query('SELECT count(*)::int AS n FROM tarefa')).rows[0].n;
    const r = await s.call(loja, { method: 'POST', url: '/v1/produto/Converter/', ...envio(ruim, 'produtos.xlsx') });
    expect(r.statusCode).toBe(400);
    expect(r.json().Data.erros).toHaveLength(3);
    expect((await s.db.pool.query('SELECT count(*)::int AS n FROM tarefa')).rows[0].n).toBe(antes);
    expect(await contar('IMP')).toBe(0);
  });

  it('tudo ou nada: um conflito na gravação desfaz a importação inteira', async () => {
    const r = await s.call(loja, {
      method: 'POST',
      url: '/v1/Conversao/ConverterPlanilha',
      ...envio(planilha(10, 'ATM'), 'atomica.xlsx', { entidade: 'produto' }),
    });
    expect(r.statusCode, r.body).toBe(202);
    // outro usuário cadastra o código da linha 6 depois da validação e antes da gravação
    await s.db.pool.query(`INSERT INTO produto (emitente_id, codigo, descricao, unidade) VALUES ($1, 'ATM00005', 'Cadastrado antes', 'UN')`, [emitLoja]);
    await s.app.jobs.iniciar();
    const t = await esperarTarefa(r.json().Data.tarefa);
    expect(t.situacao).toBe('falhou');
    expect(t.erro).toContain('Linha 6');
    expect(await contar('ATM')).toBe(1);
  });

  it('corrigida: Validate ok e Converter grava as 500 numa tarefa, com auditoria', async () => {
    const boa = planilha(500, 'IMP');
    const v = await s.call(loja, { method: 'POST', url: '/v1/produto/Validate/', ...envio(boa, 'produtos.xlsx') });
    expect(v.statusCode, v.body.slice(0, 300)).toBe(200);
    expect(v.json().Data.linhas).toBe(500);
    const aud0 = (await s.db.pool.query(`SELECT count(*)::int AS n FROM auditoria WHERE entidade = 'produto' AND acao = 'incluir'`)).rows[0].n;
    const r = await s.call(loja, { method: 'POST', url: '/v1/produto/Converter/', ...envio(boa, 'produtos.xlsx') });
    expect(r.statusCode, r.body).toBe(202);
    const t = await esperarTarefa(r.json().Data.tarefa);
    expect(t.situacao, t.erro).toBe('concluida');
    expect(Number(t.progresso)).toBe(100);
    expect(t.mensagem).toContain('500');
    expect(await contar('IMP')).toBe(500);
    const p = (await s.db.pool.query(`SELECT descricao, ncm, preco_venda, origem FROM produto WHERE emitente_id = $1 AND codigo = 'IMP00450'`, [emitLoja]))
      .rows[0];
    expect(p).toMatchObject({ descricao: 'Produto importado IMP 450', ncm, origem: 0 });
    expect(Number(p.preco_venda)).toBe(14.5);
    expect((await s.db.pool.query(`SELECT count(*)::int AS n FROM auditoria WHERE entidade = 'produto' AND acao = 'incluir'`)).rows[0].n).toBe(aud0 + 500);
    // de novo: os códigos já estão cadastrados
    const dup = await s.call(loja, { method: 'POST', url: '/v1/produto/Validate/', ...envio(planilha(3, 'IMP'), 'produtos.xlsx') });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()['Produtos!A2'][0]).toContain('já está cadastrado');
  });
});

describe('CSV pt-BR e mapeamento de colunas', () => {
  it('separador ;, números com vírgula, rótulos e cabeçalhos próprios mapeados', async () => {
    const csv = ['Cod;Nome do item;NCM;Un;Preço;Origem', `CSV1;Café torrado 500 g;${ncm};PCT;"1.234,50";Nacional`, `CSV2;Açúcar 1 kg;${ncm};UN;4,99;1`].join(
      '\r\n',
    );
    const mapeamento = JSON.stringify({ Cod: 'codigo', 'Nome do item': 'descricao', Un: 'unidade', Preço: 'preco_venda', Origem: 'origem' });
    const semMapa = await s.call(loja, { method: 'POST', url: '/v1/produto/Validate/', ...envio(Buffer.from(csv, 'utf8'), 'itens.csv') });
    expect(semMapa.statusCode).toBe(400);
    expect(semMapa.json().Data.erros.map((e: { mensagem: string }) => e.mensagem)).toEqual(
      expect.arrayContaining(['Coluna obrigatória ausente: Código do produto', 'Coluna obrigatória ausente: Descrição']),
    );
    const r = await s.call(loja, { method: 'POST', url: '/v1/produto/Converter/', ...envio(Buffer.from(csv, 'utf8'), 'itens.csv', { mapeamento }) });
    expect(r.statusCode, r.body).toBe(202);
    expect((await esperarTarefa(r.json().Data.tarefa)).situacao).toBe('concluida');
    const { rows } = await s.db.pool.query(
      `SELECT codigo, descricao, unidade, preco_venda, origem FROM produto WHERE emitente_id = $1 AND codigo LIKE 'CSV%' ORDER BY codigo`,
      [emitLoja],
    );
    expect(rows.map((x) => [x.codigo, x.descricao, x.unidade, Number(x.preco_venda), x.origem])).toEqual([
      ['CSV1', 'Café torrado 500 g', 'PCT', 1234.5, 0],
      ['CSV2', 'Açúcar 1 kg', 'UN', 4.99, 1],
    ]);
  });
});

describe('10.000 linhas', () => {
  it('valida e importa 10.000 produtos', async () => {
    const grande = planilha(10_000, 'BIG');
    const t0 = performance.now();
    const r = await s.call(loja, { method: 'POST', url: '/v1/produto/Converter/', ...envio(grande, 'grande.xlsx') });
    expect(r.statusCode, r.body.slice(0, 300)).toBe(202);
    const t1 = performance.now();
    const t = await esperarTarefa(r.json().Data.tarefa, 300_000);
    const t2 = performance.now();
    expect(t.situacao, t.erro).toBe('concluida');
    expect(await contar('BIG')).toBe(10_000);
    console.log(`conversao 10000 linhas (${s.kind}): validação ${Math.round(t1 - t0)} ms, gravação ${Math.round(t2 - t1)} ms, total ${Math.round(t2 - t0)} ms`);
  }, 300_000);
});

describe('grupo, cliente e fornecedor: Validate por aba/linha/coluna sem gravar; Converter tudo ou nada', () => {
  const r = aleatorio(1517);
  /** Planilha de `entidade` com as colunas `campos` (cabeçalhos do modelo baixado) e as linhas dadas. */
  async function folha(entidade: string, campos: string[], linhas: Array<Array<string | number>>) {
    const cols = (await s.call(loja, { method: 'GET', url: `/v1/Conversao/Colunas/${entidade}` })).json().Data as Array<{ campo: string; titulo: string }>;
    const aba = lerPlanilha((await s.call(loja, { method: 'GET', url: `/v1/Conversao/Modelo/${entidade}` })).rawPayload, 'modelo.xlsx')[0].nome;
    const titulos = campos.map((c) => cols.find((x) => x.campo === c)!.titulo);
    return { aba, xlsx: escreverXlsx([{ nome: aba, linhas: [titulos, ...linhas] }]) };
  }
  const quantos = async (tabela: string, prefixo: string, coluna = 'nome') =>
    (await s.db.pool.query(`SELECT count(*)::int AS n FROM ${tabela} WHERE emitente_id = $1 AND ${coluna} LIKE $2`, [emitLoja, `${prefixo}%`])).rows[0]
      .n as number;
  const auditadas = async (entidade: string) =>
    (await s.db.pool.query(`SELECT count(*)::int AS n FROM auditoria WHERE emitente_id = $1 AND entidade = $2 AND acao = 'incluir'`, [emitLoja, entidade]))
      .rows[0].n as number;

  for (const [entidade, tabela] of [
    ['cliente', 'cliente'],
    ['fornecedor', 'fornecedor'],
  ] as const) {
    it(`${entidade}: CPF/CNPJ inválido e nome vazio apontados; corrigida, grava todas`, async () => {
      const prefixo = `IMP${entidade.toUpperCase()} `;
      const campos = ['nome', 'cpf_cnpj', 'tipo_pessoa', 'ind_ie_dest'];
      const linhas = (erradas: boolean) =>
        Array.from({ length: 20 }, (_, i) => {
          const pj = i % 2 === 1;
          const l: Array<string | number> = [`${prefixo}${i + 1}`, pj ? cnpjValido(r) : cpfValido(r), pj ? 'J' : 'F', 9];
          if (erradas && i === 4) l[1] = '123.456.789-00';
          if (erradas && i === 16) l[0] = '';
          return l;
        });
      const ruim = await folha(entidade, campos, linhas(true));
      const v = await s.call(loja, { method: 'POST', url: `/v1/${entidade}/Validate/`, ...envio(ruim.xlsx, `${entidade}.xlsx`) });
      expect(v.statusCode, v.body.slice(0, 400)).toBe(400);
      const erros = v.json().Data.erros.map((x: { aba: string; linha: number; coluna: string; campo: string }) => [x.aba, x.linha, x.coluna, x.campo]);
      expect(erros).toEqual([
        [ruim.aba, 6, 'B', 'cpf_cnpj'],
        [ruim.aba, 18, 'A', 'nome'],
      ]);
      expect(v.json()[`${ruim.aba}!B6`][0]).toMatch(/CPF/);
      expect(await quantos(tabela, prefixo)).toBe(0);
      // Converter com as mesmas linhas: 400, nenhuma das 18 boas gravada
      const c = await s.call(loja, { method: 'POST', url: `/v1/${entidade}/Converter/`, ...envio(ruim.xlsx, `${entidade}.xlsx`) });
      expect(c.statusCode).toBe(400);
      expect(await quantos(tabela, prefixo)).toBe(0);

      const boa = await folha(entidade, campos, linhas(false));
      const aud0 = await auditadas(entidade);
      const ok = await s.call(loja, { method: 'POST', url: `/v1/${entidade}/Converter/`, ...envio(boa.xlsx, `${entidade}.xlsx`) });
      expect(ok.statusCode, ok.body).toBe(202);
      await s.app.jobs.iniciar(); // idempotente: já iniciada quando o arquivo roda inteiro
      const t = await esperarTarefa(ok.json().Data.tarefa);
      expect(t.situacao, t.erro).toBe('concluida');
      expect(await quantos(tabela, prefixo)).toBe(20);
      expect(await auditadas(entidade)).toBe(aud0 + 20);
      const pj = (
        await s.db.pool.query(`SELECT tipo_pessoa, length(cpf_cnpj) AS n FROM ${tabela} WHERE emitente_id = $1 AND nome = $2`, [emitLoja, `${prefixo}2`])
      ).rows[0];
      expect(pj).toMatchObject({ tipo_pessoa: 'J', n: 14 });
    });
  }

  it('grupo: descrição repetida na planilha e já cadastrada apontadas; conflito na gravação desfaz tudo', async () => {
    await s.call(loja, { method: 'POST', url: '/v1/grupo/', payload: { descricao: 'IMPGRP existente' } });
    const ruim = await folha('grupo', ['descricao'], [['IMPGRP A'], ['IMPGRP B'], ['impgrp a'], ['IMPGRP existente'], ['IMPGRP C']]);
    const v = await s.call(loja, { method: 'POST', url: '/v1/grupo/Validate/', ...envio(ruim.xlsx, 'grupos.xlsx') });
    expect(v.statusCode, v.body.slice(0, 400)).toBe(400);
    const linhasComErro = v.json().Data.erros.map((x: { aba: string; linha: number; coluna: string; campo: string }) => [x.aba, x.linha, x.coluna, x.campo]);
    expect(linhasComErro).toEqual([
      [ruim.aba, 4, 'A', 'descricao'],
      [ruim.aba, 5, 'A', 'descricao'],
    ]);
    expect(await quantos('grupo', 'IMPGRP', 'descricao')).toBe(1);

    const boa = await folha('grupo', ['descricao'], [['IMPGRP A'], ['IMPGRP B'], ['IMPGRP C'], ['IMPGRP D']]);
    await s.app.jobs.parar(); // a tarefa fica na fila até o conflito estar no banco
    const c = await s.call(loja, { method: 'POST', url: '/v1/Conversao/ConverterPlanilha', ...envio(boa.xlsx, 'grupos.xlsx', { entidade: 'grupo' }) });
    expect(c.statusCode, c.body).toBe(202);
    // outro usuário cadastra 'IMPGRP C' depois da validação e antes da gravação: nenhuma das 4 entra
    await s.db.pool.query(`INSERT INTO grupo (emitente_id, descricao) VALUES ($1, 'IMPGRP C')`, [emitLoja]);
    await s.app.jobs.iniciar();
    const t = await esperarTarefa(c.json().Data.tarefa);
    expect(t.situacao).toBe('falhou');
    expect(t.erro).toContain('Linha 4');
    expect(await quantos('grupo', 'IMPGRP', 'descricao')).toBe(2);

    const sem = await folha('grupo', ['descricao'], [['IMPGRP A'], ['IMPGRP B'], ['IMPGRP D']]);
    const ok = await s.call(loja, { method: 'POST', url: '/v1/grupo/Converter/', ...envio(sem.xlsx, 'grupos.xlsx') });
    expect(ok.statusCode, ok.body).toBe(202);
    expect((await esperarTarefa(ok.json().Data.tarefa)).situacao).toBe('concluida');
    expect(await quantos('grupo', 'IMPGRP', 'descricao')).toBe(5);
  });
});
