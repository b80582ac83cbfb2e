/**
 * bench/nfse: a DPS da NFS-e Nacional pelo nosso caminho (montarXmlDps -> assinarDps ->
 * PacoteNfse.validar) contra o custo cru dos dois passos pesados sobre o mesmo XML medido na mesma
 * execução (computeSignature do xml-crypto, RSA-SHA1/C14N/enveloped, e a validação do libxml2 no
 * DPS_v1.01.xsd); razão = caminho / cru. Também: o DANFSe em PDF, e a emissão pelo simulador da
 * Sefin Nacional por mTLS em loopback (POST /nfse: GZip+Base64, schema, assinatura, regras, NFS-e
 * assinada) contra uma consulta GET /dps/{id} no mesmo servidor (mesma conexão mTLS, trabalho
 * mínimo). Medianas de RUNS (padrão 30) depois de 5 rodadas de aquecimento; schemas compilados
 * fora das medições.
 *
 *   npx tsx bench/nfse/run.ts
 */
import { SignedXml } from 'xml-crypto';
import { emitirCertificadoServidorTeste } from '../../src/fiscal/certificado/index.ts';
import { carregarCertificadoA1, criarAutoridadeTeste, emitirCertificadoA1Teste } from '../../src/fiscal/certificado/index.ts';
import { assinarDps, carregarPacoteNfse, criarClienteNfse, gerarDanfse, montarXmlDps } from '../../src/fiscal/nfse/index.ts';
import { dadosDps } from '../../tests/unit/nfse/dados.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const pacote = await carregarPacoteNfse();
pacote.validar('<x/>', 'dps'); // compila fora das medições
const ca = criarAutoridadeTeste();
const pfx = emitirCertificadoA1Teste(ca, { cnpj: '11222333000181', razaoSocial: 'EMPRESA DE TESTE LTDA', validadeDias: 365, senha: 'bench' });
const cert = carregarCertificadoA1(pfx, 'bench');

function assinaturaCrua(xml: string, id: string): string {
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

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const medir = async (fn: () => unknown) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};

let n = 0;
const dados = () => dadosDps({ nDPS: ++n, dhEmi: new Date(), dCompet: new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10) });
const caminho = () => {
  const assinado = assinarDps(montarXmlDps(dados()).xml, cert);
  if (!pacote.validar(assinado, 'dps').valido) throw new Error('DPS inválida');
  return assinado;
};
const fixa = montarXmlDps(dados());
const cru = () => {
  if (!pacote.validar(assinaturaCrua(fixa.xml, fixa.id), 'dps').valido) throw new Error('assinatura crua gerou XML inválido');
};

const { iniciarSimuladorNfse } = await import('../../src/sefaz-simulator/nfse/index.ts');
const sim = await iniciarSimuladorNfse({ pacote, ca, certificadoServidor: emitirCertificadoServidorTeste(ca) });
const cliente = criarClienteNfse({ url: sim.url, certificado: { pfx, senha: 'bench' }, ca: [ca.certificadoPem] });
const primeira = await cliente.emitir(caminho());
if (!primeira.gerada) throw new Error(JSON.stringify(primeira.erros));
const emitir = async () => {
  const r = await cliente.emitir(caminho());
  if (!r.gerada) throw new Error(JSON.stringify(r.erros));
};
const consultar = () => cliente.consultarDps(fixa.id);

for (let i = 0; i < 5; i++) {
  caminho();
  cru();
  await emitir();
  await consultar();
}
const c: number[] = [];
const b: number[] = [];
const e: number[] = [];
const q: number[] = [];
const d: number[] = [];
for (let i = 0; i < RUNS; i++) {
  c.push(await medir(caminho));
  b.push(await medir(cru));
  e.push(await medir(emitir));
  q.push(await medir(consultar));
  if (i < 10) d.push(await medir(() => gerarDanfse(primeira.nfseXml)));
}
await sim.parar();
pacote.dispose();
console.log('| DPS: montar+assinar+validar | assinatura crua + validação crua | razão | emissão no simulador (mTLS) | consulta GET /dps | razão | DANFSe |');
console.log('|---|---|---|---|---|---|---|');
console.log(
  `| ${mediana(c).toFixed(2)} ms | ${mediana(b).toFixed(2)} ms | ${(mediana(c) / mediana(b)).toFixed(2)} | ${mediana(e).toFixed(2)} ms | ${mediana(q).toFixed(2)} ms | ${(mediana(e) / mediana(q)).toFixed(2)} | ${mediana(d).toFixed(1)} ms |`,
);
