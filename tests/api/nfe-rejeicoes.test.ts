/**
 * Respostas da SEFAZ que o simulador passou a dar e a validação local antes
 * do envio (escopo 2), pelo produto, contra o simulador por HTTPS com TLS mútuo:
 * - emitente irregular no CCC do simulador: a nota volta 301, fica 'denegada' com o número usado
 *   (nfeProc guardado) e a próxima nota recebe o número seguinte;
 * - a mesma nota rejeitada 3 vezes pelo mesmo motivo: o 4º envio recebe 656 e o produto passa a
 *   recusar a transmissão (400, campo `situacao`) sem falar com a SEFAZ;
 * - devolução (finalidade 4) com o CFOP da venda (5102): 400 com o campo do item, nada enviado;
 * - cancelamento 30 h depois da autorização: 155 (cancelada); 8 dias depois: recusado localmente;
 * - arquivo do mês (DownloadDiretorio): traz a inutilização (`ProcInutNFe`) e os eventos pelo
 *   nome `{chave}-procEventoNFe-{tpEvento}-{nSeq}.xml`; todo arquivo do ZIP valida no pacote de
 *   schemas (procNFe, procEventoNFe, procInutNFe). Eventos fora de `faturamento_evento` (NFC-e)
 *   ganham o nome pelo próprio XML.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iniciarServidorNFe, type ServidorNFe } from './nfe-simulador.ts';
import type { TestServer } from './helpers.ts';
import { lerZip } from '../../src/fiscal/zip/index.ts';
import { obterRuntimeFiscal } from '../../src/server/modules/nfe/index.ts';
import { entradasZip } from '../../src/server/modules/nfe/arquivo-mes.ts';

let n: ServidorNFe;
let s: TestServer;
let loja: string;
let emit = 0;
let cnpj = '';
let uf = '';
let cliente = 0;
let produto = 0;

beforeAll(async () => {
  n = await iniciarServidorNFe(5);
  s = n.s;
  loja = (await s.login('loja')).Token;
  const u = (await s.db.pool.query(`SELECT u.emitente_id, e.cnpj, e.uf FROM usuario u JOIN emitente e ON e.id = u.emitente_id WHERE u.login = 'loja'`)).rows[0];
  emit = u.emitente_id;
  cnpj = u.cnpj;
  uf = u.uf;
  cliente = (
    await s.db.pool.query(`SELECT c.id FROM cliente c JOIN emitente e ON e.id = c.emitente_id WHERE c.emitente_id = $1 AND c.uf = e.uf ORDER BY c.id LIMIT 1`, [
      emit,
    ])
  ).rows[0].id;
  const r = await call('POST', '/v1/produto/', {
    codigo: 'REJ-1',
    descricao: 'Produto REJ-1',
    unidade: 'UN',
    ncm: '61091000',
    csosn: '0102',
    cst_pis: '49',
    cst_cofins: '49',
    preco_venda: 50,
  });
  expect(r.statusCode, r.body).toBe(201);
  produto = r.json().Data.id;
  const e = await call('POST', '/v1/estoqueMovimentacao/Lancar', { produto_id: produto, operacao: 'compra', quantidade: 100, custo_unitario: 20 });
  expect(e.statusCode, e.body).toBe(200);
});
afterAll(async () => {
  await n?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) => s.call(loja, { method, url, ...(payload ? { payload } : {}) });
const q1 = async (sql: string, p: unknown[] = []) => (await s.db.pool.query(sql, p)).rows[0];
const transmitir = (fat: number) => call('GET', `/v1/GerenciadorNFe/TransmitirNota?nota=${fat}`);
const envios = () => n.sefaz.estado.requisicoes.NfeAutorizacao ?? 0;

async function venda(extra: Record<string, unknown> = {}): Promise<number> {
  const r = await call('POST', '/v1/faturamento/', {
    cliente_id: cliente,
    natureza_operacao: 'Venda de mercadoria',
    Item: [{ produto_id: produto, quantidade: 2, valor_unitario: 50 }],
    Pagamento: [{ t_pag: '01', valor: 100 }],
    ...extra,
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().Data.id;
}

describe('uso denegado (301)', () => {
  it('emitente irregular no CCC: nota denegada, numerada, com nfeProc; a próxima usa o número seguinte', async () => {
    n.sefaz.estado.cadastros.set(`${uf}|${cnpj}`, { IE: '1', cSit: '0', xNome: 'LOJA IRREGULAR' });
    const fat = await venda();
    let numero = 0;
    try {
      const t = await transmitir(fat);
      expect(t.statusCode, t.body).toBe(200);
      expect(t.json().Data).toMatchObject({ situacao: 'denegada', cStat: '301' });
      expect(t.json().Message).toBe('Uso denegado: 301 - Uso Denegado: Irregularidade fiscal do emitente');
      numero = t.json().Data.numero;
      expect(numero).toBeGreaterThan(0);
    } finally {
      n.sefaz.estado.cadastros.delete(`${uf}|${cnpj}`);
    }
    const f = await q1('SELECT situacao, numero FROM faturamento WHERE emitente_id = $1 AND id = $2', [emit, fat]);
    expect(f).toEqual({ situacao: 'denegada', numero });
    const proc = await q1(`SELECT xml, cstat FROM documento_fiscal_xml WHERE emitente_id = $1 AND faturamento_id = $2 AND tipo = 'nfeProc'`, [emit, fat]);
    expect(proc.cstat).toBe('301');
    expect(proc.xml).toContain('<cStat>301</cStat>');
    // não se transmite de novo; a próxima nota usa o número seguinte
    expect((await transmitir(fat)).statusCode).toBe(400);
    const outra = await venda();
    const t2 = await transmitir(outra);
    expect(t2.json().Data).toMatchObject({ situacao: 'autorizada', numero: numero + 1 });
  });
});

describe('consumo indevido (656)', () => {
  it('3 rejeições iguais -> 656 -> o produto recusa a próxima transmissão sem enviar', async () => {
    const fat = await venda();
    n.sefaz.estado.ambiente = 1; // toda nota de homologação passa a ser rejeitada com 252
    try {
      for (let i = 0; i < 3; i++) {
        const t = await transmitir(fat);
        expect(t.json().Data, t.body).toMatchObject({ situacao: 'rejeitada', cStat: '252' });
      }
      const t = await transmitir(fat);
      expect(t.json().Data).toMatchObject({ situacao: 'rejeitada', cStat: '656' });
      expect(t.json().Message).toBe('Rejeição 656: Rejeição: Consumo Indevido');
      const antes = envios();
      const r = await transmitir(fat);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().Message).toMatch(/^A SEFAZ bloqueou esta nota por consumo indevido \(656\).*a partir das \d\d:\d\d\.$/);
      expect(r.json().situacao[0]).toMatch(/^Nova transmissão só a partir das \d\d:\d\d/);
      expect(envios()).toBe(antes);
    } finally {
      n.sefaz.estado.ambiente = 2;
    }
  });
});

describe('validação local antes do envio', () => {
  it('devolução (finalidade 4) com CFOP 5102: 400 com o campo do item, nada enviado nem numerado', async () => {
    const ref = await venda();
    const tr = await transmitir(ref);
    expect(tr.json().Data.situacao).toBe('autorizada');
    const fat = await venda({ finalidade: 4, NFref: [{ ref_nfe: tr.json().Data.chave }] });
    const antes = envios();
    const r = await transmitir(fat);
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json()['Item[0].cfop'][0]).toMatch(/o CFOP 5102 não é de devolução/);
    expect(r.json().Message).toBe(
      'Item 1 (código REJ-1): o CFOP 5102 não é de devolução; uma nota de devolução (finalidade 4) exige CFOP de devolução (ex.: 1202, 2202, 5202, 6202).',
    );
    expect(envios()).toBe(antes);
    expect(await q1('SELECT situacao, numero FROM faturamento WHERE emitente_id = $1 AND id = $2', [emit, fat])).toEqual({
      situacao: 'digitacao',
      numero: null,
    });
  });
});

describe('prazos do cancelamento', () => {
  const just = 'Erro na digitacao dos dados do cliente';
  const autorizadaHa = async (horas: number) => {
    const fat = await venda();
    const t = await transmitir(fat);
    expect(t.json().Data.situacao).toBe('autorizada');
    const chave = t.json().Data.chave;
    n.sefaz.estado.autorizadas.get(chave)!.autorizadaEm -= horas * 3_600_000;
    await s.db.pool.query(`UPDATE faturamento_nfe SET data_autorizacao = $3 WHERE emitente_id = $1 AND faturamento_id = $2`, [
      emit,
      fat,
      new Date(Date.now() - horas * 3_600_000).toISOString(),
    ]);
    return fat;
  };
  it('30 h depois: a SEFAZ homologa fora de prazo (155) e a nota fica cancelada', async () => {
    const fat = await autorizadaHa(30);
    const r = await call('GET', `/v1/GerenciadorNFe/CancelarNota?nota=${fat}&justificativa=${encodeURIComponent(just)}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data).toMatchObject({ situacao: 'cancelada', cStat: '155' });
    expect((await q1('SELECT situacao FROM faturamento WHERE emitente_id = $1 AND id = $2', [emit, fat])).situacao).toBe('cancelada');
  });
  it('8 dias depois: recusado antes de enviar (400, justificativa), a nota continua autorizada', async () => {
    const fat = await autorizadaHa(8 * 24);
    const antes = n.sefaz.estado.requisicoes.RecepcaoEvento ?? 0;
    const r = await call('GET', `/v1/GerenciadorNFe/CancelarNota?nota=${fat}&justificativa=${encodeURIComponent(just)}`);
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().Message).toMatch(/^A NF-e foi autorizada há mais de 7 dias: o prazo de cancelamento acabou \(a SEFAZ rejeitaria com 501\)/);
    expect(r.json().justificativa).toHaveLength(1);
    expect(n.sefaz.estado.requisicoes.RecepcaoEvento ?? 0).toBe(antes);
    expect((await q1('SELECT situacao FROM faturamento WHERE emitente_id = $1 AND id = $2', [emit, fat])).situacao).toBe('autorizada');
  });
});

describe('arquivo do mês', () => {
  it('ZIP com nfeProc, eventos e inutilização, todos válidos no pacote de schemas', async () => {
    const fat = await venda();
    const t = await transmitir(fat);
    expect(t.json().Data.situacao).toBe('autorizada');
    const chave: string = t.json().Data.chave;
    const cce = await call(
      'GET',
      `/v1/GerenciadorNFe/TransmitirCCeNFe?nota=${fat}&correcao=${encodeURIComponent('Corrige o telefone do destinatário para 11 3333-4444')}`,
    );
    expect(cce.statusCode, cce.body).toBe(200);
    const { rows } = await s.db.pool.query(`SELECT proximo_numero FROM serie_documento WHERE emitente_id = $1 AND modelo = '55' AND serie = 1`, [emit]);
    const ini = Number(rows[0].proximo_numero) + 10;
    const inut = await call(
      'GET',
      `/v1/GerenciadorNFe/InutilizarNFe?serie=1&numero_inicial=${ini}&numero_final=${ini + 1}&justificativa=${encodeURIComponent('Falha no sistema pulou a numeração')}`,
    );
    expect(inut.statusCode, inut.body).toBe(200);
    const anomes = `20${chave.slice(2, 6)}`;
    const z = await call('GET', `/v1/GerenciadorNFe/DownloadDiretorio?anomes=${anomes}`);
    expect(z.statusCode, z.body.slice(0, 300)).toBe(200);
    const arquivos = lerZip(z.rawPayload);
    const nomes = arquivos.map((a) => a.caminho);
    expect(nomes).toContain(`${chave}-procNFe.xml`);
    expect(nomes).toContain(`${chave}-procEventoNFe-110110-1.xml`);
    // o cancelamento fora de prazo (155) da nota de outro teste deste arquivo, no mesmo mês
    expect(nomes.some((x) => x.endsWith('-procEventoNFe-110111-1.xml'))).toBe(true);
    const uf = chave.slice(0, 2);
    const inutNome = `${uf}${anomes.slice(2, 4)}${cnpj}55001${String(ini).padStart(9, '0')}${String(ini + 1).padStart(9, '0')}-procInutNFe.xml`;
    expect(nomes).toContain(inutNome);
    expect(nomes.filter((x) => !/^\d{44}-procNFe\.xml$|^\d{44}-procEventoNFe-\d{6}-\d+\.xml$|^\d{41}-procInutNFe\.xml$/.test(x))).toEqual([]);
    const pacote = await obterRuntimeFiscal(s.config).pacote();
    const invalidos: string[] = [];
    for (const a of arquivos) {
      const xml = Buffer.from(a.dados).toString('utf8');
      const doc = a.caminho.endsWith('-procNFe.xml') ? 'nfeProc' : a.caminho.endsWith('-procInutNFe.xml') ? 'procInutNFe' : 'procEventoNFe';
      const v = pacote.validar(xml, doc);
      if (!v.valido) invalidos.push(`${a.caminho}: ${v.erros[0]?.mensagem}`);
    }
    expect(invalidos).toEqual([]);
  });

  it('evento sem registro em faturamento_evento (NFC-e) recebe o nome pelo tpEvento e nSeqEvento do XML', () => {
    const xml = '<procEventoNFe><evento><infEvento><tpEvento>110111</tpEvento><nSeqEvento>1</nSeqEvento></infEvento></evento></procEventoNFe>';
    const ch = '3'.repeat(44);
    const [e] = entradasZip([{ chave: ch, tipo: 'procEvento', xml, criado_em: '2026-11-28 10:00:00+00', tp_evento: null, sequencia: null }], new Set(), {
      n: 13,
    });
    expect(e.nome).toBe(`${ch}-procEventoNFe-110111-1.xml`);
  });
});
