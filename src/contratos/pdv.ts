/**
 * Contracts of the PDV till (src/server/modules/pdv/routes.ts, caixa.ts): the operator's open till
 * with the sale model, opening, cash in/out (suprimento/sangria), closing with the counted amounts
 * per payment kind, and the closing report. Money travels as decimal text; the handlers check it.
 */
import {
  type Contrato,
  arquivo,
  booleano,
  dados,
  decimal,
  id,
  idNaUrl,
  idOuDigitos,
  inteiro,
  lista,
  nulo,
  objeto,
  opcoes,
  texto,
  textoComo,
  tipo,
} from './base.ts';
import { ResultadoVendaNFCe } from './gerenciador-nfce.ts';

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

export const GrupoAdicionais = tipo(
  'GrupoAdicionais',
  objeto(
    {
      id: id('Grupo'),
      descricao: texto('Descrição'),
      minimo: inteiro('Mínimo de escolhas'),
      maximo: inteiro('Máximo de escolhas'),
      itens: lista(
        'Adicionais',
        objeto({ adicional_id: id('Adicional'), descricao: texto('Descrição'), preco: texto('Preço') }, ['adicional_id', 'descricao', 'preco']),
      ),
    },
    ['id', 'descricao', 'minimo', 'maximo', 'itens'],
  ),
);

export const OpcoesProduto = tipo(
  'OpcoesProduto',
  objeto(
    {
      produto: objeto({ id: id('Produto'), descricao: texto('Descrição'), preco_venda: texto('Preço') }, ['id', 'descricao', 'preco_venda']),
      variacoes: lista(
        'Variações (grade)',
        objeto(
          {
            produto_id: id('Produto'),
            descricao: texto('Descrição'),
            rotulo: texto('Rótulo'),
            preco_venda: texto('Preço'),
            gtin: nulo(texto('GTIN')),
            unidade: texto('Unidade'),
            codigo: texto('Código'),
          },
          ['produto_id', 'descricao', 'rotulo', 'preco_venda', 'gtin', 'unidade', 'codigo'],
        ),
      ),
      grupos: lista('Grupos de adicionais', GrupoAdicionais),
    },
    ['produto', 'variacoes', 'grupos'],
  ),
);

export const VendaParaTroca = tipo(
  'VendaParaTroca',
  objeto(
    {
      venda: objeto(
        {
          id: id('Venda'),
          numero: inteiro('Número'),
          serie: inteiro('Série'),
          chave: texto('Chave de acesso'),
          data_emissao: texto('Emissão'),
          valor_total: texto('Total'),
          nome: nulo(texto('Cliente')),
        },
        ['id', 'numero', 'serie', 'chave', 'data_emissao', 'valor_total', 'nome'],
      ),
      itens: lista(
        'Itens',
        objeto(
          {
            id: id('Item'),
            descricao: texto('Descrição'),
            unidade: texto('Unidade'),
            quantidade: texto('Quantidade vendida'),
            devolvido: texto('Já devolvido'),
            disponivel: texto('Disponível para troca'),
            valor_unitario_liquido: texto('Valor unitário líquido'),
          },
          ['id', 'descricao', 'unidade', 'quantidade', 'devolvido', 'disponivel', 'valor_unitario_liquido'],
        ),
      ),
      cancelavel: booleano('A venda ainda pode ser cancelada'),
    },
    ['venda', 'itens', 'cancelavel'],
  ),
);

export const ResultadoTroca = tipo(
  'ResultadoTroca',
  objeto(
    {
      troca_id: id('Troca'),
      chave_nfce: texto('Chave da NFC-e'),
      valor_total: texto('Valor da troca'),
      vale: objeto({ id: id('Vale'), codigo: texto('Código'), valor: texto('Valor') }, ['id', 'codigo', 'valor']),
    },
    ['troca_id', 'chave_nfce', 'valor_total', 'vale'],
  ),
);

export const SaldoValeTroca = tipo(
  'SaldoValeTroca',
  objeto(
    {
      id: id('Vale'),
      codigo: texto('Código'),
      valor: texto('Valor'),
      saldo: texto('Saldo'),
      situacao: opcoes('Situação', ['aberto', 'utilizado']),
      emitido_em: texto('Emitido em'),
      troca_id: nulo(id('Troca')),
      venda_origem: nulo(objeto({ numero: nulo(inteiro('Número')), serie: nulo(inteiro('Série')), chave: nulo(texto('Chave')) }, ['numero', 'serie', 'chave'])),
      empresa: objeto({ nome: texto('Empresa'), cnpj: texto('CNPJ') }, ['nome', 'cnpj']),
    },
    ['id', 'codigo', 'valor', 'saldo', 'situacao', 'emitido_em', 'troca_id', 'venda_origem', 'empresa'],
  ),
);

const codigoVale = objeto({ codigo: texto('Código do vale-troca', 40) }, ['codigo']);

export const PDV_TROCA = {
  opcoes: {
    id: 'Pdv_ProdutoOpcoes',
    metodo: 'GET',
    caminhos: ['/v1/pdv/Produto/:id/Opcoes'],
    tag: 'Movimentação',
    resumo: 'Variações (grade) e grupos de adicionais de um produto no balcão',
    permissao: 'Permitir.VendasCupom.Incluir',
    params: objeto({ id: idNaUrl('Produto') }, ['id']),
    resposta: dados(OpcoesProduto),
  },
  vendaParaTroca: {
    id: 'Pdv_TrocaVenda',
    metodo: 'GET',
    caminhos: ['/v1/pdv/Troca/Venda'],
    tag: 'Movimentação',
    resumo: 'Localizar a venda autorizada para troca (chave, QR code ou número)',
    permissao: 'Permitir.VendasCupom.Incluir',
    query: objeto({ entrada: texto('Chave, QR code ou número da venda') }, ['entrada']),
    resposta: dados(VendaParaTroca),
  },
  trocar: {
    id: 'Pdv_Troca',
    metodo: 'POST',
    caminhos: ['/v1/pdv/Troca'],
    tag: 'Movimentação',
    resumo: 'Registrar a troca e emitir o vale-troca',
    permissao: 'Permitir.VendasCupom.Incluir',
    corpo: objeto(
      {
        venda_cupom_id: idOuDigitos('Venda'),
        itens: lista('Itens trocados', objeto({ venda_cupom_item_id: idOuDigitos('Item da venda'), quantidade: decimal('Quantidade') })),
        motivo: nulo(texto('Motivo')),
      },
      ['venda_cupom_id', 'itens'],
    ),
    resposta: { ...dados(ResultadoTroca), status: 201 },
  },
  vale: {
    id: 'Pdv_ValeTroca',
    metodo: 'GET',
    caminhos: ['/v1/pdv/ValeTroca/:codigo'],
    tag: 'Movimentação',
    resumo: 'Saldo e situação de um vale-troca',
    permissao: 'Permitir.VendasCupom.Consultar',
    params: codigoVale,
    resposta: dados(SaldoValeTroca),
  },
  imprimirVale: {
    id: 'Pdv_ValeTrocaImprimir',
    metodo: 'GET',
    caminhos: ['/v1/pdv/ValeTroca/:codigo/Imprimir'],
    tag: 'Movimentação',
    resumo: 'Vale-troca em PDF (bobina 80 mm) ou texto',
    permissao: 'Permitir.VendasCupom.Consultar',
    params: codigoVale,
    query: objeto({ formato: textoComo('Formato (texto)', '^(texto|pdf)?$') }),
    resposta: arquivo(['application/pdf', 'text/plain']),
  },
} satisfies Record<string, Contrato>;

/** A product as the till shows it (`preco_venda` is numeric from the database: a JSON number). */
export const ProdutoPdv = tipo(
  'ProdutoPdv',
  objeto(
    {
      id: id('Produto'),
      codigo: texto('Código'),
      gtin: nulo(texto('GTIN')),
      descricao: texto('Descrição'),
      unidade: texto('Unidade'),
      preco_venda: { type: 'number', title: 'Preço de venda' },
      tem_opcoes: booleano('Pai de grade ou com adicionais: a tela abre o diálogo de opções'),
    },
    ['id', 'codigo', 'gtin', 'descricao', 'unidade', 'preco_venda', 'tem_opcoes'],
  ),
);

/** What the till read: a barcode (GTIN, scale label, internal code, with `quantidade x`) or a text search. */
export const LeituraProdutoPdv = tipo(
  'LeituraProdutoPdv',
  objeto(
    {
      tipo: opcoes('Leitura', ['gtin', 'balanca', 'codigo', 'busca']),
      produtos: lista('Produtos (a busca traz até 20)', ProdutoPdv),
      quantidade: texto('Quantidade lida (padrão 1; na balança, o peso ou preço ÷ preço de venda)'),
      codigo_barras: nulo(texto('Código de barras lido')),
      preco_etiqueta: nulo(texto('Preço da etiqueta da balança')),
    },
    ['tipo', 'produtos'],
  ),
);

export const TransformacaoVenda = tipo(
  'TransformacaoVenda',
  objeto({ faturamento_id: id('Faturamento (NF-e)'), cliente_id: id('Cliente'), venda: id('Venda') }, ['faturamento_id', 'cliente_id', 'venda']),
);

export const ItemVendaCorrigido = tipo(
  'ItemVendaCorrigido',
  objeto({ venda: id('Venda'), item: id('Item'), valor_total: texto('Novo total'), valor_troco: texto('Novo troco') }, [
    'venda',
    'item',
    'valor_total',
    'valor_troco',
  ]),
);

/** Manager's credentials typed at the counter to release a discount above the operator's limit. */
const supervisor = nulo(objeto({ login: texto('Login do supervisor'), senha: texto('Senha do supervisor') }, [], { titulo: 'Liberação do supervisor' }));

export const PDV_VENDA = {
  produto: {
    id: 'Pdv_Produto',
    metodo: 'GET',
    caminhos: ['/v1/pdv/Produto'],
    tag: 'Movimentação',
    resumo: 'Ler um código de barras (GTIN, etiqueta de balança, código, "3x código") ou buscar produtos pelo texto',
    descricao: 'Código não encontrado: 404 com a chave entrada; leitura inválida (dígito verificador, etc.): 400 em entrada.',
    permissao: 'Permitir.VendasCupom.Incluir',
    query: objeto({ entrada: texto('Código de barras, código ou texto'), modelo: textoComo('Modelo de venda', '^[0-9]*$') }),
    resposta: dados(LeituraProdutoPdv),
  },
  vender: {
    id: 'Pdv_Venda',
    metodo: 'POST',
    caminhos: ['/v1/pdv/Venda'],
    tag: 'Movimentação',
    resumo: 'Gravar a venda do balcão (itens, pagamentos, estoque, caixa) e emitir a NFC-e',
    descricao:
      'Com emitir=false só grava (201). A NFC-e rejeitada ou fora do schema responde 400 com a venda (ou {erros}) em Data; sem certificado/CSC, 400 e nada gravado.',
    permissao: 'Permitir.VendasCupom.Incluir',
    corpo: objeto(
      {
        itens: lista(
          'Itens',
          objeto(
            {
              produto_id: idOuDigitos('Produto'),
              quantidade: decimal('Quantidade'),
              valor_unitario: nulo(decimal('Valor unitário (omitido, o preço de venda)')),
              valor_desconto: nulo(decimal('Desconto do item')),
              codigo_barras: nulo(texto('Código de barras lido')),
              adicionais: nulo(lista('Adicionais', objeto({ adicional_id: idOuDigitos('Adicional'), quantidade: nulo(decimal('Quantidade')) }))),
            },
            ['produto_id', 'quantidade'],
          ),
        ),
        pagamentos: lista(
          'Pagamentos',
          objeto(
            {
              t_pag: texto('Forma de pagamento (tPag)'),
              valor: decimal('Valor'),
              bandeira: nulo(texto('Bandeira do cartão')),
              cnpj_credenciadora: nulo(texto('CNPJ da credenciadora')),
              autorizacao: nulo(texto('Autorização')),
              vencimento: nulo(texto('Vencimento do crédito em loja')),
              vale_troca: nulo(texto('Código do vale-troca')),
            },
            ['t_pag', 'valor'],
          ),
        ),
        valor_desconto: nulo(decimal('Desconto da venda')),
        cpf_cnpj: nulo(texto('CPF/CNPJ do consumidor')),
        nome: nulo(texto('Nome do consumidor')),
        cliente_id: nulo(idOuDigitos('Cliente')),
        modelo_venda_cupom_id: nulo(idOuDigitos('Modelo de venda')),
        informacoes_complementares: nulo(texto('Informações complementares')),
        supervisor,
        emitir: booleano('Emitir a NFC-e (omitido, sim)'),
      },
      ['itens', 'pagamentos'],
    ),
    resposta: dados(ResultadoVendaNFCe),
  },
  transformar: {
    id: 'VendasCupom_TransformarVenda',
    metodo: 'PUT',
    caminhos: ['/v1/VendasCupom/TransformarVenda'],
    tag: 'Movimentação',
    resumo: 'Transformar a venda do PDV numa NF-e (modelo 55) para o consumidor identificado',
    descricao:
      'A NFC-e autorizada é cancelada (substituída); o cliente é achado pelo CPF/CNPJ ou cadastrado com o nome. Exige também Permitir.Faturamento.Incluir.',
    permissao: 'Permitir.VendasCupom.Alterar',
    query: objeto(
      {
        cupom: textoComo('Venda (cupom)', '^[0-9]{1,10}$'),
        novo_modelo: opcoes('Novo modelo', ['55']),
        cpf_cnpj: texto('CPF/CNPJ do destinatário'),
        nome: texto('Nome (para cadastrar o cliente)'),
      },
      ['cupom', 'cpf_cnpj'],
    ),
    resposta: dados(TransformacaoVenda),
  },
  corrigirItem: {
    id: 'VendasCupomItem_Edicao',
    metodo: 'PUT',
    caminhos: ['/v1/vendasCupomItem/Edicao/'],
    tag: 'Movimentação',
    resumo: 'Corrigir um item da venda antes da autorização (quantidade, preço, desconto ou cancelar o item)',
    descricao: 'Recalcula os tributos e o troco; o novo total não pode passar do pago. Desconto acima do limite pede o supervisor.',
    permissao: 'Permitir.VendasCupom.Alterar',
    corpo: objeto(
      {
        id: idOuDigitos('Item da venda'),
        quantidade: decimal('Quantidade'),
        valor_unitario: decimal('Valor unitário'),
        valor_desconto: decimal('Desconto'),
        cancelado: { type: ['boolean', 'string'], title: 'Item cancelado', enum: [true, false, 'true', 'false'] },
        supervisor,
      },
      ['id'],
    ),
    resposta: dados(ItemVendaCorrigido),
  },
} satisfies Record<string, Contrato>;

export const CONTRATOS_PDV: readonly Contrato[] = [...Object.values(PDV_CAIXA), ...Object.values(PDV_TROCA), ...Object.values(PDV_VENDA)];
