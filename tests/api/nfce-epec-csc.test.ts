/**
 * NFC-e: EPEC da SEFAZ-SP e administração do CSC pelo webservice, contra o
 * simulador da SEFAZ por HTTPS com TLS mútuo.
 *
 * EPEC: o emitente de SP escolhe a contingência EPEC; com o autorizador SP fora do ar a venda sai
 * com tpEmis 4 e o EPEC registrado (136) no ambiente EPEC, o DANFE NFC-e traz "EMITIDA EM
 * CONTINGÊNCIA EPEC" e o protocolo do EPEC, e quando o autorizador volta a mesma NFC-e é
 * transmitida e conciliada (autorizada, mesma chave). Com o ambiente EPEC também fora, a venda cai
 * na off-line (tpEmis 9). O emitente de MG não tem a opção.
 *
 * CSC: consultar, gerar e revogar mudam o CSC guardado; o novo CSC vale no QR Code v2 conferido
 * pelo simulador; o código nunca aparece nas respostas (só mascarado), na auditoria nem no log.
 */
import { Writable } from 'node:stream';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../src/server/app.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { criarAutoridadeTeste } from '../../src/fiscal/certificado/index.ts';
import { iniciarSimuladorDoServidor } from '../../src/server/modules/nfe/index.ts';
import { prepararCertificadosDemo } from '../../src/server/modules/nfe/certificados-demo.ts';
import { obterRuntimeFiscal, type SimuladorDoServidor } from '../../src/server/modules/nfe/runtime.ts';
import { registrarCscSimulador } from '../../src/sefaz-simulator/nfce.ts';
import { cscsAtivos } from '../../src/sefaz-simulator/csc.ts';
import { epecsNFCe, SIGLA_EPEC_NFCE_SP } from '../../src/sefaz-simulator/epec-nfce.ts';
import { retransmitirPendentes } from '../../src/server/modules/pdv/index.ts';
import { cscDoEmitente } from '../../src/server/modules/pdv/config-nfce.ts';
import { withTenant } from '../../src/server/db/tenant.ts';
import { ctxEmitente } from '../../src/server/db/tenant.ts';

const CSC = 'A1B2C3D4E5F6G7H8J9K0L1M2N3P4Q5R6';

let s: TestServer;
let sim: SimuladorDoServidor;
let xmlDir = '';
let caixa = '';
let loja = '';
let industria = '';
let emit = 0;
let cnpj = '';
let produto: Record<string, any>;

beforeAll(async () => {
  xmlDir = mkdtempSync(join(tmpdir(), 'erp-nfce-epec-'));
  s = await startTestServer({ demoSize: 12, xmlArchiveDir: xmlDir, sefazSimulador: true });
  sim = await iniciarSimuladorDoServidor(s.config, { ca: criarAutoridadeTeste(), porta: 0, rede: { tentativas: 1, backoffMs: 20, timeoutRespostaMs: 15_000 } });
  await prepararCertificadosDemo(s.db, sim.ca, s.config);
  const u = await s.db.pool.query(`SELECT u.emitente_id, e.cnpj FROM usuario u JOIN emitente e ON e.id = u.emitente_id WHERE u.login = 'caixa'`);
  emit = u.rows[0].emitente_id;
  cnpj = u.rows[0].cnpj;
  registrarCscSimulador(sim.simulador.estado, cnpj, 1, CSC);
  caixa = (await s.login('caixa')).Token;
  loja = (await s.login('loja')).Token;
  industria = (await s.login('industria')).Token;
  const csc = await s.call(loja, { method: 'PUT', url: '/v1/GerenciadorNFCe/CSC', payload: { ambiente: 2, id_token: 1, csc: CSC } });
  expect(csc.statusCode, csc.body).toBe(200);
  produto = (
    await s.db.pool.query(
      `SELECT * FROM produto WHERE emitente_id = $1 AND ativo AND gtin <> 'SEM GTIN' AND unidade <> 'KG' AND preco_venda > 0 ORDER BY id LIMIT 1`,
      [emit],
    )
  ).rows[0];
  const abre = await s.call(caixa, { method: 'POST', url: '/v1/pdv/Caixa/Abrir', payload: { valor_abertura: '50.00' } });
  expect(abre.statusCode, abre.body).toBe(200);
}, 120_000);

afterAll(async () => {
  await s?.close();
  await sim?.parar();
  if (xmlDir) rmSync(xmlDir, { recursive: true, force: true });
});

async function vender(): Promise<{ status: number; body: any }> {
  const r = await s.call(caixa, {
    method: 'POST',
    url: '/v1/pdv/Venda',
    payload: { itens: [{ produto_id: produto.id, quantidade: 1 }], pagamentos: [{ t_pag: '01', valor: 1000 }] },
  });
  return { status: r.statusCode, body: r.json() };
}

const venda = async (id: number) => (await s.db.pool.query('SELECT situacao, tp_emis, chave, numero, protocolo FROM venda_cupom WHERE id = $1', [id])).rows[0];
const foraDoAr = () => sim.simulador.estado.contingencia.foraDoAr;

describe('EPEC da NFC-e (SP)', () => {
  it('só o emitente de SP tem a opção: MG recebe 400 e a tela não a oferece', async () => {
    const cfg = await s.call(industria, { method: 'GET', url: '/v1/GerenciadorNFCe/Configuracao' });
    expect(cfg.statusCode, cfg.body).toBe(200);
    expect(cfg.json().Data).toMatchObject({ uf: 'MG', epec_disponivel: false, modalidade_contingencia: 'offline' });
    const r = await s.call(industria, { method: 'PUT', url: '/v1/GerenciadorNFCe/ModalidadeContingencia', payload: { modalidade: 'epec' } });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().Message).toMatch(/só é oferecido pela SEFAZ-SP/);
    expect(JSON.stringify(r.json())).toMatch(/modalidade/);
    const st = await s.call(industria, { method: 'GET', url: '/v1/GerenciadorNFCe/ConsultarStatusEPEC' });
    expect(st.statusCode).toBe(400);
    const ruim = await s.call(loja, { method: 'PUT', url: '/v1/GerenciadorNFCe/ModalidadeContingencia', payload: { modalidade: 'svc' } });
    expect(ruim.statusCode).toBe(400);
  });

  it('SP fora do ar: a venda sai com o EPEC registrado (tpEmis 4), o DANFE diz EPEC, e a volta do autorizador concilia a mesma nota', async () => {
    const cfg0 = await s.call(loja, { method: 'GET', url: '/v1/GerenciadorNFCe/Configuracao' });
    expect(cfg0.json().Data).toMatchObject({ uf: 'SP', epec_disponivel: true, modalidade_contingencia: 'offline' });
    const m = await s.call(loja, { method: 'PUT', url: '/v1/GerenciadorNFCe/ModalidadeContingencia', payload: { modalidade: 'epec' } });
    expect(m.statusCode, m.body).toBe(200);
    expect((await s.call(loja, { method: 'GET', url: '/v1/GerenciadorNFCe/Configuracao' })).json().Data.modalidade_contingencia).toBe('epec');
    const st = await s.call(caixa, { method: 'GET', url: '/v1/GerenciadorNFCe/ConsultarStatusEPEC' });
    expect(st.json()).toMatchObject({ Success: true, Data: { cStat: '107' } });

    foraDoAr().add('SP');
    let r: { status: number; body: any };
    try {
      // o ambiente EPEC de SP é outro: continua no ar com o autorizador parado
      expect((await s.call(caixa, { method: 'GET', url: '/v1/GerenciadorNFCe/ConsultarStatusEPEC' })).json().Data.cStat).toBe('107');
      r = await vender();
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.Data).toMatchObject({ situacao: 'contingencia', tp_emis: 4 });
      expect(r.body.Message).toMatch(/CONTINGÊNCIA EPEC \(protocolo do EPEC \d{15}\)/);
      const chave = r.body.Data.chave as string;
      expect(chave[34]).toBe('4');
      expect(epecsNFCe(sim.simulador.estado).has(chave)).toBe(true);

      // EPEC guardado e válido no schema (lote com o e110140NFCe; procEventoNFe)
      const pacote = await obterRuntimeFiscal(s.config).pacote();
      const xmls = await s.db.pool.query(`SELECT tipo, xml, cstat FROM documento_fiscal_xml WHERE venda_cupom_id = $1 AND chave = $2 ORDER BY id`, [
        r.body.Data.id,
        chave,
      ]);
      const envio = xmls.rows.find((x) => x.tipo === 'evento-envio')!.xml as string;
      expect(envio).toContain('<tpEvento>110140</tpEvento>');
      expect(envio).not.toContain('<vST>');
      expect(pacote.validar(envio, 'envEvento').erros).toEqual([]);
      const proc = xmls.rows.find((x) => x.tipo === 'procEvento')!;
      expect(proc.cstat).toBe('136');
      expect(pacote.validar(proc.xml, 'procEventoNFe').erros).toEqual([]);
      const nfe = xmls.rows.find((x) => x.tipo === 'nfe')!.xml as string;
      expect(nfe).toContain('<tpEmis>4</tpEmis>');
      expect(nfe).toMatch(/<dhCont>[^<]+<\/dhCont><xJust>SEFAZ indisponível/);

      // DANFE NFC-e da contingência EPEC
      const danfe = await s.call(caixa, { method: 'GET', url: `/v1/GerenciadorNFCe/ImprimirVenda/${r.body.Data.id}?formato=texto` });
      expect(danfe.statusCode).toBe(200);
      expect(danfe.body).toContain('EMITIDA EM CONTINGÊNCIA EPEC');
      expect(danfe.body).toContain('Pendente de autorização');
      expect(danfe.body).toMatch(/EPEC: protocolo \d{15}/);
      const pdf = await s.call(caixa, { method: 'GET', url: `/v1/GerenciadorNFCe/ImprimirVenda/${r.body.Data.id}` });
      expect(pdf.headers['content-type']).toMatch(/application\/pdf/);

      // enquanto o autorizador está fora, a retransmissão não muda nada
      await retransmitirPendentes(s.db, s.config);
      expect((await venda(r.body.Data.id)).situacao).toBe('contingencia');
    } finally {
      foraDoAr().delete('SP');
    }
    const volta = (await retransmitirPendentes(s.db, s.config)).find((x) => x.emitenteId === emit)!;
    expect(volta.status).toMatch(/^107/);
    const v = await venda(r.body.Data.id);
    expect(v).toMatchObject({ situacao: 'autorizada', tp_emis: 4, chave: r.body.Data.chave });
    expect(v.protocolo).toMatch(/^\d{15}$/);
    expect(sim.simulador.estado.autorizadas.get(v.chave)?.nfeXml).toContain('<tpEmis>4</tpEmis>');
    const depois = await vender();
    expect(depois.body.Data).toMatchObject({ situacao: 'autorizada', tp_emis: 1 });
  });

  it('com o ambiente EPEC também fora do ar, a venda cai na contingência off-line (tpEmis 9)', async () => {
    foraDoAr().add('SP');
    foraDoAr().add(SIGLA_EPEC_NFCE_SP);
    let r: { status: number; body: any };
    try {
      const st = await s.call(caixa, { method: 'GET', url: '/v1/GerenciadorNFCe/ConsultarStatusEPEC' });
      expect(st.json().Success).toBe(false);
      r = await vender();
    } finally {
      foraDoAr().delete('SP');
      foraDoAr().delete(SIGLA_EPEC_NFCE_SP);
    }
    expect(r.body.Data).toMatchObject({ situacao: 'contingencia', tp_emis: 9 });
    const aud = await s.db.pool.query(`SELECT descricao FROM auditoria WHERE entidade = 'vendasCupom' AND registro_id = $1 AND acao = 'outra'`, [
      String(r.body.Data.id),
    ]);
    expect(aud.rows.map((x) => x.descricao).join(' ')).toMatch(/Ambiente EPEC da NFC-e indisponível/);
    await retransmitirPendentes(s.db, s.config);
    expect(await venda(r.body.Data.id)).toMatchObject({ situacao: 'autorizada', tp_emis: 9 });
    const m = await s.call(loja, { method: 'PUT', url: '/v1/GerenciadorNFCe/ModalidadeContingencia', payload: { modalidade: 'offline' } });
    expect(m.statusCode).toBe(200);
  });
});

describe('administração do CSC pelo webservice (admCscNFCe)', () => {
  const guardado = () => withTenant(s.db, ctxEmitente(emit), (c) => cscDoEmitente(c, s.config, emit, 2));

  it('consultar, gerar e revogar mudam o CSC guardado; o código só aparece mascarado e nunca no log', async () => {
    const linhas: string[] = [];
    const saida = new Writable({
      write(chunk, _enc, cb) {
        linhas.push(String(chunk));
        cb();
      },
    });
    const app = await createServer({ config: s.config, db: s.db, registry: s.registry, logger: { level: 'trace', stream: saida } });
    const respostas: string[] = [];
    try {
      const tk = loja;
      const op = async (operacao: string) => {
        const res = await app.inject({
          method: 'POST',
          url: '/v1/GerenciadorNFCe/CSC/Sefaz',
          payload: { operacao },
          headers: { authorization: `Bearer ${tk}` },
        });
        respostas.push(res.body);
        return res;
      };
      const cfg = await app.inject({ method: 'GET', url: '/v1/GerenciadorNFCe/Configuracao', headers: { authorization: `Bearer ${tk}` } });
      respostas.push(cfg.body);
      expect(cfg.json().Data).toMatchObject({ csc: { id_token: 1, csc_mascarado: `${'•'.repeat(CSC.length - 4)}${CSC.slice(-4)}` }, csc_servico_sefaz: true });

      const c1 = await op('consultar');
      expect(c1.statusCode, c1.body).toBe(200);
      expect(c1.json().Data).toMatchObject({ cStat: '150', ativos: [{ id_token: 1 }], guardado: { id_token: 1 } });

      const g = await op('gerar');
      expect(g.statusCode, g.body).toBe(200);
      expect(g.json().Data).toMatchObject({ cStat: '151', guardado: { id_token: 2 } });
      const novo = cscsAtivos(sim.simulador.estado, cnpj).find((x) => x.idToken === 2)!;
      expect(novo.csc).toMatch(/^[0-9A-Z]{36}$/);
      expect(await guardado()).toEqual({ idToken: 2, csc: novo.csc });

      // o novo CSC vale: a NFC-e sai com QR Code v2 do id 2 e o simulador confere o hash
      const v = await vender();
      expect(v.body.Data, JSON.stringify(v.body)).toMatchObject({ situacao: 'autorizada' });
      expect(v.body.Data.qrcode).toMatch(/\|2\|2\|2\|[0-9A-F]{40}$/);

      const g2 = await op('gerar');
      expect(g2.statusCode).toBe(400);
      expect(g2.json().Message).toMatch(/^461 - .*dois CSC ativos/);

      const rv = await op('revogar');
      expect(rv.statusCode, rv.body).toBe(200);
      expect(rv.json().Data).toMatchObject({ cStat: '152', ativos: [{ id_token: 1 }], guardado: { id_token: 1 } });
      expect(cscsAtivos(sim.simulador.estado, cnpj).map((x) => x.idToken)).toEqual([1]);
      expect(await guardado()).toEqual({ idToken: 1, csc: CSC });

      const rv2 = await op('revogar');
      expect(rv2.json().Data).toMatchObject({ cStat: '152', ativos: [], guardado: null });
      expect(await guardado()).toBeNull();
      const c2 = await op('consultar');
      expect(c2.json().Data).toMatchObject({ cStat: '153', ativos: [], guardado: null });
      const g3 = await op('gerar');
      expect(g3.json().Data.guardado).toMatchObject({ id_token: 3 });
      const ultimo = cscsAtivos(sim.simulador.estado, cnpj)[0].csc;

      // o código nunca aparece: respostas, log (trace) e auditoria
      const aud = (
        await s.db.pool.query(`SELECT descricao, antes::text, depois::text FROM auditoria WHERE entidade = 'emitente' AND registro_id = $1`, [String(emit)])
      ).rows;
      expect(aud.map((a) => a.descricao).join(' ')).toMatch(/Novo CSC na SEFAZ/);
      const tudo = [...respostas, ...linhas, JSON.stringify(aud)].join('\n');
      for (const segredo of [CSC, novo.csc, ultimo]) expect(tudo).not.toContain(segredo);
      expect(linhas.join('')).toMatch(/CSC\/Sefaz/);
    } finally {
      await app.close();
    }
  });

  it('permissão de alterar a configuração e operação válida', async () => {
    const semPermissao = await s.call(caixa, { method: 'POST', url: '/v1/GerenciadorNFCe/CSC/Sefaz', payload: { operacao: 'consultar' } });
    expect(semPermissao.statusCode).toBe(403);
    const ruim = await s.call(loja, { method: 'POST', url: '/v1/GerenciadorNFCe/CSC/Sefaz', payload: { operacao: 'apagar' } });
    expect(ruim.statusCode).toBe(400);
    expect(JSON.stringify(ruim.json())).toMatch(/operacao/);
  });
});
