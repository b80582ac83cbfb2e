/**
 * Chave de acesso da NFS-e (50 dígitos), Ids de pedido e de evento, pedidos de cancelamento e de
 * substituição no XSD, o pacote lido do ZIP oficial (pastas Schemas/1.00 e Schemas/1.01) e as
 * falhas de comunicação do cliente.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificarAssinatura } from '../../../src/fiscal/assinatura/index.ts';
import { emitirCertificadoServidorTeste } from '../../../src/fiscal/certificado/index.ts';
import {
  assinarDps,
  assinarPedidoEvento,
  carregarPacoteNfse,
  chaveNfseValida,
  criarClienteNfse,
  DIR_SCHEMAS_NFSE,
  lerChaveNfse,
  montarChaveNfse,
  montarIdEvento,
  montarIdPedidoEvento,
  montarPedidoCancelamento,
  montarPedidoSubstituicao,
  montarXmlDps,
  NfseComunicacaoError,
  NfseDadosError,
  type PacoteNfse,
} from '../../../src/fiscal/nfse/index.ts';
import { criarZip } from '../../../src/fiscal/zip/gravar.ts';
import { certificadosDeTeste, CNPJ_PRESTADOR, dadosDps } from './dados.ts';

const certs = certificadosDeTeste();
let pacote: PacoteNfse;
beforeAll(async () => {
  pacote = await carregarPacoteNfse();
}, 60_000);
afterAll(() => pacote.dispose());

describe('chave de acesso da NFS-e', () => {
  it('município (7) + ambiente gerador (1) + tipo de inscrição (1) + inscrição (14) + nNFSe (13) + AAMM (4) + cNum (9) + DV módulo 11', () => {
    const chave = montarChaveNfse({ cMun: '3550308', CNPJ: CNPJ_PRESTADOR, nNFSe: 42, AAMM: '2611', cNum: '123456789' });
    expect(chave).toHaveLength(50);
    expect(chave.slice(0, 49)).toBe('3550308' + '2' + '2' + CNPJ_PRESTADOR + '0000000000042' + '2611' + '123456789');
    // DV: soma dos dígitos com pesos 2..9 da direita para a esquerda, resto 11
    let soma = 0;
    for (let i = 48, peso = 2; i >= 0; i--, peso = peso === 9 ? 2 : peso + 1) soma += Number(chave[i]) * peso;
    const resto = soma % 11;
    expect(chave[49]).toBe(String(resto < 2 ? 0 : 11 - resto));
    expect(chaveNfseValida(chave)).toBe(true);
    expect(chaveNfseValida(chave.slice(0, 49) + ((Number(chave[49]) + 1) % 10))).toBe(false);
    expect(lerChaveNfse(chave)).toEqual({
      cMun: '3550308',
      ambGer: '2',
      tpInsc: '2',
      inscricao: CNPJ_PRESTADOR,
      nNFSe: '0000000000042',
      AAMM: '2611',
      cNum: '123456789',
      DV: chave[49],
    });
    const cpf = lerChaveNfse(montarChaveNfse({ cMun: '3131307', CPF: '52998224725', nNFSe: 1, AAMM: '2601' }));
    expect(cpf).toMatchObject({ tpInsc: '1', inscricao: '00052998224725' });
    expect(() => montarChaveNfse({ cMun: '3550308', CNPJ: CNPJ_PRESTADOR, nNFSe: 0, AAMM: '2611' })).toThrow(/nNFSe/);
  });

  it('Id do pedido de evento (PRE + chave + tipo, 59) e do evento registrado (EVT + chave + tipo + número, 62)', () => {
    const chave = montarChaveNfse({ cMun: '3550308', CNPJ: CNPJ_PRESTADOR, nNFSe: 7, AAMM: '2611' });
    expect(montarIdPedidoEvento(chave, '101101')).toBe(`PRE${chave}101101`);
    expect(montarIdEvento(chave, '105102', 2)).toBe(`EVT${chave}105102002`);
    expect(() => montarIdPedidoEvento(`${chave.slice(0, 49)}x`, '101101')).toThrow(/inválida/);
  });
});

describe('pedidos de evento', () => {
  const chave = montarChaveNfse({ cMun: '3550308', CNPJ: CNPJ_PRESTADOR, nNFSe: 9, AAMM: '2611' });
  const substituta = montarChaveNfse({ cMun: '3550308', CNPJ: CNPJ_PRESTADOR, nNFSe: 10, AAMM: '2611' });

  it('cancelamento e substituição assinados validam no pedRegEvento_v1.01.xsd', () => {
    const canc = montarPedidoCancelamento({
      chave,
      tpAmb: '2',
      dhEvento: new Date('2026-11-20T15:00:00Z'),
      CNPJAutor: CNPJ_PRESTADOR,
      cMotivo: '2',
      xMotivo: 'Serviço não foi executado',
    });
    expect(canc.id).toBe(`PRE${chave}101101`);
    expect(canc.xml).toContain('<dhEvento>2026-11-20T12:00:00-03:00</dhEvento>');
    const sub = montarPedidoSubstituicao({ chave, tpAmb: '2', dhEvento: new Date(), CNPJAutor: CNPJ_PRESTADOR, cMotivo: '01', chSubstituta: substituta });
    for (const p of [canc, sub]) {
      const assinado = assinarPedidoEvento(p.xml, certs.cert);
      expect(pacote.validar(assinado, 'pedRegEvento').erros).toEqual([]);
      expect(verificarAssinatura(assinado).valida).toBe(true);
    }
  });

  it('recusa justificativa curta, motivo fora da tabela e substituta igual à original, nomeando o campo', () => {
    const base = { chave, tpAmb: '2' as const, dhEvento: new Date(), CNPJAutor: CNPJ_PRESTADOR };
    expect(() => montarPedidoCancelamento({ ...base, cMotivo: '1', xMotivo: 'curta' })).toThrow(NfseDadosError);
    expect(() => montarPedidoCancelamento({ ...base, cMotivo: '3' as never, xMotivo: 'Justificativa suficiente' })).toThrow(/cMotivo/);
    expect(() => montarPedidoSubstituicao({ ...base, cMotivo: '99', chSubstituta: chave })).toThrow(/chSubstituta/);
  });
});

describe('pacote do ZIP oficial', () => {
  it('com Schemas/1.00 e Schemas/1.01, usa a pasta do DPS de maior versão e valida a DPS', async () => {
    const dir = path.join(DIR_SCHEMAS_NFSE, 'v1.01-20260209');
    const entradas = readdirSync(dir).map((f) => ({ nome: `Schemas/1.01/${f}`, dados: readFileSync(path.join(dir, f)) }));
    entradas.push({ nome: 'Schemas/1.00/DPS_v1.00.xsd', dados: Buffer.from('<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"/>') });
    const doZip = await carregarPacoteNfse({ zip: criarZip(entradas) });
    try {
      expect(doZip.versaoLeiaute).toBe('1.01');
      expect(doZip.arquivos).toContain('DPS_v1.01.xsd');
      expect(doZip.validar(assinarDps(montarXmlDps(dadosDps()).xml, certs.cert), 'dps').erros).toEqual([]);
    } finally {
      doZip.dispose();
    }
    await expect(carregarPacoteNfse({ zip: criarZip([{ nome: 'x/NFSe_v1.01.xsd', dados: '<x/>' }]) })).rejects.toThrow(/DPS_v\*\.xsd/);
  });
});

describe('falhas de comunicação do cliente', () => {
  it('URL sem HTTPS é recusada; conexão derrubada antes da resposta vira NfseComunicacaoError que pode ter sido processada', async () => {
    expect(() => criarClienteNfse({ url: 'http://sefin.exemplo', certificado: { pfx: certs.pfx, senha: certs.senha } })).toThrow(NfseComunicacaoError);
    const { iniciarSimuladorNfse } = await import('../../../src/sefaz-simulator/nfse/index.ts');
    const sim = await iniciarSimuladorNfse({ pacote, ca: certs.ca, certificadoServidor: emitirCertificadoServidorTeste(certs.ca) });
    try {
      const cliente = criarClienteNfse({ url: `${sim.url}/SefinNacional`, certificado: { pfx: certs.pfx, senha: certs.senha }, ca: [certs.ca.certificadoPem] });
      sim.estado.falhaDeRede = { restantes: 1, processar: false };
      const dps = montarXmlDps(dadosDps({ dhEmi: new Date(), dCompet: new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10) }));
      const e = await cliente.emitir(assinarDps(dps.xml, certs.cert)).catch((x: unknown) => x);
      expect(e).toMatchObject({ name: 'NfseComunicacaoError', codigo: 'rede', podeTerSidoProcessada: true });
      // não processou: a consulta pela DPS responde que não há NFS-e, e o reenvio gera
      expect(await cliente.consultarDps(dps.id)).toBeNull();
      expect((await cliente.emitir(assinarDps(dps.xml, certs.cert))).gerada).toBe(true);
      expect(sim.estado.requisicoes['POST /nfse']).toBe(2);
    } finally {
      await sim.parar();
    }
  });
});
