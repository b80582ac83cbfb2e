/**
 * Resolução da regra tributária: precedência regra do produto > perfil da regra >
 * perfil do produto > cadastro do produto, especificidade (UF, operação, destinatário), vigência,
 * alíquota interestadual (tabela, Res. SF 22/89, importados 4 %), ST por CEST/prefixo de NCM e
 * MVA ajustada (com a exceção do remetente do Simples Nacional); alíquota interna modal da UF pela
 * vigência (tabela de referência icms_aliquota_interna_uf, semeada do JSON versionado).
 */
import { describe, expect, it } from 'vitest';
import {
  aliquotaInternaUf,
  escolherStUf,
  mvaAjustada,
  resolverTributacao,
  textoRegras,
  type EntradaResolucao,
} from '../../../src/domain/tributos/resolucao.ts';
import modais from '../../../src/server/seed/dados/icms-aliquota-interna-uf.json' with { type: 'json' };

const produto = { id: 7, origem: 0, ncm: '73181500', cest: null, cfop: '5101', cst_icms: '000', aliquota_icms: '18', cst_pis: '01', aliquota_pis: '1.65' };
function entrada(extra: Partial<EntradaResolucao> = {}): EntradaResolucao {
  return {
    produto,
    regrasProduto: [],
    perfis: new Map(),
    aliquotas: [],
    aliquotasInternasUf: modais.aliquotas,
    stUf: [],
    ufOrigem: 'MG',
    ufDestino: 'MG',
    idDest: 1,
    operacao: 'venda',
    contribuinte: true,
    simples: false,
    data: '2026-11-24',
    ...extra,
  };
}

describe('MVA ajustada', () => {
  it('[(1 + MVA) × (1 − inter) / (1 − intra)] − 1, em % com 2 casas', () => {
    expect(mvaAjustada(50, 12, 18)).toBe('60.98');
    expect(mvaAjustada('71.78', 7, 18)).toBe('94.82'); // 1,7178 × 0,93 = 1,597554; / 0,82 = 1,948237
    expect(mvaAjustada(40, 12, 12)).toBe('40.00'); // interna não maior que a interestadual: original
  });
});

describe('precedência e especificidade', () => {
  it('sem regras: cadastro do produto, CST com 2 dígitos e a alíquota interna do produto', () => {
    const r = resolverTributacao(entrada());
    expect(r.valores).toMatchObject({ cst_icms: '00', cfop: '5101', cst_pis: '01' });
    expect(r.aliquotaIcms).toBe('18');
    expect(r.regras[0]).toMatchObject({ tipo: 'produto' });
  });

  it('a regra mais específica vence; campos vazios caem no perfil da regra e depois no produto', () => {
    const perfis = new Map([[3, { id: 3, descricao: 'Revenda', cst_pis: '04', fonte_legal: 'Lei 10.147/2000', ativo: true }]]);
    const regras = [
      { id: 1, produto_id: 7, uf_destino: null, operacao: null, cst_icms: '20', fonte_legal: 'genérica', ativo: true },
      { id: 2, produto_id: 7, uf_destino: 'MG', operacao: 'venda', tributacao_id: 3, cst_icms: '10', fonte_legal: 'RICMS/MG', ativo: true },
      { id: 4, produto_id: 7, uf_destino: 'MG', operacao: 'devolucao', cst_icms: '90', fonte_legal: 'devolução', ativo: true },
    ];
    const r = resolverTributacao(entrada({ regrasProduto: regras, perfis }));
    expect(r.valores.cst_icms).toBe('10');
    expect(r.valores.cst_pis).toBe('04');
    expect(r.valores.cfop).toBe('5101');
    expect(r.origemCampo.cst_pis).toContain('perfil #3');
    expect(r.regras.map((x) => x.tipo)).toEqual(['produtoTributacao', 'tributacoes']);
    expect(resolverTributacao(entrada({ regrasProduto: regras, perfis, operacao: 'devolucao' })).valores.cst_icms).toBe('90');
    expect(resolverTributacao(entrada({ regrasProduto: regras, perfis, ufDestino: 'SP', idDest: 2 })).valores.cst_icms).toBe('20');
  });

  it('regra fora da vigência ou inativa não vale', () => {
    const regras = [
      { id: 1, produto_id: 7, uf_destino: 'MG', cst_icms: '20', fonte_legal: 'x', vigencia_fim: '2026-01-31', ativo: true },
      { id: 2, produto_id: 7, uf_destino: 'MG', cst_icms: '51', fonte_legal: 'x', ativo: false },
      { id: 3, produto_id: 7, uf_destino: 'MG', cst_icms: '40', fonte_legal: 'x', vigencia_inicio: '2027-01-01', ativo: true },
    ];
    expect(resolverTributacao(entrada({ regrasProduto: regras })).valores.cst_icms).toBe('00');
  });
});

describe('alíquota do ICMS', () => {
  it('interestadual: tabela da empresa, senão Res. SF 22/89; importado sempre 4 %', () => {
    const aliquotas = [{ id: 9, uf_origem: 'MG', uf_destino: 'GO', aliquota_icms: '12', fonte_legal: 'tabela', ativo: true }];
    expect(resolverTributacao(entrada({ aliquotas, ufDestino: 'GO', idDest: 2 })).aliquotaIcms).toBe('12');
    expect(resolverTributacao(entrada({ ufDestino: 'BA', idDest: 2 })).aliquotaIcms).toBe('7');
    expect(resolverTributacao(entrada({ ufDestino: 'SP', idDest: 2 })).aliquotaIcms).toBe('12');
    const importado = { ...produto, origem: 1 };
    expect(resolverTributacao(entrada({ produto: importado, aliquotas, ufDestino: 'GO', idDest: 2 })).aliquotaIcms).toBe('4');
  });
});

describe('ST', () => {
  const linhas = [
    { id: 1, uf_destino: 'SP', ncm: '73', mva_original: '30', aliquota_interna_st: '18', ativo: true },
    { id: 2, uf_destino: 'SP', ncm: '7318', mva_original: '50', aliquota_interna_st: '18', ativo: true },
    { id: 3, uf_destino: 'SP', cest: '0100100', mva_original: '71.78', aliquota_interna_st: '18', ativo: true },
  ];
  it('CEST igual primeiro; senão o maior prefixo de NCM', () => {
    expect(escolherStUf(linhas, 'SP', '73181500', undefined, '2026-11-24')?.id).toBe(2);
    expect(escolherStUf(linhas, 'SP', '73181500', '0100100', '2026-11-24')?.id).toBe(3);
    expect(escolherStUf(linhas, 'SP', '84819090', undefined, '2026-11-24')).toBeUndefined();
  });

  it('interestadual ajusta a MVA; remetente do Simples usa a original (Conv. ICMS 142/2018)', () => {
    const regras = [{ id: 1, produto_id: 7, uf_destino: 'SP', cst_icms: '10', csosn: '202', fonte_legal: 'x', ativo: true }];
    const normal = resolverTributacao(entrada({ regrasProduto: regras, stUf: linhas, ufDestino: 'SP', idDest: 2 }));
    expect(normal.st).toMatchObject({ mva: '60.98', aliquotaInterna: '18' });
    const simples = resolverTributacao(entrada({ regrasProduto: regras, stUf: linhas, ufDestino: 'SP', idDest: 2, simples: true }));
    expect(simples.st?.mva).toBe('50');
  });
});

describe('alíquota interna modal da UF (tabela de referência com vigência)', () => {
  const semAliquota = { ...produto, aliquota_icms: null };

  it('escolhe o período vigente na data do documento (MA: 22 % até 22/02/2025, 23 % desde 23/02/2025)', () => {
    expect(aliquotaInternaUf(modais.aliquotas, 'MA', '2025-02-22')).toMatchObject({ aliquota: 22, vigencia_fim: '2025-02-22' });
    expect(aliquotaInternaUf(modais.aliquotas, 'MA', '2025-02-23')).toMatchObject({ aliquota: 23, vigencia_fim: null });
    expect(aliquotaInternaUf(modais.aliquotas, 'MA', '2024-01-10')).toBeUndefined(); // antes do 1º ato registrado
    const antes = resolverTributacao(entrada({ produto: semAliquota, ufOrigem: 'MA', ufDestino: 'MA', data: '2025-01-15' }));
    const depois = resolverTributacao(entrada({ produto: semAliquota, ufOrigem: 'MA', ufDestino: 'MA', data: '2026-11-24' }));
    expect(antes.aliquotaIcms).toBe('22');
    expect(depois.aliquotaIcms).toBe('23');
  });

  it('sem linha na tabela da empresa: a regra usada cita a fonte legal e a vigência da linha', () => {
    const r = resolverTributacao(entrada({ produto: semAliquota, ufOrigem: 'PI', ufDestino: 'PI', data: '2026-11-24' }));
    expect(r.aliquotaIcms).toBe('22.5');
    const regra = r.regras.find((x) => x.tipo === 'padrao');
    expect(regra).toEqual({
      tipo: 'padrao',
      descricao: 'ICMS interno PI 22.5 % (alíquota modal da UF, vigente desde 01/04/2025)',
      fonte_legal: 'Lei PI 4.257/1989, art. 23, I, c (red. Lei 8.558/2024)',
    });
    expect(textoRegras(r.regras)).toContain('vigente desde 01/04/2025) — Lei PI 4.257/1989, art. 23, I, c (red. Lei 8.558/2024)');
    const anterior = resolverTributacao(entrada({ produto: semAliquota, ufOrigem: 'PI', ufDestino: 'PI', data: '2025-03-31' }));
    expect(anterior.aliquotaIcms).toBe('21');
    expect(anterior.regras.find((x) => x.tipo === 'padrao')?.descricao).toBe('ICMS interno PI 21 % (alíquota modal da UF, vigente até 31/03/2025)');
  });

  it('a linha da tabela de alíquotas da empresa prevalece sobre a modal', () => {
    const aliquotas = [{ id: 4, uf_origem: 'MA', uf_destino: 'MA', aliquota_icms: '12', fonte_legal: 'regime especial', ativo: true }];
    const r = resolverTributacao(entrada({ produto: semAliquota, aliquotas, ufOrigem: 'MA', ufDestino: 'MA' }));
    expect(r.aliquotaIcms).toBe('12');
    expect(r.regras.map((x) => x.tipo)).not.toContain('padrao');
  });

  it('DIFAL: alíquota interna do destino pela vigência quando a empresa não tem a linha', () => {
    expect(resolverTributacao(entrada({ ufDestino: 'MA', idDest: 2, data: '2025-01-15' })).difal.aliquotaInterna).toBe('22');
    expect(resolverTributacao(entrada({ ufDestino: 'MA', idDest: 2, data: '2026-11-24' })).difal.aliquotaInterna).toBe('23');
    expect(resolverTributacao(entrada({ ufDestino: 'BA', idDest: 2 })).difal.aliquotaInterna).toBe('20.5');
  });
});
