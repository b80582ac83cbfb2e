/**
 * Contingência SVC (NT 2013.007; MOC 7.0): a SVC de cada UF, a tabela de webservices real com a UF
 * redirecionada para a SVC, o tamanho da justificativa e as regras de rejeição do simulador
 * (114, 556, 557, 558, 570, 713, 783).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CODIGOS_UF, carregarTabelaWebservices, urlServico } from '../../../src/fiscal/sefaz/tabela.ts';
import { SVC_DA_UF, justificativaValida, svcDaUf, tabelaEmContingencia } from '../../../src/fiscal/sefaz/contingencia.ts';
import { conferirContingencia, novoEstadoContingencia } from '../../../src/sefaz-simulator/contingencia.ts';

describe('SVC por UF', () => {
  it('as 27 UFs têm SVC: 8 na SVC-RS, as demais na SVC-AN', () => {
    const ufs = Object.keys(CODIGOS_UF).filter((u) => u !== 'AN');
    expect(ufs.every((u) => SVC_DA_UF[u])).toBe(true);
    expect(
      Object.entries(SVC_DA_UF)
        .filter(([, s]) => s === 'SVCRS')
        .map(([u]) => u)
        .sort(),
    ).toEqual(['AM', 'BA', 'GO', 'MA', 'MS', 'MT', 'PE', 'PR']);
    expect(svcDaUf('sp')).toBe('SVCAN');
    expect(() => svcDaUf('XX')).toThrow(/UF 'XX'/);
  });

  it('tabela oficial embutida: a UF passa a ir à SVC, as outras não mudam', () => {
    const dir = 'sefaz/webservices';
    const tabela = carregarTabelaWebservices(readFileSync(`${dir}/wsnfe_4.00_mod55.xml`, 'utf8'), {
      autorizadoresJson: readFileSync(`${dir}/autorizadores.json`, 'utf8'),
    });
    const sp = tabelaEmContingencia(tabela, 'SP', 'SVCAN');
    expect(urlServico(sp, 'SP', 2, 'NfeAutorizacao').url).toContain('hom.sefazvirtual.fazenda.gov.br');
    expect(urlServico(sp, 'MG', 2, 'NfeAutorizacao').url).toBe(urlServico(tabela, 'MG', 2, 'NfeAutorizacao').url);
    const pr = tabelaEmContingencia(tabela, 'PR', 'SVCRS');
    expect(urlServico(pr, 'PR', 1, 'NfeAutorizacao').url).toContain('nfe.svrs.rs.gov.br');
    expect(urlServico(tabela, 'SP', 2, 'NfeAutorizacao').url).not.toContain('sefazvirtual');
  });

  it('justificativa de 15 a 256 caracteres (aparada)', () => {
    expect(justificativaValida('  curta demais  ')).toBe(false);
    expect(justificativaValida('x'.repeat(15))).toBe(true);
    expect(justificativaValida('x'.repeat(256))).toBe(true);
    expect(justificativaValida('x'.repeat(257))).toBe(false);
  });
});

describe('regras do simulador', () => {
  const agora = new Date('2026-11-24T15:00:00-03:00');
  const ide = (tpEmis: string, extra = '', mod = '55') => `<ide><cUF>35</cUF><mod>${mod}</mod><tpEmis>${tpEmis}</tpEmis>${extra}</ide>`;
  const cont = '<dhCont>2026-11-24T14:00:00-03:00</dhCont><xJust>Autorizador fora do ar</xJust>';

  it('SVC: 114 sem ativação na origem, 713 com tpEmis errado, 783 para NFC-e; aceita com a origem parada', () => {
    const e = novoEstadoContingencia();
    expect(conferirContingencia(e, 'SVCAN', ide('6', cont), agora, 0)).toEqual({ cStat: '114', xMotivo: 'SVC-AN desabilitada pela SEFAZ de Origem' });
    e.foraDoAr.add('SP');
    expect(conferirContingencia(e, 'SVCAN', ide('6', cont), agora, 0)).toBeUndefined();
    expect(conferirContingencia(e, 'SVCAN', ide('1'), agora, 0)?.cStat).toBe('713');
    expect(conferirContingencia(e, 'SVCAN', ide('7', cont), agora, 0)?.cStat).toBe('713');
    expect(conferirContingencia(e, 'SVCAN', ide('6', cont, '65'), agora, 0)?.cStat).toBe('783');
  });

  it('autorizador normal: 570 para tpEmis 6/7; 556, 557 e 558 da justificativa e do dhCont', () => {
    const e = novoEstadoContingencia();
    expect(conferirContingencia(e, 'SP', ide('6', cont), agora, 0)?.cStat).toBe('570');
    expect(conferirContingencia(e, 'SP', ide('1', '<xJust>Autorizador fora do ar</xJust>'), agora, 0)?.cStat).toBe('556');
    e.svcAtiva.add('SP');
    expect(conferirContingencia(e, 'SVCAN', ide('6'), agora, 0)?.cStat).toBe('557');
    const futuro = '<dhCont>2026-11-24T16:00:00-03:00</dhCont><xJust>Autorizador fora do ar</xJust>';
    expect(conferirContingencia(e, 'SVCAN', ide('6', futuro), agora, 0)?.cStat).toBe('558');
    expect(conferirContingencia(e, 'SP', ide('1'), agora, 0)).toBeUndefined();
  });
});
