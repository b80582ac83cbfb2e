/**
 * bench/nfe: building + signing + validating an NF-e of 10 and of 100 items with our
 * pipeline (typed NF-e -> montarXmlNFe -> assinarXml -> pacote.validar), against the bare cost of
 * the same two heavy steps on the same XML measured in the same run: xml-crypto's own
 * computeSignature (RSA-SHA1, C14N, enveloped) plus libxml2 schema validation of the signed XML.
 * Ratio = pipeline / bare. Also the DANFE rendering time of the signed note when the DANFE module
 * is present. Medians of RUNS (default 30) after 5 warm-up rounds; the schema pack is
 * sefaz/schemas/PL_010d_v1.02 (compiled once, outside the timings).
 *
 *   npx tsx bench/nfe/run.ts
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { SignedXml } from 'xml-crypto';
import { carregarPacoteSchemas } from '../../src/fiscal/schema/index.ts';
import { montarXmlNFe } from '../../src/fiscal/nfe/index.ts';
import { assinarXml } from '../../src/fiscal/assinatura/index.ts';
import { carregarCertificadoA1, criarAutoridadeTeste, emitirCertificadoA1Teste } from '../../src/fiscal/certificado/index.ts';
import { exemploNFeComItens } from '../../tests/fixtures/nfe-exemplo.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const pacote = await carregarPacoteSchemas({ diretorio: path.resolve(process.cwd(), 'sefaz/schemas/PL_010d_v1.02') });
pacote.validar('<x/>', 'nfe'); // compile outside the timings
const ca = criarAutoridadeTeste();
const pfx = emitirCertificadoA1Teste(ca, { cnpj: '11222333000181', razaoSocial: 'EMPRESA DE TESTE LTDA', validadeDias: 365, senha: 'bench' });
const cert = carregarCertificadoA1(pfx, 'bench');
const danfePath = path.resolve(process.cwd(), 'src/fiscal/danfe/index.ts');
const danfe = existsSync(danfePath) ? ((await import(danfePath)) as { gerarDanfe: (xml: string, o?: object) => Promise<Buffer> }) : null;

function bareSign(xml: string, id: string): string {
  const sig = new SignedXml({ privateKey: cert.chavePrivadaPem, publicCert: cert.certificadoPem });
  sig.signatureAlgorithm = 'http://www.w3.org/2000/09/xmldsig#rsa-sha1';
  sig.canonicalizationAlgorithm = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
  sig.addReference({
    xpath: `//*[@Id='${id}']`,
    digestAlgorithm: 'http://www.w3.org/2000/09/xmldsig#sha1',
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315'],
  });
  sig.computeSignature(xml, { location: { reference: `//*[@Id='${id}']`, action: 'after' } });
  return sig.getSignedXml();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const time = async (fn: () => unknown) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};

console.log(`| itens | pipeline (montar+assinar+validar) | assinatura crua + validação crua | razão | DANFE |`);
console.log(`|---|---|---|---|---|`);
for (const n of [10, 100]) {
  const nfe = exemploNFeComItens(n);
  const id = `NFe${nfe.chave}`;
  const pipeline = () => {
    const assinado = assinarXml(montarXmlNFe(nfe), 'infNFe', cert);
    const r = pacote.validar(assinado, 'nfe');
    if (!r.valido) throw new Error(`NF-e de ${n} itens inválida: ${r.erros[0]?.mensagem}`);
    return assinado;
  };
  const xml = montarXmlNFe(nfe);
  const bare = () => {
    const assinado = bareSign(xml, id);
    if (!pacote.validar(assinado, 'nfe').valido) throw new Error('assinatura crua gerou XML inválido');
  };
  const assinado = pipeline();
  for (let i = 0; i < 5; i++) {
    pipeline();
    bare();
  }
  const p: number[] = [];
  const b: number[] = [];
  const d: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    p.push(await time(pipeline));
    b.push(await time(bare));
    if (danfe && i < 10) d.push(await time(() => danfe.gerarDanfe(assinado, { semValorFiscal: true })));
  }
  console.log(
    `| ${n} | ${median(p).toFixed(2)} ms | ${median(b).toFixed(2)} ms | ${(median(p) / median(b)).toFixed(2)} | ${d.length ? `${median(d).toFixed(1)} ms` : 'módulo DANFE ausente'} |`,
  );
}
pacote.dispose();
