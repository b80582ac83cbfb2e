/**
 * PDV e NFC-e modelo 65 contra o simulador da SEFAZ real (HTTPS, TLS mútuo): caixa,
 * venda com código de barras (quantidade x código e etiqueta de balança), troco, NFC-e autorizada e
 * válida no pacote de schemas PL_010d do projeto (sefaz/schemas), QR Code v2 com o CSC, DANFE 80/58 mm,
 * numeração sem duplicidade, cancelamento (110111 e 110112), inutilização, contingência off-line
 * com o simulador fora do ar e a retransmissão quando ele volta (alerta perto das 24 h, entrada
 * manual, nota de contingência rejeitada listada com o motivo), cartão com bandeira e CNPJ da
 * credenciadora no grupo card, e o fechamento do caixa.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startTestServer, type TestServer } from './helpers.ts';
import { criarAutoridadeTeste, type AutoridadeTeste } from '../../src/fiscal/certificado/index.ts';
import { iniciarSimuladorDoServidor } from '../../src/server/modules/nfe/index.ts';
import { prepararCertificadosDemo } from '../../src/server/modules/nfe/certificados-demo.ts';
import type { SimuladorDoServidor } from '../../src/server/modules/nfe/runtime.ts';
import { carregarPacoteSchemas, type PacoteSchemas } from '../../src/fiscal/schema/index.ts';
import { verificarAssinatura } from '../../src/fiscal/assinatura/index.ts';
import { hashQrV2Confere, lerQrCode } from '../../src/fiscal/nfce/index.ts';
import { digitoGs1 } from '../../src/domain/pdv/codigo-barras.ts';
import { registrarCscSimulador } from '../../src/sefaz-simulator/nfce.ts';
import { recuperarPendentes, retransmitirPendentes } from '../../src/server/modules/pdv/index.ts';

const CSC = 'A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6';
const REDE = { tentativas: 1, backoffMs: 20, timeoutRespostaMs: 15_000 };

let s: TestServer;
let ca: AutoridadeTeste;
let sim: SimuladorDoServidor;
let porta = 0;
let xmlDir = '';
let pacote: PacoteSchemas;
let caixa = '';
let loja = '';
let emit = 0;
let cnpj = '';
let produtos: Array<Record<string, any>> = [];
let pesado: Record<string, any>;
let smtp: SMTPServer;
const emails: string[] = [];

async function subirSimulador(): Promise<void> {
  sim = await iniciarSimuladorDoServidor(s.config, { ca, porta, rede: REDE });
  porta = sim.simulador.porta;
  registrarCscSimulador(sim.simulador.estado, cnpj, 1, CSC);
}

beforeAll(async () => {
  xmlDir = mkdtempSync(join(tmpdir(), 'erp-pdv-xml-'));
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, cb) {
      const partes: Buffer[] = [];
      stream.on('data', (c: Buffer) => partes.push(c));
      stream.on('end', () => {
        // os destinatários do envelope primeiro (a cópia oculta só aparece aqui)
        const rcpt = session.envelope.rcptTo.map((r) => r.address).join(', ');
        emails.push(`RCPT TO: ${rcpt}\n${Buffer.concat(partes).toString('utf8')}`);
        cb();
      });
    },
  });
  await new Promise<void>((ok) => smtp.listen(0, '127.0.0.1', () => ok()));
  const portaSmtp = (smtp.server.address() as AddressInfo).port;
  s = await startTestServer({ demoSize: 12, xmlArchiveDir: xmlDir, sefazSimulador: true, smtpUrl: `smtp://127.0.0.1:${portaSmtp}` });
  ca = criarAutoridadeTeste();
  const u = await s.db.pool.query(`SELECT u.emitente_id, e.cnpj FROM usuario u JOIN emitente e ON e.id = u.emitente_id WHERE u.login = 'caixa'`);
  emit = u.rows[0].emitente_id;
  cnpj = u.rows[0].cnpj;
  await subirSimulador();
  await prepararCertificadosDemo(s.db, sim.ca, s.config);
  pacote = await carregarPacoteSchemas({ diretorio: resolve(process.cwd(), 'sefaz/schemas/PL_010d_v1.02') });
  caixa = (await s.login('caixa')).Token;
  loja = (await s.login('loja')).Token;
  const r = await s.call(loja, { method: 'PUT', url: '/v1/GerenciadorNFCe/CSC', payload: { ambiente: 2, id_token: 1, csc: CSC } });
  expect(r.statusCode, r.body).toBe(200);
  ({ rows: produtos } = await s.db.pool.query(
    `SELECT * FROM produto WHERE emitente_id = $1 AND ativo AND gtin <> 'SEM GTIN' AND unidade <> 'KG' AND preco_venda > 0 ORDER BY id LIMIT 4`,
    [emit],
  ));
  pesado = (await s.db.pool.query(`SELECT * FROM produto WHERE emitente_id = $1 AND ativo AND unidade = 'KG' ORDER BY id LIMIT 1`, [emit])).rows[0];
  expect(produtos.length).toBeGreaterThanOrEqual(2);
  expect(pesado).toBeTruthy();
}, 120_000);

afterAll(async () => {
  await s?.close();
  await sim?.parar();
  pacote?.dispose();
  await new Promise<void>((ok) => (smtp ? smtp.close(() => ok()) : ok()));
  if (xmlDir) rmSync(xmlDir, { recursive: true, force: true });
});

const get = (token: string, url: string) => s.call(token, { method: 'GET', url });
const post = (token: string, url: string, payload: unknown) => s.call(token, { method: 'POST', url, payload: payload as Record<string, unknown> });

function etiquetaBalanca(codigo: string, gramas: number): string {
  const base = `2${codigo.padStart(6, '0')}${String(gramas).padStart(5, '0')}`;
  return base + digitoGs1(base);
}

async function vender(extra: Record<string, unknown> = {}, itens?: unknown[]): Promise<any> {
  const p = produtos[0];
  const r = await post(caixa, '/v1/pdv/Venda', {
    itens: itens ?? [{ produto_id: p.id, quantidade: 1 }],
    pagamentos: [{ t_pag: '01', valor: 1000 }],
    ...extra,
  });
  return { status: r.statusCode, body: r.json() };
}

describe('caixa e venda', () => {
  it('sem caixa aberto a venda é recusada e nada é gravado', async () => {
    const antes = (await s.db.pool.query('SELECT count(*)::int AS n FROM venda_cupom')).rows[0].n;
    const r = await vender();
    expect(r.status).toBe(400);
    expect(r.body.Message).toMatch(/Abra o caixa/);
    expect((await s.db.pool.query('SELECT count(*)::int AS n FROM venda_cupom')).rows[0].n).toBe(antes);
  });

  it('abre o caixa com fundo de troco', async () => {
    const r = await post(caixa, '/v1/pdv/Caixa/Abrir', { valor_abertura: '100.00', fechamento_cego: false });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data.situacao).toBe('aberto');
    const dup = await post(caixa, '/v1/pdv/Caixa/Abrir', { valor_abertura: 10 });
    expect(dup.statusCode).toBe(400);
  });

  it('lê quantidade x código e etiqueta de balança (peso)', async () => {
    const p = produtos[0];
    const r = await get(caixa, `/v1/pdv/Produto?entrada=${encodeURIComponent(`3x${p.gtin}`)}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data.produtos[0].id).toBe(p.id);
    expect(r.json().Data.quantidade).toBe('3');
    const b = await get(caixa, `/v1/pdv/Produto?entrada=${etiquetaBalanca(pesado.codigo, 750)}`);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json().Data.produtos[0].id).toBe(pesado.id);
    expect(b.json().Data.quantidade).toBe('0.750');
    const busca = await get(caixa, `/v1/pdv/Produto?entrada=${encodeURIComponent(p.descricao.slice(0, 4))}`);
    expect(busca.json().Data.produtos.some((x: any) => x.id === p.id)).toBe(true);
    const ruim = await get(caixa, '/v1/pdv/Produto?entrada=7891234567890');
    expect(ruim.statusCode).toBe(400);
  });

  it('pagamento menor que o total e desconto acima do limite: 400 com o campo, nada gravado', async () => {
    const antes = (await s.db.pool.query('SELECT count(*)::int AS n FROM venda_cupom')).rows[0].n;
    const r = await vender({ pagamentos: [{ t_pag: '01', valor: 0.01 }] });
    expect(r.status).toBe(400);
    expect(r.body.pagamentos[0]).toMatch(/Falta receber/);
    const d = await vender({ valor_desconto: 0.5 });
    expect(d.status).toBe(400);
    expect(d.body.valor_desconto[0]).toMatch(/acima do seu limite/);
    const t = await vender({ pagamentos: [{ t_pag: '17', valor: 1000 }] });
    expect(t.status).toBe(400);
    expect((await s.db.pool.query('SELECT count(*)::int AS n FROM venda_cupom')).rows[0].n).toBe(antes);
  });
});

let autorizada: any;

describe('NFC-e autorizada', () => {
  it('vende dois itens (um pesado), paga dinheiro + PIX com troco e autoriza', async () => {
    const p = produtos[0];
    const saldoAntes = (
      await s.db.pool.query('SELECT coalesce(sum(quantidade), 0)::numeric AS q FROM estoque WHERE emitente_id = $1 AND produto_id = $2', [emit, p.id])
    ).rows[0].q;
    const total = Math.round((Number(p.preco_venda) * 2 + Number(pesado.preco_venda) * 0.75) * 100) / 100;
    const r = await vender(
      {
        pagamentos: [
          { t_pag: '17', valor: 5 },
          { t_pag: '01', valor: (total - 5 + 10).toFixed(2) },
        ],
        cpf_cnpj: '529.982.247-25',
      },
      [
        { produto_id: p.id, quantidade: 2, codigo_barras: p.gtin },
        { produto_id: pesado.id, quantidade: '0.750' },
      ],
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.Success).toBe(true);
    autorizada = r.body.Data;
    expect(autorizada.situacao).toBe('autorizada');
    expect(autorizada.cStat).toBe('100');
    expect(autorizada.protocolo).toMatch(/^\d{15}$/);
    expect(autorizada.chave.slice(20, 22)).toBe('65');
    const v = (await s.db.pool.query('SELECT * FROM venda_cupom WHERE id = $1', [autorizada.id])).rows[0];
    expect(Number(v.valor_total)).toBeCloseTo(total, 2);
    expect(Number(v.valor_troco)).toBe(10);
    const saldoDepois = (
      await s.db.pool.query('SELECT coalesce(sum(quantidade), 0)::numeric AS q FROM estoque WHERE emitente_id = $1 AND produto_id = $2', [emit, p.id])
    ).rows[0].q;
    expect(Number(saldoAntes) - Number(saldoDepois)).toBe(2);
    const mov = await s.db.pool.query(`SELECT * FROM estoque_movimentacao WHERE emitente_id = $1 AND documento_tipo = 'venda_cupom' AND documento_id = $2`, [
      emit,
      autorizada.id,
    ]);
    expect(mov.rows.length).toBe(2);
  });

  it('o XML é o nfeProc válido no pacote, assinado, com QR Code v2 e hash do CSC', async () => {
    const r = await get(caixa, `/v1/GerenciadorNFCe/DownloadXMLNFCe/${autorizada.id}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain('procNFe.xml');
    const xml = r.body;
    const val = pacote.validar(xml, 'nfeProc');
    expect(val.erros).toEqual([]);
    expect(verificarAssinatura(xml).valida).toBe(true);
    expect(xml).toContain('<mod>65</mod>');
    expect(xml).toContain('<tpImp>4</tpImp>');
    expect(xml).toContain('<vTroco>10.00</vTroco>');
    const qr = /<qrCode>([\s\S]*?)<\/qrCode>/
      .exec(xml)![1]
      .replace(/&amp;/g, '&')
      .replace(/^<!\[CDATA\[|\]\]>$/g, '');
    const l = lerQrCode(qr);
    expect(l.chave).toBe(autorizada.chave);
    expect(l.versao).toBe('2');
    expect(l.campos).toHaveLength(5);
    expect(hashQrV2Confere(qr, CSC)).toBe(true);
    expect(hashQrV2Confere(qr, 'OUTROCSC00000000')).toBe(false);
    expect(xml).toMatch(/<urlChave>[^<]+<\/urlChave>/);
  });

  it('cartão com bandeira e CNPJ da credenciadora: o XML autorizado traz tBand e CNPJ no card; bandeira fora da tabela é recusada', async () => {
    const p = produtos[1];
    const preco = Number(p.preco_venda).toFixed(2);
    const credenciadora = '01027058000191';
    const ruim = await vender({ itens: [{ produto_id: p.id, quantidade: 1 }], pagamentos: [{ t_pag: '03', valor: preco, bandeira: '42' }] });
    expect(ruim.status).toBe(400);
    expect(ruim.body['pagamentos[0].bandeira'][0]).toMatch(/Bandeira inválida/);
    const cnpjRuim = await vender({
      itens: [{ produto_id: p.id, quantidade: 1 }],
      pagamentos: [{ t_pag: '03', valor: preco, bandeira: '02', cnpj_credenciadora: '01.027.058/0001-00' }],
    });
    expect(cnpjRuim.status).toBe(400);
    expect(cnpjRuim.body['pagamentos[0].cnpj_credenciadora']).toBeTruthy();
    const r = await vender({
      itens: [{ produto_id: p.id, quantidade: 1 }],
      pagamentos: [{ t_pag: '03', valor: preco, bandeira: '02', cnpj_credenciadora: '01.027.058/0001-91' }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.Data.situacao).toBe('autorizada');
    const xml = (await get(caixa, `/v1/GerenciadorNFCe/DownloadXMLNFCe/${r.body.Data.id}`)).body;
    expect(pacote.validar(xml, 'nfeProc').erros).toEqual([]);
    const card = /<card>([\s\S]*?)<\/card>/.exec(xml)?.[1] ?? '';
    expect(card).toContain('<tpIntegra>2</tpIntegra>');
    expect(card).toContain(`<CNPJ>${credenciadora}</CNPJ>`);
    expect(card).toContain('<tBand>02</tBand>');
    expect(xml).toMatch(/<tPag>03<\/tPag>/);
  });

  it('imprime o DANFE NFC-e em PDF (80 e 58 mm) e em texto de bobina', async () => {
    const pdf = await get(caixa, `/v1/GerenciadorNFCe/ImprimirVenda/${autorizada.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const largura = (b: Buffer) => Number(/\/MediaBox \[0 0 ([\d.]+)/.exec(b.toString('latin1'))?.[1]);
    expect(largura(pdf.rawPayload)).toBeCloseTo(226.77, 1);
    const pdf58 = await get(caixa, `/v1/GerenciadorNFCe/ImprimirVenda/${autorizada.id}?largura=58`);
    expect(largura(pdf58.rawPayload)).toBeCloseTo(164.41, 1);
    const t = await get(caixa, `/v1/GerenciadorNFCe/ImprimirVenda/${autorizada.id}?formato=texto`);
    expect(t.statusCode).toBe(200);
    const linhas = t.body.split('\n');
    expect(Math.max(...linhas.map((x: string) => x.length))).toBeLessThanOrEqual(48);
    expect(t.body).toContain('Documento Auxiliar da Nota Fiscal de Consumidor');
    expect(t.body).toContain(`Protocolo de autorização: ${autorizada.protocolo}`);
    expect(t.body).toContain('Troco R$');
    expect(t.body).toContain('CONSUMIDOR - CPF 529.982.247-25');
    expect(t.body).not.toContain('CONTINGÊNCIA');
  });

  it('compartilha por e-mail (XML + DANFE anexos) e por WhatsApp (link wa.me com a consulta)', async () => {
    const r = await post(caixa, '/v1/compartilhamento/email', {
      modelo: '65',
      serie: 1,
      cupom: autorizada.id,
      chave_nfce: autorizada.chave,
      email: 'cliente@exemplo.com.br',
    });
    expect(r.statusCode, r.body).toBe(200);
    const m = emails.at(-1) ?? '';
    expect(m).toContain(`${autorizada.chave}-nfce.xml`);
    expect(m).toMatch(/NFCe-\d+\.pdf/);
    expect(m).toContain('guardado por 5 anos');
    // os textos e a cópia oculta da configuração do emitente (configuracoes/gerenciar)
    await s.db.pool.query(
      `UPDATE configuracao SET email_assunto_nfce = 'Sua compra {numero} na {emitente}',
              email_texto_nfce = E'Obrigado pela preferência!\\nTotal: {valor}\\nConsulte: {url_consulta}', email_copia = 'arquivo@exemplo.com.br'
        WHERE emitente_id = (SELECT emitente_id FROM usuario WHERE login = 'caixa')`,
    );
    const r2 = await post(caixa, '/v1/compartilhamento/email', { cupom: autorizada.id, email: 'cliente@exemplo.com.br' });
    expect(r2.statusCode, r2.body).toBe(200);
    const m2 = emails.at(-1) ?? '';
    expect(m2).toMatch(/^RCPT TO: cliente@exemplo\.com\.br, arquivo@exemplo\.com\.br/);
    expect(m2).not.toMatch(/^Bcc:/im);
    expect(m2).toMatch(/^Subject: .*Sua(_| )compra/m);
    expect(m2).toContain('Obrigado pela prefer');
    expect(m2).toContain('guardado por 5 anos');
    const ruim = await post(caixa, '/v1/compartilhamento/email', { cupom: autorizada.id, email: 'nao-e-email' });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().email).toBeTruthy();
    const w = await post(caixa, '/v1/compartilhamento/whatsapp', { cupom: autorizada.id, telefone: '(11) 99999-8888' });
    expect(w.statusCode).toBe(200);
    expect(w.json().Data.link).toMatch(/^https:\/\/wa\.me\/5511999998888\?text=/);
    expect(decodeURIComponent(w.json().Data.link)).toContain(autorizada.chave);
  });

  it('crédito em loja exige cliente e vira conta a receber da venda', async () => {
    const semCliente = await vender({ pagamentos: [{ t_pag: '05', valor: 1000 }] });
    expect(semCliente.status).toBe(400);
    const cli = (await s.db.pool.query(`SELECT id, cpf_cnpj FROM cliente WHERE emitente_id = $1 AND length(cpf_cnpj) = 11 ORDER BY id LIMIT 1`, [emit]))
      .rows[0];
    const p = produtos[0];
    const r = await vender({ cpf_cnpj: cli.cpf_cnpj, pagamentos: [{ t_pag: '05', valor: Number(p.preco_venda).toFixed(2), vencimento: '2030-01-10' }] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const t = (await s.db.pool.query(`SELECT * FROM receber WHERE emitente_id = $1 AND origem = 'pdv' AND origem_id = $2`, [emit, r.body.Data.id])).rows;
    expect(t).toHaveLength(1);
    expect(t[0].cliente_id).toBe(cli.id);
    expect(Number(t[0].valor)).toBe(Number(Number(p.preco_venda).toFixed(2)));
    expect(String(t[0].vencimento instanceof Date ? t[0].vencimento.toISOString() : t[0].vencimento)).toContain('2030-01-1');
  });

  it('numeração sem duplicidade em vendas simultâneas', async () => {
    const rs = await Promise.all([1, 2, 3, 4].map(() => vender()));
    for (const r of rs) expect(r.body.Data?.situacao, JSON.stringify(r.body)).toBe('autorizada');
    const nums = rs.map((r) => r.body.Data.numero);
    expect(new Set(nums).size).toBe(4);
    const { rows } = await s.db.pool.query(
      `SELECT numero, count(*)::int AS n FROM venda_cupom WHERE emitente_id = $1 AND numero IS NOT NULL GROUP BY serie, numero HAVING count(*) > 1`,
      [emit],
    );
    expect(rows).toEqual([]);
  });
});

describe('cancelamento e inutilização', () => {
  it('cancela (110111): estoque volta e o caixa estorna', async () => {
    const p = produtos[1];
    const saldo = async () =>
      Number(
        (await s.db.pool.query('SELECT coalesce(sum(quantidade), 0) AS q FROM estoque WHERE emitente_id = $1 AND produto_id = $2', [emit, p.id])).rows[0].q,
      );
    const antes = await saldo();
    const v = (await vender({}, [{ produto_id: p.id, quantidade: 3 }])).body.Data;
    expect(v.situacao).toBe('autorizada');
    expect(await saldo()).toBe(antes - 3);
    const curta = await get(caixa, `/v1/GerenciadorNFCe/CancelarVenda?cupom=${v.id}&justificativa=curta`);
    expect(curta.statusCode).toBe(400);
    const r = await get(caixa, `/v1/GerenciadorNFCe/CancelarVenda?cupom=${v.id}&justificativa=${encodeURIComponent('Cliente desistiu da compra no caixa')}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Success).toBe(true);
    expect(r.json().Data.situacao).toBe('cancelada');
    expect(r.json().Data.cStat).toBe('135');
    expect(await saldo()).toBe(antes);
    const cons = await get(caixa, `/v1/GerenciadorNFCe/DownloadXMLNFCe/${v.id}`);
    expect(cons.statusCode).toBe(200);
    const txt = await get(caixa, `/v1/GerenciadorNFCe/ImprimirVenda/${v.id}?formato=texto`);
    expect(txt.body).toContain('NFC-e CANCELADA');
    const de_novo = await get(
      caixa,
      `/v1/GerenciadorNFCe/CancelarVenda?cupom=${v.id}&justificativa=${encodeURIComponent('Cliente desistiu da compra no caixa')}`,
    );
    expect(de_novo.statusCode).toBe(400);
  });

  it('cancela por substituição (110112) com a chave da NFC-e substituta', async () => {
    const a = (await vender()).body.Data;
    const b = (await vender()).body.Data;
    const r = await get(
      caixa,
      `/v1/GerenciadorNFCe/CancelarVenda?cupom=${a.id}&justificativa=${encodeURIComponent('Substituida pela NFC-e emitida em contingencia')}&chave_substituta=${b.chave}`,
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data.situacao).toBe('cancelada');
    const ev = await s.db.pool.query(`SELECT xml FROM documento_fiscal_xml WHERE venda_cupom_id = $1 AND tipo = 'procEvento'`, [a.id]);
    expect(ev.rows[0].xml).toContain('<tpEvento>110112</tpEvento>');
    expect(ev.rows[0].xml).toContain(`<chNFeRef>${b.chave}</chNFeRef>`);
  });

  it('inutiliza uma faixa livre da NFC-e', async () => {
    const max = (await s.db.pool.query(`SELECT max(numero)::int AS m FROM venda_cupom WHERE emitente_id = $1`, [emit])).rows[0].m;
    const c = await post(caixa, '/v1/inutilizacaoNFCe/', {
      serie: 1,
      numero_inicial: max + 100,
      numero_final: max + 102,
      justificativa: 'Saltos de numeracao por falha no PDV',
    });
    expect(c.statusCode, c.body).toBe(201);
    const r = await get(caixa, `/v1/GerenciadorNFCe/InutilizarNFCe?id=${c.json().Data.id}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data.cStat).toBe('102');
    const usado = await post(caixa, '/v1/inutilizacaoNFCe/', {
      serie: 1,
      numero_inicial: 1,
      numero_final: 1,
      justificativa: 'Saltos de numeracao por falha no PDV',
    });
    const r2 = await get(caixa, `/v1/GerenciadorNFCe/InutilizarNFCe?id=${usado.json().Data.id}`);
    expect(r2.statusCode).toBe(400);
  });
});

describe('contingência off-line', () => {
  let pendente: any;
  it('com a SEFAZ fora do ar a venda termina em contingência, impressa como tal', async () => {
    await sim.parar();
    const r = await vender();
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.Success).toBe(true);
    pendente = r.body.Data;
    expect(pendente.situacao).toBe('contingencia');
    expect(pendente.tp_emis).toBe(9);
    expect(pendente.chave[34]).toBe('9');
    const l = lerQrCode(pendente.qrcode);
    expect(l.campos).toHaveLength(8);
    expect(hashQrV2Confere(pendente.qrcode, CSC)).toBe(true);
    const t = await get(caixa, `/v1/GerenciadorNFCe/ImprimirVenda/${pendente.id}?formato=texto`);
    expect(t.body).toContain('EMITIDA EM CONTINGÊNCIA');
    const xml = (
      await s.db.pool.query(`SELECT xml FROM documento_fiscal_xml WHERE venda_cupom_id = $1 AND tipo = 'nfe' AND chave = $2`, [pendente.id, pendente.chave])
    ).rows[0].xml;
    expect(pacote.validar(xml, 'nfe').erros).toEqual([]);
    // a próxima venda já sai em contingência (o emitente entrou em contingência)
    const outra = await vender();
    expect(outra.body.Data.situacao).toBe('contingencia');
    const lista = await get(caixa, '/v1/GerenciadorNFCe/Contingencia');
    expect(lista.json().Data.pendentes.map((p: any) => p.id)).toEqual(expect.arrayContaining([pendente.id, outra.body.Data.id]));
    expect(lista.json().Data.pendentes[0].horas_restantes).toBeGreaterThan(23);
  });

  it('perto do prazo (20 h das 24 h) a consulta da contingência alerta só a nota antiga', async () => {
    await s.db.pool.query(`UPDATE venda_cupom SET data_emissao = now() - interval '20 hours 30 minutes' WHERE id = $1`, [pendente.id]);
    const r = await get(caixa, '/v1/GerenciadorNFCe/Contingencia');
    expect(r.statusCode).toBe(200);
    const pend = r.json().Data.pendentes as Array<{ id: number; alerta: boolean; horas_restantes: number }>;
    const antiga = pend.find((p) => p.id === pendente.id)!;
    expect(antiga.alerta).toBe(true);
    expect(antiga.horas_restantes).toBeGreaterThan(3);
    expect(antiga.horas_restantes).toBeLessThan(4);
    expect(pend.filter((p) => p.alerta)).toHaveLength(1);
    expect(r.json().Message).toMatch(/^1 NFC-e em contingência perto do prazo de 24 h/);
  });

  it('com a SEFAZ de volta, a retransmissão autoriza as pendentes e sai da contingência', async () => {
    await subirSimulador();
    const r = await retransmitirPendentes(s.db, s.config);
    const meu = r.find((x) => x.emitenteId === emit)!;
    expect(meu.status).toMatch(/^107/);
    expect(meu.autorizadas).toBe(2);
    const v = (await s.db.pool.query('SELECT situacao, protocolo, tp_emis FROM venda_cupom WHERE id = $1', [pendente.id])).rows[0];
    expect(v.situacao).toBe('autorizada');
    expect(v.tp_emis).toBe(9);
    expect(v.protocolo).toMatch(/^\d{15}$/);
    const nova = await vender();
    expect(nova.body.Data.situacao).toBe('autorizada');
    expect(nova.body.Data.tp_emis).toBe(1);
  });

  it('PUT EntrarContingenciaNFCe?id&contingencia=true emite em contingência com a SEFAZ no ar; na saída a rejeição é listada com o motivo', async () => {
    const gravada = await vender({ emitir: false });
    expect(gravada.status, JSON.stringify(gravada.body)).toBe(201);
    const id = gravada.body.Data.id;
    const entrar = await s.call(caixa, { method: 'PUT', url: `/v1/GerenciadorNFCe/EntrarContingenciaNFCe?id=${id}&contingencia=true` });
    expect(entrar.statusCode, entrar.body).toBe(200);
    expect(entrar.json().Data.situacao).toBe('contingencia');
    expect(entrar.json().Data.tp_emis).toBe(9);
    // o emitente ficou em contingência: a venda seguinte também sai com tpEmis 9, sem tentar a SEFAZ
    const seguinte = await vender();
    expect(seguinte.body.Data.situacao).toBe('contingencia');
    const estado = (await get(caixa, '/v1/GerenciadorNFCe/Contingencia')).json().Data;
    const pend = estado.pendentes.map((p: any) => p.id);
    expect(pend).toEqual(expect.arrayContaining([id, seguinte.body.Data.id]));
    // a lista mostra só o botão que se aplica (sair) e só a quem pode alternar
    expect(estado).toMatchObject({ ativa: true, pode_alternar: true });
    // a SEFAZ passou a conhecer outro CSC do emitente: o QR Code das notas off-line não confere (464)
    registrarCscSimulador(sim.simulador.estado, cnpj, 1, 'Z9Y8X7W6V5U4T3S2R1Q0P9O8N7M6L5K4');
    try {
      const sair = await s.call(caixa, { method: 'PUT', url: '/v1/GerenciadorNFCe/EntrarContingenciaNFCe?contingencia=false' });
      expect(sair.statusCode, sair.body).toBe(200);
      expect(sair.json().Data.rejeitadas).toBe(2);
    } finally {
      registrarCscSimulador(sim.simulador.estado, cnpj, 1, CSC);
    }
    const c = (await get(caixa, '/v1/GerenciadorNFCe/Contingencia')).json().Data;
    expect(c.pendentes).toEqual([]);
    expect(c.ativa).toBe(false);
    const rej = c.rejeitadas.find((r: any) => r.id === id);
    expect(rej.cstat).toBe('464');
    expect(rej.xmotivo).toMatch(/Hash no QR-Code/);
    expect(c.rejeitadas.map((r: any) => r.id)).toContain(seguinte.body.Data.id);
    // fora da contingência a próxima venda volta a ser autorizada on-line
    const nova = await vender();
    expect(nova.body.Data.situacao).toBe('autorizada');
  });
});

describe('transformação em NF-e', () => {
  it('TransformarVenda: cancela a NFC-e, devolve só o estoque e cria a NF-e (faturamento) para o CPF informado', async () => {
    const p = produtos[2] ?? produtos[0];
    const v = (await vender({}, [{ produto_id: p.id, quantidade: 2 }])).body.Data;
    expect(v.situacao).toBe('autorizada');
    const semPerm = await s.call(caixa, {
      method: 'PUT',
      url: `/v1/VendasCupom/TransformarVenda?cupom=${v.id}&novo_modelo=55&cpf_cnpj=52998224725&nome=Fulano`,
    });
    expect(semPerm.statusCode).toBe(403); // o perfil Caixa não fatura NF-e
    const ruim = await s.call(loja, { method: 'PUT', url: `/v1/VendasCupom/TransformarVenda?cupom=${v.id}&novo_modelo=55&cpf_cnpj=111` });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().cpf_cnpj).toBeTruthy();
    const r = await s.call(loja, {
      method: 'PUT',
      url: `/v1/VendasCupom/TransformarVenda?cupom=${v.id}&novo_modelo=55&cpf_cnpj=${encodeURIComponent('529.982.247-25')}&nome=${encodeURIComponent('Maria da Silva')}`,
    });
    expect(r.statusCode, r.body).toBe(200);
    const { faturamento_id } = r.json().Data;
    const venda = (await s.db.pool.query('SELECT situacao, faturamento_id FROM venda_cupom WHERE id = $1', [v.id])).rows[0];
    expect(venda).toEqual({ situacao: 'transformada', faturamento_id });
    const fat = (
      await s.db.pool.query('SELECT f.modelo, f.situacao, c.cpf_cnpj FROM faturamento f JOIN cliente c ON c.id = f.cliente_id WHERE f.id = $1', [
        faturamento_id,
      ])
    ).rows[0];
    expect(fat).toEqual({ modelo: '55', situacao: 'digitacao', cpf_cnpj: '52998224725' });
    const itens = (await s.db.pool.query('SELECT produto_id, quantidade FROM faturamento_item WHERE faturamento_id = $1', [faturamento_id])).rows;
    expect(itens.map((i) => [i.produto_id, Number(i.quantidade)])).toEqual([[p.id, 2]]);
    const ev = await s.db.pool.query(`SELECT xml FROM documento_fiscal_xml WHERE venda_cupom_id = $1 AND tipo = 'procEvento'`, [v.id]);
    expect(ev.rows[0].xml).toContain('<tpEvento>110111</tpEvento>');
    const liquido = (
      await s.db.pool.query(
        `SELECT coalesce(sum(quantidade), 0)::numeric AS q FROM estoque_movimentacao WHERE documento_tipo = 'venda_cupom' AND documento_id = $1`,
        [v.id],
      )
    ).rows[0].q;
    expect(Number(liquido)).toBe(0);
  });
});

describe('correção de item', () => {
  it('PUT /v1/vendasCupomItem/Edicao/ corrige a quantidade de uma venda não emitida: estoque, troco e depois autoriza', async () => {
    const p = produtos[0];
    const saldo = async () =>
      Number(
        (await s.db.pool.query('SELECT coalesce(sum(quantidade), 0) AS q FROM estoque WHERE emitente_id = $1 AND produto_id = $2', [emit, p.id])).rows[0].q,
      );
    const antes = await saldo();
    const r = await post(caixa, '/v1/pdv/Venda', { itens: [{ produto_id: p.id, quantidade: 3 }], pagamentos: [{ t_pag: '01', valor: 1000 }], emitir: false });
    expect(r.statusCode, r.body).toBe(201);
    const id = r.json().Data.id;
    expect(await saldo()).toBe(antes - 3);
    const item = (await s.db.pool.query('SELECT id FROM venda_cupom_item WHERE venda_cupom_id = $1', [id])).rows[0].id;
    const e = await s.call(caixa, { method: 'PUT', url: '/v1/vendasCupomItem/Edicao/', payload: { id: item, quantidade: 1 } });
    expect(e.statusCode, e.body).toBe(200);
    expect(await saldo()).toBe(antes - 1);
    const v = (await s.db.pool.query('SELECT valor_total, valor_troco FROM venda_cupom WHERE id = $1', [id])).rows[0];
    expect(Number(v.valor_total)).toBeCloseTo(Number(p.preco_venda), 2);
    expect(Number(v.valor_troco)).toBeCloseTo(1000 - Number(p.preco_venda), 2);
    const zero = await s.call(caixa, { method: 'PUT', url: '/v1/vendasCupomItem/Edicao/', payload: { id: item, quantidade: 0 } });
    expect(zero.statusCode).toBe(400);
    const t = await get(caixa, `/v1/GerenciadorNFCe/TransmitirNFCe?cupom=${id}`);
    expect(t.json().Data.situacao).toBe('autorizada');
    const depois = await s.call(caixa, { method: 'PUT', url: '/v1/vendasCupomItem/Edicao/', payload: { id: item, quantidade: 2 } });
    expect(depois.statusCode).toBe(400);
  });
});

describe('reconciliação', () => {
  it('resposta perdida depois de a SEFAZ autorizar: contingência com o mesmo número e, na volta, a nota on-line é adotada (539)', async () => {
    sim.simulador.estado.falhaDeRede = { restantes: 1, processar: true, servico: 'NfeAutorizacao' };
    const r = await vender();
    expect(r.body.Data.situacao).toBe('contingencia');
    const v = r.body.Data;
    const online = (
      await s.db.pool.query(`SELECT chave FROM documento_fiscal_xml WHERE venda_cupom_id = $1 AND tipo = 'nfe' AND chave <> $2 ORDER BY id LIMIT 1`, [
        v.id,
        v.chave,
      ])
    ).rows[0].chave;
    expect(online.slice(25, 34)).toBe(v.chave.slice(25, 34)); // mesmo número
    await retransmitirPendentes(s.db, s.config);
    const d = (await s.db.pool.query('SELECT situacao, chave, tp_emis, protocolo FROM venda_cupom WHERE id = $1', [v.id])).rows[0];
    expect(d.situacao).toBe('autorizada');
    expect(d.chave).toBe(online);
    expect(d.tp_emis).toBe(1);
    const { rows } = await s.db.pool.query(`SELECT count(*)::int AS n FROM venda_cupom WHERE emitente_id = $1 AND serie = 1 AND numero = $2`, [
      emit,
      Number(v.chave.slice(25, 34)),
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('venda parada em transmitindo (queda do processo) é conferida pela chave', async () => {
    const v = (await vender()).body.Data;
    expect(v.situacao).toBe('autorizada');
    // como se o processo tivesse caído depois de gravar 'transmitindo' (o gatilho de alterado_em fica desligado só para envelhecer a linha)
    await s.db.pool.query(`ALTER TABLE venda_cupom DISABLE TRIGGER venda_cupom_alterado_em`);
    await s.db.pool.query(`UPDATE venda_cupom SET situacao = 'transmitindo', protocolo = NULL, alterado_em = now() - interval '5 minutes' WHERE id = $1`, [
      v.id,
    ]);
    await s.db.pool.query(`ALTER TABLE venda_cupom ENABLE TRIGGER venda_cupom_alterado_em`);
    await recuperarPendentes(s.db, s.config);
    const d = (await s.db.pool.query('SELECT situacao, protocolo FROM venda_cupom WHERE id = $1', [v.id])).rows[0];
    expect(d.situacao).toBe('autorizada');
    expect(d.protocolo).toMatch(/^\d{15}$/);
  });
});

describe('fechamento do caixa', () => {
  it('sangria, suprimento e fechamento com contado x esperado por espécie', async () => {
    const s1 = await post(caixa, '/v1/pdv/Caixa/Movimento', { tipo: 'sangria', valor: 50, observacao: 'Depósito' });
    expect(s1.statusCode, s1.body).toBe(200);
    const s2 = await post(caixa, '/v1/pdv/Caixa/Movimento', { tipo: 'suprimento', valor: 20 });
    expect(s2.statusCode).toBe(200);
    const grande = await post(caixa, '/v1/pdv/Caixa/Movimento', { tipo: 'sangria', valor: 9_999_999 });
    expect(grande.statusCode).toBe(400);
    const atual = (await get(caixa, '/v1/pdv/Caixa')).json().Data.caixa;
    const dinheiro = Number(atual.esperado['01']);
    const pix = Number(atual.esperado['17']);
    expect(pix).toBe(5);
    const f = await post(caixa, '/v1/pdv/Caixa/Fechar', { contado: { '01': (dinheiro - 1).toFixed(2), '17': '5.00' } });
    expect(f.statusCode, f.body).toBe(200);
    const conf = f.json().Data.conferencia;
    expect(conf.find((x: any) => x.t_pag === '01').diferenca).toBe('-1.00');
    expect(conf.find((x: any) => x.t_pag === '17').diferenca).toBe('0.00');
    const rel = await get(caixa, `/v1/pdv/Caixa/Relatorio/${f.json().Data.id}?formato=texto`);
    expect(rel.body).toContain('FECHAMENTO DE CAIXA');
    expect(rel.body).toContain('PIX');
  });
});

describe('contingência na lista de vendas', () => {
  it('perfil sem Permitir.VendasCupom.Alterar: pode_alternar false e o servidor recusa alternar (403)', async () => {
    await s.db.pool.query(
      `DELETE FROM emitente_restricao WHERE emitente_id = $1 AND regra = 'Permitir.VendasCupom.Alterar'
          AND emitente_tipo_usuario_id = (SELECT emitente_tipo_usuario_id FROM usuario WHERE login = 'caixa')`,
      [emit],
    );
    const restrito = (await s.login('caixa')).Token;
    const c = await get(restrito, '/v1/GerenciadorNFCe/Contingencia');
    expect(c.statusCode).toBe(200);
    expect(c.json().Data).toMatchObject({ ativa: false, pode_alternar: false });
    const r = await s.call(restrito, { method: 'PUT', url: '/v1/GerenciadorNFCe/EntrarContingenciaNFCe?contingencia=true' });
    expect(r.statusCode).toBe(403);
  });
});
