/**
 * Consulta cadastro de contribuintes (CCC, `GET /v1/GerenciadorNFe/ConsultarCadastro`) contra o
 * simulador da SEFAZ por HTTPS com o certificado da empresa: habilitado, não habilitado, não
 * cadastrado (259), cache do dia (a segunda consulta não vai à SEFAZ), entradas inválidas -> 400
 * com o campo; a requisição enviada é um ConsCad 2.00 válido no schema oficial (o simulador valida).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cnpjCheckDigits, cpfCheckDigits } from '../../src/domain/index.ts';
import { iniciarServidorNFe, type ServidorNFe } from './nfe-simulador.ts';

let n: ServidorNFe;
let token: string;

beforeAll(async () => {
  n = await iniciarServidorNFe(2);
  token = (await n.s.login('loja')).Token;
});
afterAll(async () => {
  await n?.close();
});

const consultar = (q: string) => n.s.call(token, { method: 'GET', url: `/v1/GerenciadorNFe/ConsultarCadastro?${q}` });
const cnpj = (base: string) => base + cnpjCheckDigits(base);

describe('consulta cadastro na SEFAZ (CCC)', () => {
  it('CNPJ habilitado; a segunda consulta do dia vem do cache sem ir à SEFAZ', async () => {
    const doc = cnpj('112223330001');
    const antes = n.sefaz.estado.requisicoes.NfeConsultaCadastro ?? 0;
    const r = await consultar(`cpf_cnpj=${doc}&uf=mg`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data).toMatchObject({ uf: 'MG', documento: doc, cStat: '111', situacao: 'habilitado', fonte: 'sefaz' });
    expect(r.json().Data.cadastros[0]).toMatchObject({ CNPJ: doc, UF: 'MG', cSit: '1' });
    const again = await consultar(`cpf_cnpj=${doc.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5')}&uf=MG`);
    expect(again.json().Data).toMatchObject({ situacao: 'habilitado', fonte: 'cache' });
    expect(n.sefaz.estado.requisicoes.NfeConsultaCadastro).toBe(antes + 1);
  });

  it('contribuinte não habilitado e não cadastrado', async () => {
    const suspenso = cnpj('445556660001');
    n.sefaz.estado.cadastros.set(`SP|${suspenso}`, { IE: '110042490114', cSit: '0', xNome: 'MERCADO SUSPENSO LTDA' });
    const r = await consultar(`cpf_cnpj=${suspenso}&uf=SP`);
    expect(r.json().Data).toMatchObject({ cStat: '111', situacao: 'nao_habilitado' });
    expect(r.json().Data.cadastros[0]).toMatchObject({ IE: '110042490114', xNome: 'MERCADO SUSPENSO LTDA', cSit: '0' });
    const cpf = `529982247${cpfCheckDigits('529982247')}`;
    const nao = await consultar(`cpf_cnpj=${cpf}&uf=SP`);
    expect(nao.json().Data).toMatchObject({ cStat: '259', situacao: 'nao_cadastrado', cadastros: [] });
  });

  it('documento ou UF inválidos: 400 com o campo, sem ir à SEFAZ', async () => {
    const antes = n.sefaz.estado.requisicoes.NfeConsultaCadastro ?? 0;
    const a = await consultar('cpf_cnpj=11222333000182&uf=SP');
    expect(a.statusCode).toBe(400);
    expect(a.json().cpf_cnpj).toEqual(['CPF/CNPJ inválido']);
    const b = await consultar(`cpf_cnpj=${cnpj('112223330001')}&uf=XX`);
    expect(b.statusCode).toBe(400);
    expect(b.json().uf).toBeDefined();
    expect((await consultar('uf=SP')).statusCode).toBe(400);
    expect(n.sefaz.estado.requisicoes.NfeConsultaCadastro ?? 0).toBe(antes);
  });

  it('UF sem o serviço na tabela de webservices (AM em homologação): 400 dizendo que a UF não oferece o CCC, sem ir à SEFAZ', async () => {
    const antes = n.sefaz.estado.requisicoes.NfeConsultaCadastro ?? 0;
    const r = await consultar(`cpf_cnpj=${cnpj('112223330001')}&uf=AM`);
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().Message).toBe('A SEFAZ de AM não oferece a consulta de cadastro de contribuintes (CCC).');
    expect(r.json().uf[0]).toContain('NfeConsultaCadastro não disponível');
    expect(n.sefaz.estado.requisicoes.NfeConsultaCadastro ?? 0).toBe(antes);
  });
});
