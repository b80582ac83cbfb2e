/**
 * Importação de clientes pela planilha: o modelo diz o que a validação de fato
 * exige (Nome e CPF/CNPJ; tipo de pessoa e indicador de IE deduzidos) e o município aceita o nome
 * com a UF ("Campinas/SP", "Campinas - SP" ou o nome e a coluna UF, sem acento também), resolvido
 * para o código IBGE; não encontrado, ambíguo ou UF em conflito dá erro na linha e coluna.
 */
process.env.TAREFAS_BATIMENTO_MS = '300';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { escreverXlsx, lerPlanilha } from '../../src/server/modules/conversao/planilha.ts';
import { aleatorio, cpfValido } from './contrato/gerador.ts';
import { separarMunicipioUf } from '../../src/server/modules/conversao/importacao.ts';

let s: TestServer;
let loja = '';
let emitLoja = 0;

function envio(arquivo: Buffer, nome: string) {
  const b = `----teste${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="arquivo"; filename="${nome}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    arquivo,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

async function esperarTarefa(id: number, timeoutMs = 60_000) {
  const fim = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await s.db.pool.query('SELECT situacao, erro FROM tarefa WHERE emitente_id = $1 AND id = $2', [emitLoja, id]);
    if (['concluida', 'falhou', 'cancelada'].includes(rows[0]?.situacao)) return rows[0];
    if (Date.now() > fim) throw new Error(`tarefa ${id} não terminou: ${JSON.stringify(rows[0])}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  s = await startTestServer({ demoSize: 5 });
  loja = (await s.login('loja')).Token;
  emitLoja = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('modelo de clientes: os requisitos reais', () => {
  it('Nome e CPF/CNPJ obrigatórios; tipo de pessoa e IE deduzidos; município por nome com UF', async () => {
    const cols = (await s.call(loja, { method: 'GET', url: '/v1/Conversao/Colunas/cliente' })).json().Data as Array<{
      campo: string;
      obrigatorio: boolean;
      formato: string;
      observacao: string | null;
    }>;
    const por = Object.fromEntries(cols.map((c) => [c.campo, c]));
    expect(
      cols
        .filter((c) => c.obrigatorio)
        .map((c) => c.campo)
        .sort(),
    ).toEqual(['cpf_cnpj', 'nome']);
    expect(por.cpf_cnpj.observacao).toMatch(/Estrangeiro: deixe vazio e preencha Documento estrangeiro/);
    expect(por.tipo_pessoa.observacao).toMatch(/^Deduzido de CPF\/CNPJ/);
    expect(por.ind_ie_dest.observacao).toMatch(/^Deduzido de/);
    expect(por.cidade_id.formato).toMatch(/Campinas\/SP/);
    const modelo = lerPlanilha((await s.call(loja, { method: 'GET', url: '/v1/Conversao/Modelo/cliente' })).rawPayload, 'modelo.xlsx');
    const instr = modelo[1].linhas;
    expect(instr[0]).toEqual(['Coluna', 'Campo', 'Obrigatório', 'Formato / valores aceitos', 'Observação']);
    expect(instr.find((l) => l[1] === 'cpf_cnpj')?.[2]).toBe('Sim');
    expect(instr.find((l) => l[1] === 'cidade_id')?.[3]).toMatch(/código IBGE/);
  });
});

describe('município pelo nome com a UF', () => {
  const r = aleatorio(2920);
  const cab = ['Nome / Razão social', 'CPF/CNPJ', 'Município', 'UF'];

  it('erros por linha: não encontrado, ambíguo sem UF, UF em conflito; nada gravado', async () => {
    const xlsx = escreverXlsx([
      {
        nome: 'Clientes',
        linhas: [
          cab,
          ['Cliente Municipio OK', cpfValido(r), 'Campinas/SP', ''],
          ['Cliente Municipio Inexistente', cpfValido(r), 'Cidade Que Não Existe/SP', ''],
          ['Cliente Municipio Ambiguo', cpfValido(r), 'Bom Jesus', ''],
          ['Cliente Municipio Conflito', cpfValido(r), 'Campinas/SP', 'RJ'],
        ],
      },
    ]);
    const v = await s.call(loja, { method: 'POST', url: '/v1/cliente/Validate/', ...envio(xlsx, 'clientes.xlsx') });
    expect(v.statusCode, v.body.slice(0, 500)).toBe(400);
    const erros = v.json().Data.erros as Array<{ linha: number; coluna: string; campo: string; mensagem: string }>;
    expect(erros.map((x) => [x.linha, x.coluna, x.campo])).toEqual([
      [3, 'C', 'cidade_id'],
      [4, 'C', 'cidade_id'],
      [5, 'C', 'cidade_id'],
    ]);
    expect(erros[0].mensagem).toMatch(/"Cidade Que Não Existe\/SP" não encontrado em SP/);
    expect(erros[1].mensagem).toMatch(/"Bom Jesus" existe em mais de uma UF \(.*RS.*\); informe a UF/);
    expect(erros[2].mensagem).toMatch(/é de SP, mas a coluna UF diz RJ/);
  });

  it('"Campinas/SP", "Sao Paulo - SP" (sem acento), nome + coluna UF e código IBGE: grava o código e a UF', async () => {
    const linhas = [
      ['Cliente Mun Barra', cpfValido(r), 'Campinas/SP', ''],
      ['Cliente Mun Traco', cpfValido(r), 'Sao Paulo - SP', ''],
      ['Cliente Mun Coluna', cpfValido(r), 'Belo Horizonte', 'MG'],
      ['Cliente Mun Codigo', cpfValido(r), '3304557', 'RJ'],
    ];
    const xlsx = escreverXlsx([{ nome: 'Clientes', linhas: [cab, ...linhas] }]);
    const ok = await s.call(loja, { method: 'POST', url: '/v1/cliente/Converter/', ...envio(xlsx, 'clientes.xlsx') });
    expect(ok.statusCode, ok.body.slice(0, 500)).toBe(202);
    await s.app.jobs.iniciar();
    const t = await esperarTarefa(ok.json().Data.tarefa);
    expect(t.situacao, t.erro).toBe('concluida');
    const { rows } = await s.db.pool.query(
      `SELECT nome, cidade_id, uf, tipo_pessoa FROM cliente WHERE emitente_id = $1 AND nome LIKE 'Cliente Mun %' ORDER BY id`,
      [emitLoja],
    );
    expect(rows.map((x) => [x.nome, x.cidade_id, x.uf, x.tipo_pessoa])).toEqual([
      ['Cliente Mun Barra', 3509502, 'SP', 'F'],
      ['Cliente Mun Traco', 3550308, 'SP', 'F'],
      ['Cliente Mun Coluna', 3106200, 'MG', 'F'],
      ['Cliente Mun Codigo', 3304557, 'RJ', 'F'],
    ]);
  });

  it('separa nome e UF sem cortar nomes com hífen', () => {
    expect(separarMunicipioUf('Campinas (SP)')).toEqual({ nome: 'Campinas', uf: 'SP' });
    expect(separarMunicipioUf('Campinas, sp')).toEqual({ nome: 'Campinas', uf: 'SP' });
    expect(separarMunicipioUf('Embu-Guaçu')).toEqual({ nome: 'Embu-Guaçu', uf: null });
    expect(separarMunicipioUf('Xique-Xique/BA')).toEqual({ nome: 'Xique-Xique', uf: 'BA' });
  });
});
