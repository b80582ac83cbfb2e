/**
 * Contracts of the NFC-e manager (SPEC §7 "/v1/GerenciadorNFCe"; src/server/modules/pdv/routes.ts):
 * SEFAZ and EPEC status, transmit and query a sale's NFC-e, print (DANFE NFC-e as PDF or text) and
 * XML, cancel (event 110111, or 110112 by substitution), void a number range, manual contingency,
 * the contingency list, the CSC (save, and the admCscNFCe web service) and the NFC-e settings.
 *
 * Ids in the query string may come empty (the handler answers "Informe a venda (cupom)"); CSC,
 * environment, modality and operation values are the handlers' checks with their own messages.
 */
import { type Contrato, type JsonSchema, arquivo, booleano, dados, id, idNaUrl, inteiro, lista, nulo, objeto, opcoes, texto, textoComo, tipo } from './base.ts';

/** Digits in the query string, or empty (`?cupom=5`). */
const idNaQuery = (titulo: string) => textoComo(titulo, '^([0-9]{1,10})?$');

const paramsVenda = objeto({ id: idNaUrl('Venda') }, ['id']);

/** The NFC-e of a sale after transmission, query, cancellation or contingency (Data of the venda routes). */
export const ResultadoVendaNFCe = tipo(
  'ResultadoVendaNFCe',
  objeto(
    {
      id: id('Venda'),
      situacao: texto('Situação'),
      numero: nulo(inteiro('Número')),
      serie: inteiro('Série'),
      chave: nulo(texto('Chave de acesso')),
      tp_emis: inteiro('Tipo de emissão (tpEmis)'),
      cStat: nulo(texto('cStat')),
      xMotivo: nulo(texto('xMotivo')),
      protocolo: nulo(texto('Protocolo')),
      qrcode: nulo(texto('QR Code')),
    },
    [],
    { descricao: 'A venda com a situação da NFC-e; NFC-e fora do schema: { erros: [{mensagem, linha}] }.' },
  ),
);

const resultadoSefaz = (descricao: string): JsonSchema =>
  objeto({}, [], { descricao: `${descricao} (cStat, xMotivo, protocolo; a rejeição responde 400 com o mesmo Data).` });

export const StatusServicoNFCe = tipo(
  'StatusServicoNFCe',
  objeto(
    {
      cStat: texto('cStat'),
      xMotivo: texto('xMotivo'),
      dhRecbto: nulo(texto('Recebimento')),
      contingencia: booleano('Em contingência'),
      contingencia_desde: nulo(texto('Em contingência desde')),
      csc_configurado: booleano('CSC configurado'),
      pendentes: inteiro('NFC-e em contingência a transmitir'),
      alerta: booleano('Alguma perto do prazo de 24 h'),
    },
    ['cStat', 'xMotivo', 'dhRecbto', 'contingencia', 'contingencia_desde', 'csc_configurado', 'pendentes', 'alerta'],
  ),
);

export const StatusEpecNFCe = tipo(
  'StatusEpecNFCe',
  objeto({ cStat: nulo(texto('cStat')), xMotivo: texto('xMotivo'), dhRecbto: nulo(texto('Recebimento')) }, ['cStat', 'xMotivo', 'dhRecbto']),
);

export const ContingenciaNFCe = tipo(
  'ContingenciaNFCe',
  objeto(
    {
      pendentes: lista(
        'Em contingência, a transmitir',
        objeto(
          {
            id: id('Venda'),
            numero: inteiro('Número'),
            serie: inteiro('Série'),
            chave: texto('Chave de acesso'),
            data_emissao: texto('Emissão (Brasília)'),
            horas: { type: 'number', title: 'Horas desde a emissão' },
            horas_restantes: { type: 'number', title: 'Horas até o prazo de 24 h' },
            alerta: booleano('Perto do prazo'),
          },
          ['id', 'numero', 'serie', 'chave', 'data_emissao', 'horas', 'horas_restantes', 'alerta'],
        ),
      ),
      rejeitadas: lista(
        'Emitidas em contingência e rejeitadas',
        objeto(
          {
            id: id('Venda'),
            numero: nulo(inteiro('Número')),
            serie: inteiro('Série'),
            chave: nulo(texto('Chave de acesso')),
            tp_emis: inteiro('tpEmis'),
            cstat: nulo(texto('cStat')),
            xmotivo: nulo(texto('xMotivo')),
          },
          ['id', 'numero', 'serie', 'chave', 'tp_emis', 'cstat', 'xmotivo'],
        ),
      ),
      ativa: booleano('Contingência ativa'),
      pode_alternar: booleano('O usuário pode entrar e sair da contingência'),
    },
    ['pendentes', 'rejeitadas', 'ativa', 'pode_alternar'],
  ),
);

const cscMascarado = objeto({ id_token: inteiro('Identificador do CSC'), csc_mascarado: texto('CSC (mascarado)') }, ['id_token', 'csc_mascarado']);

export const ConfiguracaoNFCe = tipo(
  'ConfiguracaoNFCe',
  objeto(
    {
      uf: texto('UF'),
      ambiente: opcoes('Ambiente', [1, 2]),
      csc: nulo(cscMascarado),
      csc_servico_sefaz: booleano('A UF oferece o webservice do CSC'),
      epec_disponivel: booleano('EPEC da NFC-e disponível (SP)'),
      modalidade_contingencia: opcoes('Modalidade da contingência', ['offline', 'epec']),
      pode_alterar: booleano('O usuário pode alterar'),
    },
    ['uf', 'ambiente', 'csc', 'csc_servico_sefaz', 'epec_disponivel', 'modalidade_contingencia', 'pode_alterar'],
  ),
);

export const CscSefaz = tipo(
  'CscSefaz',
  objeto(
    {
      cStat: texto('cStat'),
      xMotivo: texto('xMotivo'),
      ativos: lista('CSC ativos na SEFAZ', cscMascarado),
      guardado: nulo(cscMascarado),
    },
    ['cStat', 'xMotivo', 'ativos', 'guardado'],
  ),
);

const T = 'Movimentação';
const B = '/v1/GerenciadorNFCe';

export const GERENCIADOR_NFCE = {
  statusServico: {
    id: 'GerenciadorNFCe_ConsultarStatusServico',
    metodo: 'GET',
    caminhos: [`${B}/ConsultarStatusServico`],
    tag: T,
    resumo: 'Status do serviço da NFC-e na SEFAZ, com o estado da contingência e o CSC',
    permissao: 'Permitir.VendasCupom.Consultar',
    resposta: dados(StatusServicoNFCe),
  },
  consultar: {
    id: 'GerenciadorNFCe_ConsultarStatusNFCe',
    metodo: 'GET',
    caminhos: [`${B}/ConsultarStatusNFCe`],
    tag: T,
    resumo: 'Consultar na SEFAZ a NFC-e de uma venda (resolve um envio sem resposta)',
    permissao: 'Permitir.VendasCupom.Consultar',
    query: objeto({ cupom: idNaQuery('Venda (cupom)') }),
    resposta: dados(ResultadoVendaNFCe),
  },
  transmitir: {
    id: 'GerenciadorNFCe_TransmitirNFCe',
    metodo: 'GET',
    caminhos: [`${B}/TransmitirNFCe`],
    tag: T,
    resumo: 'Transmitir a NFC-e de uma venda (em digitação ou rejeitada)',
    descricao: 'Autorizada: 200. Rejeitada: 400 com o mesmo Data. Sem resposta da SEFAZ: contingência conforme a modalidade.',
    permissao: 'Permitir.VendasCupom.Incluir',
    query: objeto({ cupom: idNaQuery('Venda (cupom)') }),
    resposta: dados(ResultadoVendaNFCe),
  },
  imprimir: {
    id: 'GerenciadorNFCe_ImprimirVenda',
    metodo: 'GET',
    caminhos: [`${B}/ImprimirVenda/:id`],
    tag: T,
    resumo: 'DANFE NFC-e da venda, em PDF ou texto para impressora térmica',
    descricao: 'largura 80 ou 58 (padrão: a do modelo de venda); formato pdf (padrão) ou texto.',
    permissao: 'Permitir.VendasCupom.Consultar',
    params: paramsVenda,
    query: objeto({ largura: texto('Largura da bobina (80 ou 58 mm)'), formato: texto('Formato (pdf ou texto)') }),
    resposta: arquivo(['application/pdf', 'text/plain']),
  },
  downloadXml: {
    id: 'GerenciadorNFCe_DownloadXMLNFCe',
    metodo: 'GET',
    caminhos: [`${B}/DownloadXMLNFCe/:id`],
    tag: T,
    resumo: 'XML da NFC-e da venda (nfeProc quando autorizada)',
    permissao: 'Permitir.VendasCupom.Consultar',
    params: paramsVenda,
    resposta: arquivo(['application/xml']),
  },
  cancelar: {
    id: 'GerenciadorNFCe_CancelarVenda',
    metodo: 'GET',
    caminhos: [`${B}/CancelarVenda`],
    tag: T,
    resumo: 'Cancelar a NFC-e da venda (evento 110111; 110112 com a chave da NFC-e substituta)',
    descricao: 'Justificativa de 15 a 255 caracteres.',
    permissao: 'Permitir.VendasCupom.Alterar',
    query: objeto({
      cupom: idNaQuery('Venda (cupom)'),
      justificativa: texto('Justificativa'),
      chave_substituta: texto('Chave da NFC-e substituta (110112)'),
    }),
    resposta: dados(resultadoSefaz('Resultado do cancelamento')),
  },
  inutilizar: {
    id: 'GerenciadorNFCe_InutilizarNFCe',
    metodo: 'GET',
    caminhos: [`${B}/InutilizarNFCe`],
    tag: T,
    resumo: 'Transmitir à SEFAZ a inutilização de numeração da NFC-e gravada',
    permissao: 'Permitir.GerenciadorNFCe.Inutilizar',
    query: objeto({ id: idNaQuery('Inutilização') }),
    resposta: dados(resultadoSefaz('Resultado da inutilização')),
  },
  entrarContingencia: {
    id: 'GerenciadorNFCe_EntrarContingenciaNFCe',
    metodo: 'PUT',
    caminhos: [`${B}/EntrarContingenciaNFCe`],
    tag: T,
    resumo: 'Entrar (ou sair) da contingência off-line; com id, emite a venda em contingência',
    descricao: 'contingencia=false encerra e retransmite as pendentes. Justificativa de ao menos 15 caracteres.',
    permissao: 'Permitir.VendasCupom.Alterar',
    query: objeto({
      id: idNaQuery('Venda'),
      contingencia: texto('Contingência (true/false)'),
      justificativa: texto('Justificativa'),
    }),
    resposta: dados(nulo(objeto({}, [], { descricao: 'A venda emitida em contingência, ou o resultado da retransmissão ao sair.' }))),
  },
  contingencia: {
    id: 'GerenciadorNFCe_Contingencia',
    metodo: 'GET',
    caminhos: [`${B}/Contingencia`],
    tag: T,
    resumo: 'NFC-e em contingência a transmitir (com o prazo de 24 h) e as rejeitadas',
    permissao: 'Permitir.VendasCupom.Consultar',
    resposta: dados(ContingenciaNFCe),
  },
  csc: {
    id: 'GerenciadorNFCe_CSC',
    metodo: 'PUT',
    caminhos: [`${B}/CSC`],
    tag: T,
    resumo: 'Gravar o CSC (código de segurança do contribuinte) do ambiente',
    descricao: 'ambiente 1 ou 2; id_token de 1 a 999999; CSC de 16 a 36 letras ou números (guardado cifrado).',
    permissao: 'Permitir.Configuracao.Alterar',
    corpo: objeto({
      ambiente: { type: ['integer', 'string'], title: 'Ambiente (1 produção, 2 homologação)' },
      id_token: { type: ['integer', 'string'], title: 'Identificador do CSC' },
      csc: texto('CSC'),
    }),
    resposta: dados({ type: 'null' }),
  },
  configuracao: {
    id: 'GerenciadorNFCe_Configuracao',
    metodo: 'GET',
    caminhos: [`${B}/Configuracao`],
    tag: T,
    resumo: 'Configuração da NFC-e do emitente: CSC (mascarado), modalidade da contingência e serviços da UF',
    permissao: 'Permitir.Configuracao.Consultar',
    resposta: dados(ConfiguracaoNFCe),
  },
  modalidade: {
    id: 'GerenciadorNFCe_ModalidadeContingencia',
    metodo: 'PUT',
    caminhos: [`${B}/ModalidadeContingencia`],
    tag: T,
    resumo: 'Modalidade da contingência da NFC-e: offline (tpEmis 9) ou epec (só SP)',
    permissao: 'Permitir.Configuracao.Alterar',
    corpo: objeto({ modalidade: texto('Modalidade (offline ou epec)') }),
    resposta: dados(objeto({ modalidade_contingencia: opcoes('Modalidade', ['offline', 'epec']) }, ['modalidade_contingencia'])),
  },
  statusEpec: {
    id: 'GerenciadorNFCe_ConsultarStatusEPEC',
    metodo: 'GET',
    caminhos: [`${B}/ConsultarStatusEPEC`],
    tag: T,
    resumo: 'Status do ambiente EPEC da NFC-e (SEFAZ-SP)',
    permissao: 'Permitir.VendasCupom.Consultar',
    resposta: dados(StatusEpecNFCe),
  },
  cscSefaz: {
    id: 'GerenciadorNFCe_CSCSefaz',
    metodo: 'POST',
    caminhos: [`${B}/CSC/Sefaz`],
    tag: T,
    resumo: 'Consultar, gerar ou revogar o CSC no webservice admCscNFCe da SEFAZ',
    permissao: 'Permitir.Configuracao.Alterar',
    corpo: objeto({ operacao: texto('Operação (consultar, gerar ou revogar)') }),
    resposta: dados(CscSefaz),
  },
} satisfies Record<string, Contrato>;

export const CONTRATOS_GERENCIADOR_NFCE: readonly Contrato[] = Object.values(GERENCIADOR_NFCE);
