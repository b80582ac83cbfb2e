/**
 * bench/pdv: do último item lido até a NFC-e autorizada e o PDF do DANFE pronto, para
 * 100 vendas de 10 itens — POST /v1/pdv/Venda (grava a venda, baixa o estoque, calcula tributos,
 * aloca o número, monta/assina/valida a NFC-e, QR Code, transmite ao simulador da SEFAZ por HTTPS
 * com TLS mútuo, grava o nfeProc) + GET /v1/GerenciadorNFCe/ImprimirVenda/{id} (PDF 80 mm) — pelo
 * servidor real (Fastify inject, PGlite em memória), descontando o tempo passado dentro de
 * `ClienteSefaz.autorizar` (ida e volta ao simulador: processamento dele + TLS no loopback).
 * Linha de base na mesma execução: a assinatura crua (xml-crypto, RSA-SHA1, C14N) + validação crua
 * (libxml2, PL_010d) do mesmo XML de NFC-e. p50 e p95.
 *
 *   npx tsx bench/pdv/run.ts      (BENCH_VENDAS, padrão 100; precisa de sefaz/schemas/PL_010d_v1.02)
 */
import path from 'node:path';
import { SignedXml } from 'xml-crypto';
import { startTestServer } from '../../tests/api/helpers.ts';
import { criarAutoridadeTeste } from '../../src/fiscal/certificado/index.ts';
import { iniciarSimuladorDoServidor } from '../../src/server/modules/nfe/index.ts';
import { prepararCertificadosDemo } from '../../src/server/modules/nfe/certificados-demo.ts';
import { carregarCertificadoDoEmitente } from '../../src/server/modules/fiscal/index.ts';
import { carregarPacoteSchemas } from '../../src/fiscal/schema/index.ts';
import { ClienteSefaz } from '../../src/fiscal/sefaz/index.ts';
import { ctxEmitente, withTenant } from '../../src/server/db/tenant.ts';

const VENDAS = Number(process.env.BENCH_VENDAS ?? 100);
const s = await startTestServer({ demoSize: 40, sefazSimulador: true });
const sim = await iniciarSimuladorDoServidor(s.config, { ca: criarAutoridadeTeste(), porta: 0 });
await prepararCertificadosDemo(s.db, sim.ca, s.config);
const pacote = await carregarPacoteSchemas({ diretorio: path.resolve(process.cwd(), 'sefaz/schemas/PL_010d_v1.02') });
pacote.validar('<x/>', 'nfe');

let sefazMs = 0;
const original = ClienteSefaz.prototype.autorizar;
ClienteSefaz.prototype.autorizar = async function (this: ClienteSefaz, ...a: Parameters<typeof original>) {
  const t = performance.now();
  try {
    return await original.apply(this, a);
  } finally {
    sefazMs += performance.now() - t;
  }
};

const token = (await s.login('caixa')).Token;
const emit = (await s.db.pool.query(`SELECT emitente_id FROM usuario WHERE login = 'caixa'`)).rows[0].emitente_id;
const { rows: ps } = await s.db.pool.query(`SELECT id FROM produto WHERE emitente_id = $1 AND ativo AND preco_venda > 0 ORDER BY id LIMIT 10`, [emit]);
await s.call(token, { method: 'POST', url: '/v1/pdv/Caixa/Abrir', payload: { valor_abertura: 100 } });
const cert = await withTenant(s.db, ctxEmitente(emit), (c) => carregarCertificadoDoEmitente(c, s.config.fiscalSecret, emit));

function bareSign(xml: string, id: string): string {
  const sig = new SignedXml({ privateKey: cert.chavePrivadaPem, publicCert: cert.certificadoPem });
  sig.signatureAlgorithm = 'http://www.w3.org/2000/09/xmldsig#rsa-sha1';
  sig.canonicalizationAlgorithm = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
  sig.addReference({
    xpath: `//*[@Id='${id}']`,
    digestAlgorithm: 'http://www.w3.org/2000/09/xmldsig#sha1',
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315'],
  });
  sig.computeSignature(xml, { location: { reference: `//*[@Id='${id}']/..`, action: 'append' } });
  return sig.getSignedXml();
}

const venda = async () => {
  const r = await s.call(token, {
    method: 'POST',
    url: '/v1/pdv/Venda',
    payload: { itens: ps.map((p, i) => ({ produto_id: p.id, quantidade: (i % 3) + 1 })), pagamentos: [{ t_pag: '01', valor: 100000 }] },
  });
  const d = r.json().Data;
  if (d?.situacao !== 'autorizada') throw new Error(`venda não autorizada: ${r.body}`);
  const pdf = await s.call(token, { method: 'GET', url: `/v1/GerenciadorNFCe/ImprimirVenda/${d.id}` });
  if (pdf.statusCode !== 200) throw new Error('PDF falhou');
  return d.id as number;
};

for (let i = 0; i < 5; i++) await venda(); // aquecimento
const total: number[] = [];
const semSefaz: number[] = [];
const base: number[] = [];
for (let i = 0; i < VENDAS; i++) {
  sefazMs = 0;
  const t = performance.now();
  const id = await venda();
  const dt = performance.now() - t;
  total.push(dt);
  semSefaz.push(dt - sefazMs);
  const { rows } = await s.db.pool.query(`SELECT xml, chave FROM documento_fiscal_xml WHERE venda_cupom_id = $1 AND tipo = 'nfe' ORDER BY id DESC LIMIT 1`, [
    id,
  ]);
  const semAssinatura = rows[0].xml.replace(/<Signature[\s\S]*<\/Signature>/, '');
  const tb = performance.now();
  const assinado = bareSign(semAssinatura, `NFe${rows[0].chave}`);
  if (!pacote.validar(assinado, 'nfe').valido) throw new Error('assinatura crua gerou XML inválido');
  base.push(performance.now() - tb);
}
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const f = (x: number) => `${x.toFixed(1)} ms`;
console.log(`${VENDAS} vendas de ${ps.length} itens (PGlite em memória, simulador em 127.0.0.1)`);
console.log('| medida | p50 | p95 |');
console.log('|---|---|---|');
console.log(`| venda + NFC-e autorizada + PDF, total | ${f(pct(total, 0.5))} | ${f(pct(total, 0.95))} |`);
console.log(`| idem, sem a ida e volta à SEFAZ (simulador) | ${f(pct(semSefaz, 0.5))} | ${f(pct(semSefaz, 0.95))} |`);
console.log(`| linha de base: assinatura crua + validação crua do mesmo XML | ${f(pct(base, 0.5))} | ${f(pct(base, 0.95))} |`);
console.log(`| razão p95 (sem SEFAZ / base) | | ${(pct(semSefaz, 0.95) / pct(base, 0.95)).toFixed(1)} |`);
await s.close();
await sim.parar();
pacote.dispose();
