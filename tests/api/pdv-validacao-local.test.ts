/**
 * NFC-e do PDV e as regras do leiaute avaliadas antes do envio (validacao-local.ts),
 * contra o simulador da SEFAZ por HTTPS com TLS mútuo:
 * - a venda do PDV passa pela mesma validação local da NF-e: produto com NCM fora da Tabela NCM
 *   -> 400 com o campo do item, nada gravado (venda, número) nem enviado;
 * - com a validação local contornada (o XML assinado enviado direto pelo cliente SEFAZ), o
 *   simulador rejeita o que ela recusaria: 789 (NFC-e para contribuinte), 729 (IE do destinatário
 *   na NFC-e), 532 (total do ICMS diferente da soma dos itens) — e a validação local dá o mesmo cStat.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { criarAutoridadeTeste } from '../../src/fiscal/certificado/index.ts';
import { assinarXml } from '../../src/fiscal/assinatura/index.ts';
import { carregarNcmOficial, validarNFeAntesDoEnvio } from '../../src/fiscal/nfe/validacao-local.ts';
import { iniciarSimuladorDoServidor } from '../../src/server/modules/nfe/index.ts';
import { prepararCertificadosDemo } from '../../src/server/modules/nfe/certificados-demo.ts';
import type { SimuladorDoServidor } from '../../src/server/modules/nfe/runtime.ts';
import { ctxEmitente } from '../../src/server/db/tenant.ts';
import { withTenant } from '../../src/server/db/tenant.ts';
import { clienteNFCe } from '../../src/server/modules/pdv/config-nfce.ts';
import { xmlDaVenda } from '../../src/server/modules/pdv/emissao.ts';
import { registrarCscSimulador } from '../../src/sefaz-simulator/nfce.ts';

const CSC = 'A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6';

let s: TestServer;
let sim: SimuladorDoServidor;
let xmlDir = '';
let caixa = '';
let emit = 0;
let produto: Record<string, any>;

beforeAll(async () => {
  xmlDir = mkdtempSync(join(tmpdir(), 'erp-pdv-local-'));
  s = await startTestServer({ demoSize: 6, xmlArchiveDir: xmlDir, sefazSimulador: true });
  sim = await iniciarSimuladorDoServidor(s.config, { ca: criarAutoridadeTeste(), porta: 0, rede: { tentativas: 1, backoffMs: 20, timeoutRespostaMs: 15_000 } });
  const u = await s.db.pool.query(`SELECT u.emitente_id, e.cnpj FROM usuario u JOIN emitente e ON e.id = u.emitente_id WHERE u.login = 'caixa'`);
  emit = u.rows[0].emitente_id;
  registrarCscSimulador(sim.simulador.estado, u.rows[0].cnpj, 1, CSC);
  await prepararCertificadosDemo(s.db, sim.ca, s.config);
  caixa = (await s.login('caixa')).Token;
  const loja = (await s.login('loja')).Token;
  const csc = await s.call(loja, { method: 'PUT', url: '/v1/GerenciadorNFCe/CSC', payload: { ambiente: 2, id_token: 1, csc: CSC } });
  expect(csc.statusCode, csc.body).toBe(200);
  const abre = await s.call(caixa, { method: 'POST', url: '/v1/pdv/Caixa/Abrir', payload: { valor_abertura: '50.00', fechamento_cego: false } });
  expect(abre.statusCode, abre.body).toBe(200);
  produto = (
    await s.db.pool.query(
      `SELECT * FROM produto WHERE emitente_id = $1 AND ativo AND gtin <> 'SEM GTIN' AND unidade <> 'KG' AND preco_venda > 0 ORDER BY id LIMIT 1`,
      [emit],
    )
  ).rows[0];
}, 120_000);

afterAll(async () => {
  await s?.close();
  await sim?.parar();
  if (xmlDir) rmSync(xmlDir, { recursive: true, force: true });
});

const vender = (cpf?: string) =>
  s.call(caixa, {
    method: 'POST',
    url: '/v1/pdv/Venda',
    payload: { itens: [{ produto_id: produto.id, quantidade: 1 }], pagamentos: [{ t_pag: '01', valor: 1000 }], ...(cpf ? { cpf_cnpj: cpf } : {}) },
  });
const enviados = () => sim.simulador.estado.requisicoes.NfeAutorizacao ?? 0;

describe('PDV: validação local antes do envio da NFC-e', () => {
  it('NCM fora da Tabela NCM: 400 com o campo do item, nenhuma venda gravada nem NFC-e enviada', async () => {
    const ncm = produto.ncm;
    await s.db.pool.query('UPDATE produto SET ncm = $3 WHERE emitente_id = $1 AND id = $2', [emit, produto.id, '61099999']);
    try {
      const vendas = (await s.db.pool.query('SELECT count(*)::int AS n FROM venda_cupom WHERE emitente_id = $1', [emit])).rows[0].n;
      const antes = enviados();
      const r = await vender();
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().Message).toContain('o NCM 61099999 não existe na Tabela NCM vigente');
      expect(r.json()['Item[0].ncm'][0]).toContain('61099999');
      expect((await s.db.pool.query('SELECT count(*)::int AS n FROM venda_cupom WHERE emitente_id = $1', [emit])).rows[0].n).toBe(vendas);
      expect(enviados()).toBe(antes);
    } finally {
      await s.db.pool.query('UPDATE produto SET ncm = $3 WHERE emitente_id = $1 AND id = $2', [emit, produto.id, ncm]);
    }
  });
});

describe('simulador por HTTPS com a validação local contornada', () => {
  let base = '';

  it('a venda com CPF é autorizada (XML de partida)', async () => {
    const r = await vender('529.982.247-25');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data.situacao).toBe('autorizada');
    base = (await withTenant(s.db, ctxEmitente(emit), (c) => xmlDaVenda(c, emit, r.json().Data.id, 'nfe')))!;
    expect(base).toContain('<indIEDest>9</indIEDest>');
  });

  /** Envia `xml` (reassinado com o certificado da loja) direto ao simulador; devolve o cStat do protocolo. */
  const enviarDireto = async (xml: string) =>
    withTenant(s.db, ctxEmitente(emit), async (c) => {
      const cli = await clienteNFCe(c, s.config, emit);
      const assinado = assinarXml(xml.replace(/<Signature[\s\S]*<\/Signature>/, ''), 'infNFe', cli.certificado);
      const r = await cli.cliente.autorizar(assinado, { sincrono: true });
      return {
        cStat: r.protocolo?.cStat,
        xMotivo: r.protocolo?.xMotivo,
        local: validarNFeAntesDoEnvio(assinado, await carregarNcmOficial()).map((e) => e.cStat),
      };
    });

  it.each([
    ['789', 'contribuinte', (x: string) => x.replace('<indIEDest>9</indIEDest>', '<indIEDest>1</indIEDest><IE>110042490114</IE>'), 'destinatário contribuinte'],
    ['729', 'IE do destinatário', (x: string) => x.replace('<indIEDest>9</indIEDest>', '<indIEDest>9</indIEDest><IE>110042490114</IE>'), 'IE do destinatário'],
    ['532', 'total do ICMS', (x: string) => x.replace(/(<ICMSTot>[\s\S]*?<vICMS>)[^<]*(<\/vICMS>)/, '$11.00$2'), 'Total do ICMS'],
  ])('%s (%s): o simulador rejeita e a validação local daria o mesmo código', async (cStat, _nome, alterar, trecho) => {
    const alterado = alterar(base);
    expect(alterado).not.toBe(base);
    const r = await enviarDireto(alterado);
    expect(r.cStat).toBe(cStat);
    expect(r.xMotivo).toContain(trecho);
    expect(r.local).toContain(cStat);
  });
});
