/**
 * Demo products: a grocery shop catalogue for the Simples Nacional issuer (CSOSN 102, or
 * 500 with its CEST for goods under ICMS-ST) and a metalworking catalogue for the regime-normal
 * issuer (CST 00, IPI, PIS/COFINS non-cumulative 1,65 % / 7,6 %). Real NCM codes (TIPI), CFOP 5102
 * (venda de mercadoria de terceiros) or 5101 (venda de produção própria), valid EAN-13 (prefix 789).
 */
import type { Client } from '../db/tenant.ts';
import { digits, pick, type Rng } from './dados-demo.ts';

type Item = [descricao: string, ncm: string, unidade: string, preco: number, grupo: string, st?: boolean];

const VAREJO: Item[] = [
  ['Arroz Branco Tipo 1 5kg', '10063021', 'PCT', 27.9, 'Mercearia'],
  ['Feijão Carioca Tipo 1 1kg', '07133319', 'PCT', 8.49, 'Mercearia'],
  ['Açúcar Refinado 1kg', '17019900', 'PCT', 4.99, 'Mercearia'],
  ['Café Torrado e Moído 500g', '09012100', 'PCT', 18.9, 'Mercearia'],
  ['Óleo de Soja 900ml', '15079011', 'UN', 7.29, 'Mercearia'],
  ['Macarrão Espaguete 500g', '19021900', 'PCT', 4.59, 'Mercearia', true],
  ['Farinha de Trigo 1kg', '11010010', 'PCT', 5.49, 'Mercearia'],
  ['Sal Refinado 1kg', '25010020', 'PCT', 2.79, 'Mercearia'],
  ['Biscoito Recheado Chocolate 140g', '19053100', 'PCT', 3.29, 'Mercearia', true],
  ['Leite UHT Integral 1L', '04012010', 'UN', 5.19, 'Laticínios'],
  ['Manteiga com Sal 200g', '04051000', 'UN', 11.9, 'Laticínios'],
  ['Queijo Mussarela Fatiado', '04061010', 'KG', 49.9, 'Laticínios'],
  ['Presunto Cozido Fatiado', '16024100', 'KG', 39.9, 'Frios'],
  ['Refrigerante Cola 2L', '22021000', 'UN', 9.99, 'Bebidas', true],
  ['Cerveja Pilsen Lata 350ml', '22030000', 'UN', 3.99, 'Bebidas', true],
  ['Água Mineral sem Gás 500ml', '22011000', 'UN', 1.99, 'Bebidas', true],
  ['Chocolate ao Leite 90g', '18063210', 'UN', 6.49, 'Doces', true],
  ['Sabão em Pó 1kg', '34025000', 'CX', 14.9, 'Limpeza', true],
  ['Detergente Líquido 500ml', '34025000', 'UN', 2.49, 'Limpeza', true],
  ['Papel Higiênico Folha Dupla 12 rolos', '48181000', 'PCT', 21.9, 'Higiene', true],
  ['Creme Dental 90g', '33061000', 'UN', 4.79, 'Higiene', true],
  ['Shampoo 350ml', '33051000', 'UN', 15.9, 'Higiene', true],
  ['Pilha Alcalina AA c/ 2', '85061019', 'CJ', 12.9, 'Utilidades', true],
  ['Lâmpada LED 9W Bivolt', '85395200', 'UN', 9.9, 'Utilidades', true],
];
const MARCAS_VAREJO = [
  'Bom Preço',
  'Sabor do Campo',
  'Qualitá',
  'Dona Benta',
  'Vale Verde',
  'Nossa Terra',
  'Primor',
  'Da Casa',
  'Solar',
  'Bem Brasil',
  'Premium',
  'Tradição',
];

const INDUSTRIA: Item[] = [
  ['Parafuso Sextavado Aço Zincado', '73181500', 'CT', 0.85, 'Fixadores'],
  ['Porca Sextavada Aço Zincado', '73181600', 'CT', 0.32, 'Fixadores'],
  ['Arruela Lisa Aço Zincado', '73182200', 'CT', 0.12, 'Fixadores'],
  ['Prego com Cabeça Polido', '73170020', 'KG', 14.5, 'Fixadores'],
  ['Chapa Aço Carbono Laminada a Quente', '72085300', 'KG', 8.9, 'Laminados'],
  ['Cantoneira Aço Abas Iguais', '72162100', 'BR', 89.0, 'Perfis'],
  ['Tubo Aço Galvanizado com Costura', '73063090', 'BR', 152.0, 'Tubos'],
  ['Portão Basculante em Aço', '73083000', 'UN', 2890.0, 'Serralheria'],
  ['Estrutura Metálica para Cobertura', '73089010', 'KG', 21.0, 'Estruturas'],
  ['Suporte de Aço para Prateleira', '73269090', 'UN', 18.5, 'Acessórios'],
  ['Corrente de Aço Elo Curto', '73158200', 'M', 24.9, 'Acessórios'],
  ['Tela Soldada Galvanizada', '73142000', 'M2', 32.0, 'Telas'],
  ['Dobradiça de Aço para Portão', '83021000', 'UN', 27.9, 'Ferragens'],
  ['Arame Recozido', '72172090', 'KG', 16.8, 'Arames'],
  ['Grade de Proteção para Janela', '73083000', 'UN', 640.0, 'Serralheria'],
  ['Mão Francesa Reforçada', '73269090', 'UN', 12.4, 'Acessórios'],
];
const MEDIDAS_INDUSTRIA = [
  'M6 x 20',
  'M8 x 40',
  'M10 x 50',
  'M12 x 60',
  '1/4"',
  '3/8"',
  '1/2"',
  '3/4"',
  '1"',
  '2 mm',
  '3 mm',
  '4,75 mm',
  '1,20 x 2,00 m',
  '0,80 x 2,10 m',
  '30 cm',
  '50 cm',
];

/** EAN-13 with the Brazilian prefix 789 and a valid check digit (GS1 General Specifications §7.9). */
export function ean13(r: Rng): string {
  const base = '789' + digits(r, 9);
  const sum = [...base].reduce((acc, d, i) => acc + Number(d) * (i % 2 ? 3 : 1), 0);
  return base + ((10 - (sum % 10)) % 10);
}

export async function seedDemoProdutos(c: Client, r: Rng, emitenteId: number, perfil: 'varejo' | 'industria', n: number): Promise<void> {
  const catalogo = perfil === 'varejo' ? VAREJO : INDUSTRIA;
  const grupos = new Map<string, number>();
  for (const g of [...new Set(catalogo.map((i) => i[4]))]) {
    const { rows } = await c.query('INSERT INTO grupo (emitente_id, descricao) VALUES ($1, $2) RETURNING id', [emitenteId, g]);
    grupos.set(g, rows[0].id);
  }
  const { rows: cests } = await c.query('SELECT codigo, ncms FROM cest');
  const cestDe = (ncm: string) =>
    cests.find((x) =>
      String(x.ncms ?? '')
        .split(',')
        .some((p: string) => p && ncm.startsWith(p.trim())),
    )?.codigo ?? null;
  const rows: Array<Record<string, unknown>> = [];
  for (let i = 0; i < n; i++) {
    const [base, ncm, unidade, preco, grupo, st] = catalogo[i % catalogo.length];
    const variante = perfil === 'varejo' ? pick(r, MARCAS_VAREJO) : MEDIDAS_INDUSTRIA[Math.floor(i / catalogo.length) % MEDIDAS_INDUSTRIA.length];
    const venda = Math.round(preco * (0.85 + r() * 0.4) * 100) / 100;
    const cest = perfil === 'varejo' && st ? cestDe(ncm) : null;
    rows.push({
      emitente_id: emitenteId,
      codigo: String(i + 1).padStart(5, '0'),
      gtin: perfil === 'varejo' ? ean13(r) : 'SEM GTIN',
      descricao: `${base} ${variante}`.slice(0, 120),
      ncm,
      cest,
      cfop: perfil === 'varejo' ? '5102' : '5101',
      unidade,
      unidade_tributavel: unidade,
      origem: 0,
      cst_icms: perfil === 'industria' ? '000' : null,
      csosn: perfil === 'varejo' ? (cest ? '0500' : '0102') : null,
      aliquota_icms: perfil === 'industria' ? 18 : null,
      cst_pis: perfil === 'industria' ? '01' : '49',
      aliquota_pis: perfil === 'industria' ? 1.65 : 0,
      cst_cofins: perfil === 'industria' ? '01' : '49',
      aliquota_cofins: perfil === 'industria' ? 7.6 : 0,
      cst_ipi: perfil === 'industria' ? '50' : null,
      aliquota_ipi: perfil === 'industria' ? 5 : null,
      preco_custo: Math.round(venda * 0.62 * 10000) / 10000,
      preco_venda: venda,
      grupo_id: grupos.get(grupo),
      ativo: true,
      estoque: Math.round(r() * 500),
    });
  }
  const { rows: ids } = await c.query(
    `INSERT INTO produto (emitente_id, codigo, gtin, descricao, ncm, cest, cfop, unidade, unidade_tributavel, origem, cst_icms, csosn, aliquota_icms,
                          cst_pis, aliquota_pis, cst_cofins, aliquota_cofins, cst_ipi, aliquota_ipi, preco_custo, preco_venda, grupo_id, ativo)
     SELECT emitente_id, codigo, gtin, descricao, ncm, cest, cfop, unidade, unidade_tributavel, origem, cst_icms, csosn, aliquota_icms,
            cst_pis, aliquota_pis, cst_cofins, aliquota_cofins, cst_ipi, aliquota_ipi, preco_custo, preco_venda, grupo_id, ativo
       FROM json_to_recordset($1::json) AS x(emitente_id integer, codigo varchar, gtin varchar, descricao varchar, ncm varchar, cest varchar,
            cfop varchar, unidade varchar, unidade_tributavel varchar, origem integer, cst_icms varchar, csosn varchar, aliquota_icms numeric,
            cst_pis varchar, aliquota_pis numeric, cst_cofins varchar, aliquota_cofins numeric, cst_ipi varchar, aliquota_ipi numeric,
            preco_custo numeric, preco_venda numeric, grupo_id integer, ativo boolean)
     RETURNING id`,
    [JSON.stringify(rows)],
  );
  // saldo inicial pelo razão (operação 9 = saldo_inicial) e o saldo igual, no local padrão do emitente
  await c.query(
    `WITH x AS (SELECT x.produto_id, x.quantidade, x.custo FROM json_to_recordset($2::json) AS x(produto_id integer, quantidade numeric, custo numeric)
                 WHERE x.quantidade <> 0),
          l AS (SELECT id FROM tipo_estoque WHERE emitente_id = $1 AND padrao),
          m AS (INSERT INTO estoque_movimentacao (emitente_id, data, produto_id, tipo_estoque_id, operacao_id, quantidade, custo_unitario, saldo_apos, custo_medio_apos, observacao)
                SELECT $1, now() - interval '120 days', x.produto_id, l.id, 9, x.quantidade, x.custo, x.quantidade, x.custo, 'Saldo inicial (demonstração)' FROM x, l)
     INSERT INTO estoque (emitente_id, produto_id, tipo_estoque_id, quantidade, custo_medio)
     SELECT $1, x.produto_id, l.id, x.quantidade, x.custo FROM x, l`,
    [emitenteId, JSON.stringify(ids.map((p, i) => ({ produto_id: p.id, quantidade: rows[i].estoque, custo: rows[i].preco_custo })))],
  );
}
