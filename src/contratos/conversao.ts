/**
 * Contracts of the spreadsheet import (SPEC §7 "Validate and Converter calls exist for grupo,
 * produto, cliente and fornecedor", "POST /v1/Conversao/ConverterPlanilha"; §8 errors with tab and
 * position; src/server/modules/conversao/routes.ts). Uploads are multipart (.xlsx or .csv up to
 * 20 MB, optional column mapping as JSON); the handlers read and check the sheet and answer every
 * error at once. Rules: Permitir.Conversao.Gerenciar and the entity's Incluir.
 */
import { type Contrato, arquivo, arquivoEnviado, booleano, dados, id, inteiro, lista, nulo, objeto, opcoes, texto, textoComo, tipo } from './base.ts';

/** Entities with Validate/Converter (importacao.ts ENTIDADES_IMPORTAVEIS). */
const ENTIDADES = ['grupo', 'produto', 'cliente', 'fornecedor'] as const;

/** One column of the import template (the screen maps the sheet's headers to these fields). */
export const ColunaModeloPlanilha = tipo(
  'ColunaModeloPlanilha',
  objeto(
    {
      campo: texto('Campo'),
      titulo: texto('Título (cabeçalho do modelo)'),
      obrigatorio: booleano('Obrigatória'),
      formato: texto('Formato / valores aceitos'),
      observacao: nulo(texto('Observação')),
    },
    ['campo', 'titulo', 'obrigatorio', 'formato', 'observacao'],
  ),
);

/** The sheet as read: tab, data rows and how each column was mapped. */
export const PlanilhaValidada = tipo(
  'PlanilhaValidada',
  objeto(
    {
      aba: texto('Aba lida'),
      linhas: inteiro('Linhas de dados'),
      colunas: lista(
        'Colunas',
        objeto({ coluna: texto('Coluna (letra)'), cabecalho: texto('Cabeçalho'), campo: nulo(texto('Campo')), titulo: nulo(texto('Título do campo')) }, [
          'coluna',
          'cabecalho',
          'campo',
          'titulo',
        ]),
      ),
    },
    ['aba', 'linhas', 'colunas'],
  ),
);

/** The import queued: the task that writes every row in one transaction. */
export const ConversaoIniciada = tipo('ConversaoIniciada', objeto({ tarefa: id('Tarefa'), linhas: inteiro('Linhas') }, ['tarefa', 'linhas']));

const ERROS_400 =
  'Com erros, 400 com todos eles: Data {aba, linhas, colunas, erros: [{aba, linha, coluna, campo, mensagem}]} e uma chave por posição ("Aba!C5"). Nada é gravado.';

const envio = (comEntidade: boolean) =>
  objeto(
    {
      ...(comEntidade ? { entidade: opcoes('Entidade', ENTIDADES) } : {}),
      arquivo: arquivoEnviado('Planilha (.xlsx ou .csv)'),
      mapeamento: texto('Mapeamento em JSON { "cabeçalho": "campo" } ("" ignora a coluna)'),
    },
    comEntidade ? ['entidade', 'arquivo'] : ['arquivo'],
  );

const entidadeNaUrl = objeto({ entidade: textoComo(`Entidade (${ENTIDADES.join(', ')})`, '^[A-Za-z]+$') }, ['entidade']);

export const CONVERSAO = {
  validar: {
    id: 'Conversao_Validate',
    metodo: 'POST',
    caminhos: ENTIDADES.map((e) => `/v1/${e}/Validate/`),
    tag: 'Cadastros',
    resumo: 'Validar uma planilha de cadastro sem gravar nada',
    descricao: ERROS_400,
    permissao: 'Permitir.Conversao.Gerenciar',
    multipart: envio(false),
    resposta: dados(PlanilhaValidada),
  },
  converter: {
    id: 'Conversao_Converter',
    metodo: 'POST',
    caminhos: ENTIDADES.map((e) => `/v1/${e}/Converter/`),
    tag: 'Cadastros',
    resumo: 'Importar uma planilha de cadastro (tarefa em segundo plano, tudo ou nada)',
    descricao: `Sem erros, 202 com a tarefa. ${ERROS_400}`,
    permissao: 'Permitir.Conversao.Gerenciar',
    multipart: envio(false),
    resposta: { status: 202, ...dados(ConversaoIniciada) },
  },
  converterPlanilha: {
    id: 'Conversao_ConverterPlanilha',
    metodo: 'POST',
    caminhos: ['/v1/Conversao/ConverterPlanilha'],
    tag: 'Cadastros',
    resumo: 'Importar uma planilha da entidade informada (tarefa em segundo plano, tudo ou nada)',
    descricao: `Sem erros, 202 com a tarefa. ${ERROS_400}`,
    permissao: 'Permitir.Conversao.Gerenciar',
    multipart: envio(true),
    resposta: { status: 202, ...dados(ConversaoIniciada) },
  },
  validarPlanilha: {
    id: 'Conversao_ValidarPlanilha',
    metodo: 'POST',
    caminhos: ['/v1/Conversao/ValidarPlanilha'],
    tag: 'Cadastros',
    resumo: 'Validar uma planilha da entidade informada sem gravar nada',
    descricao: ERROS_400,
    permissao: 'Permitir.Conversao.Gerenciar',
    multipart: envio(true),
    resposta: dados(PlanilhaValidada),
  },
  colunas: {
    id: 'Conversao_Colunas',
    metodo: 'GET',
    caminhos: ['/v1/Conversao/Colunas/:entidade'],
    tag: 'Cadastros',
    resumo: 'Colunas do modelo de importação da entidade (para o mapeamento na tela)',
    permissao: 'Permitir.Conversao.Gerenciar',
    params: entidadeNaUrl,
    resposta: dados(lista('Colunas', ColunaModeloPlanilha)),
  },
  modelo: {
    id: 'Conversao_Modelo',
    metodo: 'GET',
    caminhos: ['/v1/Conversao/Modelo/:entidade'],
    tag: 'Cadastros',
    resumo: 'Modelo XLSX de importação da entidade (cabeçalhos e a aba "Instruções")',
    permissao: 'Permitir.Conversao.Gerenciar',
    params: entidadeNaUrl,
    resposta: arquivo(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']),
  },
} satisfies Record<string, Contrato>;

export const CONTRATOS_CONVERSAO: readonly Contrato[] = Object.values(CONVERSAO);
