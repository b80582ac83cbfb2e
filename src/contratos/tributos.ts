/**
 * Contracts of the tax actions that are not CRUD (src/server/modules/tributos/): import of the official
 * global tables by the administrator (NCM, CEST, CFOP, internal ICMS rates per UF; tabelas.ts), the IBPT
 * table (ibpt.ts: import as a background task, versions, the company's status), the tax simulator
 * (simulador.ts) and the bulk assignment of a tax profile to products (index.ts). File contents, ranges
 * and existence are checked by the handlers, with their own messages.
 */
import { type Contrato, arquivoEnviado, booleano, dados, data, decimal, id, idOuDigitos, inteiro, lista, nulo, objeto, opcoes, texto, tipo } from './base.ts';

/** Summary of an official table import (codes in the file; new, changed and closed ones). */
export const ImportacaoTabelaOficial = tipo(
  'ImportacaoTabelaOficial',
  objeto(
    {
      tabela: opcoes('Tabela', ['ncm', 'cest', 'cfop']),
      registros: inteiro('Códigos no arquivo'),
      incluidos: inteiro('Novos'),
      alterados: inteiro('Alterados'),
      encerrados: inteiro('Encerrados (saíram da tabela)'),
      vigencia_inicio: data('Início da vigência'),
    },
    ['tabela', 'registros', 'incluidos', 'alterados', 'encerrados', 'vigencia_inicio'],
  ),
);

/** One period of the internal (modal) ICMS rate of a UF. */
export const AliquotaInternaUf = tipo(
  'AliquotaInternaUf',
  objeto(
    {
      uf: texto('UF'),
      aliquota: { type: 'number', title: 'Alíquota interna (%)' },
      vigencia_inicio: nulo(data('Início da vigência')),
      vigencia_fim: nulo(data('Fim da vigência')),
      fonte_legal: texto('Fonte legal'),
    },
    ['uf', 'aliquota', 'vigencia_inicio', 'vigencia_fim', 'fonte_legal'],
  ),
);

/** A background task as the queue shows it (src/server/jobs; progress in the Tasks drawer). */
const TAREFA = objeto(
  {
    id: id('Tarefa'),
    tipo: texto('Tipo'),
    descricao: nulo(texto('Descrição')),
    situacao: opcoes('Situação', ['pendente', 'executando', 'concluida', 'falhou', 'cancelada']),
    progresso: { type: 'number', title: 'Progresso (0 a 100)' },
    mensagem: nulo(texto('Mensagem')),
    criado_em: texto('Criada em'),
  },
  ['id', 'tipo', 'situacao', 'progresso'],
  { titulo: 'Tarefa' },
);

/** IBPT versions in use, grouped by file version (newest first). */
export const VersaoIbptAgrupada = tipo(
  'VersaoIbptAgrupada',
  objeto(
    {
      versao: texto('Versão'),
      // versao_tabela_ibpt: chave and fonte may be null, importado_em is NOT NULL
      chave: nulo(texto('Chave')),
      fonte: nulo(texto('Fonte')),
      vigencia_inicio: data('Início da vigência'),
      vigencia_fim: data('Fim da vigência'),
      vigente: booleano('Vigente hoje'),
      registros: inteiro('Registros (todas as UFs)'),
      ufs: lista(
        'UFs importadas',
        objeto(
          {
            id: id('Versão da UF'),
            uf: texto('UF'),
            registros: inteiro('Registros'),
            arquivo_nome: nulo(texto('Arquivo')),
            importado_em: texto('Importado em'),
          },
          ['id', 'uf', 'registros', 'arquivo_nome', 'importado_em'],
        ),
      ),
    },
    ['versao', 'chave', 'fonte', 'vigencia_inicio', 'vigencia_fim', 'vigente', 'registros', 'ufs'],
  ),
);

/** Whether the company's UF has an IBPT table in force (Lei 12.741/2012: approximate taxes on the invoice). */
export const SituacaoIbpt = tipo(
  'SituacaoIbpt',
  objeto(
    {
      situacao: opcoes('Situação', ['ausente', 'vencida', 'vigente']),
      uf: texto('UF da empresa'),
      versao: nulo(texto('Versão')),
      vigencia_fim: nulo(data('Fim da vigência')),
      mensagem: nulo(texto('Aviso (null quando vigente)')),
    },
    ['situacao', 'uf', 'versao', 'vigencia_fim', 'mensagem'],
  ),
);

/** One line of the simulated tax table. */
const LINHA_TRIBUTO = objeto(
  {
    tributo: texto('Tributo'),
    codigo: nulo(texto('CST/CSOSN ou cClassTrib')),
    base: texto('Base de cálculo'),
    aliquota: texto('Alíquota'),
    valor: texto('Valor'),
    regra: texto('Regra ou tabela usada'),
  },
  ['tributo', 'codigo', 'base', 'aliquota', 'valor', 'regra'],
);

export const SimulacaoTributos = tipo(
  'SimulacaoTributos',
  objeto(
    {
      produto: objeto({ id: id('Produto'), codigo: texto('Código'), descricao: texto('Descrição'), ncm: nulo(texto('NCM')), cest: nulo(texto('CEST')) }, [
        'id',
        'codigo',
        'descricao',
        'ncm',
        'cest',
      ]),
      idDest: opcoes('Destino da operação (idDest)', [1, 2, 3]),
      cfop: texto('CFOP'),
      tributos: lista('Quadro de tributos', LINHA_TRIBUTO),
      // RegraUsada of src/domain/tributos/resolucao.ts
      regras: lista(
        'Regras usadas',
        objeto(
          {
            tipo: opcoes('Tipo', ['produtoTributacao', 'tributacoes', 'produto', 'aliquota', 'stUf', 'estoqueSt', 'padrao', 'configuracao']),
            id: id('Registro da regra'),
            descricao: texto('Descrição'),
            fonte_legal: texto('Fonte legal'),
          },
          ['tipo', 'descricao'],
        ),
      ),
      origemCampo: { type: 'object', title: 'Origem de cada campo (campo -> regra)', additionalProperties: { type: 'string' } },
      imposto: { type: 'object', title: 'Grupo imposto do item (leiaute da NF-e)' },
      // TotaisNfe of src/domain/tributos/tipos.ts: every ICMSTot value is decimal text
      totais: objeto(
        {
          ICMSTot: { type: 'object', title: 'Totais do ICMS (ICMSTot)', additionalProperties: { type: 'string' } },
          IBSCBSTot: { type: 'object', title: 'Totais do IBS e da CBS (IBSCBSTot), quando algum item tem o grupo' },
        },
        ['ICMSTot'],
        { titulo: 'Totais da nota' },
      ),
      configuracao: { type: 'object', title: 'Configuração de cálculo da empresa' },
    },
    ['produto', 'idDest', 'cfop', 'tributos', 'regras', 'origemCampo', 'imposto', 'totais', 'configuracao'],
  ),
);

/** Client kinds of the simulator (simulador.ts TIPOS_CLIENTE). */
const TIPOS_CLIENTE = ['contribuinte', 'contribuinte_consumidor', 'nao_contribuinte', 'exterior'] as const;

const importar = {
  tag: 'Sistema', // only the Administrator (the handler checks the level; no rule of a company)
  descricao:
    'Só o Administrador (403 para os demais). Tudo numa transação: inclui os novos, atualiza os existentes e encerra os que saíram; arquivo malformado responde 400 em arquivo e nada muda.',
  multipart: objeto({ arquivo: arquivoEnviado('Arquivo da tabela (JSON)'), vigencia_inicio: data('Início da vigência (omitido, hoje)') }, ['arquivo']),
} as const;

export const TRIBUTOS = {
  importarTabela: {
    id: 'TabelaOficial_Importar',
    metodo: 'POST',
    caminhos: ['/v1/ncm/Importar', '/v1/cest/Importar', '/v1/cfop/Importar'],
    resumo: 'Importar a tabela oficial de NCM (JSON do Siscomex), CEST ou CFOP',
    ...importar,
    resposta: dados(ImportacaoTabelaOficial),
  },
  importarAliquotasUf: {
    id: 'IcmsAliquotaInternaUf_Importar',
    metodo: 'POST',
    caminhos: ['/v1/icmsAliquotaInternaUf/Importar'],
    resumo: 'Substituir a tabela das alíquotas internas modais do ICMS por UF',
    ...importar,
    multipart: objeto({ arquivo: arquivoEnviado('Arquivo das alíquotas (JSON)') }, ['arquivo']),
    resposta: dados(
      objeto({ tabela: opcoes('Tabela', ['icmsAliquotaInternaUf']), registros: inteiro('Períodos'), ufs: inteiro('UFs') }, ['tabela', 'registros', 'ufs']),
    ),
  },
  aliquotasUf: {
    id: 'IcmsAliquotaInternaUf_Listar',
    metodo: 'GET',
    caminhos: ['/v1/icmsAliquotaInternaUf'],
    tag: 'Sistema', // any signed-in user (reference data, no rule to check)
    resumo: 'Alíquotas internas modais do ICMS por UF (dado de referência)',
    resposta: dados(lista('Períodos por UF', AliquotaInternaUf)),
  },
  versoesIbpt: {
    id: 'Ibpt_VersoesAgrupadas',
    metodo: 'GET',
    caminhos: ['/v1/ibpt/VersoesAgrupadas'],
    tag: 'Cadastros',
    resumo: 'Versões ativas da tabela IBPT agrupadas pela versão do arquivo',
    permissao: 'Permitir.Produto.Consultar',
    resposta: dados(lista('Versões', VersaoIbptAgrupada)),
  },
  situacaoIbpt: {
    id: 'Ibpt_Situacao',
    metodo: 'GET',
    caminhos: ['/v1/ibpt/Situacao'],
    tag: 'Cadastros',
    resumo: 'A tabela IBPT da UF da empresa falta, venceu ou está vigente',
    permissao: 'Permitir.Produto.Consultar',
    resposta: dados(SituacaoIbpt),
  },
  atualizarIbpt: {
    id: 'Ibpt_AtualizarTabelaIbpt',
    metodo: 'POST',
    caminhos: ['/v1/ibpt/AtualizarTabelaIbpt'],
    tag: 'Cadastros',
    resumo: 'Importar a tabela IBPT (CSV oficial ou ZIP com CSVs) em segundo plano',
    descricao:
      'Confere o cabeçalho na hora (400 em arquivo, nada gravado) e enfileira uma tarefa por CSV: 202 com a tarefa (ou a lista, com vários CSVs) em Data. UF: o campo, senão a do nome do arquivo, senão a da empresa.',
    permissao: 'Permitir.Produto.Alterar',
    multipart: objeto({ arquivo: arquivoEnviado('Tabela IBPT (CSV ou ZIP)'), uf: texto('UF', 2) }, ['arquivo']),
    resposta: { status: 202, ...dados({ anyOf: [TAREFA, lista('Tarefas', TAREFA)] }) },
  },
  tiposCliente: {
    id: 'ProdutoSimulador_TiposCliente',
    metodo: 'GET',
    caminhos: ['/v1/produtoSimulador/TiposCliente'],
    tag: 'Cadastros',
    resumo: 'Tipos de cliente do simulador de tributos',
    permissao: 'Permitir.Produto.Consultar',
    resposta: dados(lista('Tipos', objeto({ id: opcoes('Tipo', TIPOS_CLIENTE), descricao: texto('Descrição') }, ['id', 'descricao']))),
  },
  simular: {
    id: 'ProdutoSimulador_Simular',
    metodo: 'POST',
    caminhos: ['/v1/produtoSimulador/'],
    tag: 'Cadastros',
    resumo: 'Simular a venda de um produto: cada tributo com base, alíquota, valor e a regra usada',
    permissao: 'Permitir.Produto.Consultar',
    corpo: objeto(
      {
        produto_id: idOuDigitos('Produto'),
        quantidade: nulo(decimal('Quantidade')),
        valor_unitario: nulo(decimal('Valor unitário')),
        uf: nulo(texto('UF do cliente')),
        tipo_cliente: nulo(opcoes('Tipo de cliente', TIPOS_CLIENTE)),
        operacao: nulo(opcoes('Operação', ['venda', 'devolucao', 'entrada'])),
        valor_frete: nulo(decimal('Frete')),
        valor_desconto: nulo(decimal('Desconto')),
      },
      ['produto_id'],
    ),
    resposta: dados(SimulacaoTributos),
  },
  atribuir: {
    id: 'Tributacoes_Atribuir',
    metodo: 'POST',
    caminhos: ['/v1/tributacoes/Atribuir'],
    tag: 'Cadastros',
    resumo: 'Atribuir (ou, com null, retirar) um perfil de tributação a vários produtos',
    descricao: 'Produto de outra empresa ou inexistente: 400 em produto_ids, nada gravado.',
    permissao: 'Permitir.Produto.Alterar',
    corpo: objeto({ tributacao_id: nulo(idOuDigitos('Perfil de tributação')), produto_ids: lista('Produtos', idOuDigitos('Produto'), { min: 1 }) }, [
      'tributacao_id',
      'produto_ids',
    ]),
    resposta: dados(objeto({ atualizados: inteiro('Produtos atualizados') }, ['atualizados'])),
  },
} satisfies Record<string, Contrato>;

export const CONTRATOS_TRIBUTOS: readonly Contrato[] = Object.values(TRIBUTOS);
