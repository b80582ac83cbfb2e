import { describe, expect, it } from 'vitest';
import { dataPorExtenso, fatiasGrupos, parseResumo, percentual, saudacao, serieClientes, somaSerie } from '../../../src/web/pages/dashboard/data.ts';

describe('dashboard data', () => {
  it('parses the answer defensively', () => {
    const r = parseResumo({
      semEmpresa: false,
      clientes: { total: 300, ativos: 280, novosMes: 12 },
      produtos: { total: 300, ativos: 290, valorEstoque: 12345.67 },
      documentos: { hoje: 0, mes: 0, disponivel: false },
      clientesPorDia: [
        { dia: '2026-11-20', quantidade: 2 },
        { dia: 'x', quantidade: 1 },
      ],
      produtosPorGrupo: [{ grupo: 'Bebidas', quantidade: 10 }],
    });
    expect(r.clientes).toEqual({ total: 300, ativos: 280, novosMes: 12 });
    expect(r.clientesPorDia).toEqual([{ dia: '2026-11-20', quantidade: 2 }]);
    expect(parseResumo(null)).toEqual({
      semEmpresa: false,
      clientes: null,
      produtos: null,
      documentos: { hoje: 0, mes: 0, disponivel: false },
      clientesPorDia: null,
      produtosPorGrupo: null,
      vendas: null,
      cadeia: null,
    });
    expect(parseResumo({ semEmpresa: true }).semEmpresa).toBe(true);
  });
  it('30-day series ending on the last day sent, zeros filled, DD/MM labels', () => {
    const s = serieClientes([
      { dia: '2026-11-21', quantidade: 3 },
      { dia: '2026-11-01', quantidade: 1 },
      { dia: '2026-10-22', quantidade: 5 },
    ]);
    expect(s).toHaveLength(30);
    expect(s[0]).toEqual({ dia: '2026-10-23', rotulo: '23/10', quantidade: 0 });
    expect(s.at(-1)).toEqual({ dia: '2026-11-21', rotulo: '21/11', quantidade: 3 });
    expect(somaSerie(s)).toBe(4);
    const vazio = serieClientes([], new Date('2026-03-01T12:00:00Z'));
    expect(vazio.at(-1)?.dia).toBe('2026-03-01');
    expect(vazio[0].dia).toBe('2026-01-31');
  });
  it('group slices: largest first, Sem grupo and Outros last, zeros dropped', () => {
    expect(
      fatiasGrupos([
        { grupo: 'Outros', quantidade: 50 },
        { grupo: 'A', quantidade: 5 },
        { grupo: 'Sem grupo', quantidade: 7 },
        { grupo: 'B', quantidade: 9 },
        { grupo: 'C', quantidade: 0 },
      ]).map((x) => x.label),
    ).toEqual(['B', 'A', 'Sem grupo', 'Outros']);
  });
  it('greeting, long date and percentages in pt-BR', () => {
    expect(saudacao(new Date('2026-11-21T12:00:00Z'))).toBe('Bom dia');
    expect(saudacao(new Date('2026-11-21T18:00:00Z'))).toBe('Boa tarde');
    expect(saudacao(new Date('2026-11-22T01:00:00Z'))).toBe('Boa noite');
    expect(dataPorExtenso(new Date('2026-11-21T12:00:00Z'))).toBe('sábado, 21 de novembro de 2026');
    expect(percentual(280, 300)).toBe(93);
    expect(percentual(1, 0)).toBe(0);
  });
});

describe('faturamento e rede no painel', () => {
  it('parseVendas lê o bloco e descarta lixo; sem bloco é null', async () => {
    const { parseVendas, parseCadeia } = await import('../../../src/web/pages/dashboard/data.ts');
    expect(parseVendas(undefined)).toBeNull();
    const v = parseVendas({
      hoje: '10.5',
      mes: 100,
      mesAnterior: 80,
      notasHoje: 1,
      notasMes: { autorizadas: 3 },
      porDia: [{ dia: '2026-11-24', valor: 10.5, notas: 1 }, { dia: 'x' }],
      topClientes: [{ id: 1, nome: 'Ana', valor: 60, notas: 2 }, 'lixo'],
      topProdutos: null,
    });
    expect(v).toEqual({
      hoje: 10.5,
      mes: 100,
      mesAnterior: 80,
      notasHoje: 1,
      notasMes: { autorizadas: 3, canceladas: 0, rejeitadas: 0, denegadas: 0 },
      porDia: [{ dia: '2026-11-24', valor: 10.5, notas: 1 }],
      topClientes: [{ id: 1, nome: 'Ana', valor: 60, notas: 2 }],
      topProdutos: [],
    });
    expect(
      parseCadeia({
        empresasAtivas: 2,
        documentosPorMes: [
          { mes: '2026-11', quantidade: 4 },
          { mes: '11/2026', quantidade: 1 },
        ],
      }),
    ).toEqual({ empresasAtivas: 2, empresasNovasMes: 0, documentosPorMes: [{ mes: '2026-11', quantidade: 4 }] });
  });

  it('variação contra o mês anterior e rótulo curto do mês', async () => {
    const { variacao, rotuloMes } = await import('../../../src/web/pages/dashboard/data.ts');
    expect(variacao(150, 100)).toBe(50);
    expect(variacao(90, 120)).toBe(-25);
    expect(variacao(10, 0)).toBeNull();
    expect(rotuloMes('2026-11')).toBe('nov/26');
    expect(rotuloMes('2027-01')).toBe('jan/27');
  });
});
