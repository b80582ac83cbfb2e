/**
 * Distribuição DF-e do simulador (AN) entre um início e outro de `npm start`: com o arquivo de
 * estado, os documentos publicados continuam com os mesmos NSU, o próximo NSU segue a sequência, a
 * nota completa e as manifestações continuam lá, e os resumos dos fornecedores da demonstração não
 * se repetem. Sem isso o `ultNSU` gravado pela empresa passaria do maior NSU do simulador novo e
 * nada mais chegaria.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { criarDistribuicaoDFe } from '../../../src/sefaz-simulator/dfe.ts';
import { publicarFornecedoresDemo, SCHEMA_RES_NFE } from '../../../src/sefaz-simulator/dfe-publicacao.ts';

const agora = () => new Date('2026-11-20T15:00:00Z');
const gravado = () => new Promise<void>((r) => setImmediate(r));
const CNPJ_LOJA = '11222333000181';
const CNPJ_INDUSTRIA = '11444777000161';

describe('distribuição DF-e do simulador depois de um reinício', () => {
  it('mantém documentos, NSU, nota completa e manifestações; fornecedores da demonstração uma vez só', async () => {
    const arquivo = join(mkdtempSync(join(tmpdir(), 'sim-dfe-')), '.sefaz-distribuicao-dfe.json');
    const a = criarDistribuicaoDFe(agora, () => 2, undefined, arquivo);
    expect(publicarFornecedoresDemo(a, [CNPJ_LOJA, CNPJ_INDUSTRIA], agora())).toBe(6);
    const chave = '35261111444777000161550010000000011000000010';
    const nsu = a.publicar(CNPJ_LOJA, SCHEMA_RES_NFE, `<resNFe><chNFe>${chave}</chNFe></resNFe>`);
    expect(nsu).toBe(4);
    a.notasCompletas.set(chave, '<nfeProc/>');
    a.manifestacoes.set(`${CNPJ_LOJA}|${chave}|210210`, '891260000000001');
    await gravado();

    const b = criarDistribuicaoDFe(agora, () => 2, undefined, arquivo);
    expect(b.documentos.get(`nfe|${CNPJ_LOJA}`)?.map((d) => d.nsu)).toEqual([1, 2, 3, 4]);
    expect(b.documentos.get(`nfe|${CNPJ_LOJA}`)?.[3].chave).toBe(chave);
    expect(b.notasCompletas.get(chave)).toBe('<nfeProc/>');
    expect(b.manifestacoes.has(`${CNPJ_LOJA}|${chave}|210210`)).toBe(true);
    expect(publicarFornecedoresDemo(b, [CNPJ_LOJA, CNPJ_INDUSTRIA], agora())).toBe(0);
    expect(b.publicar(CNPJ_LOJA, SCHEMA_RES_NFE, '<resNFe/>')).toBe(5);

    // a consulta com o ultNSU que a empresa gravou antes do reinício traz só o que veio depois
    const consulta = (ult: number) =>
      b.tratar(
        '/AN/ws/NFeDistribuicaoDFe.asmx',
        `<soap:Envelope><soap:Body><nfeDistDFeInteresse><nfeDadosMsg><distDFeInt versao="1.01"><tpAmb>2</tpAmb><cUFAutor>35</cUFAutor><CNPJ>${CNPJ_LOJA}</CNPJ><distNSU><ultNSU>${String(ult).padStart(15, '0')}</ultNSU></distNSU></distDFeInt></nfeDadosMsg></nfeDistDFeInteresse></soap:Body></soap:Envelope>`,
      );
    const r = consulta(4);
    expect(r?.corpo).toContain('<cStat>138</cStat>');
    expect(r?.corpo).toContain('NSU="000000000000005"');
    expect(r?.corpo).not.toContain('NSU="000000000000004"');
  });

  it('sem arquivo, ou com um arquivo ilegível, começa vazia', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-dfe-'));
    expect(criarDistribuicaoDFe(agora, () => 2).documentos.size).toBe(0);
    const ruim = join(dir, 'ruim.json');
    writeFileSync(ruim, '{não é json');
    expect(criarDistribuicaoDFe(agora, () => 2, undefined, ruim).documentos.size).toBe(0);
  });
});
