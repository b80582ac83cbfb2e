/**
 * Contracts of the purchase actions (SPEC §7 "Purchases" and "compraDFeManifesto";
 * src/server/modules/compras): XML/ZIP upload, import of a note received by the DF-e distribution,
 * linking a pending item to a product (or creating the product from it), finish and cancel a
 * purchase, its detail, supplier XML and DANFE, the period report (summary, PDF, XLSX), and the
 * DF-e distribution (query the national environment, manifest, download, DANFE, recipient events).
 * The purchase list comes from OData (`/OData/Compra`, `/OData/CompraDFeManifesto`).
 *
 * Query values travel as text: the patterns below only accept what the handlers accept (digits,
 * 44-character keys, `ids=1,2,3`), the handlers keep the ranges, existence checks and their
 * messages (invalid date, factor above zero with up to 4 places, unknown event type).
 */
import {
  type Contrato,
  type JsonSchema,
  arquivo,
  arquivoEnviado,
  booleano,
  dados,
  id,
  idNaUrl,
  inteiro,
  lista,
  nulo,
  objeto,
  opcoes,
  texto,
  textoComo,
  tipo,
} from './base.ts';
import { EventoRegistradoNFe, ItemNotaEventoNFe } from './nfe.ts';

const paramsId = (titulo: string) => objeto({ id: idNaUrl(titulo) }, ['id']);

/** Digits in the query string (`?id=5`). */
const idNaQuery = (titulo: string) => textoComo(titulo, '^[0-9]{1,10}$');

/** Money/quantity from the database as decimal text (`"1234.50"`, `"3.0000"`). */
const valor = (titulo: string): JsonSchema => ({ type: 'string', title: titulo });

export const ItemPendenteCompra = tipo(
  'ItemPendenteCompra',
  objeto(
    {
      id: id('Item da compra'),
      numero_item: inteiro('Número do item na nota'),
      codigo_fornecedor: nulo(texto('Código do fornecedor')),
      gtin: nulo(texto('GTIN')),
      descricao: texto('Descrição na nota'),
      unidade_fornecedor: nulo(texto('Unidade do fornecedor')),
      quantidade_fornecedor: valor('Quantidade na unidade do fornecedor'),
    },
    ['id', 'numero_item', 'codigo_fornecedor', 'gtin', 'descricao', 'unidade_fornecedor', 'quantidade_fornecedor'],
  ),
);

/** Result of one uploaded file (one per XML, or per XML inside a ZIP). */
export const ResultadoArquivoCompra = tipo(
  'ResultadoArquivoCompra',
  objeto(
    {
      arquivo: texto('Arquivo'),
      Success: booleano('Importado'),
      Message: texto('Mensagem'),
      compra_id: id('Compra'),
      fornecedor_id: id('Fornecedor'),
      fornecedor_novo: booleano('Fornecedor cadastrado agora'),
      numero: texto('Número da NF-e'),
      chave: texto('Chave de acesso'),
      situacao: opcoes('Situação da compra', ['pendente', 'finalizada']),
      valor_total: valor('Valor total (R$)'),
      pendentes: lista('Itens a vincular', ItemPendenteCompra),
      avisos: lista('Avisos', texto('Aviso')),
      arquivado: booleano('Só arquivado como documento'),
      documento_id: id('Documento fiscal arquivado'),
      conferencia: nulo(texto('Conferência de compra que a nota não passa')),
    },
    ['arquivo', 'Success', 'Message'],
  ),
);

/** Import of the complete note received by the DF-e distribution. */
export const ImportacaoCompra = tipo(
  'ImportacaoCompra',
  objeto(
    {
      compra_id: id('Compra'),
      fornecedor_id: id('Fornecedor'),
      fornecedor_novo: booleano('Fornecedor cadastrado agora'),
      numero: texto('Número da NF-e'),
      chave: texto('Chave de acesso'),
      situacao: opcoes('Situação da compra', ['pendente', 'finalizada']),
      valor_total: valor('Valor total (R$)'),
      pendentes: lista('Itens a vincular', ItemPendenteCompra),
      avisos: lista('Avisos', texto('Aviso')),
    },
    ['compra_id', 'fornecedor_id', 'fornecedor_novo', 'numero', 'chave', 'situacao', 'valor_total', 'pendentes', 'avisos'],
  ),
);

/** A pending item linked to a product: the purchase's situation and what is still pending. */
export const VinculoItemCompra = tipo(
  'VinculoItemCompra',
  objeto({ compra_id: id('Compra'), situacao: texto('Situação da compra'), pendentes: lista('Itens a vincular', ItemPendenteCompra) }, [
    'compra_id',
    'situacao',
    'pendentes',
  ]),
);

export const ProdutoDoItemCompra = tipo(
  'ProdutoDoItemCompra',
  objeto(
    {
      produto: objeto({ id: id('Produto'), codigo: texto('Código') }, ['id', 'codigo'], { descricao: 'O produto gravado (entidade produto).' }),
      compra_id: id('Compra'),
      situacao: texto('Situação da compra'),
      pendentes: lista('Itens a vincular', ItemPendenteCompra),
    },
    ['produto', 'compra_id', 'situacao', 'pendentes'],
  ),
);

const SITUACOES_COMPRA = ['aberta', 'pendente', 'finalizada', 'cancelada'] as const;

export const DetalheCompra = tipo(
  'DetalheCompra',
  objeto(
    {
      compra: objeto(
        {
          id: id('Compra'),
          origem: opcoes('Origem', ['manual', 'xml', 'dfe']),
          modelo: nulo(texto('Modelo')),
          numero: nulo(texto('Número')),
          serie: nulo(texto('Série')),
          chave: nulo(texto('Chave de acesso')),
          natureza_operacao: nulo(texto('Natureza da operação')),
          data_emissao: nulo(texto('Emissão (AAAA-MM-DDTHH:MM:SS, Brasília)')),
          data_entrada: texto('Entrada (AAAA-MM-DD)'),
          situacao: opcoes('Situação', SITUACOES_COMPRA),
          observacao: nulo(texto('Observação')),
          valor_produtos: valor('Produtos (R$)'),
          valor_desconto: valor('Desconto (R$)'),
          valor_frete: valor('Frete (R$)'),
          valor_seguro: valor('Seguro (R$)'),
          valor_outros: valor('Outras despesas (R$)'),
          valor_ipi: valor('IPI (R$)'),
          valor_icms_st: valor('ICMS-ST (R$)'),
          valor_total: valor('Total (R$)'),
          fornecedor_id: id('Fornecedor'),
          fornecedor: texto('Fornecedor'),
          fornecedor_cpf_cnpj: texto('CPF/CNPJ do fornecedor'),
        },
        [
          'id',
          'origem',
          'numero',
          'serie',
          'chave',
          'natureza_operacao',
          'data_emissao',
          'data_entrada',
          'situacao',
          'valor_produtos',
          'valor_desconto',
          'valor_frete',
          'valor_ipi',
          'valor_icms_st',
          'valor_total',
          'fornecedor',
          'fornecedor_cpf_cnpj',
        ],
      ),
      itens: lista(
        'Itens',
        objeto(
          {
            id: id('Item'),
            numero_item: inteiro('Número do item'),
            produto_id: nulo(id('Produto')),
            produto_codigo: nulo(texto('Código do produto')),
            produto_descricao: nulo(texto('Descrição do produto')),
            codigo_fornecedor: nulo(texto('Código do fornecedor')),
            gtin: nulo(texto('GTIN')),
            descricao: texto('Descrição na nota'),
            ncm: nulo(texto('NCM')),
            cfop: nulo(texto('CFOP')),
            unidade_fornecedor: nulo(texto('Unidade do fornecedor')),
            quantidade_fornecedor: valor('Quantidade do fornecedor'),
            valor_unitario_fornecedor: nulo(valor('Valor unitário do fornecedor')),
            fator_conversao: nulo(valor('Fator de conversão')),
            quantidade: nulo(valor('Quantidade na nossa unidade')),
            valor_produto: nulo(valor('Valor do produto (R$)')),
            valor_desconto: nulo(valor('Desconto (R$)')),
            valor_frete: nulo(valor('Frete (R$)')),
            valor_total: valor('Custo total (R$)'),
            custo_unitario: valor('Custo unitário (R$)'),
            base_icms: nulo(valor('Base do ICMS')),
            aliquota_icms: nulo(valor('Alíquota do ICMS')),
            valor_icms: valor('ICMS (R$)'),
            base_icms_st: nulo(valor('Base do ICMS-ST')),
            aliquota_icms_st: nulo(valor('Alíquota do ICMS-ST')),
            valor_icms_st: valor('ICMS-ST (R$)'),
            valor_ipi: valor('IPI (R$)'),
            valor_pis: valor('PIS (R$)'),
            valor_cofins: valor('COFINS (R$)'),
          },
          [
            'id',
            'numero_item',
            'produto_id',
            'produto_codigo',
            'produto_descricao',
            'codigo_fornecedor',
            'descricao',
            'ncm',
            'cfop',
            'unidade_fornecedor',
            'quantidade_fornecedor',
            'valor_total',
            'custo_unitario',
            'valor_icms',
            'valor_icms_st',
            'valor_ipi',
            'valor_pis',
            'valor_cofins',
          ],
        ),
      ),
      pagar: nulo(
        lista(
          'Contas a pagar (null sem permissão de consultar contas a pagar)',
          objeto(
            {
              id: id('Conta a pagar'),
              documento: texto('Documento'),
              parcela: inteiro('Parcela'),
              total_parcelas: inteiro('Total de parcelas'),
              vencimento: texto('Vencimento (AAAA-MM-DD)'),
              valor: valor('Valor (R$)'),
              saldo: valor('Saldo (R$)'),
              situacao: texto('Situação'),
            },
            ['id', 'documento', 'parcela', 'total_parcelas', 'vencimento', 'valor', 'saldo', 'situacao'],
          ),
        ),
      ),
      tem_xml: booleano('XML do fornecedor guardado'),
    },
    ['compra', 'itens', 'pagar', 'tem_xml'],
  ),
);

export const CancelamentoCompra = tipo(
  'CancelamentoCompra',
  objeto({ estornos: inteiro('Movimentos de estoque estornados'), titulos: inteiro('Contas a pagar canceladas') }, ['estornos', 'titulos']),
);

export const RelatorioCompras = tipo(
  'RelatorioCompras',
  objeto(
    {
      inicio: texto('Início (AAAA-MM-DD)'),
      fim: texto('Fim (AAAA-MM-DD)'),
      total: objeto(
        { compras: inteiro('Compras'), valor: valor('Valor (R$)'), frete: valor('Frete (R$)'), ipi: valor('IPI (R$)'), icms_st: valor('ICMS-ST (R$)') },
        ['compras', 'valor', 'frete', 'ipi', 'icms_st'],
      ),
      fornecedores: lista(
        'Por fornecedor (50 maiores)',
        objeto({ fornecedor_id: id('Fornecedor'), nome: texto('Nome'), compras: inteiro('Compras'), valor: valor('Valor (R$)') }, [
          'fornecedor_id',
          'nome',
          'compras',
          'valor',
        ]),
      ),
      meses: lista('Por mês', objeto({ mes: texto('Mês (AAAA-MM)'), compras: inteiro('Compras'), valor: valor('Valor (R$)') }, ['mes', 'compras', 'valor'])),
      produtos: lista(
        'Por produto',
        objeto(
          {
            produto_id: id('Produto'),
            descricao: texto('Descrição'),
            quantidade: valor('Quantidade'),
            valor: valor('Valor (R$)'),
            custo_medio: valor('Custo médio (R$)'),
          },
          ['produto_id', 'descricao', 'quantidade', 'valor', 'custo_medio'],
        ),
      ),
    },
    ['inicio', 'fim', 'total', 'fornecedores', 'meses', 'produtos'],
  ),
);

/** One round of the DF-e distribution (NSU, documents received, wait of cStat 137). */
export const ConsultaDFe = tipo(
  'ConsultaDFe',
  objeto(
    {
      cStat: texto('cStat'),
      xMotivo: texto('xMotivo'),
      ultNSU: texto('Último NSU'),
      maxNSU: texto('Maior NSU'),
      recebidos: inteiro('Documentos gravados nesta rodada'),
      proximaConsulta: nulo(texto('Próxima consulta permitida (ISO)')),
      aguardando: booleano('Nada pedido ao AN (espera do 137 ou disjuntor aberto)'),
    },
    ['cStat', 'xMotivo', 'ultNSU', 'maxNSU', 'recebidos', 'proximaConsulta', 'aguardando'],
  ),
);

export const ManifestacaoDFe = tipo(
  'ManifestacaoDFe',
  objeto(
    {
      id: id('Documento'),
      chave: texto('Chave de acesso'),
      Success: booleano('Manifestado'),
      cStat: texto('cStat'),
      Message: texto('Mensagem'),
      protocolo: texto('Protocolo'),
    },
    ['id', 'chave', 'Success', 'cStat', 'Message'],
  ),
);

export const EventosDocumentoDFe = tipo(
  'EventosDocumentoDFe',
  objeto(
    {
      disponiveis: lista('Eventos do destinatário que cabem (tpEvento)', texto('tpEvento')),
      registrados: lista('Eventos registrados', EventoRegistradoNFe),
      itens: lista('Itens da nota', ItemNotaEventoNFe),
      motivo: nulo(texto('Por que nenhum evento cabe')),
    },
    ['disponiveis', 'registrados', 'itens', 'motivo'],
  ),
);

const periodo = {
  inicio: texto('Início (AAAA-MM-DD, padrão o 1º dia do mês)'),
  fim: texto('Fim (AAAA-MM-DD, padrão hoje)'),
  fornecedor_id: { type: ['integer', 'string', 'null'], title: 'Fornecedor' },
};

export const COMPRA = {
  upload: {
    id: 'Compra_Upload',
    metodo: 'POST',
    caminhos: ['/v1/compra/Upload'],
    tag: 'Movimentação',
    resumo: 'Importar NF-e de fornecedores: XML ou ZIP com XMLs, cada nota na sua transação',
    descricao:
      'Uma nota recusada não impede as outras; nenhuma importada: 400 com o motivo de cada arquivo em `arquivo`. apenasArquivar=true guarda o XML só como documento (sem compra, contas a pagar nem créditos).',
    permissao: 'Permitir.Compra.Incluir',
    multipart: objeto({ arquivo: arquivoEnviado('XML ou ZIP (um ou vários)'), apenasArquivar: texto('Só arquivar (true/false)') }, ['arquivo']),
    resposta: dados(lista('Resultado por arquivo', ResultadoArquivoCompra)),
  },
  importarXml: {
    id: 'Compra_ImportarXML',
    metodo: 'GET',
    caminhos: ['/v1/compra/ImportarXML'],
    tag: 'Movimentação',
    resumo: 'Importar a NF-e recebida pela distribuição DF-e (chave) ou vincular um item pendente a um produto (item, produto_id)',
    descricao:
      'Com `chave`: Permitir.Compra.Incluir, Data ImportacaoCompra. Com `item`: Permitir.Compra.Alterar, o vínculo fica aprendido e o último pendente finaliza a compra (Data VinculoItemCompra).',
    permissao: 'Permitir.Compra.Incluir',
    query: objeto({
      chave: textoComo('Chave de acesso', '^[0-9A-Z]{44}$'),
      item: idNaQuery('Item da compra'),
      produto_id: idNaQuery('Produto'),
      fator_conversao: textoComo('Fator de conversão (padrão 1)', '^([0-9]+([.,][0-9]+)?)?$'),
    }),
    resposta: dados({ anyOf: [ImportacaoCompra, VinculoItemCompra] }),
  },
  finalizar: {
    id: 'Compra_Finalizar',
    metodo: 'POST',
    caminhos: ['/v1/compra/Finalizar/:id'],
    tag: 'Movimentação',
    resumo: 'Finalizar uma compra digitada: estoque e contas a pagar',
    permissao: 'Permitir.Compra.Alterar',
    params: paramsId('Compra'),
    resposta: dados(objeto({ id: id('Compra'), situacao: opcoes('Situação', ['finalizada']) }, ['id', 'situacao'])),
  },
  cancelar: {
    id: 'Compra_Cancelar',
    metodo: 'POST',
    caminhos: ['/v1/compra/Cancelar/:id'],
    tag: 'Movimentação',
    resumo: 'Cancelar a compra: estorna o estoque e cancela as contas a pagar sem pagamento',
    permissao: 'Permitir.Compra.Alterar',
    params: paramsId('Compra'),
    resposta: dados(CancelamentoCompra),
  },
  relatorio: {
    id: 'Compra_GetRelatorio',
    metodo: 'POST',
    caminhos: ['/v1/compra/GetRelatorio'],
    tag: 'Movimentação',
    resumo: 'Resumo das compras finalizadas do período: total, por fornecedor, por mês e por produto',
    permissao: 'Permitir.Compra.Relatorios',
    corpo: objeto(periodo),
    resposta: dados(RelatorioCompras),
  },
  exportarRelatorio: {
    id: 'Compra_ExportarRelatorio',
    metodo: 'POST',
    caminhos: ['/v1/compra/ExportarRelatorio'],
    tag: 'Movimentação',
    resumo: 'Compras finalizadas do período em PDF (A4) ou XLSX',
    permissao: 'Permitir.Compra.Relatorios',
    corpo: objeto({ ...periodo, formato: texto('Formato (pdf ou xlsx)') }, [], {
      descricao: 'formato pdf ou xlsx (conferido pelo servidor, 400 em `formato`).',
    }),
    resposta: arquivo(['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']),
  },
  imprimirNFe: {
    id: 'Compra_ImprimirNFe',
    metodo: 'GET',
    caminhos: ['/v1/compra/ImprimirNFe/:id'],
    tag: 'Movimentação',
    resumo: 'DANFE (PDF) da NF-e do fornecedor de uma compra importada',
    permissao: 'Permitir.Compra.Consultar',
    params: paramsId('Compra'),
    resposta: arquivo(['application/pdf']),
  },
  detalhe: {
    id: 'Compra_Detalhe',
    metodo: 'GET',
    caminhos: ['/v1/compra/Detalhe/:id'],
    tag: 'Movimentação',
    resumo: 'A compra com o fornecedor, os itens com os tributos da nota e as contas a pagar que gerou',
    permissao: 'Permitir.Compra.Consultar',
    params: paramsId('Compra'),
    resposta: dados(DetalheCompra),
  },
  xml: {
    id: 'Compra_XML',
    metodo: 'GET',
    caminhos: ['/v1/compra/XML/:id'],
    tag: 'Movimentação',
    resumo: 'O XML do fornecedor (nfeProc) como anexo',
    permissao: 'Permitir.Compra.Consultar',
    params: paramsId('Compra'),
    resposta: arquivo(['application/xml']),
  },
  criarProdutoDoItem: {
    id: 'Compra_CriarProdutoDoItem',
    metodo: 'POST',
    caminhos: ['/v1/compra/CriarProdutoDoItem/:item'],
    tag: 'Movimentação',
    resumo: 'Cadastrar o produto com os dados do item da nota e vincular o item a ele',
    descricao:
      'O que vier no corpo vale no lugar dos dados do XML; validado pelo cadastro de produtos (Permitir.Produto.Incluir também). Código omitido: o próximo do gerador.',
    permissao: 'Permitir.Compra.Alterar',
    params: objeto({ item: idNaUrl('Item da compra') }, ['item']),
    corpo: tipo(
      'NovoProdutoDoItem',
      objeto({
        descricao: nulo(texto('Descrição')),
        ncm: nulo(texto('NCM')),
        gtin: nulo(texto('GTIN')),
        unidade: nulo(texto('Unidade')),
        codigo: { type: ['string', 'integer', 'null'], title: 'Código' },
        preco_venda: { type: ['string', 'number', 'null'], title: 'Preço de venda' },
        fator_conversao: { type: ['string', 'number', 'null'], title: 'Fator de conversão (padrão 1)' },
      }),
    ),
    resposta: dados(ProdutoDoItemCompra),
  },
} satisfies Record<string, Contrato>;

const consultaDfe = (servico: 'ObterNotas' | 'ObterCTe', doc: string): Contrato => ({
  id: `CompraDFe_${servico}`,
  metodo: 'GET',
  caminhos: [`/v1/compraDFeManifesto/${servico}`],
  tag: 'Movimentação',
  resumo: `Consultar agora a distribuição DF-e de ${doc} pelo último NSU (ou uma nota pela chave)`,
  descricao: 'Respeita a espera do cStat 137 e o disjuntor do 656 (aguardando: true, nada pedido ao AN).',
  permissao: 'Permitir.ManifestoDFe.Gerenciar',
  query: objeto({ chave: textoComo('Chave de acesso', '^([0-9A-Za-z]{44})?$') }),
  resposta: dados(ConsultaDFe),
});

export const COMPRA_DFE = {
  obterNotas: consultaDfe('ObterNotas', 'NF-e'),
  obterCTe: consultaDfe('ObterCTe', 'CT-e'),
  manifestar: {
    id: 'CompraDFe_ManifestarDocumento',
    metodo: 'GET',
    caminhos: ['/v1/compraDFeManifesto/ManifestarDocumento'],
    tag: 'Movimentação',
    resumo: 'Manifestar um ou vários documentos recebidos (ciência, confirmação, desconhecimento, operação não realizada)',
    descricao: 'evento 210200, 210210, 210220 ou 210240; justificativa obrigatória na operação não realizada.',
    permissao: 'Permitir.ManifestoDFe.Gerenciar',
    query: objeto({
      ids: textoComo('Documentos (1,2,3)', '^[0-9, ]*$'),
      id: textoComo('Documento', '^[0-9, ]*$'),
      evento: texto('Evento (tpEvento)'),
      justificativa: texto('Justificativa'),
    }),
    resposta: dados(lista('Resultado por documento', ManifestacaoDFe)),
  },
  downloadXml: {
    id: 'CompraDFe_DownloadXML',
    metodo: 'GET',
    caminhos: ['/v1/compraDFeManifesto/DownloadXML'],
    tag: 'Movimentação',
    resumo: 'O XML guardado do documento recebido (resumo, nota completa ou evento)',
    permissao: 'Permitir.ManifestoDFe.Consultar',
    query: objeto({ id: idNaQuery('Documento') }),
    resposta: arquivo(['application/xml']),
  },
  imprimirNFe: {
    id: 'CompraDFe_ImprimirNFe',
    metodo: 'GET',
    caminhos: ['/v1/compraDFeManifesto/ImprimirNFe/:id'],
    tag: 'Movimentação',
    resumo: 'DANFE (PDF) da nota completa recebida',
    descricao: 'Só há o resumo (sem ciência da operação): 400.',
    permissao: 'Permitir.ManifestoDFe.Consultar',
    params: paramsId('Documento'),
    resposta: arquivo(['application/pdf']),
  },
  eventosDocumento: {
    id: 'CompraDFe_EventosDocumento',
    metodo: 'GET',
    caminhos: ['/v1/compraDFeManifesto/EventosDocumento'],
    tag: 'Movimentação',
    resumo: 'Eventos do destinatário (NT 2025.002) que cabem na nota recebida, os registrados e os itens',
    permissao: 'Permitir.ManifestoDFe.Consultar',
    query: objeto({ id: idNaQuery('Documento') }),
    resposta: dados(EventosDocumentoDFe),
  },
  emitirEvento: {
    id: 'CompraDFe_EmitirEvento',
    metodo: 'POST',
    caminhos: ['/v1/compraDFeManifesto/EmitirEvento'],
    tag: 'Movimentação',
    resumo: 'Emitir um evento do destinatário (NT 2025.002) sobre a nota recebida',
    descricao: 'Os campos do evento vão no corpo (conferidos pelo servidor conforme o tpEvento). Rejeição: 400; sem resposta da SEFAZ: 502.',
    permissao: 'Permitir.ManifestoDFe.Gerenciar',
    query: objeto({ id: idNaQuery('Documento'), tpEvento: textoComo('Tipo de evento (tpEvento)', '^[0-9]{6}$') }),
    corpo: objeto({}, [], { titulo: 'Campos do evento', descricao: 'Conforme o tpEvento (conferidos pelo servidor).' }),
    resposta: dados(objeto({}, [], { descricao: 'Resultado do evento na SEFAZ (cStat, protocolo).' })),
  },
  imprimirEvento: {
    id: 'CompraDFe_ImprimirEvento',
    metodo: 'GET',
    caminhos: ['/v1/compraDFeManifesto/ImprimirEvento/:id'],
    tag: 'Movimentação',
    resumo: 'PDF do evento do destinatário registrado',
    permissao: 'Permitir.ManifestoDFe.Consultar',
    params: paramsId('Evento'),
    resposta: arquivo(['application/pdf']),
  },
} satisfies Record<string, Contrato>;

export const CONTRATOS_COMPRAS: readonly Contrato[] = [...Object.values(COMPRA), ...Object.values(COMPRA_DFE)];
