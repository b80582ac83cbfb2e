/**
 * Contracts of the reports (SPEC §2 relatorios/consultar and relatorios/gerenciar, §7 "Reports";
 * src/server/modules/relatorios, config/relatorios-perfil.ts): the catalogue the user may issue,
 * a report's definition, running it for the screen or as a PDF/XLSX task, downloading the file, and
 * which reports each company profile may issue.
 *
 * The parameters of a report depend on the report (its definition lists them): the handler checks
 * each one (dates AAAA-MM-DD, positive integers, options) and answers 400 naming it. Permissions:
 * Permitir.Relatorios.Consultar / Executar / Gerenciar, checked by the handlers (403).
 */
import { type Contrato, arquivo, booleano, dados, id, lista, nulo, objeto, opcoes, texto, textoComo, tipo } from './base.ts';
import { TarefaVisao } from './suporte.ts';

const TAG = 'Relatórios';

export const RelatorioResumo = tipo(
  'RelatorioResumo',
  objeto({ id: texto('Relatório'), modulo: texto('Módulo'), titulo: texto('Título'), descricao: texto('Descrição') }, ['id', 'modulo', 'titulo', 'descricao']),
);

export const PerfilRelatorios = tipo(
  'PerfilRelatorios',
  objeto(
    {
      id: id('Perfil'),
      descricao: texto('Perfil'),
      administrador: booleano('Administrador'),
      habilitados: lista('Relatórios habilitados', texto('Relatório')),
    },
    ['id', 'descricao', 'administrador', 'habilitados'],
  ),
);

const ParametroRelatorio = objeto(
  {
    nome: texto('Nome'),
    rotulo: texto('Rótulo'),
    tipo: opcoes('Tipo', ['data', 'inteiro', 'opcao']),
    obrigatorio: booleano('Obrigatório'),
    opcoes: lista('Opções', objeto({ valor: texto('Valor'), rotulo: texto('Rótulo') }, ['valor', 'rotulo'])),
    padrao: texto('Padrão'),
  },
  ['nome', 'rotulo', 'tipo', 'obrigatorio'],
);
const ColunaRelatorio = objeto(
  {
    campo: texto('Campo'),
    titulo: texto('Título'),
    tipo: opcoes('Tipo', ['texto', 'inteiro', 'numero', 'moeda', 'percentual']),
    total: booleano('Somada no total'),
  },
  ['campo', 'titulo', 'tipo'],
);
const GraficoRelatorio = objeto({ tipo: opcoes('Tipo', ['barra', 'linha']), x: texto('Coluna do eixo X'), series: lista('Séries', texto('Coluna')) }, [
  'tipo',
  'x',
  'series',
]);

export const DefinicaoRelatorio = tipo(
  'DefinicaoRelatorio',
  objeto(
    {
      ...(RelatorioResumo.properties as Record<string, Record<string, unknown>>),
      parametros: lista('Parâmetros', ParametroRelatorio),
      colunas: lista('Colunas', ColunaRelatorio),
      grafico: GraficoRelatorio,
    },
    ['id', 'modulo', 'titulo', 'descricao', 'parametros', 'colunas'],
  ),
);

export const ResultadoRelatorio = tipo(
  'ResultadoRelatorio',
  objeto(
    {
      relatorio: texto('Relatório'),
      titulo: texto('Título'),
      parametros: { type: 'object', title: 'Parâmetros conferidos', additionalProperties: { type: ['string', 'number', 'null'] } },
      colunas: lista('Colunas', ColunaRelatorio),
      grafico: nulo(GraficoRelatorio),
      // one value per column campo: inteiro as a number, moeda/percentual/numero as decimal text, the rest as text
      linhas: lista('Linhas', { type: 'object', additionalProperties: { type: ['string', 'number', 'null'] } }),
      totais: { type: 'object', title: 'Totais (texto decimal; inteiros como número)', additionalProperties: { type: ['string', 'number'] } },
    },
    ['relatorio', 'titulo', 'parametros', 'colunas', 'grafico', 'linhas', 'totais'],
  ),
);

/** Body naming a report and its parameters (values as the definition asks: text or numbers). */
const pedido = {
  relatorio: nulo(texto('Relatório (relatorio)')),
  parametros: { type: ['object', 'null'], title: 'Parâmetros' },
};

export const ACOES_RELATORIOS = {
  doUsuario: {
    id: 'Relatorios_GetRelatoriosUsuario',
    metodo: 'GET',
    caminhos: ['/v1/relatorios/GetRelatoriosUsuario'],
    tag: TAG,
    resumo: 'Relatórios que o usuário pode emitir (sem os desligados para o perfil dele)',
    permissao: 'Permitir.Relatorios.Consultar',
    resposta: dados(lista('Relatórios', RelatorioResumo)),
  },
  carregar: {
    id: 'Relatorios_CarregarRelatorio',
    metodo: 'GET',
    caminhos: ['/v1/relatorios/CarregarRelatorio'],
    tag: TAG,
    resumo: 'Definição de um relatório: parâmetros, colunas e gráfico',
    permissao: 'Permitir.Relatorios.Consultar',
    query: objeto({ id: texto('Relatório') }),
    resposta: dados(DefinicaoRelatorio),
  },
  executarNaTela: {
    id: 'Relatorios_GetRelatorio',
    metodo: 'POST',
    caminhos: ['/v1/Relatorios/GetRelatorio'],
    tag: TAG,
    resumo: 'Executar um relatório para a tela (colunas, linhas, totais, gráfico)',
    permissao: 'Permitir.Relatorios.Consultar',
    corpo: objeto(pedido),
    resposta: dados(ResultadoRelatorio),
  },
  executarArquivo: {
    id: 'Relatorios_ExecutarRelatorio',
    metodo: 'POST',
    caminhos: ['/v1/relatorios/ExecutarRelatorio', '/v1/relatorios/ExecutarRelatorio/'],
    tag: TAG,
    resumo: 'Gerar o relatório em PDF ou XLSX numa tarefa (acompanhe em Tarefas)',
    permissao: 'Permitir.Relatorios.Executar',
    corpo: objeto({ ...pedido, formato: opcoes('Formato (formato)', ['pdf', 'xlsx']) }),
    resposta: { status: 202, dados: TarefaVisao, descricao: 'A tarefa criada, que gera o arquivo com progresso.' },
  },
  baixar: {
    id: 'Relatorios_DownloadRelatorio',
    metodo: 'GET',
    caminhos: ['/v1/Relatorios/DownloadRelatorio'],
    tag: TAG,
    resumo: 'Baixar o arquivo de um relatório gerado pelo próprio usuário (404 se não terminou ou expirou)',
    permissao: 'Permitir.Relatorios.Consultar',
    query: objeto({ id: textoComo('Tarefa do relatório', '^\\s*[0-9]*\\s*$') }),
    resposta: arquivo(['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']),
  },
  gerenciar: {
    id: 'Relatorios_GetRelatoriosGerenciar',
    metodo: 'GET',
    caminhos: ['/v1/Relatorios/GetRelatoriosGerenciar'],
    tag: TAG,
    resumo: 'Catálogo de relatórios e os habilitados em cada perfil de usuário da empresa',
    permissao: 'Permitir.Relatorios.Gerenciar',
    resposta: dados(
      tipo(
        'RelatoriosGerenciar',
        objeto({ relatorios: lista('Relatórios', RelatorioResumo), perfis: lista('Perfis', PerfilRelatorios) }, ['relatorios', 'perfis']),
      ),
    ),
  },
  salvarPerfil: {
    id: 'Relatorios_SalvarRelatoriosPerfil',
    metodo: 'POST',
    caminhos: ['/v1/Relatorios/SalvarRelatoriosPerfil'],
    tag: TAG,
    resumo: 'Os relatórios habilitados do perfil passam a ser exatamente os informados (auditado)',
    permissao: 'Permitir.Relatorios.Gerenciar',
    corpo: objeto({
      emitente_tipo_usuario_id: { type: ['integer', 'string', 'null'], title: 'Perfil de usuário (emitente_tipo_usuario_id)' },
      habilitados: lista('Relatórios habilitados (habilitados)', texto('Relatório')),
    }),
    resposta: dados(
      tipo(
        'RelatoriosPerfilSalvos',
        objeto({ emitente_tipo_usuario_id: id('Perfil de usuário'), habilitados: lista('Relatórios habilitados', texto('Relatório')) }, [
          'emitente_tipo_usuario_id',
          'habilitados',
        ]),
      ),
    ),
  },
} satisfies Record<string, Contrato>;

export const CONTRATOS_RELATORIOS: readonly Contrato[] = Object.values(ACOES_RELATORIOS);
