/**
 * Relógio do negócio com o servidor e o simulador da SEFAZ no processo do teste
 * e `Date` falsificado (vi.useFakeTimers, só `Date`, andando): o processo roda com TZ=UTC, como em
 * produção, e a hora posta é de noite em Brasília, quando o dia UTC já virou:
 * - 29/11/2026 21:30 em Brasília (30/11 00:30 UTC): NF-e e NFC-e com `dhEmi` 21:3x-03:00; conta a
 *   receber do crédito em loja, lançada sem data, com emissão 29/11 e vencimento 29/12; o Dashboard
 *   conta a nota em "hoje" e no dia 29 do gráfico; o relatório por dia a põe no dia 29; a
 *   contingência SVC leva `dhCont` na hora local da entrada;
 * - 30/11/2026 00:30 em Brasília (03:30 UTC): o dia já é 30 (conta a receber e `dhEmi`);
 * - 30/11/2026 21:30 em Brasília (01/12 00:30 UTC), último dia do mês: a nota conta no mês de
 *   novembro no Dashboard e no relatório por mês, não em dezembro.
 * Certificados e simulador sobem antes, com o relógio real (o TLS usa a hora do sistema).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { iniciarServidorNFe, type ServidorNFe } from './nfe-simulador.ts';
import type { TestServer } from './helpers.ts';
import { AUTORIZADORES_PADRAO } from '../../src/fiscal/sefaz/tabela.ts';
import { registrarCscSimulador } from '../../src/sefaz-simulator/nfce.ts';
import { obterRuntimeFiscal } from '../../src/server/modules/nfe/index.ts';

const CSC = 'A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6';
/** 29/11/2026 21:30 em Brasília. */
const NOITE = new Date('2026-11-30T00:30:00Z');
/** 30/11/2026 00:30 em Brasília. */
const MADRUGADA = new Date('2026-11-30T03:30:00Z');
/** 30/11/2026 21:30 em Brasília: última noite de novembro. */
const FIM_DO_MES = new Date('2026-12-01T00:30:00Z');

let n: ServidorNFe;
let s: TestServer;
let emit = 0;
let uf = '';
let loja = '';
let caixa = '';
let produto: Record<string, any>;
let cliente: Record<string, any>;

/** Põe o relógio do processo em `t` (só `Date`; os temporizadores seguem reais) e entra de novo. */
async function relogioEm(t: Date): Promise<void> {
  vi.useRealTimers();
  vi.useFakeTimers({ now: t, toFake: ['Date'], shouldAdvanceTime: true });
  loja = (await s.login('loja')).Token;
  caixa = (await s.login('caixa')).Token;
}

beforeAll(async () => {
  n = await iniciarServidorNFe(2);
  s = n.s;
  const { rows } = await s.db.pool.query(`SELECT e.id, e.uf, e.cnpj FROM usuario u JOIN emitente e ON e.id = u.emitente_id WHERE u.login = 'loja'`);
  emit = rows[0].id;
  uf = rows[0].uf;
  registrarCscSimulador(n.sefaz.estado, rows[0].cnpj, 1, CSC);
  produto = (
    await s.db.pool.query(
      `SELECT * FROM produto WHERE emitente_id = $1 AND ativo AND gtin <> 'SEM GTIN' AND unidade <> 'KG' AND preco_venda > 0 ORDER BY id LIMIT 1`,
      [emit],
    )
  ).rows[0];
  cliente = (await s.db.pool.query(`SELECT * FROM cliente WHERE emitente_id = $1 AND uf = $2 AND length(cpf_cnpj) = 14 ORDER BY id LIMIT 1`, [emit, uf]))
    .rows[0];
  expect(produto && cliente, 'produto e cliente PJ da UF na demonstração').toBeTruthy();
  expect(['AC', 'AM', 'RO', 'RR', 'MT', 'MS'], 'a loja da demonstração fica numa UF de -03:00').not.toContain(uf);
  const t = (await s.login('loja')).Token;
  const csc = await s.call(t, { method: 'PUT', url: '/v1/GerenciadorNFCe/CSC', payload: { ambiente: 2, id_token: 1, csc: CSC } });
  expect(csc.statusCode, csc.body).toBe(200);
}, 400_000);

afterAll(async () => {
  vi.useRealTimers();
  await n?.close();
});

const get = (token: string, url: string) => s.call(token, { method: 'GET', url });

/** Cria e transmite uma NF-e de venda sem data de emissão; devolve a chave e o XML assinado. */
async function notaAutorizada(): Promise<{ id: number; chave: string; xml: string }> {
  const r = await s.call(loja, {
    method: 'POST',
    url: '/v1/faturamento/',
    payload: {
      cliente_id: cliente.id,
      natureza_operacao: 'Venda de mercadoria',
      consumidor_final: 1,
      Item: [{ produto_id: produto.id, quantidade: 1, valor_unitario: Number(produto.preco_venda) }],
      Pagamento: [{ t_pag: '01', valor: Number(produto.preco_venda) }],
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  const id = r.json().Data.id;
  const t = await get(loja, `/v1/GerenciadorNFe/TransmitirNota?nota=${id}`);
  expect(t.statusCode, t.body).toBe(200);
  expect(t.json().Data, t.body).toMatchObject({ situacao: 'autorizada' });
  const chave = t.json().Data.chave as string;
  const { rows } = await s.db.pool.query(`SELECT xml FROM documento_fiscal_xml WHERE emitente_id = $1 AND chave = $2 AND tipo = 'nfe'`, [emit, chave]);
  return { id, chave, xml: rows[0].xml };
}

/** Venda no PDV em crédito em loja (conta a receber sem data) com NFC-e; devolve a venda, o título e o XML. */
async function vendaCreditoLoja(): Promise<{ titulo: Record<string, any>; xml: string }> {
  const v = await s.call(caixa, {
    method: 'POST',
    url: '/v1/pdv/Venda',
    payload: {
      itens: [{ produto_id: produto.id, quantidade: 1 }],
      cpf_cnpj: cliente.cpf_cnpj,
      pagamentos: [{ t_pag: '05', valor: Number(produto.preco_venda).toFixed(2) }],
    },
  });
  expect(v.statusCode, v.body).toBe(200);
  expect(v.json().Data.situacao, v.body).toBe('autorizada');
  const id = v.json().Data.id;
  const { rows: t } = await s.db.pool.query(
    `SELECT emissao::text AS emissao, vencimento::text AS vencimento FROM receber WHERE emitente_id = $1 AND origem = 'pdv' AND origem_id = $2`,
    [emit, id],
  );
  expect(t).toHaveLength(1);
  const { rows: x } = await s.db.pool.query(`SELECT xml FROM documento_fiscal_xml WHERE emitente_id = $1 AND venda_cupom_id = $2 AND tipo = 'nfe'`, [emit, id]);
  return { titulo: t[0], xml: x[0].xml };
}

const tag = (xml: string, nome: string) => new RegExp(`<${nome}>([^<]+)</${nome}>`).exec(xml)?.[1];

const resumo = async () => {
  const r = await get(loja, '/v1/dashboard/resumo');
  expect(r.statusCode, r.body).toBe(200);
  return r.json().Data;
};
const notasDoDia = (d: any, dia: string) => d.vendas.porDia.find((x: any) => x.dia === dia)?.notas ?? -1;

const relatorio = async (parametros: object) => {
  const r = await s.call(loja, { method: 'POST', url: '/v1/Relatorios/GetRelatorio', payload: { relatorio: 'vendas_periodo', parametros } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().Data.linhas as Array<Record<string, any>>;
};

describe('29/11 21:30 em Brasília (o dia UTC já é 30)', () => {
  beforeAll(async () => {
    await relogioEm(NOITE);
    const abrir = await s.call(caixa, { method: 'POST', url: '/v1/pdv/Caixa/Abrir', payload: { valor_abertura: '50.00' } });
    expect(abrir.statusCode, abrir.body).toBe(200);
  });

  it('NF-e: dhEmi na hora de Brasília com -03:00; Dashboard conta em hoje e no dia 29; relatório por dia no dia 29', async () => {
    const antes = await resumo();
    expect(antes.vendas.porDia.at(-1).dia).toBe('2026-11-29');
    const { chave, xml } = await notaAutorizada();
    expect(tag(xml, 'dhEmi')).toMatch(/^2026-11-29T21:3\d:\d\d-03:00$/);
    expect(chave.slice(2, 6)).toBe('2611');
    const depois = await resumo();
    expect(depois.vendas.notasHoje).toBe(antes.vendas.notasHoje + 1);
    expect(depois.documentos.hoje).toBe(antes.documentos.hoje + 1);
    expect(depois.documentos.mes).toBe(antes.documentos.mes + 1);
    expect(notasDoDia(depois, '2026-11-29')).toBe(notasDoDia(antes, '2026-11-29') + 1);
    expect(depois.vendas.porDia.some((x: any) => x.dia === '2026-11-30')).toBe(false);
    const linhas = await relatorio({ data_inicial: '2026-11-29', data_final: '2026-11-30', agrupamento: 'dia' });
    expect(linhas.find((l) => l.periodo === '2026-11-29')?.notas).toBeGreaterThanOrEqual(1);
    expect(linhas.find((l) => l.periodo === '2026-11-30')).toBeUndefined();
  });

  it('PDV: crédito em loja sem data vira conta a receber de 29/11 (vence 29/12) e a NFC-e sai com dhEmi 21:3x-03:00', async () => {
    const { titulo, xml } = await vendaCreditoLoja();
    expect(titulo).toEqual({ emissao: '2026-11-29', vencimento: '2026-12-29' });
    expect(tag(xml, 'dhEmi')).toMatch(/^2026-11-29T21:3\d:\d\d-03:00$/);
  });

  it('contingência SVC: dhCont é a hora local da entrada (21:3x-03:00), não 3 h antes', async () => {
    const normal = AUTORIZADORES_PADRAO['55'][uf];
    n.sefaz.estado.contingencia.foraDoAr.add(normal);
    try {
      const entra = await get(loja, `/v1/GerenciadorNFe/EntrarContingencia?justificativa=${encodeURIComponent('SEFAZ autorizadora fora do ar (HTTP 503)')}`);
      expect(entra.statusCode, entra.body).toBe(200);
      const desde = entra.json().Data.desde as string;
      expect(Math.abs(Date.parse(desde) - NOITE.getTime())).toBeLessThan(10 * 60_000);
      const { xml } = await notaAutorizada();
      expect(tag(xml, 'tpEmis')).not.toBe('1');
      const dhCont = tag(xml, 'dhCont')!;
      expect(dhCont).toMatch(/^2026-11-29T21:3\d:\d\d-03:00$/);
      expect(Date.parse(dhCont)).toBe(Date.parse(desde));
      expect(tag(xml, 'dhEmi')).toMatch(/^2026-11-29T21:3\d:\d\d-03:00$/);
      expect((await obterRuntimeFiscal(s.config).pacote()).validar(xml, 'nfe').valido).toBe(true);
    } finally {
      n.sefaz.estado.contingencia.foraDoAr.delete(normal);
    }
    const sai = await get(loja, '/v1/GerenciadorNFe/SairContingencia');
    expect(sai.statusCode, sai.body).toBe(200);
    expect(sai.json().Data.ativa).toBe(false);
  });
});

describe('30/11 00:30 em Brasília', () => {
  beforeAll(async () => {
    await relogioEm(MADRUGADA);
  });

  it('o dia já é 30: conta a receber de 30/11 (vence 30/12) e dhEmi 00:3x-03:00', async () => {
    const { titulo, xml } = await vendaCreditoLoja();
    expect(titulo).toEqual({ emissao: '2026-11-30', vencimento: '2026-12-30' });
    expect(tag(xml, 'dhEmi')).toMatch(/^2026-11-30T00:3\d:\d\d-03:00$/);
    const d = await resumo();
    expect(d.vendas.porDia.at(-1).dia).toBe('2026-11-30');
  });
});

describe('30/11 21:30 em Brasília, última noite do mês (o mês UTC já é dezembro)', () => {
  beforeAll(async () => {
    await relogioEm(FIM_DO_MES);
  });

  it('a NF-e conta em hoje e no mês de novembro no Dashboard e no relatório por mês', async () => {
    const antes = await resumo();
    const { xml } = await notaAutorizada();
    expect(tag(xml, 'dhEmi')).toMatch(/^2026-11-30T21:3\d:\d\d-03:00$/);
    const depois = await resumo();
    expect(depois.vendas.notasHoje).toBe(antes.vendas.notasHoje + 1);
    expect(depois.documentos.mes).toBe(antes.documentos.mes + 1);
    expect(Number(depois.vendas.mes)).toBeCloseTo(Number(antes.vendas.mes) + Number(produto.preco_venda), 2);
    expect(notasDoDia(depois, '2026-11-30')).toBe(notasDoDia(antes, '2026-11-30') + 1);
    // as três NF-e da noite (29/11 duas, 30/11 uma) estão em novembro
    const { rows } = await s.db.pool.query(
      `SELECT count(*)::int AS n FROM faturamento WHERE emitente_id = $1 AND situacao = 'autorizada' AND data_emissao >= '2026-11-29T00:00:00-03:00'`,
      [emit],
    );
    const mes = await relatorio({ data_inicial: '2026-11-01', data_final: '2026-12-31', agrupamento: 'mes' });
    expect(mes.map((l) => l.periodo)).not.toContain('2026-12');
    const dia = await relatorio({ data_inicial: '2026-11-29', data_final: '2026-12-01', agrupamento: 'dia' });
    expect(dia.map((l) => l.periodo)).toEqual(['2026-11-29', '2026-11-30']);
    expect(dia.reduce((t, l) => t + l.notas, 0)).toBe(rows[0].n);
  });
});
