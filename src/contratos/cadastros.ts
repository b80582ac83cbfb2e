/**
 * Contracts of the registry extras that are not CRUD (SPEC §3): product images
 * (src/server/modules/estoque/imagens.ts: multipart upload, the WebP file, removal), the variation
 * grid of a product (estoque/grade.ts: generate the missing combinations, read the grid), the
 * company's fiscal settings and A1 certificate (fiscal/certificado.ts) and the operation presets of
 * the invoicing models (fiscal/predefinicoes.ts). Sizes, counts, existence and the certificate
 * itself are checked by the handlers, with their own messages.
 */
import { type Contrato, arquivo, arquivoEnviado, booleano, dados, id, idNaUrl, inteiro, lista, nulo, objeto, opcoes, texto, tipo } from './base.ts';

/** A product image as stored (one row of `estoque_imagem`; the files are WebP, large and thumbnail). */
export const ImagemProduto = tipo(
  'ImagemProduto',
  objeto(
    {
      id: id('Imagem'),
      produto_id: id('Produto'),
      nome: texto('Nome do arquivo'),
      legenda: nulo(texto('Legenda')),
      largura: inteiro('Largura (px)'),
      altura: inteiro('Altura (px)'),
      tamanho: inteiro('Tamanho da versão grande (bytes)'),
      ordem: inteiro('Ordem'),
      capa: booleano('Capa do produto'),
    },
    ['id', 'produto_id', 'nome', 'legenda', 'largura', 'altura', 'tamanho', 'ordem', 'capa'],
  ),
);

/** One combination of a product's grid, with SKU, GTIN, price and balance (all locations) as decimal text. */
export const CombinacaoGrade = tipo(
  'CombinacaoGrade',
  objeto(
    {
      id: id('Combinação'),
      produto_variacao_id: id('Produto da combinação'),
      variacao_item_id: id('Valor da 1ª variação'),
      variacao_item2_id: nulo(id('Valor da 2ª variação')),
      ativo: booleano('Ativa'),
      valor1: texto('Valor da 1ª variação'),
      valor2: nulo(texto('Valor da 2ª variação')),
      variacao1: texto('1ª variação'),
      variacao2: nulo(texto('2ª variação')),
      sku: texto('SKU (código do produto da combinação)'),
      gtin: nulo(texto('GTIN')),
      preco_venda: nulo(texto('Preço de venda')),
      descricao: texto('Descrição'),
      saldo: texto('Saldo (todos os locais)'),
    },
    [
      'id',
      'produto_variacao_id',
      'variacao_item_id',
      'variacao_item2_id',
      'ativo',
      'valor1',
      'valor2',
      'variacao1',
      'variacao2',
      'sku',
      'gtin',
      'preco_venda',
      'descricao',
      'saldo',
    ],
  ),
);

/** Metadata of the company's A1 certificate (never the file or the password). */
export const CertificadoDigital = tipo(
  'CertificadoDigital',
  objeto(
    {
      titular: texto('Titular'),
      cnpj: nulo(texto('CNPJ')),
      validoAte: texto('Válido até (hora de Brasília)'),
      diasRestantes: inteiro('Dias restantes'),
      aviso: nulo(texto('Aviso de vencimento (30 dias ou menos)')),
      thumbprint: texto('Impressão digital (SHA-1)'),
      emissor: texto('Emissor'),
      enviadoEm: nulo(texto('Enviado em')),
    },
    ['titular', 'cnpj', 'validoAte', 'diasRestantes', 'aviso', 'thumbprint', 'emissor', 'enviadoEm'],
  ),
);

/** Registry entity schemas (components of the OpenAPI generated from schema/entities). */
const EMITENTE_FISCAL = { $ref: '#/components/schemas/EmitenteFiscal' };
const MODELO_FATURAMENTO = { $ref: '#/components/schemas/ModelosFaturamento' };

export const CADASTROS = {
  enviarImagens: {
    id: 'EstoqueImagem_Upload',
    metodo: 'POST',
    caminhos: ['/v1/EstoqueImagem/Upload'],
    tag: 'Cadastros',
    resumo: 'Enviar imagens de um produto (até 10 por envio, 10 MB cada, 20 por produto)',
    descricao:
      'Tipo conferido pelo conteúdo; grava as versões grande e miniatura em WebP. Tudo ou nada: um arquivo recusado recusa o envio (400 no campo arquivo).',
    permissao: 'Permitir.Produto.Alterar',
    multipart: objeto({ produto_id: id('Produto'), arquivo: lista('Imagens', arquivoEnviado('Imagem'), { max: 10 }) }, ['produto_id', 'arquivo']),
    resposta: dados(lista('Imagens gravadas', ImagemProduto)),
  },
  arquivoImagem: {
    id: 'EstoqueImagem_Arquivo',
    metodo: 'GET',
    caminhos: ['/v1/EstoqueImagem/Arquivo/:id'],
    tag: 'Cadastros',
    resumo: 'O arquivo WebP de uma imagem do produto (miniatura ou grande)',
    permissao: 'Permitir.Produto.Consultar',
    params: objeto({ id: idNaUrl('Imagem') }, ['id']),
    query: objeto({ tamanho: opcoes('Tamanho (miniatura, o padrão, ou grande)', ['miniatura', 'grande']) }),
    resposta: arquivo(['image/webp']),
  },
  removerImagem: {
    id: 'EstoqueImagem_Remover',
    metodo: 'DELETE',
    caminhos: ['/v1/EstoqueImagem/Remover/:id'],
    tag: 'Cadastros',
    resumo: 'Remover uma imagem do produto (se era a capa, a próxima na ordem assume)',
    permissao: 'Permitir.Produto.Alterar',
    params: objeto({ id: idNaUrl('Imagem') }, ['id']),
    resposta: dados({ type: 'boolean' }),
  },
  gerarGrade: {
    id: 'EstoqueVariacao_Gerar',
    metodo: 'POST',
    caminhos: ['/v1/estoqueVariacao/Gerar'],
    tag: 'Cadastros',
    resumo: 'Criar as combinações ausentes da grade (1ª variação × 2ª variação), cada uma um produto',
    descricao: 'Combinações já existentes ficam como estão; tudo numa transação. Até 100 valores por lista.',
    permissao: 'Permitir.Produto.Incluir',
    corpo: objeto(
      {
        produto_id: id('Produto'),
        variacao_item_ids: lista('Valores da 1ª variação', id('Valor da variação')),
        variacao_item2_ids: nulo(lista('Valores da 2ª variação', id('Valor da variação'))),
      },
      ['produto_id', 'variacao_item_ids'],
    ),
    resposta: dados(
      tipo('GradeGerada', objeto({ criadas: inteiro('Combinações criadas'), grade: lista('Grade', CombinacaoGrade) }, ['criadas', 'grade'])),
      'Quantas combinações foram criadas e a grade inteira.',
    ),
  },
  grade: {
    id: 'EstoqueVariacao_Grade',
    metodo: 'GET',
    caminhos: ['/v1/estoqueVariacao/Grade/:produto'],
    tag: 'Cadastros',
    resumo: 'A grade do produto com SKU, GTIN, preço e saldo de cada combinação',
    permissao: 'Permitir.Produto.Consultar',
    params: objeto({ produto: idNaUrl('Produto') }, ['produto']),
    resposta: dados(lista('Grade', CombinacaoGrade)),
  },
  configuracaoFiscal: {
    id: 'EmitenteFiscal_Atual',
    metodo: 'GET',
    caminhos: ['/v1/emitenteFiscal/Atual'],
    tag: 'Configurações',
    resumo: 'A configuração fiscal da empresa (sem segredos), criada com os padrões na primeira vez',
    permissao: 'Permitir.Configuracao.Consultar',
    resposta: dados(EMITENTE_FISCAL),
  },
  certificado: {
    id: 'EmitenteFiscal_Certificado',
    metodo: 'GET',
    caminhos: ['/v1/emitenteFiscal/Certificado'],
    tag: 'Configurações',
    resumo: 'Metadados do certificado digital A1 da empresa (null sem certificado)',
    permissao: 'Permitir.Configuracao.Consultar',
    resposta: dados(nulo(CertificadoDigital)),
  },
  enviarCertificado: {
    id: 'EmitenteFiscal_EnviarCertificado',
    metodo: 'POST',
    caminhos: ['/v1/emitenteFiscal/Certificado'],
    tag: 'Configurações',
    resumo: 'Enviar o certificado digital A1 (.pfx/.p12, até 64 KB) e a senha',
    descricao:
      'O arquivo é aberto antes de ser guardado (cifrado): senha errada responde 400 em senha; arquivo inválido, vencido ou ainda não válido, 400 em arquivo.',
    permissao: 'Permitir.Configuracao.Alterar',
    multipart: objeto({ arquivo: arquivoEnviado('Certificado (.pfx)'), senha: texto('Senha do certificado') }, ['arquivo', 'senha']),
    resposta: dados(CertificadoDigital),
  },
  predefinicoes: {
    id: 'ModelosFaturamento_Predefinicoes',
    metodo: 'POST',
    caminhos: ['/v1/modelosFaturamento/Predefinicoes'],
    tag: 'Movimentação',
    resumo: 'Criar as predefinições de operação que faltam e listar os modelos de faturamento ativos',
    descricao: 'Idempotente: as apagadas voltam, as alteradas ficam como estão. CFOPs do Anexo do Convênio s/nº de 1970 (SINIEF).',
    permissao: 'Permitir.Faturamento.Consultar',
    resposta: dados(lista('Modelos ativos', MODELO_FATURAMENTO)),
  },
} satisfies Record<string, Contrato>;

export const CONTRATOS_CADASTROS: readonly Contrato[] = Object.values(CADASTROS);
