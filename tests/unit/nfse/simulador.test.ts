/**
 * Ida e volta com o simulador da Sefin Nacional por HTTPS com certificado de cliente em loopback:
 * NFS-e gerada (chave de 50 dígitos, XML válido no XSD e assinado), rejeições com o código
 * oficial, cancelamento 101101, substituição 105102, consulta por DPS quando a resposta se perde.
 */
import { SignedXml } from 'xml-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificarAssinatura } from '../../../src/fiscal/assinatura/index.ts';
import { emitirCertificadoServidorTeste } from '../../../src/fiscal/certificado/index.ts';
import {
  assinarDps,
  assinarPedidoEvento,
  carregarPacoteNfse,
  chaveNfseValida,
  type ClienteNfse,
  criarClienteNfse,
  lerChaveNfse,
  lerEvento,
  lerNfse,
  montarChaveNfse,
  montarPedidoCancelamento,
  montarXmlDps,
  NfseComunicacaoError,
  type PacoteNfse,
} from '../../../src/fiscal/nfse/index.ts';
import type { SimuladorNfse } from '../../../src/sefaz-simulator/nfse/index.ts';
import { certificadosDeTeste, CNPJ_PRESTADOR, dadosDps } from './dados.ts';

const certs = certificadosDeTeste();
let pacote: PacoteNfse;
let sim: SimuladorNfse;
let cliente: ClienteNfse;
let nDps = 100;

beforeAll(async () => {
  pacote = await carregarPacoteNfse();
  const { iniciarSimuladorNfse } = await import('../../../src/sefaz-simulator/nfse/index.ts');
  sim = await iniciarSimuladorNfse({ pacote, ca: certs.ca, certificadoServidor: emitirCertificadoServidorTeste(certs.ca) });
  cliente = criarClienteNfse({ url: sim.url, certificado: { pfx: certs.pfx, senha: certs.senha }, ca: [certs.ca.certificadoPem] });
}, 60_000);
afterAll(async () => {
  await sim?.parar();
  pacote?.dispose();
});

/** DPS assinada com número novo, emitida agora. */
function dpsAssinada(extra: Parameters<typeof dadosDps>[0] = {}) {
  const d = montarXmlDps(dadosDps({ nDPS: ++nDps, dhEmi: new Date(), dCompet: new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10), ...extra }));
  return { id: d.id, xml: assinarDps(d.xml, certs.cert) };
}

describe('simulador da Sefin Nacional por mTLS', () => {
  it('gera a NFS-e: chave de 50 dígitos do emitente, XML válido no XSD e assinado, ISS calculado', async () => {
    const dps = dpsAssinada();
    const r = await cliente.emitir(dps.xml);
    expect(r.gerada).toBe(true);
    if (!r.gerada) return;
    expect(chaveNfseValida(r.chave)).toBe(true);
    expect(lerChaveNfse(r.chave)).toMatchObject({ cMun: '3550308', ambGer: '2', tpInsc: '2', inscricao: CNPJ_PRESTADOR });
    expect(r.idDps).toBe(dps.id);
    expect(pacote.validar(r.nfseXml, 'nfse').erros).toEqual([]);
    expect(verificarAssinatura(r.nfseXml).valida).toBe(true);
    const nota = lerNfse(r.nfseXml);
    expect(nota).toMatchObject({ chave: r.chave, cStat: '100', xLocEmi: 'São Paulo', valores: { vBC: 1500, pAliqAplic: 2, vISSQN: 30, vLiq: 1500 } });
    expect(nota.dps).toMatchObject({ id: dps.id, vServ: 1500, cTribNac: '140101', toma: { documento: '11444777000161' } });
    expect(nota.xTribNac).toMatch(/^Lubrificação, limpeza/);
    // consulta por chave devolve o mesmo XML
    expect((await cliente.consultarNfse(r.chave))?.nfseXml).toBe(r.nfseXml);
  });

  it('ISS retido pelo tomador com retenções federais: valores da NFS-e ao centavo; MEI gera cStat 107 sem ISS', async () => {
    const base = dadosDps();
    const retido = await cliente.emitir(
      dpsAssinada({
        valores: {
          vServPrest: { vServ: 10_000 },
          vDescCondIncond: { vDescIncond: 250.5 },
          trib: { tribMun: { tribISSQN: '1', tpRetISSQN: '2', pAliq: 5 }, tribFed: { vRetIRRF: 150, vRetCSLL: 100 }, totTrib: { indTotTrib: '0' } },
        },
      }).xml,
    );
    if (!retido.gerada) throw new Error(JSON.stringify(retido.erros));
    // base 10.000,00 - 250,50 = 9.749,50; ISS 5 % = 487,475 -> 487,48; retenções 150 + 100 + 487,48; líquido 10.000 - 250,50 - 737,48
    expect(lerNfse(retido.nfseXml).valores).toEqual({ vBC: 9749.5, pAliqAplic: 5, vISSQN: 487.48, vTotalRet: 737.48, vLiq: 9012.02 });

    const mei = await cliente.emitir(
      dpsAssinada({
        prest: { CNPJ: CNPJ_PRESTADOR, regTrib: { opSimpNac: '2', regEspTrib: '0' } },
        valores: { ...base.valores, trib: { tribMun: { tribISSQN: '1', tpRetISSQN: '1' }, totTrib: { indTotTrib: '0' } } },
      }).xml,
    );
    if (!mei.gerada) throw new Error(JSON.stringify(mei.erros));
    const notaMei = lerNfse(mei.nfseXml);
    expect(notaMei.cStat).toBe('107');
    expect(notaMei.valores).toEqual({ vLiq: 1500 });
  });

  it('aceita também a DPS assinada com RSA-SHA256 (a Sefin Nacional aceita SHA-1 e SHA-256)', async () => {
    const d = montarXmlDps(dadosDps({ nDPS: ++nDps, dhEmi: new Date(), dCompet: new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10) }));
    const sig = new SignedXml({ privateKey: certs.cert.chavePrivadaPem, publicCert: certs.cert.certificadoPem });
    sig.signatureAlgorithm = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
    sig.canonicalizationAlgorithm = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
    sig.addReference({
      xpath: `//*[@Id='${d.id}']`,
      digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
      transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315'],
    });
    sig.computeSignature(d.xml, { location: { reference: `//*[@Id='${d.id}']`, action: 'after' } });
    expect(await cliente.emitir(sig.getSignedXml())).toMatchObject({ gerada: true, idDps: d.id });
  });

  it('rejeita com o código oficial: DPS repetida (E0014), alíquota acima de 5 % (E0595), XML fora do schema (E1235), assinatura adulterada (E0714)', async () => {
    const dps = dpsAssinada();
    expect((await cliente.emitir(dps.xml)).gerada).toBe(true);
    const repetida = await cliente.emitir(dps.xml);
    expect(repetida).toMatchObject({ gerada: false, status: 400, erros: [{ codigo: 'E0014' }] });

    const base = dadosDps();
    const alta = dpsAssinada({ valores: { ...base.valores, trib: { ...base.valores.trib, tribMun: { tribISSQN: '1', tpRetISSQN: '1', pAliq: 6 } } } });
    expect(await cliente.emitir(alta.xml)).toMatchObject({ gerada: false, erros: [{ codigo: 'E0595' }] });

    const foraDoSchema = dpsAssinada();
    expect(await cliente.emitir(foraDoSchema.xml.replace('<cTribNac>140101</cTribNac>', '<cTribNac>1401</cTribNac>'))).toMatchObject({
      gerada: false,
      erros: [{ codigo: 'E1235', complemento: expect.stringContaining('cTribNac') }],
    });
    const adulterada = dpsAssinada();
    expect(await cliente.emitir(adulterada.xml.replace('<vServ>1500.00</vServ>', '<vServ>15.00</vServ>'))).toMatchObject({
      gerada: false,
      erros: [{ codigo: 'E0714' }],
    });
  });

  it('resposta perdida: a NFS-e foi gerada, a consulta pela DPS a recupera e o reenvio não duplica', async () => {
    const dps = dpsAssinada();
    sim.estado.falhaDeRede = { restantes: 1, processar: true };
    const falha = await cliente.emitir(dps.xml).catch((e: unknown) => e);
    expect(falha).toBeInstanceOf(NfseComunicacaoError);
    expect((falha as NfseComunicacaoError).podeTerSidoProcessada).toBe(true);
    const recuperada = await cliente.recuperarPorDps(dps.id);
    expect(recuperada).not.toBeNull();
    expect(lerNfse(recuperada!.nfseXml).dps.id).toBe(dps.id);
    expect(await cliente.consultarDps(dps.id)).toEqual({ idDps: dps.id, chave: recuperada!.chave });
    expect(await cliente.emitir(dps.xml)).toMatchObject({ gerada: false, erros: [{ codigo: 'E0014' }] });
    // DPS que nunca chegou: a consulta diz que não há NFS-e
    const nunca = dpsAssinada();
    expect(await cliente.consultarDps(nunca.id)).toBeNull();
  });

  it('cancela (101101): evento registrado e assinado, consultável; segundo cancelamento recusado', async () => {
    const r = await cliente.emitir(dpsAssinada().xml);
    if (!r.gerada) throw new Error('não gerou');
    const pedido = montarPedidoCancelamento({
      chave: r.chave,
      tpAmb: '2',
      dhEvento: new Date(),
      CNPJAutor: CNPJ_PRESTADOR,
      cMotivo: '1',
      xMotivo: 'Valor do serviço digitado errado',
    });
    const assinado = assinarPedidoEvento(pedido.xml, certs.cert);
    expect(pacote.validar(assinado, 'pedRegEvento').erros).toEqual([]);
    const ev = await cliente.registrarEvento(r.chave, assinado);
    expect(ev.registrado).toBe(true);
    if (!ev.registrado) return;
    expect(pacote.validar(ev.eventoXml, 'evento').erros).toEqual([]);
    expect(verificarAssinatura(ev.eventoXml).valida).toBe(true);
    expect(lerEvento(ev.eventoXml)).toMatchObject({ chave: r.chave, tpEvento: '101101', nSeqEvento: '1', cMotivo: '1' });
    expect(await cliente.consultarEvento(r.chave, '101101', 1)).toBe(ev.eventoXml);
    const outra = await cliente.registrarEvento(
      r.chave,
      assinarPedidoEvento(
        montarPedidoCancelamento({
          ...pedido,
          chave: r.chave,
          tpAmb: '2',
          dhEvento: new Date(),
          CNPJAutor: CNPJ_PRESTADOR,
          cMotivo: '9',
          xMotivo: 'Segunda tentativa de cancelar',
        }).xml,
        certs.cert,
      ),
    );
    expect(outra).toMatchObject({ registrado: false, erros: [{ descricao: 'NFS-e já cancelada' }] });
  });

  it('substitui: a substituta referencia a original, que recebe o 105102; substituir de novo a cancelada é E0046', async () => {
    const original = await cliente.emitir(dpsAssinada().xml);
    if (!original.gerada) throw new Error('não gerou');
    const subst = { chSubstda: original.chave, cMotivo: '99' as const, xMotivo: 'Descrição do serviço incompleta' };
    const substituta = await cliente.emitir(dpsAssinada({ subst }).xml);
    expect(substituta.gerada).toBe(true);
    if (!substituta.gerada) return;
    expect(lerNfse(substituta.nfseXml).dps.chSubstda).toBe(original.chave);
    const ev = await cliente.consultarEvento(original.chave, '105102');
    expect(ev).not.toBeNull();
    expect(pacote.validar(ev!, 'evento').erros).toEqual([]);
    expect(lerEvento(ev!)).toMatchObject({ tpEvento: '105102', chSubstituta: substituta.chave, cMotivo: '99' });
    expect(await cliente.emitir(dpsAssinada({ subst }).xml)).toMatchObject({ gerada: false, erros: [{ codigo: 'E0046' }] });
    const inexistente = montarChaveNfse({ cMun: '3550308', CNPJ: CNPJ_PRESTADOR, nNFSe: 999_999, AAMM: '2611' });
    expect(await cliente.consultarNfse(inexistente)).toBeNull();
  });

  it('sem certificado de cliente da AC aceita, o TLS recusa a conexão', async () => {
    const outraAc = certificadosDeTeste();
    const intruso = criarClienteNfse({ url: sim.url, certificado: { pfx: outraAc.pfx, senha: outraAc.senha }, ca: [certs.ca.certificadoPem] });
    const e = await intruso.consultarDps(dpsAssinada().id).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(NfseComunicacaoError);
  });
});
