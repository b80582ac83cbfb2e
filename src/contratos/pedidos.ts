/**
 * Contracts of the order actions (SPEC §3 "Order family", §7 Imprimir e compartilhamento;
 * src/server/modules/pedidos): board situation, conversion into NF-e or PDV sale, receivables,
 * prints, stock reservations and sharing. The order itself is the registry CRUD (`/v1/pedido/`).
 */
import { type Contrato, arquivo, dados, id, idNaUrl, inteiro, lista, nulo, objeto, opcoes, texto, tipo } from './base.ts';

/** Steps of the order board (registry situacaoPedido.etapa). */
export const ETAPAS_PEDIDO = ['orcamento', 'aprovado', 'separacao', 'faturado', 'entregue', 'cancelado'] as const;

const corpoId = objeto({ id: id('Pedido') }, ['id']);
const paramsId = objeto({ id: idNaUrl('Pedido') }, ['id']);

export const ResultadoSituacaoPedido = tipo(
  'ResultadoSituacaoPedido',
  objeto({ id: id('Pedido'), situacao_pedido_id: id('Situação'), etapa: opcoes('Etapa', ETAPAS_PEDIDO) }, ['id', 'situacao_pedido_id', 'etapa']),
);

export const ResultadoConversaoNFe = tipo(
  'ResultadoConversaoNFe',
  objeto({ faturamento_id: id('Faturamento (NF-e)'), total_nota: { type: 'number', title: 'Total da nota' } }, ['faturamento_id', 'total_nota']),
);

/** The PDV sale made from the order (with its NFC-e), or the rows that kept it from being made. */
export const ResultadoVendaPedido = tipo(
  'ResultadoVendaPedido',
  objeto({
    id: id('Venda'),
    situacao: texto('Situação'),
    numero: nulo(inteiro('Número')),
    serie: inteiro('Série'),
    chave: nulo(texto('Chave de acesso')),
    tp_emis: inteiro('Tipo de emissão'),
    cStat: nulo(texto('cStat')),
    xMotivo: nulo(texto('xMotivo')),
    protocolo: nulo(texto('Protocolo')),
    qrcode: nulo(texto('QR code')),
    erros: lista('Erros', objeto({ mensagem: texto('Mensagem'), linha: inteiro('Linha') }, ['mensagem', 'linha'])),
  }),
);

export const ReservaDoDocumento = tipo(
  'ReservaDoDocumento',
  objeto({ produto_id: id('Produto'), quantidade: texto('Quantidade'), situacao: opcoes('Situação', ['ativa', 'liberada', 'consumida']) }, [
    'produto_id',
    'quantidade',
    'situacao',
  ]),
);

export const DisponibilidadeProduto = tipo(
  'DisponibilidadeProduto',
  objeto({ produto_id: id('Produto'), saldo: texto('Saldo'), reservado: texto('Reservado'), disponivel: texto('Disponível') }, [
    'produto_id',
    'saldo',
    'reservado',
    'disponivel',
  ]),
);

export const ReservasDoPedido = tipo(
  'ReservasDoPedido',
  objeto({ reservas: lista('Reservas', ReservaDoDocumento), disponibilidade: lista('Disponibilidade', DisponibilidadeProduto) }, [
    'reservas',
    'disponibilidade',
  ]),
);

export const LinkWhatsApp = tipo(
  'LinkWhatsApp',
  objeto({ url: texto('Endereço do WhatsApp'), link: texto('Link público do PDF'), telefone: nulo(texto('Telefone')) }, ['url', 'link', 'telefone']),
);

export const PEDIDOS = {
  alterarSituacao: {
    id: 'Pedido_AlterarSituacao',
    metodo: 'POST',
    caminhos: ['/v1/pedido/AlterarSituacao'],
    tag: 'Movimentação',
    resumo: 'Mudar a situação do pedido (quadro)',
    descricao: 'A aprovação reserva o estoque; o cancelamento libera.',
    permissao: 'Permitir.Pedido.Alterar',
    corpo: objeto({ id: id('Pedido'), situacao_pedido_id: id('Situação') }, ['id', 'situacao_pedido_id']),
    resposta: dados(ResultadoSituacaoPedido),
  },
  converterNFe: {
    id: 'Pedido_ConverterNFe',
    metodo: 'POST',
    caminhos: ['/v1/pedido/ConverterNFe'],
    tag: 'Movimentação',
    resumo: 'Gerar a NF-e (faturamento) do pedido',
    permissao: 'Permitir.Pedido.Alterar',
    descricao: 'Também exige Permitir.Faturamento.Incluir.',
    corpo: corpoId,
    resposta: dados(ResultadoConversaoNFe),
  },
  converterVenda: {
    id: 'Pedido_ConverterVenda',
    metodo: 'POST',
    caminhos: ['/v1/pedido/ConverterVenda'],
    tag: 'Movimentação',
    resumo: 'Converter o pedido em venda do PDV com NFC-e',
    descricao: 'A venda fica feita mesmo com a NFC-e rejeitada ou em contingência. Também exige Permitir.VendasCupom.Incluir.',
    permissao: 'Permitir.Pedido.Alterar',
    corpo: corpoId,
    resposta: dados(ResultadoVendaPedido),
  },
  gerarReceber: {
    id: 'Pedido_GerarReceber',
    metodo: 'POST',
    caminhos: ['/v1/pedido/GerarReceber'],
    tag: 'Movimentação',
    resumo: 'Lançar as contas a receber do pedido',
    descricao: 'Também exige Permitir.Receber.Incluir.',
    permissao: 'Permitir.Pedido.Alterar',
    corpo: corpoId,
    resposta: dados(tipo('ReceberDoPedido', objeto({ receber: lista('Contas a receber', id('Conta a receber')) }, ['receber']))),
  },
  imprimir: {
    id: 'Pedido_Imprimir',
    metodo: 'GET',
    caminhos: ['/v1/pedido/Imprimir/:id'],
    tag: 'Movimentação',
    resumo: 'Pedido em PDF (A4)',
    permissao: 'Permitir.Pedido.Consultar',
    params: paramsId,
    resposta: arquivo(['application/pdf']),
  },
  imprimirSeparacao: {
    id: 'Pedido_ImprimirSeparacao',
    metodo: 'GET',
    caminhos: ['/v1/pedido/ImprimirSeparacao/:id'],
    tag: 'Movimentação',
    resumo: 'Lista de separação do pedido em PDF (80 mm)',
    permissao: 'Permitir.Pedido.Consultar',
    params: paramsId,
    resposta: arquivo(['application/pdf']),
  },
  reservas: {
    id: 'Pedido_Reservas',
    metodo: 'GET',
    caminhos: ['/v1/pedido/Reservas/:id'],
    tag: 'Movimentação',
    resumo: 'Reservas de estoque do pedido e a disponibilidade de cada produto',
    permissao: 'Permitir.Pedido.Consultar',
    params: paramsId,
    resposta: dados(ReservasDoPedido),
  },
  email: {
    id: 'Pedido_CompartilharEmail',
    metodo: 'POST',
    caminhos: ['/v1/compartilhamento/email/pedido'],
    tag: 'Movimentação',
    resumo: 'Enviar o pedido em PDF por e-mail',
    permissao: 'Permitir.Pedido.Consultar',
    corpo: objeto({ id: id('Pedido'), email: texto('E-mail'), mensagem: texto('Mensagem') }, ['id', 'email']),
    resposta: dados(objeto({ enviado: { type: 'boolean' }, para: texto('E-mail') }, ['enviado', 'para'])),
  },
  whatsapp: {
    id: 'Pedido_CompartilharWhatsApp',
    metodo: 'POST',
    caminhos: ['/v1/compartilhamento/whatsapp/pedido'],
    tag: 'Movimentação',
    resumo: 'Link do WhatsApp com o link público do PDF do pedido',
    permissao: 'Permitir.Pedido.Consultar',
    corpo: objeto({ id: id('Pedido'), telefone: nulo(texto('Telefone')) }, ['id']),
    resposta: dados(LinkWhatsApp),
  },
  linkPublico: {
    id: 'Pedido_LinkPublico',
    metodo: 'GET',
    caminhos: ['/v1/compartilhamento/pedido/:token'],
    tag: 'Movimentação',
    resumo: 'PDF do pedido pelo link público (sem login)',
    publico: true,
    params: objeto({ token: texto('Token do link', 1000) }, ['token']),
    resposta: arquivo(['application/pdf']),
  },
} satisfies Record<string, Contrato>;

export const CONTRATOS_PEDIDOS: readonly Contrato[] = Object.values(PEDIDOS);
