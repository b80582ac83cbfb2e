import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  carregarTabelaDoAmbiente,
  carregarTabelaWebservices,
  envelopeSoap,
  tabelaDoSimulador,
  TabelaWebservicesError,
  urlServico,
} from '../../../src/fiscal/sefaz/index.ts';

const WS = path.resolve(process.cwd(), 'sefaz/webservices');
const XML55 = readFileSync(path.join(WS, 'wsnfe_4.00_mod55.xml'), 'utf8');
const XML65 = readFileSync(path.join(WS, 'wsnfe_4.00_mod65.xml'), 'utf8');
const AUT = readFileSync(path.join(WS, 'autorizadores.json'), 'utf8');

describe('tabela de webservices (dado importado)', () => {
  const tabela = carregarTabelaWebservices(XML55, { autorizadoresJson: AUT });

  it('SP tem autorizador próprio; URLs e métodos por ambiente', () => {
    const h = urlServico(tabela, 'SP', 2, 'NfeAutorizacao');
    expect(h).toEqual({
      url: 'https://homologacao.nfe.fazenda.sp.gov.br/ws/nfeautorizacao4.asmx',
      metodo: 'nfeAutorizacaoLote',
      operacao: 'NFeAutorizacao4',
      versao: '4.00',
    });
    expect(urlServico(tabela, 'SP', 1, 'NfeAutorizacao').url).toBe('https://nfe.fazenda.sp.gov.br/ws/nfeautorizacao4.asmx');
    expect(urlServico(tabela, 'sp', 2, 'RecepcaoEvento').versao).toBe('1.00');
  });

  it('UFs atendidas por SVRS e SVAN usam o autorizador da tabela', () => {
    expect(urlServico(tabela, 'AC', 2, 'NfeStatusServico').url).toBe('https://nfe-homologacao.svrs.rs.gov.br/ws/NfeStatusServico/NfeStatusServico4.asmx');
    expect(urlServico(tabela, 'MA', 1, 'NfeAutorizacao').url).toMatch(/^https:\/\/www\.sefazvirtual\.fazenda\.gov\.br\//);
    expect(urlServico(tabela, 'AN', 2, 'RecepcaoEvento').url).toBe('https://hom1.nfe.fazenda.gov.br/NFeRecepcaoEvento4/NFeRecepcaoEvento4.asmx');
  });

  it('o mapa UF -> autorizador vem do JSON importado quando informado', () => {
    const alterado = JSON.parse(AUT) as Record<string, Record<string, string>>;
    alterado['55'].BA = 'SVRS';
    const t = carregarTabelaWebservices(XML55, { autorizadoresJson: JSON.stringify(alterado) });
    expect(urlServico(t, 'BA', 2, 'NfeAutorizacao').url).toContain('svrs.rs.gov.br');
    expect(urlServico(tabela, 'BA', 2, 'NfeAutorizacao').url).not.toContain('svrs.rs.gov.br');
  });

  it('modelo 65 na mesma tabela', () => {
    const t = carregarTabelaWebservices(XML65, { modelo: '65', base: tabela, autorizadoresJson: AUT });
    expect(urlServico(t, 'BA', 2, 'NfeAutorizacao', '65').url).toContain('svrs');
    expect(urlServico(t, 'SP', 2, 'NfeAutorizacao', '55').url).toContain('fazenda.sp.gov.br');
  });

  it('erros claros em pt-BR', () => {
    expect(() => urlServico(tabela, 'XX', 2, 'NfeAutorizacao')).toThrow(/UF 'XX' sem autorizador do modelo 55/);
    expect(() => urlServico(tabela, 'AM', 2, 'NfeConsultaCadastro')).toThrow(/Serviço NfeConsultaCadastro não disponível para AM \(UF AM\) em homologação/);
    expect(() => carregarTabelaWebservices('<outro/>')).toThrow(TabelaWebservicesError);
  });

  it('carregarTabelaDoAmbiente lê SEFAZ_WEBSERVICES_FILE', async () => {
    expect(await carregarTabelaDoAmbiente({})).toBeUndefined();
    const t = await carregarTabelaDoAmbiente({ SEFAZ_WEBSERVICES_FILE: path.join(WS, 'wsnfe_4.00_mod55.xml') });
    expect(urlServico(t!, 'RS', 2, 'NfeInutilizacao').url).toMatch(/^https:\/\/nfe-homologacao\.sefazrs\.rs\.gov\.br\//);
    await expect(carregarTabelaDoAmbiente({ SEFAZ_WEBSERVICES_FILE: '/nao/existe.xml' })).rejects.toThrow(/Não foi possível ler/);
  });

  it('tabela do simulador aponta todo UF/serviço para o simulador, com o autorizador no caminho', () => {
    const t = tabelaDoSimulador('https://127.0.0.1:8443/');
    expect(urlServico(t, 'PI', 2, 'NfeAutorizacao').url).toBe('https://127.0.0.1:8443/SVRS/ws/NFeAutorizacao4.asmx');
    expect(urlServico(t, 'SP', 1, 'RecepcaoEvento').url).toBe('https://127.0.0.1:8443/SP/ws/NFeRecepcaoEvento4.asmx');
  });

  it('envelope SOAP 1.2 no formato dos WSDL 4.00', () => {
    const e = envelopeSoap(urlServico(tabela, 'SP', 2, 'NfeStatusServico'), '<?xml version="1.0"?><consStatServ/>');
    expect(e).toContain('<soap12:Envelope');
    expect(e).toContain('xmlns:soap12="http://www.w3.org/2003/05/soap-envelope"');
    expect(e).toContain('<nfeDadosMsg xmlns="http://www.portalfiscal.inf.br/nfe/wsdl/NFeStatusServico4"><consStatServ/></nfeDadosMsg>');
  });
});
