/**
 * Contracts of the finance actions (SPEC §7 "Receivables and payables"; src/server/modules/financeiro):
 * settle, reverse, recurrence, renegotiation, receipt, report, PIX of a receivable and the payment
 * forecast of a condition. `Receber` and `Pagar` share the shapes; each side has its own operations.
 * Business rules (balance, dates, closed period) stay in the handlers; the contract fixes the shapes.
 */
import {
  type Contrato,
  arquivo,
  booleano,
  dados,
  data,
  decimal,
  dinheiro,
  id,
  idNaUrl,
  inteiro,
  lista,
  nulo,
  objeto,
  opcoes,
  texto,
  tipo,
  uuid,
} from './base.ts';

export type LadoFinanceiro = 'receber' | 'pagar';

const LADOS = {
  receber: { regra: 'Receber', tag: 'Financeiro', rotulo: 'conta a receber' },
  pagar: { regra: 'Pagar', tag: 'Financeiro', rotulo: 'conta a pagar' },
} as const;

/** One installment to settle; absent values come from the header (`PedidoBaixa`). */
export const ItemBaixa = tipo(
  'ItemBaixa',
  objeto(
    {
      id: id('Parcela'),
      valor: nulo(decimal('Valor (padrão: o saldo)')),
      juros: nulo(decimal('Juros')),
      multa: nulo(decimal('Multa')),
      desconto: nulo(decimal('Desconto')),
      data: data('Data da baixa'),
      especie_id: nulo(id('Espécie')),
      conta_bancaria_id: nulo(id('Conta bancária')),
      observacao: nulo(texto('Observação')),
    },
    ['id'],
  ),
);

/** Body of ReceberRegistros/PagarRegistros: header values apply to the installments that do not bring them. */
export const PedidoBaixa = tipo(
  'PedidoBaixa',
  objeto(
    {
      data: data('Data da baixa (padrão: hoje)'),
      especie_id: nulo(id('Espécie')),
      conta_bancaria_id: nulo(id('Conta bancária')),
      observacao: nulo(texto('Observação')),
      Registros: lista('Parcelas', ItemBaixa),
    },
    ['Registros'],
  ),
);

/** Result of a settlement: the transaction guid (for reversal and receipt) and each title after it. */
export const ResultadoBaixa = tipo(
  'ResultadoBaixa',
  objeto(
    {
      guid_transacao: uuid('Transação'),
      valor_total: dinheiro('Total movimentado'),
      Registros: lista(
        'Parcelas',
        objeto(
          {
            id: id('Parcela'),
            pagamento_id: id('Baixa'),
            valor: dinheiro('Valor'),
            juros: dinheiro('Juros'),
            multa: dinheiro('Multa'),
            desconto: dinheiro('Desconto'),
            valor_total: dinheiro('Total'),
            saldo: dinheiro('Saldo'),
            situacao: texto('Situação'),
          },
          ['id', 'pagamento_id', 'valor', 'juros', 'multa', 'desconto', 'valor_total', 'saldo', 'situacao'],
        ),
      ),
    },
    ['guid_transacao', 'valor_total', 'Registros'],
  ),
);

export const ResultadoEstorno = tipo(
  'ResultadoEstorno',
  objeto(
    {
      guid_transacao: uuid('Transação estornada'),
      guid_estorno: uuid('Transação do estorno'),
      titulos: lista('Títulos reabertos', id('Título')),
      cancelados: lista('Títulos cancelados', id('Título')),
    },
    ['guid_transacao', 'guid_estorno', 'titulos', 'cancelados'],
  ),
);

export const PedidoReplicacao = tipo(
  'PedidoReplicacao',
  objeto(
    {
      id: id('Título'),
      quantidade: inteiro('Quantidade de cópias'),
      intervalo_meses: nulo(inteiro('Intervalo em meses')),
      intervalo_dias: nulo(inteiro('Intervalo em dias')),
    },
    ['id', 'quantidade'],
  ),
);

export const ResultadoReplicacao = tipo(
  'ResultadoReplicacao',
  objeto({ guid_transacao: uuid('Transação'), ids: lista('Cópias', id('Título')), vencimentos: lista('Vencimentos', data('Vencimento')) }, [
    'guid_transacao',
    'ids',
    'vencimentos',
  ]),
);

export const PedidoRenegociacao = tipo(
  'PedidoRenegociacao',
  objeto(
    {
      Registros: lista('Parcelas renegociadas', { anyOf: [id('Parcela'), objeto({ id: id('Parcela') }, ['id'])] }),
      parcelas: inteiro('Parcelas do novo plano'),
      data: data('Data da renegociação'),
      primeiro_vencimento: data('Primeiro vencimento'),
      intervalo_dias: inteiro('Intervalo em dias'),
      acrescimo: nulo(decimal('Acréscimo')),
      desconto: nulo(decimal('Desconto')),
      documento: nulo(texto('Documento')),
    },
    ['Registros', 'parcelas'],
  ),
);

export const ResultadoRenegociacao = tipo(
  'ResultadoRenegociacao',
  objeto(
    {
      guid_transacao: uuid('Transação'),
      total: dinheiro('Total'),
      fechados: lista('Parcelas renegociadas', id('Título')),
      ids: lista('Novos títulos', id('Título')),
    },
    ['guid_transacao', 'total', 'fechados', 'ids'],
  ),
);

const quantidadeValor = objeto({ quantidade: inteiro('Quantidade'), valor: dinheiro('Valor') }, ['quantidade', 'valor']);

export const PedidoRelatorioFinanceiro = tipo(
  'PedidoRelatorioFinanceiro',
  objeto({
    data_inicial: data('Data inicial'),
    data_final: data('Data final'),
    agrupamento: opcoes('Agrupamento', ['dia', 'mes']),
    formato: opcoes('Formato', ['json', 'pdf', 'xlsx']),
  }),
);

export const RelatorioFinanceiro = tipo(
  'RelatorioFinanceiro',
  objeto(
    {
      hoje: data('Hoje'),
      data_inicial: data('Data inicial'),
      data_final: data('Data final'),
      agrupamento: opcoes('Agrupamento', ['dia', 'mes']),
      resumo: objeto(
        { a_vencer: quantidadeValor, vencidos: quantidadeValor, pagos: quantidadeValor, cancelados: quantidadeValor, proximos_7_dias: quantidadeValor },
        ['a_vencer', 'vencidos', 'pagos', 'cancelados', 'proximos_7_dias'],
      ),
      aging: lista(
        'Idade dos saldos',
        objeto({ faixa: texto('Faixa'), quantidade: inteiro('Quantidade'), valor: dinheiro('Valor') }, ['faixa', 'quantidade', 'valor']),
      ),
      fluxo: lista(
        'Fluxo de caixa',
        objeto({ periodo: texto('Período'), realizado: dinheiro('Realizado'), previsto: dinheiro('Previsto') }, ['periodo', 'realizado', 'previsto']),
      ),
      contas: lista(
        'Saldos das contas',
        objeto({ id: id('Conta'), descricao: texto('Descrição'), tipo: texto('Tipo'), saldo: dinheiro('Saldo') }, ['id', 'descricao', 'tipo', 'saldo']),
      ),
    },
    ['hoje', 'data_inicial', 'data_final', 'agrupamento', 'resumo', 'aging', 'fluxo', 'contas'],
  ),
);

export const PixDoTitulo = tipo(
  'PixDoTitulo',
  objeto(
    {
      payload: texto('BR Code (copia e cola)'),
      imagem: texto('QR code (PNG em data URL)'),
      chave: texto('Chave PIX'),
      valor: dinheiro('Valor'),
      txid: texto('Identificador da transação'),
    },
    ['payload', 'imagem', 'chave', 'valor', 'txid'],
  ),
);

export const PedidoPrevisaoCondicao = tipo(
  'PedidoPrevisaoCondicao',
  objeto({
    condicao_id: nulo(id('Condição de pagamento')),
    parcelas: inteiro('Parcelas'),
    dias_primeira: inteiro('Dias até a primeira'),
    intervalo_dias: inteiro('Intervalo em dias'),
    entrada: booleano('Com entrada'),
    percentual_acrescimo: nulo(decimal('Acréscimo (%)')),
    percentual_desconto: nulo(decimal('Desconto (%)')),
    total: decimal('Total'),
    data_base: data('Data base'),
  }),
);

export const PrevisaoCondicao = tipo(
  'PrevisaoCondicao',
  objeto(
    {
      total: dinheiro('Total'),
      parcelas: lista(
        'Parcelas',
        objeto({ parcela: inteiro('Parcela'), vencimento: data('Vencimento'), valor: dinheiro('Valor') }, ['parcela', 'vencimento', 'valor']),
      ),
    },
    ['total', 'parcelas'],
  ),
);

const comBarra = (url: string) => [url, `${url}/`] as const;

/** The contracts of one side (`/v1/Receber/...` or `/v1/Pagar/...`). */
function contratosDoLado(lado: LadoFinanceiro) {
  const L = LADOS[lado];
  const base = `/v1/${L.regra}`;
  const perm = (acao: string) => `Permitir.${L.regra}.${acao}`;
  return {
    baixar: {
      id: `${L.regra}_${L.regra}Registros`,
      metodo: 'POST',
      caminhos: comBarra(`${base}/${L.regra}Registros`),
      tag: L.tag,
      resumo: lado === 'receber' ? 'Receber parcelas (baixa)' : 'Pagar parcelas (baixa)',
      descricao: 'Baixa uma ou várias parcelas numa só transação (um guid_transacao); nada é alterado no lugar: cada baixa é uma linha nova.',
      permissao: perm('Alterar'),
      corpo: PedidoBaixa,
      resposta: dados(ResultadoBaixa),
    },
    estornar: {
      id: `${L.regra}_Estornar`,
      metodo: 'GET',
      caminhos: [`${base}/Estornar`],
      tag: L.tag,
      resumo: 'Estornar uma transação (baixa, recorrência ou renegociação)',
      permissao: perm('Alterar'),
      query: objeto({ guid_transacao: uuid('Transação') }, ['guid_transacao']),
      resposta: dados(ResultadoEstorno),
    },
    replicar: {
      id: `${L.regra}_ReplicarRegistros`,
      metodo: 'POST',
      caminhos: comBarra(`${base}/ReplicarRegistros`),
      tag: L.tag,
      resumo: 'Recorrência: copiar um título mês a mês ou a cada X dias',
      permissao: perm('Incluir'),
      corpo: PedidoReplicacao,
      resposta: dados(ResultadoReplicacao),
    },
    renegociar: {
      id: `${L.regra}_RenegociarRegistros`,
      metodo: 'POST',
      caminhos: comBarra(`${base}/RenegociarRegistros`),
      tag: L.tag,
      resumo: 'Renegociar parcelas em aberto do mesmo cliente/fornecedor num novo plano',
      permissao: perm('Alterar'),
      corpo: PedidoRenegociacao,
      resposta: dados(ResultadoRenegociacao),
    },
    recibo: {
      id: `${L.regra}_ImprimirRecibo`,
      metodo: 'POST',
      caminhos: comBarra(`${base}/ImprimirRecibo`),
      tag: L.tag,
      resumo: 'Recibo da baixa em PDF',
      permissao: perm('Consultar'),
      corpo: objeto({ guid_transacao: uuid('Transação') }, ['guid_transacao']),
      resposta: arquivo(['application/pdf']),
    },
    relatorio: {
      id: `${L.regra}_GetRelatorio`,
      metodo: 'POST',
      caminhos: comBarra(`${base}/GetRelatorio`),
      tag: L.tag,
      resumo: 'Relatório: resumo, idade dos saldos, fluxo de caixa e saldos das contas',
      descricao: "Com formato 'pdf' ou 'xlsx' responde o arquivo em vez do envelope.",
      permissao: perm('Relatorios'),
      corpo: PedidoRelatorioFinanceiro,
      resposta: { ...dados(RelatorioFinanceiro), arquivo: ['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
    },
  } satisfies Record<string, Contrato>;
}

/** The contracts of each side, built once (the routes attach these very objects). */
export const FINANCEIRO_LADOS = { receber: contratosDoLado('receber'), pagar: contratosDoLado('pagar') } as const;

export const FINANCEIRO_EXTRAS = {
  pix: {
    id: 'Receber_Pix',
    metodo: 'GET',
    caminhos: ['/v1/Receber/Pix/:id'],
    tag: 'Financeiro',
    resumo: 'PIX (BR Code estático) do saldo de uma conta a receber',
    permissao: 'Permitir.Receber.Consultar',
    params: objeto({ id: idNaUrl('Conta a receber') }, ['id']),
    resposta: dados(PixDoTitulo),
  },
  previsao: {
    id: 'Condicao_Previsao',
    metodo: 'POST',
    caminhos: ['/v1/condicao/Previsao'],
    tag: 'Financeiro',
    resumo: 'Previsão das parcelas de uma condição de pagamento',
    permissao: 'Permitir.Condicao.Consultar',
    corpo: PedidoPrevisaoCondicao,
    resposta: dados(PrevisaoCondicao),
  },
} satisfies Record<string, Contrato>;

/** Every finance contract (codegen and the contract test read this list). */
export const CONTRATOS_FINANCEIRO: readonly Contrato[] = [
  ...Object.values(FINANCEIRO_LADOS.receber),
  ...Object.values(FINANCEIRO_LADOS.pagar),
  ...Object.values(FINANCEIRO_EXTRAS),
];
