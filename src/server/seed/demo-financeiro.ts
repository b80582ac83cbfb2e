/**
 * Financeiro da demonstração: plano de contas de referência para pequenas empresas
 * (receitas e despesas em árvore, códigos 1.01.001), centros de custo em árvore, caixa e conta
 * bancária com saldo inicial (chave PIX = CNPJ do emitente), espécies ligadas a essas contas,
 * condições de pagamento usuais e — nas empresas com pacote acima de 1 — fornecedores e títulos a
 * receber e a pagar espalhados em ±60 dias, alguns já baixados, para as listas, o relatório e o
 * painel mostrarem algo real. Determinístico (PRNG com semente).
 */
import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import type { Client } from '../db/tenant.ts';
import * as gen from './dados-demo.ts';
import { vencimentoEm } from '../../domain/relogio.ts';
import { lancarTitulos, quitarTituloDeHistorico } from '../modules/financeiro/titulos.ts';

/** Plano de contas: [código, descrição, tipo R/D]; sintética = tem filhas. */
export const PLANO_DE_CONTAS_DEMO: ReadonlyArray<[string, string, 'R' | 'D']> = [
  ['1', 'Receitas', 'R'],
  ['1.01', 'Receita operacional', 'R'],
  ['1.01.001', 'Venda de mercadorias', 'R'],
  ['1.01.002', 'Prestação de serviços', 'R'],
  ['1.02', 'Receitas financeiras', 'R'],
  ['1.02.001', 'Juros e multas recebidos', 'R'],
  ['1.02.002', 'Rendimentos de aplicações', 'R'],
  ['1.03', 'Outras receitas', 'R'],
  ['1.03.001', 'Aluguéis recebidos', 'R'],
  ['2', 'Despesas', 'D'],
  ['2.01', 'Custo das mercadorias', 'D'],
  ['2.01.001', 'Compra de mercadorias para revenda', 'D'],
  ['2.01.002', 'Fretes sobre compras', 'D'],
  ['2.02', 'Despesas com pessoal', 'D'],
  ['2.02.001', 'Salários', 'D'],
  ['2.02.002', 'Encargos (INSS, FGTS)', 'D'],
  ['2.02.003', 'Pró-labore', 'D'],
  ['2.03', 'Despesas administrativas', 'D'],
  ['2.03.001', 'Aluguel', 'D'],
  ['2.03.002', 'Energia elétrica', 'D'],
  ['2.03.003', 'Água', 'D'],
  ['2.03.004', 'Telefone e internet', 'D'],
  ['2.03.005', 'Contabilidade', 'D'],
  ['2.03.006', 'Sistemas e software', 'D'],
  ['2.04', 'Impostos e taxas', 'D'],
  ['2.04.001', 'DAS — Simples Nacional', 'D'],
  ['2.04.002', 'ICMS', 'D'],
  ['2.05', 'Despesas financeiras', 'D'],
  ['2.05.001', 'Tarifas bancárias', 'D'],
  ['2.05.002', 'Juros e multas pagos', 'D'],
  ['2.05.003', 'Taxas de cartão', 'D'],
];

/** Centros de custo: [código, descrição]; pai pelo prefixo. */
export const CENTROS_DE_CUSTO_DEMO: ReadonlyArray<[string, string]> = [
  ['1', 'Administrativo'],
  ['1.1', 'Financeiro'],
  ['1.2', 'Recursos humanos'],
  ['2', 'Comercial'],
  ['2.1', 'Loja física'],
  ['2.2', 'Vendas on-line'],
  ['3', 'Operações'],
  ['3.1', 'Estoque e logística'],
];

const CONDICOES = [
  { descricao: 'À vista', parcelas: 1, dias_primeira: 0, intervalo_dias: 0, entrada: true },
  { descricao: '30 dias', parcelas: 1, dias_primeira: 30, intervalo_dias: 30, entrada: false },
  { descricao: '30/60/90', parcelas: 3, dias_primeira: 30, intervalo_dias: 30, entrada: false },
  { descricao: 'Entrada + 2x', parcelas: 3, dias_primeira: 0, intervalo_dias: 30, entrada: true },
];

async function arvore(
  c: Client,
  emitenteId: number,
  tabela: 'conta' | 'custo',
  itens: Array<{ codigo: string; descricao: string; tipo?: string }>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const pai = tabela === 'conta' ? 'conta_pai_id' : 'custo_pai_id';
  for (const it of itens) {
    const superior = it.codigo.includes('.') ? ids.get(it.codigo.slice(0, it.codigo.lastIndexOf('.'))) : null;
    const temFilhas = itens.some((x) => x.codigo.startsWith(`${it.codigo}.`));
    const { rows } =
      tabela === 'conta'
        ? await c.query('INSERT INTO conta (emitente_id, codigo, descricao, tipo, conta_pai_id, analitica) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id', [
            emitenteId,
            it.codigo,
            it.descricao,
            it.tipo,
            superior ?? null,
            !temFilhas,
          ])
        : await c.query(`INSERT INTO custo (emitente_id, codigo, descricao, ${pai}) VALUES ($1, $2, $3, $4) RETURNING id`, [
            emitenteId,
            it.codigo,
            it.descricao,
            superior ?? null,
          ]);
    ids.set(it.codigo, rows[0].id);
  }
  return ids;
}

/** Cria o financeiro de referência do emitente; com `titulos`, também fornecedores e títulos. */
export async function seedDemoFinanceiro(c: Client, emitenteId: number, titulos: boolean): Promise<void> {
  const contas = await arvore(
    c,
    emitenteId,
    'conta',
    PLANO_DE_CONTAS_DEMO.map(([codigo, descricao, tipo]) => ({ codigo, descricao, tipo })),
  );
  const custos = await arvore(
    c,
    emitenteId,
    'custo',
    CENTROS_DE_CUSTO_DEMO.map(([codigo, descricao]) => ({ codigo, descricao })),
  );
  const { rows: em } = await c.query('SELECT cnpj FROM emitente WHERE id = $1', [emitenteId]);
  // datas da demonstração relativas ao hoje do negócio (Brasília), não ao dia UTC
  const dias = (n: number) => vencimentoEm(n);
  const { rows: cb } = await c.query(
    `INSERT INTO conta_bancaria (emitente_id, descricao, tipo, banco, agencia, numero, chave_pix, saldo_inicial, data_saldo_inicial)
     VALUES ($1, 'Caixa da loja', 'caixa', NULL, NULL, NULL, NULL, 500.00, $2), ($1, 'Banco do Brasil', 'corrente', '001', '1234-5', '98765-4', $3, 12500.00, $2)
     RETURNING id`,
    [emitenteId, dias(-90), em[0]?.cnpj ?? null],
  );
  const [caixa, banco] = cb.map((r) => r.id as number);
  await c.query(`UPDATE especie SET conta_bancaria_id = CASE WHEN t_pag = '01' THEN $2::int ELSE $3::int END WHERE emitente_id = $1`, [
    emitenteId,
    caixa,
    banco,
  ]);
  for (const cond of CONDICOES) {
    await c.query('INSERT INTO condicao (emitente_id, descricao, parcelas, dias_primeira, intervalo_dias, entrada) VALUES ($1, $2, $3, $4, $5, $6)', [
      emitenteId,
      cond.descricao,
      cond.parcelas,
      cond.dias_primeira,
      cond.intervalo_dias,
      cond.entrada,
    ]);
  }
  if (!titulos) return;

  const r = gen.prng(emitenteId * 4241);
  const fornecedores: number[] = [];
  for (const nome of [
    'Atacadão Distribuidora de Alimentos Ltda',
    'Imobiliária Central Ltda',
    'Companhia de Energia Elétrica',
    'Escritório Contábil Exato Ltda',
  ]) {
    const { rows } = await c.query(`INSERT INTO fornecedor (emitente_id, tipo_pessoa, cpf_cnpj, nome, ind_ie_dest) VALUES ($1, 'J', $2, $3, 9) RETURNING id`, [
      emitenteId,
      gen.cnpj(r),
      nome,
    ]);
    fornecedores.push(rows[0].id);
  }
  const contasFornecedor = ['2.01.001', '2.03.001', '2.03.002', '2.03.005'].map((k) => contas.get(k));
  const { rows: clientes } = await c.query('SELECT id FROM cliente WHERE emitente_id = $1 ORDER BY id LIMIT 12', [emitenteId]);
  const { rows: esp } = await c.query(`SELECT id, t_pag, conta_bancaria_id FROM especie WHERE emitente_id = $1`, [emitenteId]);
  const boleto = esp.find((e) => e.t_pag === '15');
  const pix = esp.find((e) => e.t_pag === '17');

  // a receber: 24 títulos de -60 a +60 dias; os vencidos há mais de 10 dias, em sua maioria, pagos
  for (let i = 0; i < 24 && clientes.length; i++) {
    const venc = Math.round(-60 + r() * 120);
    const valor = new Decimal(Math.round(8000 + r() * 150000)).dividedBy(100);
    const [id] = await lancarTitulos(c, emitenteId, 'receber', [
      {
        documento: `V-${1000 + i}`,
        pessoa_id: gen.pick(r, clientes).id,
        descricao: 'Venda a prazo',
        emissao: dias(Math.min(venc, 0) - 30),
        vencimento: dias(venc),
        valor: valor.toFixed(2),
        conta_id: contas.get('1.01.001'),
        custo_id: custos.get('2.1'),
        especie_id: boleto?.id ?? null,
        conta_bancaria_id: banco,
      },
    ]);
    if (venc < -10 && r() < 0.75) {
      const data = dias(venc + Math.floor(r() * 5));
      await quitarTituloDeHistorico(c, emitenteId, 'receber', id, { data, especie_id: pix?.id ?? null, conta_bancaria_id: banco, guid: randomUUID() });
    }
  }
  // a pagar: contas fixas mensais e compras
  for (let i = 0; i < 16; i++) {
    const k = i % fornecedores.length;
    const venc = Math.round(-60 + r() * 120);
    const valor = new Decimal(Math.round((k === 0 ? 150000 : 20000) + r() * 300000)).dividedBy(100);
    const [id] = await lancarTitulos(c, emitenteId, 'pagar', [
      {
        documento: `NF-${5000 + i}`,
        pessoa_id: fornecedores[k],
        descricao: k === 0 ? 'Compra de mercadorias' : 'Despesa mensal',
        emissao: dias(Math.min(venc, 0) - 20),
        vencimento: dias(venc),
        valor: valor.toFixed(2),
        conta_id: contasFornecedor[k],
        custo_id: custos.get(k === 0 ? '3.1' : '1.1'),
        conta_bancaria_id: banco,
      },
    ]);
    if (venc < -5 && r() < 0.85) {
      await quitarTituloDeHistorico(c, emitenteId, 'pagar', id, { data: dias(venc), conta_bancaria_id: banco, guid: randomUUID() });
    }
  }
}
