/**
 * Contracts of the NFS-e actions (Padrão Nacional, Sefin Nacional; src/server/modules/nfse/rotas.ts):
 * save and calculate the note, the note of an order, transmit, query, cancel (event 101101),
 * replace, XML, DANFSe, e-mail, WhatsApp and the month's XML archive. Lists and reading one note
 * are the registry's (`/OData/NotaServico`, `/v1/notaServico/{id}`).
 *
 * The note itself (body of save/calculate and their `Data`) is the registry entity `notaServico`:
 * the handler validates it with the registry's validator (the same fields, types and messages as
 * `POST /v1/notaServico/`), so the contract keeps that body open and its response points at the
 * registry schema `NotaServico` of the OpenAPI instead of copying it. Motive codes, lengths and the
 * e-mail format are the handlers' checks, with their own messages.
 */
import { type Contrato, type JsonSchema, arquivo, booleano, dados, id, idNaUrl, inteiro, lista, nulo, objeto, texto, textoComo, tipo } from './base.ts';

/** The registry entity `notaServico` as the OpenAPI names it (documentation only: never validated here). */
const NOTA_DO_REGISTRO: JsonSchema = { $ref: '#/components/schemas/NotaServico' };

/** Body of save/calculate: the entity's fields, checked by the registry validator in the handler. */
const corpoNota = (obrigatorios: Record<string, JsonSchema> = {}): JsonSchema =>
  objeto(obrigatorios, Object.keys(obrigatorios), {
    titulo: 'NFS-e',
    descricao: 'Campos da entidade notaServico (schema NotaServico), validados pelo registro como em /v1/notaServico/.',
  });

const paramsId = objeto({ id: idNaUrl('NFS-e') }, ['id']);

/** Result of a transmission or a query at the Sefin Nacional (situation, DPS number, access key, return code). */
export const ResultadoNfse = tipo(
  'ResultadoNfse',
  objeto(
    {
      id: id('NFS-e'),
      situacao: texto('Situação'),
      numero_dps: nulo(inteiro('Número da DPS')),
      id_dps: nulo(texto('Identificador da DPS')),
      chave: nulo(texto('Chave de acesso')),
      numero_nfse: nulo(texto('Número da NFS-e')),
      codigo: nulo(texto('Código de retorno')),
      mensagem: nulo(texto('Mensagem de retorno')),
    },
    ['id', 'situacao', 'numero_dps', 'id_dps', 'chave', 'numero_nfse', 'codigo', 'mensagem'],
  ),
);

export const NfseDoPedido = tipo('NfseDoPedido', objeto({ id: id('NFS-e'), nova: booleano('Criada agora') }, ['id', 'nova']));

export const CancelamentoNfse = tipo(
  'CancelamentoNfse',
  objeto({ situacao: texto('Situação'), chave: texto('Chave de acesso'), mensagem: texto('Mensagem') }, ['situacao', 'chave', 'mensagem']),
);

export const SubstituicaoNfse = tipo('SubstituicaoNfse', objeto({ id: id('NFS-e substituta (em digitação)') }, ['id']));

export const EmailNfse = tipo(
  'EmailNfse',
  objeto({ id: id('NFS-e'), chave: texto('Chave de acesso'), emails: lista('E-mails', texto('E-mail')) }, ['id', 'chave', 'emails']),
);

export const WhatsAppNfse = tipo(
  'WhatsAppNfse',
  objeto({ link: texto('Link wa.me'), chave: texto('Chave de acesso'), url_consulta: texto('Consulta pública') }, ['link', 'chave', 'url_consulta']),
);

export const NFSE = {
  incluir: {
    id: 'Nfse_Incluir',
    metodo: 'POST',
    caminhos: ['/v1/nfse/'],
    tag: 'Movimentação',
    resumo: 'Gravar uma NFS-e nova em digitação, com o ISS e as retenções calculados',
    permissao: 'Permitir.NotaServico.Incluir',
    corpo: corpoNota(),
    resposta: { status: 201, ...dados(NOTA_DO_REGISTRO, 'A nota gravada.') },
  },
  alterar: {
    id: 'Nfse_Alterar',
    metodo: 'PUT',
    caminhos: ['/v1/nfse/'],
    tag: 'Movimentação',
    resumo: 'Alterar uma NFS-e em digitação ou rejeitada, recalculando o ISS e as retenções',
    permissao: 'Permitir.NotaServico.Alterar',
    corpo: corpoNota({ id: id('NFS-e') }),
    resposta: dados(NOTA_DO_REGISTRO, 'A nota gravada.'),
  },
  calcular: {
    id: 'Nfse_Calcular',
    metodo: 'POST',
    caminhos: ['/v1/nfse/Calcular'],
    tag: 'Movimentação',
    resumo: 'Calcular o ISS, as retenções e o valor líquido sem gravar',
    permissao: 'Permitir.NotaServico.Consultar',
    corpo: corpoNota(),
    resposta: dados(NOTA_DO_REGISTRO, 'A nota com as colunas calculadas.'),
  },
  arquivoMes: {
    id: 'Nfse_ArquivoMes',
    metodo: 'GET',
    caminhos: ['/v1/nfse/ArquivoMes'],
    tag: 'Movimentação',
    resumo: 'ZIP com o XML das NFS-e autorizadas no mês e dos seus eventos, para a contabilidade',
    descricao: 'Mês pela data de emissão no fuso de Brasília; 404 sem NFS-e no mês.',
    permissao: 'Permitir.NotaServico.Consultar',
    query: objeto({ anomes: textoComo('Mês (AAAAMM)', '^[0-9]{4}(0[1-9]|1[0-2])$') }, ['anomes']),
    resposta: arquivo(['application/zip']),
  },
  doPedido: {
    id: 'Nfse_DoPedido',
    metodo: 'POST',
    caminhos: ['/v1/nfse/DoPedido/:pedido'],
    tag: 'Movimentação',
    resumo: 'NFS-e em digitação com os serviços do pedido',
    descricao: '201 com a nota criada; 200 com a nota que o pedido já tem (nova: false).',
    permissao: 'Permitir.NotaServico.Incluir',
    params: objeto({ pedido: idNaUrl('Pedido') }, ['pedido']),
    resposta: { status: 201, ...dados(NfseDoPedido) },
  },
  transmitir: {
    id: 'Nfse_Transmitir',
    metodo: 'POST',
    caminhos: ['/v1/nfse/:id/Transmitir'],
    tag: 'Movimentação',
    resumo: 'Transmitir a DPS à Sefin Nacional',
    descricao:
      'Autorizada: 200. Rejeitada: 400 com o mesmo Data (código e motivo). DPS fora do schema: 400 com Data.erros. Sem resposta da Sefin: 502 ou situação transmitindo (resolva com Consultar).',
    permissao: 'Permitir.NotaServico.Gerenciar',
    params: paramsId,
    resposta: dados(ResultadoNfse),
  },
  consultar: {
    id: 'Nfse_Consultar',
    metodo: 'POST',
    caminhos: ['/v1/nfse/:id/Consultar'],
    tag: 'Movimentação',
    resumo: 'Resolver pela DPS um envio que ficou sem resposta',
    permissao: 'Permitir.NotaServico.Consultar',
    params: paramsId,
    resposta: dados(ResultadoNfse),
  },
  cancelar: {
    id: 'Nfse_Cancelar',
    metodo: 'POST',
    caminhos: ['/v1/nfse/:id/Cancelar'],
    tag: 'Movimentação',
    resumo: 'Cancelar a NFS-e autorizada (evento 101101)',
    descricao: 'Motivo 1 (erro na emissão), 2 (serviço não prestado) ou 9 (outros); justificativa de 15 a 255 caracteres.',
    permissao: 'Permitir.NotaServico.Gerenciar',
    params: paramsId,
    corpo: objeto({ motivo: texto('Motivo'), justificativa: texto('Justificativa') }),
    resposta: dados(CancelamentoNfse),
  },
  substituir: {
    id: 'Nfse_Substituir',
    metodo: 'POST',
    caminhos: ['/v1/nfse/:id/Substituir'],
    tag: 'Movimentação',
    resumo: 'Criar em digitação a nota que substitui a NFS-e autorizada',
    descricao: 'Motivo da substituição 01 a 05 ou 99 (padrão 99).',
    permissao: 'Permitir.NotaServico.Gerenciar',
    params: paramsId,
    corpo: objeto({ motivo: texto('Motivo da substituição') }),
    resposta: dados(SubstituicaoNfse),
  },
  xml: {
    id: 'Nfse_Xml',
    metodo: 'GET',
    caminhos: ['/v1/nfse/:id/Xml'],
    tag: 'Movimentação',
    resumo: 'XML da NFS-e autorizada',
    permissao: 'Permitir.NotaServico.Consultar',
    params: paramsId,
    resposta: arquivo(['application/xml']),
  },
  danfse: {
    id: 'Nfse_Danfse',
    metodo: 'GET',
    caminhos: ['/v1/nfse/:id/Danfse'],
    tag: 'Movimentação',
    resumo: 'DANFSe em PDF',
    permissao: 'Permitir.NotaServico.Consultar',
    params: paramsId,
    resposta: arquivo(['application/pdf']),
  },
  enviarEmail: {
    id: 'Nfse_EnviarEmail',
    metodo: 'POST',
    caminhos: ['/v1/nfse/:id/EnviarEmail'],
    tag: 'Movimentação',
    resumo: 'Enviar o XML e o DANFSe por e-mail',
    descricao: 'Sem e-mail informado, vai ao e-mail do tomador.',
    permissao: 'Permitir.NotaServico.Consultar',
    params: paramsId,
    corpo: objeto({ email: nulo(texto('E-mail')) }),
    resposta: dados(EmailNfse),
  },
  whatsapp: {
    id: 'Nfse_WhatsApp',
    metodo: 'POST',
    caminhos: ['/v1/nfse/:id/WhatsApp'],
    tag: 'Movimentação',
    resumo: 'Link do WhatsApp com a chave e a consulta pública da NFS-e',
    descricao: 'Sem telefone informado, usa o do tomador.',
    permissao: 'Permitir.NotaServico.Consultar',
    params: paramsId,
    corpo: objeto({ telefone: nulo(texto('Telefone')) }),
    resposta: dados(WhatsAppNfse),
  },
} satisfies Record<string, Contrato>;

export const CONTRATOS_NFSE: readonly Contrato[] = Object.values(NFSE);
