/**
 * XML de referência da NF-e e da NFC-e: para os mesmos dados, a montagem (ide, emit, dest, det com
 * prod e imposto, total, pag, infAdic) gera byte a byte o XML gravado em
 * tests/fixtures/xml-referencia/. Casos: NF-e da loja (dois itens, frete e desconto), NF-e da
 * indústria com ICMS-ST (CST 10, IPI) para contribuinte de MG e NFC-e com item pesado (kg) e
 * descontos no item e na venda. O que muda a cada execução sai da comparação: o código numérico
 * sorteado (cNF, logo a chave e o cDV), o hashCSRT (da chave) e a assinatura (certificado de teste
 * novo). Para regravar depois de uma mudança intencional do leiaute: ATUALIZAR_XML_REFERENCIA=1.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { DEMO_PASSWORD } from '../../src/server/seed/index.ts';
import { withTenant, type TenantContext } from '../../src/server/db/tenant.ts';
import { montarNFeDoFaturamento } from '../../src/server/modules/fiscal/index.ts';
import { montarNFCe } from '../../src/server/modules/pdv/nfce.ts';
import { montarXmlNFe } from '../../src/fiscal/nfe/index.ts';
import { carregarCertificadoA1, criarAutoridadeTeste, emitirCertificadoA1Teste } from '../../src/fiscal/certificado/index.ts';

const PASTA = join(import.meta.dirname, '..', 'fixtures', 'xml-referencia');
const CSC = 'A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6';
const EMISSAO = '2026-11-20T10:15:00-03:00';

let srv: { s: TestServer };
const ctxDe = (emitenteId: number): TenantContext => ({ usuarioId: 0, nivel: 'emitente', masterId: null, distribuidorId: null, revendaId: null, emitenteId });

beforeAll(async () => {
  srv = { s: await startTestServer({ demoSize: 12 }) };
}, 180_000);
afterAll(async () => {
  await srv?.s.close();
});

/** Tira do XML o que é sorteado ou assinado a cada execução (ver cabeçalho). */
function estavel(xml: string, chave: string): string {
  return xml
    .replaceAll(chave, 'CHAVE')
    .replace(/<cNF>\d+<\/cNF>/, '<cNF>CNF</cNF>')
    .replace(/<cDV>\d<\/cDV>/, '<cDV>DV</cDV>')
    .replace(/<hashCSRT>[^<]*<\/hashCSRT>/, '<hashCSRT>HASH</hashCSRT>')
    .replace(/<Signature[\s\S]*<\/Signature>/, '<Signature/>');
}

function conferir(nome: string, xml: string): void {
  const arq = join(PASTA, `${nome}.xml`);
  if (process.env.ATUALIZAR_XML_REFERENCIA === '1') writeFileSync(arq, xml);
  expect(existsSync(arq), `${arq} não existe: grave com ATUALIZAR_XML_REFERENCIA=1`).toBe(true);
  expect(xml).toBe(readFileSync(arq, 'utf8'));
}

async function emitenteDe(login: string): Promise<number> {
  const { rows } = await srv.s.db.pool.query('SELECT emitente_id FROM usuario WHERE login = $1', [login]);
  return rows[0].emitente_id;
}

async function xmlDaNFe(emitenteId: number, id: number): Promise<string> {
  const nfe = await withTenant(srv.s.db, ctxDe(emitenteId), (c) => montarNFeDoFaturamento(c, ctxDe(emitenteId), id, 321, 1));
  return estavel(montarXmlNFe(nfe), nfe.chave);
}

describe('XML de referência', () => {
  it('NF-e da loja: dois itens, frete e desconto, cliente da mesma UF', async () => {
    const { s } = srv;
    const emitenteId = await emitenteDe('loja');
    const token = (await s.login('loja')).Token;
    const { rows: ps } = await s.db.pool.query(
      `SELECT id FROM produto p WHERE emitente_id = $1 AND ativo AND preco_venda > 0
          AND NOT EXISTS (SELECT 1 FROM kit k WHERE k.emitente_id = p.emitente_id AND k.produto_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM prod_kit k WHERE k.emitente_id = p.emitente_id AND k.produto_id = p.id)
        ORDER BY id LIMIT 2`,
      [emitenteId],
    );
    const { rows: cl } = await s.db.pool.query(
      'SELECT c.id FROM cliente c JOIN emitente e ON e.id = c.emitente_id WHERE c.emitente_id = $1 AND c.uf = e.uf ORDER BY c.id LIMIT 1',
      [emitenteId],
    );
    const r = await s.call(token, {
      method: 'POST',
      url: '/v1/faturamento/',
      payload: {
        natureza_operacao: 'Venda de mercadoria',
        cliente_id: cl[0].id,
        data_emissao: EMISSAO,
        valor_frete: 12.5,
        valor_desconto: 3.1,
        informacoes_complementares: 'Pedido de referência.',
        Item: [
          { produto_id: ps[0].id, quantidade: 3, valor_unitario: 10.35, valor_desconto: 1, informacao_adicional: 'Lote 7' },
          { produto_id: ps[1].id, quantidade: 1.5, valor_unitario: 7.99 },
        ],
        Pagamento: [{ t_pag: '01', valor: 50 }],
      },
    });
    expect(r.statusCode, r.body).toBe(201);
    conferir('nfe-loja', await xmlDaNFe(emitenteId, r.json().Data.id));
  });

  it('NF-e da indústria com ICMS-ST (CST 10) e IPI para contribuinte de MG', async () => {
    const { s } = srv;
    const emitenteId = await emitenteDe('industria');
    const token = (await s.login('industria')).Token;
    const { rows: p } = await s.db.pool.query(`SELECT id FROM produto WHERE emitente_id = $1 AND cst_icms = '010' ORDER BY id LIMIT 1`, [emitenteId]);
    const { rows: outro } = await s.db.pool.query(`SELECT id FROM produto WHERE emitente_id = $1 AND ativo AND cst_icms <> '010' ORDER BY id LIMIT 1`, [
      emitenteId,
    ]);
    const { rows: cl } = await s.db.pool.query(
      `SELECT c.id FROM cliente c WHERE c.emitente_id = $1 AND c.uf = 'MG' AND c.ind_ie_dest = 1 AND NOT c.consumidor_final ORDER BY c.id LIMIT 1`,
      [emitenteId],
    );
    const r = await s.call(token, {
      method: 'POST',
      url: '/v1/faturamento/',
      payload: {
        natureza_operacao: 'Venda de produção',
        cliente_id: cl[0].id,
        consumidor_final: 0,
        data_emissao: EMISSAO,
        Item: [
          { produto_id: p[0].id, quantidade: 100, valor_unitario: 1.15 },
          { produto_id: outro[0].id, quantidade: 2, valor_unitario: 45.5 },
        ],
      },
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().Data.total_st).toBeGreaterThan(0);
    conferir('nfe-industria-st', await xmlDaNFe(emitenteId, r.json().Data.id));
  });

  it('NFC-e com item pesado e descontos no item e na venda', async () => {
    const { s } = srv;
    const emitenteId = await emitenteDe('caixa');
    const caixa = (await s.login('caixa')).Token;
    const { rows: e } = await s.db.pool.query('SELECT cnpj FROM emitente WHERE id = $1', [emitenteId]);
    const abrir = await s.call(caixa, { method: 'POST', url: '/v1/pdv/Caixa/Abrir', payload: { valor_abertura: '100.00', fechamento_cego: false } });
    expect(abrir.statusCode, abrir.body).toBe(200);
    const { rows: ps } = await s.db.pool.query(
      `SELECT * FROM produto WHERE emitente_id = $1 AND ativo AND gtin <> 'SEM GTIN' AND unidade <> 'KG' AND preco_venda > 0 ORDER BY id LIMIT 1`,
      [emitenteId],
    );
    const { rows: kg } = await s.db.pool.query(`SELECT * FROM produto WHERE emitente_id = $1 AND ativo AND unidade = 'KG' ORDER BY id LIMIT 1`, [emitenteId]);
    const venda = await s.call(caixa, {
      method: 'POST',
      url: '/v1/pdv/Venda',
      payload: {
        itens: [
          { produto_id: ps[0].id, quantidade: 2, codigo_barras: ps[0].gtin, valor_desconto: '0.02' },
          { produto_id: kg[0].id, quantidade: '0.735' },
        ],
        valor_desconto: '0.01',
        cpf_cnpj: '529.982.247-25',
        pagamentos: [{ t_pag: '01', valor: 1000 }],
        supervisor: { login: 'loja', senha: DEMO_PASSWORD },
        emitir: false,
      },
    });
    expect(venda.statusCode, venda.body).toBe(201);
    const ca = criarAutoridadeTeste();
    const certificado = carregarCertificadoA1(emitirCertificadoA1Teste(ca, { cnpj: e[0].cnpj, razaoSocial: 'LOJA TESTE', validadeDias: 365, senha: 'x' }), 'x');
    const n = await withTenant(s.db, ctxDe(emitenteId), (c) =>
      montarNFCe(c, ctxDe(emitenteId), venda.json().Data.id, {
        numero: 77,
        serie: 1,
        tpEmis: 1,
        dhEmi: new Date('2026-11-20T13:15:00Z'),
        versaoQr: 2,
        csc: { idToken: 1, csc: CSC },
        certificado,
        cNF: '40718293',
      }),
    );
    conferir('nfce-pesado-desconto', estavel(n.xml, 'CHAVE-FIXA-NAO-MUDA'));
  });
});
