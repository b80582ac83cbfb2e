import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import {
  carregarCertificadoA1,
  criarAutoridadeTeste,
  emitirCertificadoA1Teste,
  emitirCertificadoServidorTeste,
  type AutoridadeTeste,
  type CertificadoA1,
  type CertificadoServidorTeste,
} from '../../../src/fiscal/certificado/index.ts';
import { carregarPacoteSchemas, type PacoteSchemas } from '../../../src/fiscal/schema/index.ts';
import { ClienteSefaz, SefazError, XCONDUSO_CCE, montarNfeProc, tabelaDoSimulador, type OpcoesClienteSefaz } from '../../../src/fiscal/sefaz/index.ts';
import { iniciarSimuladorSefaz, type SimuladorSefaz } from '../../../src/sefaz-simulator/index.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assinarXml, verificarAssinatura } from '../../../src/fiscal/assinatura/index.ts';
import { buildChaveAcesso } from '../../../src/domain/chave-acesso.ts';

export const DADOS = path.resolve(process.cwd(), 'tests/fixtures/dados/nfe');
export const SCHEMAS = path.resolve(process.cwd(), 'sefaz/schemas/PL_010d_v1.02');

/** NF-e completa e schema-válida da amostra 06 (RS, 2018), sem assinatura nem espaços entre tags. */
const MODELO = (() => {
  const proc = readFileSync(path.join(DADOS, 'samples/06-nfeProc-mod55-RS-2018-spednfe.xml'), 'utf8');
  const nfe = /<NFe>[\s\S]*<\/NFe>/.exec(proc)![0];
  return nfe
    .replace(/<Signature[\s\S]*<\/Signature>/, '')
    .replace(/>\s+</g, '><')
    .replace('<NFe>', '<NFe xmlns="http://www.portalfiscal.inf.br/nfe">');
})();

export function dhBrasilia(d: Date): string {
  return new Date(d.getTime() - 3 * 3_600_000).toISOString().slice(0, 19) + '-03:00';
}

export interface OpcoesNFe {
  cnpj: string;
  nNF: number;
  serie?: number;
  cNF?: string;
  dhEmi?: Date;
  tpAmb?: 1 | 2;
  cUF?: string;
  /** Altera o XML antes de assinar (ex.: quebrar o schema). */
  ajustar?: (xml: string) => string;
}

/** Re-chaveia a amostra (CNPJ, número, data, ambiente) e assina com `cert`. */
export function montarNFeAssinada(cert: CertificadoA1, o: OpcoesNFe): { xml: string; chave: string } {
  const dh = o.dhEmi ?? new Date();
  const dhTxt = dhBrasilia(dh);
  const cNF = o.cNF ?? String(10_000_000 + ((o.nNF * 7919) % 89_999_999)).slice(0, 8);
  const cUF = o.cUF ?? '43';
  const serie = o.serie ?? 1;
  const semDv = buildChaveAcesso({ cUF, aamm: dhTxt.slice(2, 4) + dhTxt.slice(5, 7), cnpjCpf: o.cnpj, mod: 55, serie, nNF: o.nNF, tpEmis: 1, cNF });
  const chave = semDv;
  let xml = MODELO.replace(/Id="NFe\d{44}"/, `Id="NFe${chave}"`)
    .replace(/<cUF>\d+<\/cUF>/, `<cUF>${cUF}</cUF>`)
    .replace(/<cNF>\d+<\/cNF>/, `<cNF>${cNF}</cNF>`)
    .replace(/<serie>\d+<\/serie>/, `<serie>${serie}</serie>`)
    .replace(/<nNF>\d+<\/nNF>/, `<nNF>${o.nNF}</nNF>`)
    .replace(/<dhEmi>[^<]+<\/dhEmi>/, `<dhEmi>${dhTxt}</dhEmi>`)
    .replace(/<dhSaiEnt>[^<]+<\/dhSaiEnt>/, `<dhSaiEnt>${dhTxt}</dhSaiEnt>`)
    .replace(/<cDV>\d<\/cDV>/, `<cDV>${chave[43]}</cDV>`)
    .replace(/<tpAmb>\d<\/tpAmb>/, `<tpAmb>${o.tpAmb ?? 2}</tpAmb>`)
    .replace(/(<emit><CNPJ>)\d+(<\/CNPJ>)/, `$1${o.cnpj}$2`);
  if (o.ajustar) xml = o.ajustar(xml);
  return { xml: assinarXml(xml, 'infNFe', cert), chave };
}

const CNPJ = '11222333000181';
const CNPJ_OUTRO = '11444777000161';

let ca: AutoridadeTeste;
let servidor: CertificadoServidorTeste;
let a1: CertificadoA1;
let a1Outro: CertificadoA1;
let pacote: PacoteSchemas;
let sim: SimuladorSefaz;
let relogio = () => new Date();
let nNF = 100;

function cliente(extra: Partial<OpcoesClienteSefaz> = {}, s: SimuladorSefaz = sim): ClienteSefaz {
  return new ClienteSefaz({
    tabela: tabelaDoSimulador(s.url),
    certificado: a1,
    ca: [ca.certificadoPem],
    uf: 'RS',
    ambiente: 2,
    tentativas: 1,
    backoffMs: 10,
    timeoutConexaoMs: 5000,
    timeoutRespostaMs: 10_000,
    ...extra,
  });
}

async function erroDe(p: Promise<unknown>): Promise<SefazError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(SefazError);
    return e as SefazError;
  }
  throw new Error('era esperado um erro');
}

beforeAll(async () => {
  ca = criarAutoridadeTeste();
  servidor = emitirCertificadoServidorTeste(ca);
  a1 = carregarCertificadoA1(emitirCertificadoA1Teste(ca, { cnpj: CNPJ, razaoSocial: 'Empresa Teste Ltda', validadeDias: 30, senha: 's' }), 's');
  a1Outro = carregarCertificadoA1(emitirCertificadoA1Teste(ca, { cnpj: CNPJ_OUTRO, razaoSocial: 'Outra Empresa Ltda', validadeDias: 30, senha: 's' }), 's');
  pacote = await carregarPacoteSchemas({ diretorio: SCHEMAS });
  sim = await iniciarSimuladorSefaz({
    host: '127.0.0.1',
    pacoteSchemas: pacote,
    ca,
    certificadoServidor: servidor,
    relogio: () => relogio(),
    consultasEmProcessamento: 1,
    limiteStatusPorMinuto: 1000,
  });
}, 60_000);

afterAll(async () => {
  await sim?.parar();
  pacote?.dispose();
});

describe('status do serviço', () => {
  it('responde 107 por HTTPS com TLS mútuo e devolve os XML da troca', async () => {
    const r = await cliente().statusServico();
    expect(r.cStat).toBe('107');
    expect(r.xMotivo).toBe('Serviço em Operação');
    expect(r.requestXml).toContain('<consStatServ');
    expect(r.responseXml).toContain('<retConsStatServ');
    expect(r.envelopeRequisicao).toContain('<nfeDadosMsg xmlns="http://www.portalfiscal.inf.br/nfe/wsdl/NFeStatusServico4">');
    expect(pacote.validar(r.requestXml, 'consStatServ').valido).toBe(true);
  });

  it('656 (consumo indevido) acima do limite por minuto', async () => {
    const s = await iniciarSimuladorSefaz({ pacoteSchemas: pacote, ca, certificadoServidor: servidor, limiteStatusPorMinuto: 2 });
    try {
      const c = cliente({}, s);
      expect((await c.statusServico()).cStat).toBe('107');
      expect((await c.statusServico()).cStat).toBe('107');
      expect((await c.statusServico()).cStat).toBe('656');
    } finally {
      await s.parar();
    }
  });
});

describe('pacote de schemas lido em segundo plano', () => {
  it('a requisição que chega antes da leitura espera por ela e é respondida', async () => {
    let liberar: (p: PacoteSchemas) => void = () => undefined;
    const s = await iniciarSimuladorSefaz({ pacoteSchemas: () => new Promise((ok) => (liberar = ok)), ca, certificadoServidor: servidor });
    try {
      const resposta = cliente({}, s).statusServico();
      // o simulador já escuta, mas não responde enquanto o pacote não chega
      const cedo = await Promise.race([resposta.then(() => 'respondeu'), new Promise((ok) => setTimeout(() => ok('esperando'), 200))]);
      expect(cedo).toBe('esperando');
      liberar(pacote);
      expect((await resposta).cStat).toBe('107');
      expect((await cliente({}, s).statusServico()).cStat).toBe('107');
    } finally {
      await s.parar();
    }
  });

  it('pacote que não pôde ser lido: a requisição recebe um SOAP Fault com o motivo', async () => {
    const s = await iniciarSimuladorSefaz({ pacoteSchemas: () => Promise.reject(new Error('pasta sem XSD')), ca, certificadoServidor: servidor });
    try {
      const e = await erroDe(cliente({}, s).statusServico());
      expect(e.message).toMatch(/500|Fault|pasta sem XSD/);
    } finally {
      await s.parar();
    }
  });
});

describe('autorização', () => {
  it('síncrona: 104 + protNFe 100 com nProt de 15 dígitos e nfeProc válido no schema e na assinatura', async () => {
    const nfe = montarNFeAssinada(a1, { cnpj: CNPJ, nNF: ++nNF });
    const r = await cliente().autorizar(nfe.xml, { sincrono: true });
    expect(r.cStat).toBe('104');
    expect(r.protocolo?.cStat).toBe('100');
    expect(r.protocolo?.chNFe).toBe(nfe.chave);
    expect(r.protocolo?.nProt).toMatch(/^143\d{12}$/);
    expect(r.protocolo?.digVal).toMatch(/=$/);
    expect(r.requestXml).toContain('<indSinc>1</indSinc>');
    expect(pacote.validar(r.requestXml, 'enviNFe').valido).toBe(true);
    expect(r.nfeProc).toBeDefined();
    const v = pacote.validar(r.nfeProc!, 'nfeProc');
    expect(v.erros).toEqual([]);
    expect(verificarAssinatura(r.nfeProc!).valida).toBe(true);
    expect(sim.estado.autorizadas.get(nfe.chave)?.nProt).toBe(r.protocolo?.nProt);
  });

  it('assíncrona: 103 com recibo, 105 na primeira consulta, depois 104/100', async () => {
    const nfe = montarNFeAssinada(a1, { cnpj: CNPJ, nNF: ++nNF });
    const c = cliente();
    const r = await c.autorizar([nfe.xml], { sincrono: false });
    expect(r.cStat).toBe('103');
    expect(r.nRec).toMatch(/^\d{15}$/);
    expect(r.protocolo).toBeUndefined();
    const q1 = await c.consultarRecibo(r.nRec!);
    expect(q1.cStat).toBe('105');
    const q2 = await c.consultarRecibo(r.nRec!);
    expect(q2.cStat).toBe('104');
    expect(q2.protocolo?.cStat).toBe('100');
    expect(q2.nfeProc).toContain('<protNFe');
    expect(pacote.validar(q2.nfeProc!, 'nfeProc').valido).toBe(true);
  });

  it('reenvio da mesma NF-e: 204 e corrigirDuplicidade devolve o protocolo original', async () => {
    const nfe = montarNFeAssinada(a1, { cnpj: CNPJ, nNF: ++nNF });
    const c = cliente();
    const r1 = await c.autorizar(nfe.xml, { sincrono: true });
    expect(r1.protocolo?.cStat).toBe('100');
    const r2 = await c.autorizar(nfe.xml, { sincrono: true });
    expect(r2.protocolo?.cStat).toBe('204');
    expect(r2.protocolo?.xMotivo).toMatch(/^Duplicidade de NF-e \[nRec:\d{15}\]$/);
    expect(ClienteSefaz.exigeConsulta(r2.protocolo!.cStat)).toBe(true);
    const d = await cliente().corrigirDuplicidade(nfe.chave, nfe.xml);
    expect(d.protocolo?.nProt).toBe(r1.protocolo?.nProt);
    expect(d.nfeProc).toBeDefined();
    expect(pacote.validar(d.nfeProc!, 'nfeProc').valido).toBe(true);
  });

  it('mesmo número com outra chave: 539 citando a chave autorizada', async () => {
    const n = ++nNF;
    const a = montarNFeAssinada(a1, { cnpj: CNPJ, nNF: n, cNF: '12345678' });
    const b = montarNFeAssinada(a1, { cnpj: CNPJ, nNF: n, cNF: '87654321' });
    expect((await cliente().autorizar(a.xml, { sincrono: true })).protocolo?.cStat).toBe('100');
    const r = await cliente().autorizar(b.xml, { sincrono: true });
    expect(r.protocolo?.cStat).toBe('539');
    expect(r.protocolo?.xMotivo).toContain(`[chNFe: ${a.chave}]`);
  });

  it('assinatura adulterada: 297', async () => {
    const nfe = montarNFeAssinada(a1, { cnpj: CNPJ, nNF: ++nNF });
    const adulterada = nfe.xml.replace('<vNF>500.00</vNF>', '<vNF>501.00</vNF>');
    expect(adulterada).not.toBe(nfe.xml);
    const r = await cliente().autorizar(adulterada, { sincrono: true });
    expect(r.protocolo?.cStat).toBe('297');
    expect(sim.estado.autorizadas.has(nfe.chave)).toBe(false);
  });

  it('certificado de outro CNPJ-base: 213', async () => {
    const nfe = montarNFeAssinada(a1Outro, { cnpj: CNPJ, nNF: ++nNF });
    const r = await cliente({ certificado: a1Outro }).autorizar(nfe.xml, { sincrono: true });
    expect(r.protocolo?.cStat).toBe('213');
  });

  it('falha de schema na NF-e: 225; no lote: 215 (motivo em pt-BR)', async () => {
    const nfe = montarNFeAssinada(a1, { cnpj: CNPJ, nNF: ++nNF, ajustar: (x) => x.replace('<CFOP>6101</CFOP>', '<CFOP>61010</CFOP>') });
    const r = await cliente().autorizar(nfe.xml, { sincrono: true });
    expect(r.cStat).toBe('225');
    expect(r.xMotivo).toMatch(/^Rejeição: Falha no Schema XML do lote de NFe: .*CFOP/);
    expect(r.protocolo).toBeUndefined();
    const ok = montarNFeAssinada(a1, { cnpj: CNPJ, nNF: ++nNF });
    const lote = `<enviNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><idLote>ABC</idLote><indSinc>1</indSinc>${ok.xml}</enviNFe>`;
    const r2 = await cliente().autorizar(lote, { sincrono: true });
    expect(r2.cStat).toBe('215');
    expect(r2.xMotivo).toMatch(/^Rejeição: Falha no schema XML/);
  });

  it('regras: ambiente 252, emissão futura 703, emissão atrasada 228, chave inconsistente 502, DV da chave 236', async () => {
    const c = cliente();
    const amb = montarNFeAssinada(a1, { cnpj: CNPJ, nNF: ++nNF, tpAmb: 1 });
    expect((await c.autorizar(amb.xml, { sincrono: true })).protocolo?.cStat).toBe('252');
    const fut = montarNFeAssinada(a1, { cnpj: CNPJ, nNF: ++nNF, dhEmi: new Date(Date.now() + 3_600_000) });
    expect((await c.autorizar(fut.xml, { sincrono: true })).protocolo?.cStat).toBe('703');
    const velha = montarNFeAssinada(a1, { cnpj: CNPJ, nNF: ++nNF, dhEmi: new Date(Date.now() - 40 * 86_400_000) });
    expect((await c.autorizar(velha.xml, { sincrono: true })).protocolo?.cStat).toBe('228');
    const inc = montarNFeAssinada(a1, { cnpj: CNPJ, nNF: ++nNF, ajustar: (x) => x.replace(/<nNF>\d+<\/nNF>/, '<nNF>999</nNF>') });
    expect((await c.autorizar(inc.xml, { sincrono: true })).protocolo?.cStat).toBe('502');
    const dv = montarNFeAssinada(a1, {
      cnpj: CNPJ,
      nNF: ++nNF,
      ajustar: (x) => {
        const chave = /Id="NFe(\d{44})"/.exec(x)![1];
        const errado = String((Number(chave[43]) + 1) % 10);
        return x.replace(`Id="NFe${chave}"`, `Id="NFe${chave.slice(0, 43)}${errado}"`).replace(/<cDV>\d<\/cDV>/, `<cDV>${errado}</cDV>`);
      },
    });
    expect((await c.autorizar(dv.xml, { sincrono: true })).protocolo?.cStat).toBe('236');
  });

  it('relógio injetado do simulador decide o 703', async () => {
    const nfe = montarNFeAssinada(a1, { cnpj: CNPJ, nNF: ++nNF });
    relogio = () => new Date(Date.now() - 3_600_000);
    try {
      expect((await cliente().autorizar(nfe.xml, { sincrono: true })).protocolo?.cStat).toBe('703');
    } finally {
      relogio = () => new Date();
    }
  });

  it('UF do emitente fora do autorizador: 226', async () => {
    const nfe = montarNFeAssinada(a1, { cnpj: CNPJ, nNF: ++nNF, cUF: '35' });
    // cliente configurado para RS envia ao autorizador RS uma NF-e de SP
    const r = await cliente().autorizar(nfe.xml, { sincrono: true });
    expect(r.protocolo?.cStat).toBe('226');
  });
});

describe('eventos', () => {
  let chave: string;
  let nProt: string;
  beforeAll(async () => {
    const nfe = montarNFeAssinada(a1, { cnpj: CNPJ, nNF: ++nNF });
    const r = await cliente().autorizar(nfe.xml, { sincrono: true });
    chave = nfe.chave;
    nProt = r.protocolo!.nProt!;
  });

  it('CC-e seq 1 e 2: 135; sequência repetida: 573; texto de condições de uso do schema', async () => {
    const c = cliente();
    const r1 = await c.cartaCorrecao({ chave, nSeqEvento: 1, xCorrecao: 'Correcao do endereco do destinatario: numero 2040' });
    expect(r1.cStat).toBe('128');
    expect(r1.evento?.cStat).toBe('135');
    expect(r1.evento?.nProt).toMatch(/^143\d{12}$/);
    expect(r1.requestXml).toContain(`<xCondUso>${XCONDUSO_CCE}</xCondUso>`);
    expect(pacote.validar(r1.requestXml, 'envCCe').valido).toBe(true);
    expect(r1.procEventoNFe).toContain('<procEventoNFe');
    const r2 = await c.cartaCorrecao({ chave, nSeqEvento: 2, xCorrecao: 'Correcao do complemento do endereco de entrega' });
    expect(r2.evento?.cStat).toBe('135');
    const r3 = await c.cartaCorrecao({ chave, nSeqEvento: 2, xCorrecao: 'Correcao do complemento do endereco de entrega' });
    expect(r3.evento?.cStat).toBe('573');
    await expect(c.cartaCorrecao({ chave, nSeqEvento: 21, xCorrecao: 'Correcao do complemento do endereco' })).rejects.toThrow(/entre 1 e 20/);
    await expect(c.cartaCorrecao({ chave, nSeqEvento: 3, xCorrecao: 'curta' })).rejects.toThrow(/15 a 1000 caracteres/);
  });

  it('cancelamento: justificativa curta recusada no cliente; válido 135; consulta mostra 101; repetido 573', async () => {
    const c = cliente();
    const antes = sim.estado.requisicoes.RecepcaoEvento ?? 0;
    const e = await erroDe(c.cancelar({ chave, nProt, xJust: 'curta demais' }));
    expect(e.codigo).toBe('validacao');
    expect(e.message).toBe('Justificativa do cancelamento deve ter de 15 a 255 caracteres (informados 12)');
    expect(sim.estado.requisicoes.RecepcaoEvento ?? 0).toBe(antes);
    const errado = await c.cancelar({ chave, nProt: '143000000000000', xJust: 'Erro na digitacao dos dados do cliente' });
    expect(errado.evento?.cStat).toBe('222');
    const r = await c.cancelar({ chave, nProt, xJust: 'Erro na digitacao dos dados do cliente' });
    expect(r.cStat).toBe('128');
    expect(r.evento?.cStat).toBe('135');
    expect(pacote.validar(r.requestXml, 'envEventoCancNFe').valido).toBe(true);
    const q = await c.consultarProtocolo(chave);
    expect(q.cStat).toBe('101');
    expect(q.cancelada).toBe(true);
    expect(q.protocolo?.nProt).toBe(nProt);
    expect(q.eventos.map((x) => x.tpEvento).sort()).toEqual(['110110', '110110', '110111']);
    const de = await c.cancelar({ chave, nProt, xJust: 'Erro na digitacao dos dados do cliente' });
    expect(de.evento?.cStat).toBe('573');
  });

  it('consulta de chave inexistente: 217', async () => {
    const nfe = montarNFeAssinada(a1, { cnpj: CNPJ, nNF: ++nNF });
    const q = await cliente().consultarProtocolo(nfe.chave);
    expect(q.cStat).toBe('217');
    expect(q.protocolo).toBeUndefined();
  });
});

describe('inutilização', () => {
  it('102 com protocolo; repetida 563; faixa sobreposta 256; NF-e de número inutilizado 206', async () => {
    const c = cliente();
    const ano = new Date().getFullYear();
    const r = await c.inutilizar({ ano, serie: 7, nNFIni: 10, nNFFin: 20, xJust: 'Falha no sistema de numeracao' });
    expect(r.cStat).toBe('102');
    expect(r.nProt).toMatch(/^143\d{12}$/);
    expect(r.requestXml).toContain(`Id="ID43${String(ano).slice(-2)}${CNPJ}55007000000010000000020"`);
    expect(pacote.validar(r.requestXml, 'inutNFe').valido).toBe(true);
    expect(r.procInutNFe).toMatch(/^<ProcInutNFe /);
    expect(pacote.validar(r.procInutNFe!, 'procInutNFe').erros).toEqual([]);
    const d = await c.inutilizar({ ano, serie: 7, nNFIni: 10, nNFFin: 20, xJust: 'Falha no sistema de numeracao' });
    expect(d.cStat).toBe('563');
    const s = await c.inutilizar({ ano, serie: 7, nNFIni: 15, nNFFin: 25, xJust: 'Falha no sistema de numeracao' });
    expect(s.cStat).toBe('256');
    const nfe = montarNFeAssinada(a1, { cnpj: CNPJ, nNF: 12, serie: 7 });
    expect((await c.autorizar(nfe.xml, { sincrono: true })).protocolo?.cStat).toBe('206');
    await expect(c.inutilizar({ ano, serie: 7, nNFIni: 30, nNFFin: 31, xJust: 'curta' })).rejects.toThrow(/15 a 255/);
  });
});

describe('TLS e rede', () => {
  it('cliente sem certificado é recusado pelo simulador', async () => {
    const u = new URL(sim.url);
    const erro = await new Promise<Error | undefined>((resolve) => {
      const req = https.request(
        { hostname: u.hostname, port: u.port, path: '/RS/ws/NFeStatusServico4.asmx', method: 'POST', ca: [ca.certificadoPem], agent: false },
        (res) => {
          res.resume();
          res.on('end', () => resolve(undefined));
        },
      );
      req.on('error', resolve);
      req.end('<x/>');
    });
    expect(erro).toBeInstanceOf(Error);
    expect(String((erro as NodeJS.ErrnoException).code ?? erro!.message)).toMatch(/CERTIFICATE_REQUIRED|ECONNRESET|EPIPE|socket hang up/i);
  });

  it('servidor com certificado de AC não confiável é recusado pelo cliente com mensagem clara', async () => {
    const outraCa = criarAutoridadeTeste('AC Desconhecida');
    const e = await erroDe(cliente({ ca: [outraCa.certificadoPem], tentativas: 3 }).statusServico());
    expect(e.codigo).toBe('certificado-servidor');
    expect(e.message).toMatch(/^Certificado do servidor da SEFAZ \(127\.0\.0\.1:\d+\) não é confiável/);
    expect(e.tentativas).toBe(1);
  });

  it('sem AC configurada o cliente não é criado (verificação nunca desligada)', () => {
    expect(() => cliente({ ca: [] })).toThrow(/Nenhuma AC confiável configurada/);
  });

  it('queda de rede: autorização não é repetida; consulta repete e reconcilia sem duplicar', async () => {
    const nfe = montarNFeAssinada(a1, { cnpj: CNPJ, nNF: ++nNF });
    const c = cliente({ tentativas: 3 });
    const antes = sim.estado.requisicoes.NfeAutorizacao ?? 0;
    sim.estado.falhaDeRede = { restantes: 1, processar: true, servico: 'NfeAutorizacao' };
    const e = await erroDe(c.autorizar(nfe.xml, { sincrono: true }));
    expect(e.codigo).toBe('rede');
    expect(e.tentativas).toBe(1);
    expect(e.podeTerSidoProcessada).toBe(true);
    expect(e.requestXml).toContain(nfe.chave);
    expect(sim.estado.requisicoes.NfeAutorizacao).toBe(antes + 1);
    // reconciliação: a consulta sofre 2 quedas e acerta na 3ª tentativa
    sim.estado.falhaDeRede = { restantes: 2, processar: false, servico: 'NfeConsultaProtocolo' };
    const q = await c.consultarProtocolo(nfe.chave);
    expect(q.tentativas).toBe(3);
    expect(q.cStat).toBe('100');
    expect(q.protocolo?.nProt).toBe(sim.estado.autorizadas.get(nfe.chave)?.nProt);
    expect([...sim.estado.autorizadas.keys()].filter((k) => k === nfe.chave)).toHaveLength(1);
    const d = await c.corrigirDuplicidade(nfe.chave, nfe.xml);
    expect(d.nfeProc).toContain(nfe.chave);
    // quedas além do limite: erro com as tentativas contadas
    sim.estado.falhaDeRede = { restantes: 5, processar: false, servico: 'NfeConsultaProtocolo' };
    const e2 = await erroDe(c.consultarProtocolo(nfe.chave));
    expect(e2.codigo).toBe('rede');
    expect(e2.tentativas).toBe(3);
    expect(e2.message).toMatch(/após 3 tentativas/);
    sim.estado.falhaDeRede = { restantes: 0, processar: true };
  });

  it('tempo de resposta esgotado: erro timeout com repetições', async () => {
    let recebidas = 0;
    const mudo = https.createServer(
      { key: servidor.keyPem, cert: servidor.certPem, ca: [ca.certificadoPem], requestCert: true, rejectUnauthorized: true },
      () => {
        recebidas++; // nunca responde
      },
    );
    await new Promise<void>((r) => mudo.listen(0, '127.0.0.1', () => r()));
    try {
      const url = `https://127.0.0.1:${(mudo.address() as AddressInfo).port}`;
      const t0 = Date.now();
      const e = await erroDe(cliente({ tabela: tabelaDoSimulador(url), timeoutRespostaMs: 200, tentativas: 2, backoffMs: 10 }).statusServico());
      expect(e.codigo).toBe('timeout');
      expect(e.tentativas).toBe(2);
      expect(recebidas).toBe(2);
      expect(e.message).toMatch(/não respondeu em 200 ms/);
      expect(Date.now() - t0).toBeLessThan(5000);
    } finally {
      mudo.closeAllConnections();
      await new Promise((r) => mudo.close(r));
    }
  });
});

describe('rejeições do simulador por HTTPS', () => {
  const cadastroIrregular = { IE: '0240000001', cSit: '0' as const, xNome: 'IRREGULAR LTDA' };

  it('301: emitente irregular no CCC -> uso denegado com protocolo, número usado; reenvio 205; consulta 301', async () => {
    sim.estado.cadastros.set(`RS|${CNPJ}`, cadastroIrregular);
    try {
      const nfe = montarNFeAssinada(a1, { cnpj: CNPJ, nNF: ++nNF });
      const r = await cliente().autorizar(nfe.xml, { sincrono: true });
      expect(r.protocolo).toMatchObject({ cStat: '301', xMotivo: 'Uso Denegado: Irregularidade fiscal do emitente' });
      expect(r.protocolo?.nProt).toMatch(/^143\d{12}$/);
      // o cliente só monta o nfeProc de 100/150; o produto guarda o da denegada (transmissao.ts)
      expect(r.nfeProc).toBeUndefined();
      expect(pacote.validar(montarNfeProc(nfe.xml, r.protocolo!.xml), 'nfeProc').erros).toEqual([]);
      const de = await cliente().autorizar(nfe.xml, { sincrono: true });
      expect(de.protocolo?.cStat).toBe('205');
      expect((await cliente().consultarProtocolo(nfe.chave)).cStat).toBe('301');
      const outra = montarNFeAssinada(a1, { cnpj: CNPJ, nNF, cNF: '13572468' });
      expect((await cliente().autorizar(outra.xml, { sincrono: true })).protocolo?.cStat).toBe('539');
    } finally {
      sim.estado.cadastros.delete(`RS|${CNPJ}`);
    }
  });

  it('302: destinatário contribuinte irregular no CCC -> uso denegado', async () => {
    sim.estado.cadastros.set('SP|58716523000119', cadastroIrregular);
    try {
      const nfe = montarNFeAssinada(a1, { cnpj: CNPJ, nNF: ++nNF });
      const r = await cliente().autorizar(nfe.xml, { sincrono: true });
      expect(r.protocolo).toMatchObject({ cStat: '302', xMotivo: 'Uso Denegado: Irregularidade fiscal do destinatário' });
    } finally {
      sim.estado.cadastros.delete('SP|58716523000119');
    }
  });

  it('598, 778, 564, 610, 629, 531 chegam pelo web service com o texto do MOC', async () => {
    const casos: Array<[string, (x: string) => string]> = [
      ['598', (x) => x.replace('NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL', 'CLIENTE DE VERDADE LTDA')],
      ['778', (x) => x.replace(/<NCM>\d{8}<\/NCM>/, '<NCM>61099999</NCM>')],
      ['564', (x) => x.replace(/(<ICMSTot>[\s\S]*?<vProd>)([\d.]+)/, (_m, a: string, v: string) => `${a}${(Number(v) + 1).toFixed(2)}`)],
      ['610', (x) => x.replace(/<vNF>([\d.]+)<\/vNF>/, (_m, v: string) => `<vNF>${(Number(v) + 1).toFixed(2)}</vNF>`)],
      ['629', (x) => x.replace(/(<det nItem="1">[\s\S]*?<vProd>)([\d.]+)/, (_m, a: string, v: string) => `${a}${(Number(v) + 0.05).toFixed(2)}`)],
      ['531', (x) => x.replace(/(<ICMSTot><vBC>)[\d.]+/, '$110.00')],
    ];
    for (const [cStat, ajustar] of casos) {
      const nfe = montarNFeAssinada(a1, { cnpj: CNPJ, nNF: ++nNF, ajustar });
      const r = await cliente().autorizar(nfe.xml, { sincrono: true });
      expect(r.protocolo?.cStat, r.protocolo?.xMotivo).toBe(cStat);
    }
  });

  it('656: o mesmo número rejeitado 3 vezes pelo mesmo motivo -> o 4º envio recebe 656 no lote, sem protocolo', async () => {
    const nfe = montarNFeAssinada(a1, { cnpj: CNPJ, nNF: ++nNF, ajustar: (x) => x.replace(/<NCM>\d{8}<\/NCM>/, '<NCM>61099999</NCM>') });
    for (let i = 0; i < 3; i++) expect((await cliente().autorizar(nfe.xml, { sincrono: true })).protocolo?.cStat).toBe('778');
    const r = await cliente().autorizar(nfe.xml, { sincrono: true });
    expect(r.cStat).toBe('656');
    expect(r.xMotivo).toBe('Rejeição: Consumo Indevido');
    expect(r.protocolo).toBeUndefined();
  });

  it('764: lote síncrono com duas NF-e', async () => {
    const a = montarNFeAssinada(a1, { cnpj: CNPJ, nNF: ++nNF });
    const b = montarNFeAssinada(a1, { cnpj: CNPJ, nNF: ++nNF });
    const lote = `<enviNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><idLote>1</idLote><indSinc>1</indSinc>${a.xml}${b.xml}</enviNFe>`;
    const r = await cliente().autorizar(lote, { sincrono: true });
    expect(r.cStat).toBe('764');
    expect(r.xMotivo).toBe('Rejeição: Solicitada resposta síncrona para Lote com mais de uma NF-e (indSinc=1)');
  });

  it('cancelamento: 155 depois de 24 h (nota cancelada), 501 depois de 7 dias; CC-e em NFC-e: 784; NFC-e depois de 24 h: 220', async () => {
    const autorizada = async () => {
      const nfe = montarNFeAssinada(a1, { cnpj: CNPJ, nNF: ++nNF });
      const r = await cliente().autorizar(nfe.xml, { sincrono: true });
      return { chave: nfe.chave, nProt: r.protocolo!.nProt! };
    };
    const tarde = await autorizada();
    sim.estado.autorizadas.get(tarde.chave)!.autorizadaEm -= 30 * 3_600_000;
    const r155 = await cliente().cancelar({ ...tarde, xJust: 'Erro na digitacao dos dados do cliente' });
    expect(r155.evento).toMatchObject({ cStat: '155', xMotivo: 'Cancelamento homologado fora de prazo' });
    expect(r155.procEventoNFe).toContain('<cStat>155</cStat>');
    expect((await cliente().consultarProtocolo(tarde.chave)).cStat).toBe('101');
    const velha = await autorizada();
    sim.estado.autorizadas.get(velha.chave)!.autorizadaEm -= 8 * 24 * 3_600_000;
    const r501 = await cliente().cancelar({ ...velha, xJust: 'Erro na digitacao dos dados do cliente' });
    expect(r501.evento).toMatchObject({ cStat: '501', xMotivo: 'Rejeição: Pedido de Cancelamento intempestivo (NF-e autorizada a mais de 7 dias)' });
    expect((await cliente().consultarProtocolo(velha.chave)).cStat).toBe('100');
    const nfce = await autorizada();
    sim.estado.autorizadas.get(nfce.chave)!.mod = '65';
    const cce = await cliente().cartaCorrecao({ chave: nfce.chave, nSeqEvento: 1, xCorrecao: 'Correcao do endereco do destinatario: numero 2040' });
    expect(cce.evento).toMatchObject({ cStat: '784', xMotivo: 'Rejeição: NFC-e não permite o evento de Carta de Correção' });
    // NFC-e: depois de 24 h da autorização, 220
    sim.estado.autorizadas.get(nfce.chave)!.autorizadaEm -= 25 * 3_600_000;
    const r220 = await cliente().cancelar({ ...nfce, xJust: 'Erro na digitacao dos dados do cliente' });
    expect(r220.evento).toMatchObject({ cStat: '220', xMotivo: 'Rejeição: Prazo de Cancelamento superior ao previsto na Legislação' });
  });
});
