/**
 * Contracts of the stock actions (src/server/modules/estoque/routes.ts): manual movement, transfer
 * between locations, counting, position and the ledger check. Quantities and costs travel as decimal
 * text (numeric in the database); the handlers check places, sign and the negative-stock policy.
 */
import { type Contrato, arquivo, booleano, dados, decimal, id, idOuDigitos, inteiro, lista, nulo, objeto, opcoes, texto, textoComo, tipo } from './base.ts';

/** Operations a user posts by hand (sale, transfer and reversal come from their documents). */
export const OPERACOES_MANUAIS_ESTOQUE = ['compra', 'devolucao', 'ajuste', 'perda', 'consumo', 'saldo_inicial'] as const;

export const MovimentoGravado = tipo(
  'MovimentoGravado',
  objeto(
    {
      id: id('Movimento'),
      produtoId: id('Produto'),
      tipoEstoqueId: id('Local de estoque'),
      quantidade: texto('Quantidade'),
      custoUnitario: texto('Custo unitário'),
      saldo: texto('Saldo após'),
      custoMedio: texto('Custo médio após'),
    },
    ['id', 'produtoId', 'tipoEstoqueId', 'quantidade', 'custoUnitario', 'saldo', 'custoMedio'],
  ),
);

export const ResultadoLancamentoEstoque = tipo(
  'ResultadoLancamentoEstoque',
  objeto({ movimentos: lista('Movimentos', MovimentoGravado), avisos: lista('Avisos', texto('Aviso')) }, ['movimentos', 'avisos']),
);

export const DiferencaContagem = tipo(
  'DiferencaContagem',
  objeto(
    {
      produto_id: id('Produto'),
      codigo: texto('Código'),
      descricao: texto('Descrição'),
      unidade: texto('Unidade'),
      sistema: texto('Saldo no sistema'),
      contado: texto('Contado'),
      diferenca: texto('Diferença'),
      custo_medio: texto('Custo médio'),
      valor: texto('Valor da diferença'),
    },
    ['produto_id', 'codigo', 'descricao', 'unidade', 'sistema', 'contado', 'diferenca', 'custo_medio', 'valor'],
  ),
);

export const ResultadoContagem = tipo(
  'ResultadoContagem',
  objeto(
    {
      diferencas: lista('Diferenças', DiferencaContagem),
      movimentos: lista('Ajustes lançados', MovimentoGravado),
      documento: nulo(inteiro('Documento da contagem')),
    },
    ['diferencas', 'movimentos', 'documento'],
  ),
);

const valorQtd = (nome: string) => ({ [nome]: texto(nome), valor: texto('Valor'), quantidade: texto('Quantidade') });

export const PosicaoEstoque = tipo(
  'PosicaoEstoque',
  objeto(
    {
      locais: lista(
        'Locais',
        objeto(
          { tipo_estoque_id: id('Local'), descricao: texto('Descrição'), itens: inteiro('Produtos'), quantidade: texto('Quantidade'), valor: texto('Valor') },
          ['tipo_estoque_id', 'descricao', 'itens', 'quantidade', 'valor'],
        ),
      ),
      grupos: lista('Grupos', objeto(valorQtd('grupo'), ['grupo', 'valor', 'quantidade'])),
      categorias: lista('Categorias', objeto(valorQtd('categoria'), ['categoria', 'valor', 'quantidade'])),
      produtos: lista(
        'Produtos',
        objeto(
          {
            produto_id: id('Produto'),
            codigo: texto('Código'),
            descricao: texto('Descrição'),
            unidade: texto('Unidade'),
            grupo: texto('Grupo'),
            categoria: texto('Categoria'),
            tipo_estoque_id: id('Local'),
            local: texto('Local'),
            quantidade: texto('Quantidade'),
            custo_medio: texto('Custo médio'),
            valor: texto('Valor'),
            estoque_minimo: nulo(texto('Estoque mínimo')),
          },
          [
            'produto_id',
            'codigo',
            'descricao',
            'unidade',
            'grupo',
            'categoria',
            'tipo_estoque_id',
            'local',
            'quantidade',
            'custo_medio',
            'valor',
            'estoque_minimo',
          ],
        ),
      ),
      total: texto('Valor total'),
    },
    ['locais', 'grupos', 'categorias', 'produtos', 'total'],
  ),
);

export const ConferenciaEstoque = tipo(
  'ConferenciaEstoque',
  objeto(
    {
      confere: booleano('Saldos conferem com o razão'),
      divergencias: lista(
        'Divergências',
        objeto(
          {
            produto_id: id('Produto'),
            tipo_estoque_id: id('Local'),
            saldo: texto('Saldo'),
            razao: texto('Soma do razão'),
            custo_medio: texto('Custo médio'),
            custo_medio_razao: nulo(texto('Custo médio pelo razão')),
          },
          ['produto_id', 'tipo_estoque_id', 'saldo', 'razao', 'custo_medio', 'custo_medio_razao'],
        ),
      ),
    },
    ['confere', 'divergencias'],
  ),
);

const digitos = (titulo: string) => textoComo(titulo, '^[0-9]*$');

export const ESTOQUE = {
  lancar: {
    id: 'Estoque_Lancar',
    metodo: 'POST',
    caminhos: ['/v1/estoqueMovimentacao/Lancar'],
    tag: 'Movimentação',
    resumo: 'Lançar um movimento manual de estoque (+ entra, − sai)',
    permissao: 'Permitir.Produto.Alterar',
    corpo: objeto(
      {
        produto_id: idOuDigitos('Produto'),
        operacao: opcoes('Operação', OPERACOES_MANUAIS_ESTOQUE),
        quantidade: decimal('Quantidade'),
        tipo_estoque_id: nulo(idOuDigitos('Local de estoque')),
        custo_unitario: nulo(decimal('Custo unitário')),
        observacao: nulo(texto('Observação')),
      },
      ['produto_id', 'operacao', 'quantidade'],
    ),
    resposta: dados(ResultadoLancamentoEstoque),
  },
  transferir: {
    id: 'Estoque_Transferir',
    metodo: 'POST',
    caminhos: ['/v1/estoque/Transferir'],
    tag: 'Movimentação',
    resumo: 'Transferir saldo de um produto entre locais de estoque',
    permissao: 'Permitir.Produto.Alterar',
    corpo: objeto(
      {
        produto_id: idOuDigitos('Produto'),
        origem_id: idOuDigitos('Local de origem'),
        destino_id: idOuDigitos('Local de destino'),
        quantidade: decimal('Quantidade'),
        observacao: nulo(texto('Observação')),
      },
      ['produto_id', 'origem_id', 'destino_id', 'quantidade'],
    ),
    resposta: dados(ResultadoLancamentoEstoque),
  },
  contagem: {
    id: 'Estoque_Contagem',
    metodo: 'POST',
    caminhos: ['/v1/estoque/Contagem'],
    tag: 'Movimentação',
    resumo: 'Contagem de estoque: compara e, com confirmar, lança os ajustes',
    descricao: 'Sem confirmar exige Permitir.Produto.Consultar e só compara.',
    permissao: 'Permitir.Produto.Alterar',
    corpo: objeto(
      {
        tipo_estoque_id: idOuDigitos('Local de estoque'),
        itens: lista('Itens contados', objeto({ produto_id: idOuDigitos('Produto'), quantidade: decimal('Quantidade contada') })),
        confirmar: booleano('Confirmar e lançar os ajustes'),
      },
      ['tipo_estoque_id', 'itens'],
    ),
    resposta: dados(ResultadoContagem),
  },
  posicao: {
    id: 'Estoque_Posicao',
    metodo: 'GET',
    caminhos: ['/v1/estoque/Posicao'],
    tag: 'Movimentação',
    resumo: 'Posição do estoque por local, grupo, categoria e produto',
    permissao: 'Permitir.Produto.Consultar',
    query: objeto({ tipo_estoque_id: digitos('Local de estoque'), busca: texto('Busca'), categoria_estoque_id: digitos('Categoria de estoque') }),
    resposta: dados(PosicaoEstoque),
  },
  conferir: {
    id: 'Estoque_Conferir',
    metodo: 'GET',
    caminhos: ['/v1/estoque/Conferir'],
    tag: 'Movimentação',
    resumo: 'Conferir os saldos contra o razão de movimentos',
    permissao: 'Permitir.Produto.Consultar',
    resposta: dados(ConferenciaEstoque),
  },
  etiquetas: {
    id: 'Etiquetas_Imprimir',
    metodo: 'POST',
    caminhos: ['/v1/labelDescricao/Imprimir'],
    tag: 'Cadastros',
    resumo: 'Etiquetas de produtos em PDF pelo modelo escolhido (ou o padrão)',
    permissao: 'Permitir.Produto.Consultar',
    corpo: objeto(
      {
        itens: lista('Produtos', objeto({ produto_id: idOuDigitos('Produto'), quantidade: idOuDigitos('Quantidade de etiquetas') })),
        pular: nulo(idOuDigitos('Posições a pular (folha A4)')),
        label_descricao_id: nulo(idOuDigitos('Modelo de etiqueta')),
      },
      ['itens'],
    ),
    resposta: arquivo(['application/pdf']),
  },
} satisfies Record<string, Contrato>;

export const CONTRATOS_ESTOQUE: readonly Contrato[] = Object.values(ESTOQUE);
