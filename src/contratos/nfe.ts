/**
 * Contracts of the NF-e manager (SPEC §7 "/v1/GerenciadorNFe": GET actions with query parameters;
 * src/server/modules/nfe) and of the faturamento actions (print, calculate, and the return,
 * complementary and ICMS adjustment drafts; src/server/modules/nfe/routes.ts and
 * src/server/modules/fiscal/faturamento.ts, devolucao.ts).
 *
 * The contracts fix shapes and types only. Where a handler normalizes its input (the access key
 * without spaces and in upper case, the UF sigla, the CPF/CNPJ with punctuation, justifications
 * trimmed) the parameter is plain text here and the handler keeps its check and its message;
 * ranges (series 0-999, numbers up to 999 999 999, justification 15-255 characters), existence and
 * the SEFAZ answers are the handlers'. The faturamento bodies of Calcular are the registry entity
 * `faturamento` (schema Faturamento of the OpenAPI), validated by the registry validator in the
 * handler, so that body stays open.
 */
import {
  type Contrato,
  type JsonSchema,
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

const TAG = 'Movimentação';

/** The registry entity `faturamento` as the OpenAPI names it (documentation only: never validated here). */
const FATURAMENTO_DO_REGISTRO: JsonSchema = { $ref: '#/components/schemas/Faturamento' };

/**
 * A SEFAZ answer relayed by the manager: the situation of the note and cStat/xMotivo, key, number,
 * protocol, receipt time when the action has them; open (each action adds its own keys).
 */
export const ResultadoSefazNFe = tipo('ResultadoSefazNFe', {
  ...objeto({
    situacao: texto('Situação da nota'),
    cStat: { type: ['string', 'integer'], title: 'cStat' },
    xMotivo: texto('xMotivo'),
    chave: texto('Chave de acesso'),
    numero: inteiro('Número'),
    protocolo: texto('Protocolo'),
    dhRecbto: texto('Recebimento na SEFAZ'),
  }),
  title: 'Resultado da SEFAZ',
  additionalProperties: true,
});
const RESULTADO_SEFAZ: JsonSchema = ResultadoSefazNFe;

/** A field of an event form (src/fiscal/nfe/eventos/campos.ts CampoEvento). */
export const CampoEventoNFe = tipo(
  'CampoEventoNFe',
  objeto(
    {
      nome: texto('Nome do campo na API'),
      rotulo: texto('Rótulo'),
      tipo: opcoes('Tipo', ['texto', 'inteiro', 'decimal', 'data', 'dataHora', 'opcao', 'cpfCnpj', 'imagem', 'latitude', 'longitude', 'confirmacao', 'chave']),
      obrigatorio: booleano('Obrigatório'),
      min: { type: 'number', title: 'Mínimo (tamanho do texto ou valor)' },
      max: { type: 'number', title: 'Máximo (tamanho do texto ou valor)' },
      casas: inteiro('Casas decimais'),
      opcoes: lista('Opções', objeto({ valor: texto('Valor'), rotulo: texto('Rótulo') }, ['valor', 'rotulo'])),
      obrigatorioSe: objeto({ campo: texto('Campo'), valores: lista('Valores', texto('Valor')) }, ['campo', 'valores'], {
        titulo: 'Obrigatório quando o campo tem um dos valores',
      }),
      ajuda: texto('Ajuda'),
    },
    ['nome', 'rotulo', 'tipo'],
  ),
);

/** An NF-e event kind and its form (src/fiscal/nfe/eventos/descritores.ts descritorPublico). */
export const TipoEventoNFe = tipo(
  'TipoEventoNFe',
  objeto(
    {
      tpEvento: texto('tpEvento'),
      descEvento: texto('descEvento'),
      titulo: texto('Título'),
      descricao: texto('Descrição'),
      autor: opcoes('Autor', ['emitente', 'destinatario']),
      modelos: lista('Modelos', texto('Modelo')),
      situacoes: lista('Situações da nota em que cabe', texto('Situação')),
      campos: lista('Campos', CampoEventoNFe),
      itens: nulo(objeto({ rotulo: texto('Rótulo'), campos: lista('Campos por item', CampoEventoNFe) }, ['rotulo', 'campos'])),
      referencia: nulo(objeto({ tpEvento: texto('Evento referido'), cancela: booleano('Cancela o referido') }, ['tpEvento', 'cancela'])),
    },
    ['tpEvento', 'descEvento', 'titulo', 'descricao', 'autor', 'modelos', 'situacoes', 'campos', 'itens', 'referencia'],
  ),
);

/** An event registered on a note (NF-e issued or document received). */
export const EventoRegistradoNFe = tipo(
  'EventoRegistradoNFe',
  objeto(
    {
      id: id('Evento'),
      tpEvento: texto('tpEvento'),
      titulo: texto('Título'),
      sequencia: inteiro('Sequência'),
      protocolo: nulo(texto('Protocolo')),
      cStat: nulo(texto('cStat')),
      criadoEm: texto('Registrado em (ISO)'),
      cancelado: booleano('Cancelado por outro evento'),
    },
    ['id', 'tpEvento', 'titulo', 'sequencia', 'protocolo', 'criadoEm', 'cancelado'],
  ),
);

/** An item of the note's XML (for the per-item events). */
export const ItemNotaEventoNFe = tipo(
  'ItemNotaEventoNFe',
  objeto({ nItem: inteiro('nItem'), xProd: texto('xProd'), CFOP: texto('CFOP'), qCom: { type: 'number', title: 'qCom' }, uCom: texto('uCom') }, [
    'nItem',
    'xProd',
    'CFOP',
    'qCom',
    'uCom',
  ]),
);

/** Events that fit the note now, those registered and its items (GET EventosNFe). */
export const EventosDaNotaNFe = tipo(
  'EventosDaNotaNFe',
  objeto(
    {
      disponiveis: lista('Eventos que cabem agora (tpEvento)', texto('tpEvento')),
      registrados: lista('Eventos registrados', EventoRegistradoNFe),
      itens: lista('Itens da nota', ItemNotaEventoNFe),
    },
    ['disponiveis', 'registrados', 'itens'],
  ),
);

const paramsId = (rotulo: string): JsonSchema => objeto({ id: idNaUrl(rotulo) }, ['id']);
const queryNota = objeto({ nota: idNaUrl('Nota (faturamento)') }, ['nota']);

/** State of the training key "SEFAZ fora do ar" (GET/POST TreinamentoSefaz). */
export const TreinamentoSefaz = tipo(
  'TreinamentoSefaz',
  objeto(
    {
      disponivel: booleano('Disponível'),
      motivo: nulo(texto('Por que não está disponível')),
      uf: texto('UF'),
      autorizadores: lista('Autorizadores da UF no simulador', texto('Autorizador')),
      foraDoAr: booleano('Algum autorizador fora do ar'),
    },
    ['disponivel', 'motivo', 'uf', 'autorizadores', 'foraDoAr'],
  ),
);

/** The NF-e schema pack in use (GET PacoteSchemas; Data is null without a pack). */
export const PacoteSchemasEmUso = tipo(
  'PacoteSchemasEmUso',
  objeto({ versao: texto('Versão'), origem: opcoes('Origem', ['embutido', 'importado', 'configurado']) }, ['versao', 'origem']),
);

export const PacoteSchemasImportado = tipo(
  'PacoteSchemasImportado',
  objeto({ versao: texto('Versão'), arquivos: inteiro('Schemas (XSD) gravados') }, ['versao', 'arquivos']),
);

export const StatusServicoNFe = tipo(
  'StatusServicoNFe',
  objeto({ cStat: texto('cStat'), xMotivo: texto('xMotivo'), tMed: nulo(texto('Tempo médio (s)')), dhRecbto: nulo(texto('Data e hora do recebimento')) }, [
    'cStat',
    'xMotivo',
    'tMed',
    'dhRecbto',
  ]),
);

export const EmailNFe = tipo(
  'EmailNFe',
  objeto({ nota: id('Nota (faturamento)'), chave: texto('Chave de acesso'), emails: lista('E-mails', texto('E-mail')) }, ['nota', 'chave', 'emails']),
);

export const MesesXmlNFe = tipo(
  'MesesXmlNFe',
  lista('Meses com XML autorizado', objeto({ anomes: texto('Mês (AAAAMM)'), quantidade: inteiro('Notas') }, ['anomes', 'quantidade'])),
);

/** Fields of the contingency state (`EstadoContingenciaNFe`, src/server/modules/nfe/contingencia.ts). */
const CAMPOS_CONTINGENCIA = {
  ativa: booleano('Em contingência'),
  modalidade: opcoes('Modalidade (fora da contingência: svc, a oferta padrão)', ['svc', 'epec']),
  autorizador: opcoes('SVC da UF do emitente', ['SVCAN', 'SVCRS']),
  nome: texto('Nome (SVC-AN, SVC-RS ou EPEC)'),
  tpEmis: opcoes('tpEmis das notas emitidas nela', ['4', '6', '7']),
  desde: nulo(texto('Entrada em contingência (ISO 8601)')),
  justificativa: nulo(texto('Justificativa')),
  falhasSeguidas: inteiro('Falhas seguidas do autorizador normal'),
  ultimaFalha: nulo(texto('Última falha (ISO 8601)')),
  ultimaFalhaMotivo: nulo(texto('Motivo da última falha')),
  sugerir: booleano('Sugerir a contingência'),
  pendentesConciliacao: inteiro('Notas da SVC ainda não conciliadas'),
  pendentesEpec: inteiro('Notas com EPEC aguardando o autorizador normal'),
  uf: texto('UF do emitente'),
};
const CONTINGENCIA = tipo('EstadoContingenciaNFe', objeto(CAMPOS_CONTINGENCIA, Object.keys(CAMPOS_CONTINGENCIA)));

/** A note issued in SVC checked against the normal authorizer (`NotaConciliada`, contingencia-saida.ts). */
const NotaConciliadaSvc = tipo(
  'NotaConciliadaSvc',
  objeto(
    {
      chave: texto('Chave de acesso'),
      faturamentoId: id('Nota (faturamento)'),
      cStat: nulo(texto('cStat')),
      xMotivo: nulo(texto('Motivo')),
      conciliada: booleano('Conciliada'),
      situacao: texto('Situação da nota'),
      protocolo: nulo(texto('Protocolo')),
    },
    ['chave', 'faturamentoId', 'cStat', 'xMotivo', 'conciliada', 'situacao', 'protocolo'],
  ),
);

/** A note in EPEC sent to the normal authorizer (`NotaEpecTransmitida`, src/server/modules/nfe/epec.ts). */
const NotaEpecTransmitida = tipo(
  'NotaEpecTransmitida',
  objeto(
    {
      faturamentoId: id('Nota (faturamento)'),
      chave: texto('Chave de acesso'),
      situacao: texto('Situação da nota'),
      cStat: nulo(texto('cStat')),
      xMotivo: nulo(texto('Motivo')),
      protocolo: nulo(texto('Protocolo')),
    },
    ['faturamentoId', 'chave', 'situacao', 'cStat', 'xMotivo', 'protocolo'],
  ),
);

const NOTAS_DA_CONTINGENCIA = {
  notas: lista('Notas da SVC conciliadas', NotaConciliadaSvc),
  epec: lista('Notas em EPEC transmitidas', NotaEpecTransmitida),
};

/** One taxpayer of the CCC answer (`infCad`; `CadastroContribuinte`, src/fiscal/sefaz/cliente.ts). */
const CadastroContribuinte = tipo(
  'CadastroContribuinte',
  objeto(
    {
      IE: texto('Inscrição estadual'),
      CNPJ: texto('CNPJ'),
      CPF: texto('CPF'),
      UF: texto('UF'),
      cSit: texto('Situação (0 não habilitado, 1 habilitado)'),
      indCredNFe: texto('Credenciado a emitir NF-e'),
      xNome: texto('Razão social'),
      xFant: texto('Nome fantasia'),
      xRegApur: texto('Regime de apuração'),
      CNAE: texto('CNAE'),
      dIniAtiv: texto('Início da atividade'),
      dUltSit: texto('Última mudança de situação'),
      ender: objeto({
        xLgr: texto('Logradouro'),
        nro: texto('Número'),
        xBairro: texto('Bairro'),
        cMun: texto('Município (IBGE)'),
        xMun: texto('Município'),
        CEP: texto('CEP'),
      }),
    },
    ['IE', 'UF', 'cSit', 'xNome'],
  ),
);

export const NFE = {
  statusServico: {
    id: 'GerenciadorNFe_ConsultarStatusServico',
    metodo: 'GET',
    caminhos: ['/v1/GerenciadorNFe/ConsultarStatusServico'],
    tag: TAG,
    resumo: 'Status do serviço de autorização da NF-e na SEFAZ da empresa',
    descricao: 'Success é true só com cStat 107 (serviço em operação).',
    permissao: 'Permitir.GerenciadorNFe.Consultar',
    resposta: dados(StatusServicoNFe),
  },
  statusNota: {
    id: 'GerenciadorNFe_ConsultarStatusNota',
    metodo: 'GET',
    caminhos: ['/v1/GerenciadorNFe/ConsultarStatusNota'],
    tag: TAG,
    resumo: 'Consultar na SEFAZ a situação de uma NF-e pela chave de acesso',
    descricao: 'Chave de 44 caracteres (espaços ignorados); nota do emitente em transmissão é reconciliada.',
    permissao: 'Permitir.GerenciadorNFe.Consultar',
    query: objeto({ chave: texto('Chave de acesso') }, ['chave']),
    resposta: dados(RESULTADO_SEFAZ),
  },
  transmitir: {
    id: 'GerenciadorNFe_TransmitirNota',
    metodo: 'GET',
    caminhos: ['/v1/GerenciadorNFe/TransmitirNota'],
    tag: TAG,
    resumo: 'Transmitir a NF-e (faturamento) à SEFAZ',
    descricao: 'Autorizada: 200. Rejeitada: 400 com o mesmo Data (cStat e xMotivo).',
    permissao: 'Permitir.GerenciadorNFe.Gerenciar',
    query: queryNota,
    resposta: dados(RESULTADO_SEFAZ),
  },
  cancelar: {
    id: 'GerenciadorNFe_CancelarNota',
    metodo: 'GET',
    caminhos: ['/v1/GerenciadorNFe/CancelarNota'],
    tag: TAG,
    resumo: 'Cancelar a NF-e autorizada (evento 110111)',
    descricao: 'Justificativa de 15 a 255 caracteres.',
    permissao: 'Permitir.GerenciadorNFe.Gerenciar',
    query: objeto({ nota: idNaUrl('Nota (faturamento)'), justificativa: texto('Justificativa') }, ['nota']),
    resposta: dados(RESULTADO_SEFAZ),
  },
  inutilizar: {
    id: 'GerenciadorNFe_InutilizarNFe',
    metodo: 'GET',
    caminhos: ['/v1/GerenciadorNFe/InutilizarNFe'],
    tag: TAG,
    resumo: 'Inutilizar uma faixa de numeração',
    descricao:
      'Com `id`: transmite o pedido de inutilização gravado. Sem `id`: cria o pedido com série (0 a 999), números inicial e final (1 a 999999999), ano (opcional) e justificativa (15 a 255 caracteres) e transmite.',
    permissao: 'Permitir.GerenciadorNFe.Inutilizar',
    query: objeto({
      id: idNaUrl('Inutilização'),
      serie: idNaUrl('Série'),
      numero_inicial: idNaUrl('Número inicial'),
      numero_final: idNaUrl('Número final'),
      ano: textoComo('Ano', '^[0-9]{4}$|^$'),
      justificativa: texto('Justificativa'),
    }),
    resposta: dados(RESULTADO_SEFAZ),
  },
  transmitirCCe: {
    id: 'GerenciadorNFe_TransmitirCCeNFe',
    metodo: 'GET',
    caminhos: ['/v1/GerenciadorNFe/TransmitirCCeNFe'],
    tag: TAG,
    resumo: 'Transmitir a Carta de Correção (evento 110110)',
    descricao: 'Com `id`: transmite a carta gravada. Sem `id`: cria a carta da `nota` com a `correcao` (15 a 1000 caracteres) e transmite.',
    permissao: 'Permitir.GerenciadorNFe.CartaCorrecao',
    query: objeto({ id: idNaUrl('Carta de Correção'), nota: idNaUrl('Nota (faturamento)'), correcao: texto('Correção') }),
    resposta: dados(RESULTADO_SEFAZ),
  },
  corrigirDuplicidade: {
    id: 'GerenciadorNFe_CorrigirDuplicidadeNFe',
    metodo: 'GET',
    caminhos: ['/v1/GerenciadorNFe/CorrigirDuplicidadeNFe'],
    tag: TAG,
    resumo: 'Anexar à nota o protocolo de uma NF-e já autorizada (rejeição de duplicidade)',
    descricao: 'Só notas em transmissão ou rejeitadas, com chave.',
    permissao: 'Permitir.GerenciadorNFe.Gerenciar',
    query: queryNota,
    resposta: dados(RESULTADO_SEFAZ),
  },
  imprimir: {
    id: 'GerenciadorNFe_ImprimirNFe',
    metodo: 'GET',
    caminhos: ['/v1/GerenciadorNFe/ImprimirNFe/:id'],
    tag: TAG,
    resumo: 'DANFE da NF-e autorizada (ou do EPEC) em PDF',
    permissao: 'Permitir.GerenciadorNFe.Consultar',
    params: paramsId('Nota (faturamento)'),
    resposta: arquivo(['application/pdf']),
  },
  previsualizar: {
    id: 'GerenciadorNFe_PrevisualizarNFe',
    metodo: 'GET',
    caminhos: ['/v1/GerenciadorNFe/PrevisualizarNFe/:id'],
    tag: TAG,
    resumo: 'DANFE de pré-visualização (sem valor fiscal) do faturamento',
    permissao: 'Permitir.GerenciadorNFe.Consultar',
    params: paramsId('Nota (faturamento)'),
    resposta: arquivo(['application/pdf']),
  },
  imprimirCCe: {
    id: 'GerenciadorNFe_ImprimirCCe',
    metodo: 'GET',
    caminhos: ['/v1/GerenciadorNFe/ImprimirCCe/:id'],
    tag: TAG,
    resumo: 'PDF da Carta de Correção registrada',
    permissao: 'Permitir.GerenciadorNFe.Consultar',
    params: paramsId('Carta de Correção'),
    resposta: arquivo(['application/pdf']),
  },
  downloadXml: {
    id: 'GerenciadorNFe_DownloadXMLNFe',
    metodo: 'GET',
    caminhos: ['/v1/GerenciadorNFe/DownloadXMLNFe'],
    tag: TAG,
    resumo: 'XML de distribuição (nfeProc) da NF-e autorizada',
    permissao: 'Permitir.GerenciadorNFe.Consultar',
    query: objeto({ id: idNaUrl('Nota (faturamento)') }, ['id']),
    resposta: arquivo(['application/xml']),
  },
  meses: {
    id: 'GerenciadorNFe_GetXMLDownload',
    metodo: 'GET',
    caminhos: ['/v1/GerenciadorNFe/GetXMLDownload'],
    tag: TAG,
    resumo: 'Meses com XML autorizado e quantas notas cada um tem',
    permissao: 'Permitir.GerenciadorNFe.ArquivosXML',
    resposta: dados(MesesXmlNFe),
  },
  downloadDiretorio: {
    id: 'GerenciadorNFe_DownloadDiretorio',
    metodo: 'GET',
    caminhos: ['/v1/GerenciadorNFe/DownloadDiretorio'],
    tag: TAG,
    resumo: 'ZIP com o XML das NF-e e inutilizações do mês, para a contabilidade',
    descricao: 'Meses grandes (ou modo=tarefa) viram tarefa em segundo plano: 202 com a tarefa em Data. 404 sem XML no mês.',
    permissao: 'Permitir.GerenciadorNFe.ArquivosXML',
    query: objeto({ anomes: textoComo('Mês (AAAAMM)', '^[0-9]{6}$'), modo: opcoes('Modo', ['', 'auto', 'direto', 'tarefa']) }, ['anomes']),
    resposta: arquivo(['application/zip']),
  },
  consultarCadastro: {
    id: 'GerenciadorNFe_ConsultarCadastro',
    metodo: 'GET',
    caminhos: ['/v1/GerenciadorNFe/ConsultarCadastro'],
    tag: TAG,
    resumo: 'Consulta ao cadastro de contribuintes do ICMS (CCC) na SEFAZ da UF',
    descricao: 'UF obrigatória e o CPF/CNPJ ou a inscrição estadual; uma consulta por documento e dia fica guardada.',
    permissao: 'Permitir.GerenciadorNFe.Consultar',
    query: objeto({ uf: texto('UF'), cpf_cnpj: texto('CPF/CNPJ'), ie: texto('Inscrição estadual') }),
    resposta: dados(
      tipo(
        'ConsultaCadastroSefaz',
        objeto(
          {
            uf: texto('UF consultada'),
            documento: texto('CPF/CNPJ ou IE consultado'),
            cStat: texto('cStat'),
            xMotivo: texto('Motivo'),
            situacao: opcoes('Situação', ['habilitado', 'nao_habilitado', 'nao_cadastrado', 'indefinida']),
            cadastros: lista('Cadastros', CadastroContribuinte),
            fonte: opcoes('Fonte', ['cache', 'sefaz']),
            consultado_em: texto('Consultado em'),
          },
          ['uf', 'documento', 'cStat', 'xMotivo', 'situacao', 'cadastros', 'fonte', 'consultado_em'],
        ),
      ),
    ),
  },
  contingencia: {
    id: 'GerenciadorNFe_Contingencia',
    metodo: 'GET',
    caminhos: ['/v1/GerenciadorNFe/Contingencia'],
    tag: TAG,
    resumo: 'Estado da contingência (SVC ou EPEC) da empresa',
    permissao: 'Permitir.GerenciadorNFe.Consultar',
    resposta: dados(CONTINGENCIA),
  },
  entrarContingencia: {
    id: 'GerenciadorNFe_EntrarContingencia',
    metodo: 'GET',
    caminhos: ['/v1/GerenciadorNFe/EntrarContingencia'],
    tag: TAG,
    resumo: 'Entrar em contingência (SVC ou EPEC)',
    descricao: 'Justificativa de 15 a 256 caracteres; modalidade svc (padrão) ou epec.',
    permissao: 'Permitir.GerenciadorNFe.Gerenciar',
    query: objeto({ justificativa: texto('Justificativa'), modalidade: texto('Modalidade') }),
    resposta: dados(CONTINGENCIA),
  },
  sairContingencia: {
    id: 'GerenciadorNFe_SairContingencia',
    metodo: 'GET',
    caminhos: ['/v1/GerenciadorNFe/SairContingencia'],
    tag: TAG,
    resumo: 'Voltar ao autorizador normal e conciliar as notas da contingência',
    permissao: 'Permitir.GerenciadorNFe.Gerenciar',
    resposta: dados(
      tipo('ContingenciaEncerrada', objeto({ ...CAMPOS_CONTINGENCIA, ...NOTAS_DA_CONTINGENCIA }, [...Object.keys(CAMPOS_CONTINGENCIA), 'notas', 'epec'])),
    ),
  },
  conciliarContingencia: {
    id: 'GerenciadorNFe_ConciliarContingencia',
    metodo: 'GET',
    caminhos: ['/v1/GerenciadorNFe/ConciliarContingencia'],
    tag: TAG,
    resumo: 'Repetir a conciliação das notas emitidas na SVC e a transmissão das notas em EPEC',
    permissao: 'Permitir.GerenciadorNFe.Gerenciar',
    resposta: dados(tipo('ContingenciaConciliada', objeto(NOTAS_DA_CONTINGENCIA, ['notas', 'epec']))),
  },
  treinamento: {
    id: 'GerenciadorNFe_TreinamentoSefaz',
    metodo: 'GET',
    caminhos: ['/v1/GerenciadorNFe/TreinamentoSefaz'],
    tag: TAG,
    resumo: 'Estado do treinamento "SEFAZ fora do ar" (simulador deste servidor)',
    permissao: 'Permitir.GerenciadorNFe.Consultar',
    resposta: dados(TreinamentoSefaz),
  },
  alterarTreinamento: {
    id: 'GerenciadorNFe_AlterarTreinamentoSefaz',
    metodo: 'POST',
    caminhos: ['/v1/GerenciadorNFe/TreinamentoSefaz'],
    tag: TAG,
    resumo: 'Derrubar ou religar o autorizador da UF no simulador (treinamento)',
    descricao: '409 quando o treinamento não está disponível (produção, sem simulador, tpAmb 1).',
    permissao: 'Permitir.Configuracao.Alterar',
    // presence is the handler's check, with its message naming true/false
    corpo: objeto({ foraDoAr: booleano('Fora do ar') }),
    resposta: dados(TreinamentoSefaz),
  },
  pacoteSchemas: {
    id: 'GerenciadorNFe_PacoteSchemas',
    metodo: 'GET',
    caminhos: ['/v1/GerenciadorNFe/PacoteSchemas'],
    tag: 'Sistema',
    resumo: 'Pacote de schemas (XSD) da NF-e em uso',
    descricao: 'Qualquer usuário com sessão; Data null quando não há pacote.',
    resposta: dados(nulo(PacoteSchemasEmUso)),
  },
  importarPacoteSchemas: {
    id: 'GerenciadorNFe_ImportarPacoteSchemas',
    metodo: 'POST',
    caminhos: ['/v1/GerenciadorNFe/PacoteSchemas'],
    tag: 'Sistema',
    resumo: 'Importar um pacote de schemas da NF-e (ZIP até 20 MB)',
    descricao: 'Somente o Administrador.',
    multipart: objeto({ arquivo: { type: 'string', title: 'ZIP do pacote', contentMediaType: 'application/zip' } }, ['arquivo']),
    resposta: dados(PacoteSchemasImportado),
  },
  enviarEmail: {
    id: 'GerenciadorNFe_EnviarEmail',
    metodo: 'POST',
    caminhos: ['/v1/GerenciadorNFe/EnviarEmail'],
    tag: TAG,
    resumo: 'Enviar o XML autorizado e o DANFE por e-mail',
    descricao: 'Sem e-mail informado, vai aos e-mails do cliente marcados para NF-e.',
    permissao: 'Permitir.GerenciadorNFe.Consultar',
    corpo: objeto({ nota: idOuDigitos('Nota (faturamento)'), email: nulo(texto('E-mail')) }),
    resposta: dados(EmailNFe),
  },
  tiposEvento: {
    id: 'GerenciadorNFe_TiposEventoNFe',
    metodo: 'GET',
    caminhos: ['/v1/GerenciadorNFe/TiposEventoNFe'],
    tag: TAG,
    resumo: 'Tipos de evento da NF-e e os campos do formulário de cada um',
    permissao: 'Permitir.GerenciadorNFe.Consultar',
    resposta: dados(lista('Tipos de evento', TipoEventoNFe)),
  },
  eventos: {
    id: 'GerenciadorNFe_EventosNFe',
    metodo: 'GET',
    caminhos: ['/v1/GerenciadorNFe/EventosNFe'],
    tag: TAG,
    resumo: 'Eventos disponíveis e registrados da nota, e os seus itens',
    permissao: 'Permitir.GerenciadorNFe.Consultar',
    query: queryNota,
    resposta: dados(EventosDaNotaNFe),
  },
  emitirEvento: {
    id: 'GerenciadorNFe_EmitirEventoNFe',
    metodo: 'POST',
    caminhos: ['/v1/GerenciadorNFe/EmitirEventoNFe'],
    tag: TAG,
    resumo: 'Emitir um evento da NF-e (os campos do corpo são os do tipo, GET TiposEventoNFe)',
    permissao: 'Permitir.GerenciadorNFe.Gerenciar',
    query: objeto({ nota: idNaUrl('Nota (faturamento)'), tpEvento: texto('Tipo de evento') }, ['nota']),
    corpo: objeto({}, [], { titulo: 'Campos do evento' }),
    resposta: dados(RESULTADO_SEFAZ),
  },
  imprimirEvento: {
    id: 'GerenciadorNFe_ImprimirEventoNFe',
    metodo: 'GET',
    caminhos: ['/v1/GerenciadorNFe/ImprimirEventoNFe/:id'],
    tag: TAG,
    resumo: 'PDF de um evento registrado da NF-e',
    permissao: 'Permitir.GerenciadorNFe.Consultar',
    params: paramsId('Evento'),
    resposta: arquivo(['application/pdf']),
  },
} satisfies Record<string, Contrato>;

/** A faturamento id in a body: integer or digits (the handlers take `Number(...)`). */
const idFaturamento = (titulo: string): JsonSchema => idOuDigitos(titulo);

export const FATURAMENTO_ACOES = {
  imprimir: {
    id: 'Faturamento_Imprimir',
    metodo: 'GET',
    caminhos: ['/v1/faturamento/Imprimir/:id'],
    tag: TAG,
    resumo: 'DANFE do faturamento: o autorizado, o do EPEC ou a pré-visualização',
    permissao: 'Permitir.Faturamento.Consultar',
    params: paramsId('Faturamento'),
    resposta: arquivo(['application/pdf']),
  },
  calcular: {
    id: 'Faturamento_Calcular',
    metodo: 'POST',
    caminhos: ['/v1/faturamento/Calcular'],
    tag: TAG,
    resumo: 'Calcular itens, tributos e totais do faturamento sem gravar',
    descricao: 'Corpo: um faturamento com Item, como em POST /v1/faturamento/ (validado pelo registro).',
    permissao: 'Permitir.Faturamento.Consultar',
    corpo: objeto({}, [], { titulo: 'Faturamento', descricao: 'Campos da entidade faturamento (schema Faturamento), validados pelo registro.' }),
    resposta: dados(FATURAMENTO_DO_REGISTRO, 'O faturamento com os itens e os totais calculados.'),
  },
  gerarDevolucao: {
    id: 'Faturamento_GerarDevolucao',
    metodo: 'POST',
    caminhos: ['/v1/faturamento/GerarDevolucao'],
    tag: TAG,
    resumo: 'Rascunho da NF-e de devolução de uma nota autorizada, de uma compra ou de uma troca no balcão',
    descricao: 'Informe faturamento_id ou compra_id com itens, ou troca_id (e cliente_id opcional).',
    permissao: 'Permitir.Faturamento.Incluir',
    corpo: objeto({
      faturamento_id: idFaturamento('Nota de origem'),
      compra_id: idFaturamento('Compra de origem'),
      troca_id: idFaturamento('Troca'),
      cliente_id: nulo({ type: ['integer', 'string'], title: 'Cliente' }),
      itens: lista('Itens', objeto({ item_id: idFaturamento('Item'), quantidade: decimal('Quantidade') })),
    }),
    resposta: dados(FATURAMENTO_DO_REGISTRO, 'O rascunho gravado.'),
  },
  gerarComplementar: {
    id: 'Faturamento_GerarComplementar',
    metodo: 'POST',
    caminhos: ['/v1/faturamento/GerarComplementar'],
    tag: TAG,
    resumo: 'Rascunho da NF-e complementar (finNFe 2) de valor ou de ICMS',
    permissao: 'Permitir.Faturamento.Incluir',
    corpo: objeto({
      faturamento_id: idFaturamento('Nota de origem'),
      tipo: texto('Tipo (valor ou icms)'),
      valor: decimal('Valor (R$)'),
      aliquota: nulo(decimal('Alíquota do ICMS (%)')),
    }),
    resposta: dados(FATURAMENTO_DO_REGISTRO, 'O rascunho gravado.'),
  },
  gerarAjuste: {
    id: 'Faturamento_GerarAjuste',
    metodo: 'POST',
    caminhos: ['/v1/faturamento/GerarAjuste'],
    tag: TAG,
    resumo: 'Rascunho da NF-e de ajuste de ICMS (finNFe 3)',
    permissao: 'Permitir.Faturamento.Incluir',
    corpo: objeto({
      faturamento_id: idFaturamento('Nota de origem'),
      sentido: texto('Sentido (debito ou credito)'),
      valor: decimal('Valor do ICMS (R$)'),
      aliquota: nulo(decimal('Alíquota do ICMS (%)')),
      cfop: nulo(texto('CFOP')),
      motivo: nulo(texto('Motivo')),
    }),
    resposta: dados(FATURAMENTO_DO_REGISTRO, 'O rascunho gravado.'),
  },
} satisfies Record<string, Contrato>;

export const CONTRATOS_NFE: readonly Contrato[] = [...Object.values(NFE), ...Object.values(FATURAMENTO_ACOES)];
