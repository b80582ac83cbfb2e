/**
 * DPS da NFS-e Nacional: o pacote oficial embutido (inalterado), a DPS montada valida no XSD 1.01,
 * a assinatura confere no nosso verificador e no xmlsec1, e dado ruim é recusado pelo campo.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificarAssinatura } from '../../../src/fiscal/assinatura/index.ts';
import {
  ajustarSerieDps,
  assinarDps,
  carregarPacoteNfse,
  compactarXml,
  descompactarXml,
  DIR_SCHEMAS_NFSE,
  montarIdDps,
  montarXmlDps,
  NfseDadosError,
  type PacoteNfse,
} from '../../../src/fiscal/nfse/index.ts';
import { certificadosDeTeste, dadosDps } from './dados.ts';

const XMLSEC = process.env.XMLSEC1 ?? '/usr/bin/xmlsec1';
const PASTA = path.join(DIR_SCHEMAS_NFSE, 'v1.01-20260209');
let pacote: PacoteNfse;
const certs = certificadosDeTeste();

beforeAll(async () => {
  pacote = await carregarPacoteNfse();
}, 60_000);
afterAll(() => pacote.dispose());

describe('pacote de schemas da NFS-e embutido', () => {
  it('é o oficial de 09/02/2026, inalterado (SHA-256 de cada arquivo) e é o carregado por padrão', () => {
    const lista = readFileSync('tests/fixtures/dados/nfse-v1.01-20260209.sha256', 'utf8').trim().split('\n');
    const oficiais = new Map(lista.map((l) => [l.slice(66), l.slice(0, 64)] as const));
    const xsds = readdirSync(PASTA).filter((f) => f.endsWith('.xsd'));
    expect(xsds.sort()).toEqual([...oficiais.keys()].sort());
    for (const f of xsds)
      expect(
        createHash('sha256')
          .update(readFileSync(path.join(PASTA, f)))
          .digest('hex'),
        f,
      ).toBe(oficiais.get(f));
    expect(pacote.versao).toBe('v1.01-20260209');
    expect(pacote.versaoLeiaute).toBe('1.01');
  });

  it('a única mudança em memória tira as âncoras literais do TSSerieDPS', () => {
    const original = readFileSync(path.join(PASTA, 'tiposSimples_v1.01.xsd'));
    const ajustado = Buffer.from(ajustarSerieDps(new Uint8Array(original)));
    expect(original.toString('utf8')).toContain('<xs:pattern value="^0{0,4}\\d{1,5}$"/>');
    expect(ajustado.toString('utf8')).toBe(original.toString('utf8').replace('value="^0{0,4}\\d{1,5}$"', 'value="0{0,4}\\d{1,5}"'));
    const outro = readFileSync(path.join(PASTA, 'tiposComplexos_v1.01.xsd'));
    expect(Buffer.from(ajustarSerieDps(new Uint8Array(outro))).equals(outro)).toBe(true);
  });
});

describe('montarXmlDps', () => {
  it('DPS de serviço com ISS próprio: Id de 45 posições e XML válido no XSD 1.01', () => {
    const { id, xml } = montarXmlDps(dadosDps());
    expect(id).toBe('DPS3550308211222333000181000010000000000000' + '42');
    expect(id).toHaveLength(45);
    expect(xml).toContain('<dhEmi>2026-11-20T10:00:00-03:00</dhEmi>');
    expect(xml).toContain('<vServ>1500.00</vServ>');
    expect(xml).toContain('<pAliq>2.00</pAliq>');
    expect(xml).toContain('Metalúrgica Vale do Aço &amp; Cia');
    expect(pacote.validar(xml, 'dps')).toEqual({ valido: true, erros: [] });
  });

  it('ISS retido pelo tomador, retenções federais, substituição e grupo IBSCBS também validam', () => {
    const base = dadosDps();
    const { xml } = montarXmlDps({
      ...base,
      serie: '00900',
      subst: { chSubstda: '3550308211222333000181000000000004226112345678901'.padEnd(50, '0'), cMotivo: '99', xMotivo: 'Valor do serviço informado errado' },
      valores: {
        vServPrest: { vServ: 10_000 },
        vDescCondIncond: { vDescIncond: 250.5 },
        trib: {
          tribMun: { tribISSQN: '1', tpRetISSQN: '2', pAliq: 5 },
          tribFed: { vRetIRRF: 150, vRetCSLL: 100 },
          totTrib: { vTotTrib: { vTotTribFed: 1200.1, vTotTribEst: 0, vTotTribMun: 487.48 } },
        },
      },
      IBSCBS: { cIndOp: '100301', indDest: '0', CST: '000', cClassTrib: '000001' },
    });
    expect(xml).toContain('<vDescIncond>250.50</vDescIncond>');
    expect(pacote.validar(xml, 'dps').erros).toEqual([]);
  });

  it('recusa dado ruim nomeando o campo, antes de montar o XML', () => {
    const erro = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e;
      }
      throw new Error('não lançou');
    };
    const e1 = erro(() => montarXmlDps(dadosDps({ serv: { locPrest: { cLocPrestacao: '3550308' }, cServ: { cTribNac: '14.01', xDescServ: 'x' } } })));
    expect(e1).toBeInstanceOf(NfseDadosError);
    expect(e1).toMatchObject({ campo: 'serv.cServ.cTribNac' });
    const e2 = erro(() =>
      montarXmlDps(
        dadosDps({ valores: { vServPrest: { vServ: 10.005 }, trib: { tribMun: { tribISSQN: '1', tpRetISSQN: '1' }, totTrib: { indTotTrib: '0' } } } }),
      ),
    );
    expect(e2).toMatchObject({ campo: 'valores.vServPrest.vServ', message: expect.stringContaining('2 casas') });
    const e3 = erro(() => montarXmlDps({ ...dadosDps(), obra: {} } as never));
    expect(e3).toMatchObject({ campo: 'obra' });
    expect(() => montarIdDps({ CNPJ: '11222333000181', cLocEmi: '355030', serie: '1', nDPS: 1 })).toThrow(/cLocEmi/);
  });

  it('o schema aponta o elemento e o caminho quando o XML não segue o leiaute', () => {
    const { xml } = montarXmlDps(dadosDps());
    const r = pacote.validar(xml.replace('<cTribNac>140101</cTribNac>', '<cTribNac>14010A</cTribNac>'), 'dps');
    expect(r.valido).toBe(false);
    expect(r.erros[0]).toMatchObject({ tag: 'cTribNac', caminho: '/DPS/infDPS/serv/cServ/cTribNac' });
  });
});

describe('assinatura da DPS', () => {
  it('confere no verificador do ERP e no xmlsec1; o XML assinado segue válido no XSD; GZip+Base64 devolve os mesmos bytes', () => {
    const { xml } = montarXmlDps(dadosDps());
    const assinado = assinarDps(xml, certs.cert);
    expect(assinado).toMatch(/<\/infDPS><Signature xmlns="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#">/);
    expect(verificarAssinatura(assinado).valida).toBe(true);
    expect(pacote.validar(assinado, 'dps').erros).toEqual([]);

    const dir = mkdtempSync(path.join(tmpdir(), 'nfse-dps-'));
    writeFileSync(path.join(dir, 'dps.xml'), assinado);
    writeFileSync(path.join(dir, 'cert.pem'), certs.cert.certificadoPem);
    const ok = spawnSync(XMLSEC, ['--verify', '--pubkey-cert-pem', path.join(dir, 'cert.pem'), '--id-attr:Id', 'infDPS', path.join(dir, 'dps.xml')], {
      encoding: 'utf8',
    });
    expect(ok.error).toBeUndefined();
    expect(ok.status, ok.stderr).toBe(0);
    writeFileSync(path.join(dir, 'adulterada.xml'), assinado.replace('<vServ>1500.00</vServ>', '<vServ>1600.00</vServ>'));
    const ruim = spawnSync(XMLSEC, ['--verify', '--pubkey-cert-pem', path.join(dir, 'cert.pem'), '--id-attr:Id', 'infDPS', path.join(dir, 'adulterada.xml')], {
      encoding: 'utf8',
    });
    expect(ruim.status).not.toBe(0);

    expect(descompactarXml(compactarXml(assinado))).toBe(assinado);
  });
});
