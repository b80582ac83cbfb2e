/**
 * Contracts of the PDV till (src/server/modules/pdv/routes.ts, caixa.ts): the operator's open till
 * with the sale model, opening, cash in/out (suprimento/sangria), closing with the counted amounts
 * per payment kind, and the closing report. Money travels as decimal text; the handlers check it.
 */
import { type Contrato, booleano, dados, decimal, id, idNaUrl, inteiro, lista, nulo, objeto, opcoes, texto, tipo } from './base.ts';

export const ModeloVenda = tipo(
  'ModeloVenda',
  objeto(
    {
      id: nulo(id('Modelo de venda')),
      serie: inteiro('Série da NFC-e'),
      natureza_operacao: texto('Natureza da operação'),
      desconto_maximo: { type: 'number', title: 'Desconto máximo (%)' },
      versao_qrcode: opcoes('Versão do QR code', [2, 3]),
      largura_bobina: opcoes('Largura da bobina (mm)', [58, 80]),
      balanca_tipo: opcoes('Etiqueta da balança', ['peso', 'preco']),
      informacoes_complementares: nulo(texto('Informações complementares')),
    },
    ['id', 'serie', 'natureza_operacao', 'desconto_maximo', 'versao_qrcode', 'largura_bobina', 'balanca_tipo', 'informacoes_complementares'],
  ),
);

export const ResumoCaixa = tipo(
  'ResumoCaixa',
  objeto(
    {
      id: id('Caixa'),
      descricao: texto('Descrição'),
      operador: texto('Operador'),
      situacao: opcoes('Situação', ['aberto', 'fechado']),
      abertura: texto('Abertura'),
      fechamento_cego: booleano('Fechamento cego'),
      valor_abertura: texto('Fundo de troco'),
      vendas: inteiro('Vendas'),
      vendas_canceladas: inteiro('Vendas canceladas'),
      total_vendas: texto('Total vendido'),
      esperado: { type: 'object', title: 'Esperado por espécie (tPag -> valor)', additionalProperties: { type: 'string' } },
      conferencia: lista(
        'Conferência do fechamento',
        objeto(
          {
            t_pag: texto('Espécie (tPag)'),
            especie: texto('Espécie'),
            esperado: texto('Esperado'),
            contado: texto('Contado'),
            diferenca: texto('Diferença'),
            informativo: booleano('Espécie que não se conta na gaveta'),
          },
          ['t_pag', 'especie', 'esperado', 'contado', 'diferenca'],
        ),
      ),
      nao_contaveis: lista(
        'Espécies que não se contam na gaveta',
        objeto({ t_pag: texto('Espécie (tPag)'), especie: texto('Espécie'), total: texto('Total') }, ['t_pag', 'especie', 'total']),
      ),
    },
    ['id', 'descricao', 'operador', 'situacao', 'abertura', 'fechamento_cego', 'valor_abertura', 'vendas', 'vendas_canceladas', 'total_vendas'],
  ),
);

export const CaixaDoOperador = tipo(
  'CaixaDoOperador',
  objeto({ caixa: nulo(ResumoCaixa), modelo: ModeloVenda, limite_desconto: nulo({ type: 'number', title: 'Limite de desconto do operador (%)' }) }, [
    'caixa',
    'modelo',
    'limite_desconto',
  ]),
);

const resumo = dados(ResumoCaixa);

export const PDV_CAIXA = {
  caixa: {
    id: 'Pdv_Caixa',
    metodo: 'GET',
    caminhos: ['/v1/pdv/Caixa'],
    tag: 'Movimentação',
    resumo: 'Caixa aberto do operador, modelo de venda e limite de desconto',
    permissao: 'Permitir.VendasCupom.Incluir',
    resposta: dados(CaixaDoOperador),
  },
  abrir: {
    id: 'Pdv_CaixaAbrir',
    metodo: 'POST',
    caminhos: ['/v1/pdv/Caixa/Abrir'],
    tag: 'Movimentação',
    resumo: 'Abrir o caixa do operador',
    permissao: 'Permitir.VendasCupom.Incluir',
    corpo: objeto({
      valor_abertura: nulo(decimal('Fundo de troco')),
      descricao: nulo(texto('Descrição')),
      fechamento_cego: { type: ['boolean', 'string'], title: 'Fechamento cego', enum: [true, false, 'true', 'false'] },
    }),
    resposta: resumo,
  },
  movimento: {
    id: 'Pdv_CaixaMovimento',
    metodo: 'POST',
    caminhos: ['/v1/pdv/Caixa/Movimento'],
    tag: 'Movimentação',
    resumo: 'Sangria ou suprimento do caixa',
    permissao: 'Permitir.VendasCupom.Incluir',
    corpo: objeto({ tipo: opcoes('Tipo', ['sangria', 'suprimento']), valor: decimal('Valor'), observacao: nulo(texto('Observação')) }, ['tipo', 'valor']),
    resposta: resumo,
  },
  fechar: {
    id: 'Pdv_CaixaFechar',
    metodo: 'POST',
    caminhos: ['/v1/pdv/Caixa/Fechar'],
    tag: 'Movimentação',
    resumo: 'Fechar o caixa com o contado por espécie',
    permissao: 'Permitir.VendasCupom.Incluir',
    corpo: objeto({
      contado: { type: 'object', title: 'Contado por espécie (tPag -> valor)', additionalProperties: decimal('Valor contado') },
      observacao: nulo(texto('Observação')),
    }),
    resposta: resumo,
  },
  relatorio: {
    id: 'Pdv_CaixaRelatorio',
    metodo: 'GET',
    caminhos: ['/v1/pdv/Caixa/Relatorio/:id'],
    tag: 'Movimentação',
    resumo: 'Relatório de fechamento do caixa',
    descricao: 'Com formato=texto responde o relatório em texto para a bobina.',
    permissao: 'Permitir.VendasCupom.Consultar',
    params: objeto({ id: idNaUrl('Caixa') }, ['id']),
    query: objeto({ formato: opcoes('Formato', ['json', 'texto']) }),
    resposta: { ...resumo, arquivo: ['text/plain'] },
  },
} satisfies Record<string, Contrato>;

export const CONTRATOS_PDV: readonly Contrato[] = Object.values(PDV_CAIXA);
