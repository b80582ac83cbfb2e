/**
 * configuracoes/gerenciar, parte da NF-e: casas decimais da quantidade (0–4, qCom)
 * e do valor unitário (2–10, vUnCom) validadas, servidas a qualquer usuário da empresa
 * (`/v1/Configuracao/CasasDecimais`) e aplicadas a qCom/vUnCom do XML transmitido, sem cortar casa
 * gravada; textos do
 * e-mail da NF-e (assunto e corpo com marcadores) usados por `POST /v1/GerenciadorNFe/EnviarEmail`,
 * recebido por um servidor SMTP de teste com o XML e o DANFE anexos e a cópia oculta.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from './helpers.ts';
import { criarAutoridadeTeste } from '../../src/fiscal/certificado/index.ts';
import { iniciarSimuladorDoServidor } from '../../src/server/modules/nfe/index.ts';
import { prepararCertificadosDemo } from '../../src/server/modules/nfe/certificados-demo.ts';
import type { SimuladorDoServidor } from '../../src/server/modules/nfe/runtime.ts';

let s: TestServer;
let sim: SimuladorDoServidor;
let smtp: SMTPServer;
let xmlDir: string;
let loja = '';
let caixa = '';
let emitLoja = 0;
const emails: string[] = [];

beforeAll(async () => {
  xmlDir = mkdtempSync(join(tmpdir(), 'erp-cfg-nfe-'));
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, cb) {
      const partes: Buffer[] = [];
      stream.on('data', (c: Buffer) => partes.push(c));
      stream.on('end', () => {
        emails.push(`RCPT TO: ${session.envelope.rcptTo.map((r) => r.address).join(', ')}\n${Buffer.concat(partes).toString('utf8')}`);
        cb();
      });
    },
  });
  await new Promise<void>((ok) => smtp.listen(0, '127.0.0.1', () => ok()));
  s = await startTestServer({
    demoSize: 12,
    xmlArchiveDir: xmlDir,
    sefazSimulador: true,
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
  });
  sim = await iniciarSimuladorDoServidor(s.config, { ca: criarAutoridadeTeste(), porta: 0, rede: { tentativas: 2, backoffMs: 20, timeoutRespostaMs: 15_000 } });
  await prepararCertificadosDemo(s.db, sim.ca, s.config);
  loja = (await s.login('loja')).Token;
  caixa = (await s.login('caixa')).Token;
  emitLoja = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'loja'`)).rows[0].emitente_id;
}, 180_000);
afterAll(async () => {
  await s?.close();
  await sim?.parar();
  await new Promise<void>((ok) => (smtp ? smtp.close(() => ok()) : ok()));
  rmSync(xmlDir, { recursive: true, force: true });
});

/** O cabeçalho Subject de uma mensagem crua, com as palavras codificadas (RFC 2047, Q ou B) decodificadas. */
function assunto(m: string): string {
  const bruto = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(m)?.[1] ?? '';
  return bruto.replace(/\r?\n[ \t]/g, '').replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, t: string, d: string) =>
    t.toUpperCase() === 'B'
      ? Buffer.from(d, 'base64').toString('utf8')
      : Buffer.from(
          d.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

const salvar = (payload: unknown) => s.call(loja, { method: 'PUT', url: '/v1/Configuracao/SalvarConfiguracao', payload: payload as object });

async function dadosNota() {
  const { rows: ps } = await s.db.pool.query(
    `SELECT p.* FROM produto p WHERE p.emitente_id = $1 AND p.ativo
        AND NOT EXISTS (SELECT 1 FROM kit k WHERE k.emitente_id = p.emitente_id AND k.produto_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM estoque_variacao v WHERE v.emitente_id = p.emitente_id AND (v.produto_id = p.id OR v.produto_variacao_id = p.id))
      ORDER BY p.id LIMIT 1`,
    [emitLoja],
  );
  const { rows: cl } = await s.db.pool.query(
    `SELECT c.* FROM cliente c JOIN emitente e ON e.id = c.emitente_id WHERE c.emitente_id = $1 AND c.uf = e.uf ORDER BY c.id LIMIT 1`,
    [emitLoja],
  );
  return { produto: ps[0], cliente: cl[0] };
}

describe('casas decimais da quantidade e do valor unitário', () => {
  it('fora da faixa do leiaute: 400 nomeando o campo, nada gravado', async () => {
    for (const [campo, v] of [
      ['casas_decimais_quantidade', 5],
      ['casas_decimais_quantidade', -1],
      ['casas_decimais_valor', 1],
      ['casas_decimais_valor', 11],
      ['casas_decimais_valor', 2.5],
    ] as const) {
      const r = await salvar({ [campo]: v });
      expect(r.statusCode, `${campo}=${v}`).toBe(400);
      expect(r.json()[campo]).toBeDefined();
    }
    const { rows } = await s.db.pool.query('SELECT casas_decimais_quantidade, casas_decimais_valor FROM configuracao WHERE emitente_id = $1', [emitLoja]);
    expect(rows[0]).toEqual({ casas_decimais_quantidade: 2, casas_decimais_valor: 2 });
  });

  it('gravadas, chegam a qualquer usuário da empresa', async () => {
    expect((await salvar({ casas_decimais_quantidade: 3, casas_decimais_valor: 6 })).statusCode).toBe(200);
    // o caixa não tem Permitir.Configuracao.Consultar, mas fatura: as casas chegam a ele
    expect((await s.call(caixa, { method: 'GET', url: '/v1/Configuracao/GetConfiguracao' })).statusCode).toBe(403);
    const casas = await s.call(caixa, { method: 'GET', url: '/v1/Configuracao/CasasDecimais' });
    expect(casas.statusCode, casas.body).toBe(200);
    expect(casas.json().Data).toEqual({ casas_decimais_quantidade: 3, casas_decimais_valor: 6 });
  });

  it('o XML transmitido leva qCom e vUnCom nas casas configuradas', async () => {
    expect((await salvar({ casas_decimais_quantidade: 3, casas_decimais_valor: 6 })).statusCode).toBe(200);
    const { produto, cliente } = await dadosNota();
    const f = await s.call(loja, {
      method: 'POST',
      url: '/v1/faturamento/',
      payload: {
        cliente_id: cliente.id,
        natureza_operacao: 'Venda de mercadoria',
        consumidor_final: 1,
        Item: [{ produto_id: produto.id, quantidade: 1.5, valor_unitario: 10.25 }],
        Pagamento: [{ t_pag: '01', valor: 15.38 }],
      },
    });
    expect(f.statusCode, f.body).toBe(201);
    nota = f.json().Data.id;
    const t = await s.call(loja, { method: 'GET', url: `/v1/GerenciadorNFe/TransmitirNota?nota=${nota}` });
    expect(t.statusCode, t.body).toBe(200);
    expect(t.json().Data.situacao).toBe('autorizada');
    const xml = (
      await s.db.pool.query(`SELECT xml FROM documento_fiscal_xml WHERE emitente_id = $1 AND faturamento_id = $2 AND tipo = 'nfeProc'`, [emitLoja, nota])
    ).rows[0].xml as string;
    expect(xml).toContain('<qCom>1.500</qCom>');
    expect(xml).toContain('<vUnCom>10.250000</vUnCom>');
    expect(xml).toContain('<vProd>15.38</vProd>');

    // menos casas que as gravadas no item: o XML não corta (qCom × vUnCom precisa dar o vProd)
    expect((await salvar({ casas_decimais_quantidade: 0, casas_decimais_valor: 2 })).statusCode).toBe(200);
    const f2 = await s.call(loja, {
      method: 'POST',
      url: '/v1/faturamento/',
      payload: {
        cliente_id: cliente.id,
        natureza_operacao: 'Venda de mercadoria',
        consumidor_final: 1,
        Item: [{ produto_id: produto.id, quantidade: 2.5, valor_unitario: 4.125 }],
        Pagamento: [{ t_pag: '01', valor: 10.31 }],
      },
    });
    expect(f2.statusCode, f2.body).toBe(201);
    const t2 = await s.call(loja, { method: 'GET', url: `/v1/GerenciadorNFe/TransmitirNota?nota=${f2.json().Data.id}` });
    expect(t2.json().Data.situacao, t2.body).toBe('autorizada');
    const xml2 = (
      await s.db.pool.query(`SELECT xml FROM documento_fiscal_xml WHERE emitente_id = $1 AND faturamento_id = $2 AND tipo = 'nfeProc'`, [
        emitLoja,
        f2.json().Data.id,
      ])
    ).rows[0].xml as string;
    expect(xml2).toContain('<qCom>2.5</qCom>');
    expect(xml2).toContain('<vUnCom>4.125</vUnCom>');
  });
});

let nota = 0;

describe('e-mail da NF-e', () => {
  it('marcador desconhecido: 400 nomeando o campo', async () => {
    const r = await salvar({ email_assunto_nfe: 'Nota {numero} {cupom}' });
    expect(r.statusCode).toBe(400);
    expect(r.json().email_assunto_nfe[0]).toContain('{destinatario}');
  });

  it('envia com o assunto e o texto da empresa, XML e DANFE anexos e cópia oculta', async () => {
    expect(
      (
        await salvar({
          email_assunto_nfe: 'Sua nota {numero}/{serie} da {emitente}',
          email_texto_nfe: 'Prezado(a) {destinatario},\n\nsegue a nota de {valor}.\nChave: {chave}',
          email_copia: 'contabil@exemplo.com.br',
        })
      ).statusCode,
    ).toBe(200);
    const f = (await s.db.pool.query('SELECT numero, serie, chave FROM faturamento WHERE id = $1', [nota])).rows[0];
    const antes = emails.length;
    const r = await s.call(loja, { method: 'POST', url: '/v1/GerenciadorNFe/EnviarEmail', payload: { nota, email: 'compras@cliente.com.br' } });
    expect(r.statusCode, r.body).toBe(200);
    expect(emails.length).toBe(antes + 1);
    const m = emails[antes];
    expect(m).toMatch(/^RCPT TO: compras@cliente\.com\.br, contabil@exemplo\.com\.br/);
    expect(assunto(m)).toMatch(new RegExp(`^Sua nota ${f.numero}/${f.serie} da \\S`));
    expect(m).toContain('segue a nota de R$');
    expect(m).toContain(`${f.chave}-nfe.xml`);
    expect(m).toContain(`NFe-${f.numero}.pdf`);
    expect(m).toContain('guardado por 5 anos');
  });

  it('textos em branco: vale o padrão; nota não autorizada e e-mail inválido: 400', async () => {
    expect((await salvar({ email_assunto_nfe: '', email_texto_nfe: '  ' })).statusCode).toBe(200);
    const antes = emails.length;
    const r = await s.call(loja, { method: 'POST', url: '/v1/GerenciadorNFe/EnviarEmail', payload: { nota, email: 'fiscal@cliente.com.br' } });
    expect(r.statusCode, r.body).toBe(200);
    expect(assunto(emails[antes])).toMatch(/^NF-e nº \d+ série \d+ - \S/);
    const ruim = await s.call(loja, { method: 'POST', url: '/v1/GerenciadorNFe/EnviarEmail', payload: { nota, email: 'sem-arroba' } });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().email).toBeDefined();
    const { produto, cliente } = await dadosNota();
    const rascunho = await s.call(loja, {
      method: 'POST',
      url: '/v1/faturamento/',
      payload: { cliente_id: cliente.id, natureza_operacao: 'Venda de mercadoria', Item: [{ produto_id: produto.id, quantidade: 1, valor_unitario: 5 }] },
    });
    const n = await s.call(loja, { method: 'POST', url: '/v1/GerenciadorNFe/EnviarEmail', payload: { nota: rascunho.json().Data.id, email: 'a@b.com.br' } });
    expect(n.statusCode).toBe(400);
    expect(emails.length).toBe(antes + 1);
  });
});
