/**
 * Contracts of the licence actions (SPEC §7 "Licence receivable" and "Plan";
 * src/server/modules/licencas): monthly invoices, Itaú boleto, PIX (BACEN `cob`) and Mercado Pago
 * charges with their webhooks, manual settlement and manual block, the licence of each company,
 * plan changes and the administrator's billing parameters.
 *
 * Money travels as decimal text (`"149.90"`). Dates, ranges, the pt-BR amount (`"1.234,56"`), the
 * reason's length, the block action and the webhook signatures are the handlers' checks, with their
 * own messages; the contracts fix shapes and types. The two webhooks are public (no session): the
 * PSP token and the Mercado Pago `x-signature` are checked by the handler.
 */
import { type Contrato, type JsonSchema, arquivo, booleano, dados, id, idNaUrl, inteiro, lista, nulo, objeto, opcoes, texto, textoComo, tipo } from './base.ts';

const paramsId = objeto({ id: idNaUrl('Fatura') }, ['id']);
/** An integer sent as a JSON number or as text (the handlers read it with `Number()`). */
const numeroOuTexto = (titulo: string): JsonSchema => ({ type: ['integer', 'string'], title: titulo });
/** A money value sent as a JSON number or text; the handler checks the format and the range. */
const valorOuTexto = (titulo: string): JsonSchema => ({ type: ['number', 'string'], title: titulo });

/** One licence invoice as the caller sees it (`tipo`: receivable for the administrator, payable for the chain). */
export const FaturaLicenca = tipo(
  'FaturaLicenca',
  objeto(
    {
      id: id('Fatura'),
      emitente_id: id('Empresa'),
      emitente: texto('Empresa'),
      cnpj: texto('CNPJ'),
      revenda_id: id('Revenda'),
      revenda: nulo(texto('Revenda')),
      competencia: texto('Competência (AAAA-MM-DD, dia 1)'),
      vencimento: texto('Vencimento (AAAA-MM-DD)'),
      valor: texto('Valor (R$)'),
      descricao: texto('Descrição'),
      situacao: opcoes('Situação', ['aberto', 'pago', 'cancelado']),
      status: opcoes('Status', ['aberto', 'vencido', 'pago', 'cancelado']),
      pago_em: nulo(texto('Pago em (ISO 8601)')),
      forma_pagamento: nulo(texto('Forma de pagamento')),
      tipo: opcoes('Receber ou pagar', ['receber', 'pagar']),
    },
    [
      'id',
      'emitente_id',
      'emitente',
      'cnpj',
      'revenda_id',
      'revenda',
      'competencia',
      'vencimento',
      'valor',
      'descricao',
      'situacao',
      'status',
      'pago_em',
      'forma_pagamento',
      'tipo',
    ],
  ),
);

export const ResultadoGeracaoLicencas = tipo(
  'ResultadoGeracaoLicencas',
  objeto(
    {
      competencia: texto('Competência (AAAA-MM-DD)'),
      geradas: inteiro('Faturas geradas'),
      existentes: inteiro('Faturas que já existiam'),
      total: inteiro('Faturas da competência'),
      valor_total: texto('Valor total (R$)'),
    },
    ['competencia', 'geradas', 'existentes', 'total', 'valor_total'],
  ),
);

/** A PIX (BACEN `cob`) or Mercado Pago charge of an invoice; `imagem` is the QR code (PNG data URL) when just generated. */
export const CobrancaLicenca = tipo(
  'CobrancaLicenca',
  objeto(
    {
      id: id('Cobrança'),
      licenca_recebivel_id: id('Fatura'),
      provedor: opcoes('Provedor', ['pix', 'mp']),
      meio: opcoes('Meio', ['pix', 'boleto']),
      identificador: texto('Identificador no provedor (txid ou pagamento)'),
      status: texto('Status no provedor'),
      valor: texto('Valor (R$)'),
      copia_e_cola: nulo(texto('PIX copia e cola')),
      url: nulo(texto('Link de pagamento')),
      imagem: texto('QR code (data URL PNG)'),
      fatura_paga: booleano('A fatura ficou paga'),
    },
    ['id', 'licenca_recebivel_id', 'provedor', 'meio', 'identificador', 'status', 'valor', 'copia_e_cola', 'url'],
  ),
);

/** The Itaú boleto (carteira 109) of an invoice. */
export const BoletoLicenca = tipo(
  'BoletoLicenca',
  objeto(
    {
      id: id('Boleto'),
      licenca_recebivel_id: id('Fatura'),
      banco: texto('Banco'),
      agencia: texto('Agência'),
      conta: texto('Conta'),
      carteira: texto('Carteira'),
      beneficiario: texto('Beneficiário'),
      cnpj_beneficiario: texto('CNPJ do beneficiário'),
      nosso_numero: texto('Nosso número'),
      codigo_barras: texto('Código de barras'),
      linha_digitavel: texto('Linha digitável'),
      linha_digitavel_formatada: texto('Linha digitável formatada'),
      vencimento: texto('Vencimento (AAAA-MM-DD)'),
      valor: texto('Valor (R$)'),
    },
    [
      'id',
      'licenca_recebivel_id',
      'banco',
      'agencia',
      'conta',
      'carteira',
      'beneficiario',
      'cnpj_beneficiario',
      'nosso_numero',
      'codigo_barras',
      'linha_digitavel',
      'linha_digitavel_formatada',
      'vencimento',
      'valor',
    ],
  ),
);

/** Block situation of a company (by overdue invoice or by the administrator's manual act). */
export const SituacaoBloqueioLicenca = tipo(
  'SituacaoBloqueioLicenca',
  objeto(
    {
      bloqueado: booleano('Bloqueada'),
      fatura_id: nulo(id('Fatura que causa o bloqueio')),
      vencimento: nulo(texto('Vencimento (AAAA-MM-DD)')),
      valor: nulo(texto('Valor (R$)')),
      dias_bloqueio: inteiro('Dias de tolerância'),
      bloqueio_em: nulo(texto('Bloqueio em (AAAA-MM-DD)')),
      pagamento_direto: booleano('Paga direto ao administrador'),
      manual: nulo(
        objeto(
          {
            situacao: opcoes('Situação manual', ['bloqueado', 'liberado']),
            motivo: texto('Motivo'),
            liberado_ate: nulo(texto('Liberada até (AAAA-MM-DD)')),
          },
          ['situacao', 'motivo', 'liberado_ate'],
        ),
      ),
    },
    ['bloqueado', 'fatura_id', 'vencimento', 'valor', 'dias_bloqueio', 'bloqueio_em', 'pagamento_direto', 'manual'],
  ),
);

export const FormasPagamentoLicenca = tipo(
  'FormasPagamentoLicenca',
  objeto({ pix: booleano('PIX'), mercado_pago: booleano('Mercado Pago'), boleto: booleano('Boleto') }, ['pix', 'mercado_pago', 'boleto']),
);

export const EmpresaBloqueadaLicenca = tipo(
  'EmpresaBloqueadaLicenca',
  objeto(
    {
      emitente_id: id('Empresa'),
      emitente: texto('Empresa'),
      cnpj: texto('CNPJ'),
      revenda: texto('Revenda'),
      vencimento: nulo(texto('Vencimento mais antigo (AAAA-MM-DD)')),
      valor_aberto: texto('Valor em aberto (R$)'),
      faturas: inteiro('Faturas vencidas'),
      bloqueado: booleano('Bloqueada'),
      manual: nulo(opcoes('Ato manual', ['bloqueado', 'liberado'])),
      motivo_manual: nulo(texto('Motivo do ato manual')),
      liberado_ate: nulo(texto('Liberada até (AAAA-MM-DD)')),
    },
    ['emitente_id', 'emitente', 'cnpj', 'revenda', 'vencimento', 'valor_aberto', 'faturas', 'bloqueado', 'manual', 'motivo_manual', 'liberado_ate'],
  ),
);

export const LicencaEmpresa = tipo(
  'LicencaEmpresa',
  objeto(
    {
      emitente_id: id('Empresa'),
      emitente: texto('Empresa'),
      cnpj: texto('CNPJ'),
      tipo_pacote: inteiro('Pacote'),
      plano: nulo(texto('Plano')),
      usuarios: inteiro('Usuários'),
      usuarios_inclusos: nulo(inteiro('Usuários inclusos')),
      valor_mensal: nulo(texto('Valor mensal (R$)')),
      licenca: opcoes('Licença', ['em_dia', 'vencida', 'bloqueada', 'sem_fatura']),
      ultima_competencia: nulo(texto('Última competência')),
      ultima_situacao: nulo(texto('Situação da última fatura')),
    },
    [
      'emitente_id',
      'emitente',
      'cnpj',
      'tipo_pacote',
      'plano',
      'usuarios',
      'usuarios_inclusos',
      'valor_mensal',
      'licenca',
      'ultima_competencia',
      'ultima_situacao',
    ],
  ),
);

const camposPlano = {
  tipo_pacote: inteiro('Pacote'),
  descricao: texto('Descrição'),
  valor_mensal: texto('Valor mensal (R$)'),
  usuarios_inclusos: inteiro('Usuários inclusos'),
  valor_usuario_adicional: texto('Valor por usuário adicional (R$)'),
};
const obrigatoriosPlano = ['tipo_pacote', 'descricao', 'valor_mensal', 'usuarios_inclusos', 'valor_usuario_adicional'];

export const PlanoLicenca = tipo('PlanoLicenca', objeto(camposPlano, obrigatoriosPlano));

/** A plan change of a company (confirmed or cancelled). */
export const TrocaDePlano = tipo(
  'TrocaDePlano',
  objeto(
    {
      id: id('Troca de plano'),
      emitente_id: id('Empresa'),
      emitente: texto('Empresa'),
      tipo_pacote_anterior: inteiro('Pacote anterior'),
      tipo_pacote_novo: inteiro('Pacote novo'),
      situacao: opcoes('Situação', ['confirmado', 'cancelado']),
      criado_em: texto('Criada em (ISO 8601)'),
      cancelado_em: nulo(texto('Cancelada em (ISO 8601)')),
    },
    ['id', 'emitente_id', 'emitente', 'tipo_pacote_anterior', 'tipo_pacote_novo', 'situacao', 'criado_em', 'cancelado_em'],
  ),
);

/** Billing parameters, plans and the active boleto agency, as read (`GET Parametros`). */
export const ParametrosCobrancaLicenca = tipo(
  'ParametrosCobrancaLicenca',
  objeto(
    {
      parametro: objeto(
        {
          dia_vencimento: inteiro('Dia do vencimento'),
          dias_bloqueio: inteiro('Dias até o bloqueio'),
          chave_pix: texto('Chave PIX'),
          nome_recebedor: texto('Nome do recebedor'),
          cidade_recebedor: texto('Cidade do recebedor'),
        },
        ['dia_vencimento', 'dias_bloqueio', 'chave_pix', 'nome_recebedor', 'cidade_recebedor'],
      ),
      planos: lista('Planos', objeto({ ...camposPlano, ativo: booleano('Ativo') }, [...obrigatoriosPlano, 'ativo'])),
      agencia: nulo(
        objeto(
          {
            id: id('Agência'),
            agencia: texto('Agência'),
            conta: texto('Conta'),
            beneficiario: texto('Beneficiário'),
            cnpj: texto('CNPJ'),
            proximo_nosso_numero: inteiro('Próximo nosso número'),
          },
          ['id', 'agencia', 'conta', 'beneficiario', 'cnpj', 'proximo_nosso_numero'],
        ),
      ),
    },
    ['parametro', 'planos', 'agencia'],
  ),
);

/** Body of `PUT Parametros`: the same shape; numbers may come as text, the handler checks every range. */
const corpoParametros = objeto({
  parametro: objeto(
    {
      dia_vencimento: numeroOuTexto('Dia do vencimento'),
      dias_bloqueio: numeroOuTexto('Dias até o bloqueio'),
      chave_pix: texto('Chave PIX'),
      nome_recebedor: texto('Nome do recebedor'),
      cidade_recebedor: texto('Cidade do recebedor'),
    },
    [],
    { titulo: 'Parâmetros' },
  ),
  planos: lista(
    'Planos',
    objeto({
      tipo_pacote: numeroOuTexto('Pacote'),
      descricao: texto('Descrição'),
      valor_mensal: valorOuTexto('Valor mensal (R$)'),
      usuarios_inclusos: numeroOuTexto('Usuários inclusos'),
      valor_usuario_adicional: valorOuTexto('Valor por usuário adicional (R$)'),
      ativo: booleano('Ativo'),
    }),
  ),
  agencia: nulo(
    objeto(
      {
        agencia: numeroOuTexto('Agência'),
        conta: numeroOuTexto('Conta'),
        beneficiario: texto('Beneficiário'),
        cnpj: texto('CNPJ'),
      },
      [],
      { titulo: 'Agência do boleto' },
    ),
  ),
});

export const ResultadoWebhookPix = tipo(
  'ResultadoWebhookPix',
  objeto({ recebidos: inteiro('Pagamentos recebidos'), pagas: inteiro('Faturas pagas'), repetidos: inteiro('Já processados') }, [
    'recebidos',
    'pagas',
    'repetidos',
  ]),
);

export const ResultadoNotificacaoMP = tipo(
  'ResultadoNotificacaoMP',
  objeto({
    ignorada: booleano('Notificação ignorada (não é de pagamento)'),
    faturaId: nulo(id('Fatura')),
    status: texto('Status do pagamento'),
    paga: booleano('A fatura ficou paga'),
    repetida: booleano('Notificação já processada'),
  }),
);

const B = '/v1/licencarecebivel';
const TAG = 'Licença';

export const LICENCAS = {
  gerarFaturas: {
    id: 'Licencas_GerarFaturas',
    metodo: 'POST',
    caminhos: [`${B}/GerarFaturaLicencas`],
    tag: TAG,
    resumo: 'Gerar as faturas de licença da competência (idempotente por mês)',
    descricao: 'Administrador. A mesma geração roda todo dia 1 às 06:00 pela fila de tarefas.',
    permissao: 'Permitir.LicencaRecebivel.Gerenciar',
    query: objeto({ dataGeracao: textoComo('Data da geração (AAAA-MM-DD, padrão hoje)', '^[0-9]{4}-[0-9]{2}-[0-9]{2}$') }),
    resposta: dados(ResultadoGeracaoLicencas),
  },
  consultar: {
    id: 'Licencas_Consultar',
    metodo: 'GET',
    caminhos: [`${B}/Consultar`],
    tag: TAG,
    resumo: 'Faturas de licença visíveis (a receber para o administrador, a pagar para a cadeia, as suas para a empresa)',
    permissao: 'Permitir.LicencaRecebivel.Consultar',
    query: objeto({
      competencia: textoComo('Competência (AAAA-MM)', '^([0-9]{4}-[0-9]{2})?$'),
      situacao: opcoes('Situação', ['', 'aberto', 'pago', 'vencido', 'cancelado']),
    }),
    resposta: dados(lista('Faturas', FaturaLicenca)),
  },
  gerarBoleto: {
    id: 'Licencas_GerarBoleto',
    metodo: 'POST',
    caminhos: [`${B}/GerarBoleto/:id`],
    tag: TAG,
    resumo: 'Gerar o boleto Itaú de uma fatura em aberto',
    permissao: 'Permitir.LicencaRecebivel.Gerenciar',
    params: paramsId,
    resposta: dados(BoletoLicenca),
  },
  boletoPdf: {
    id: 'Licencas_BoletoPdf',
    metodo: 'GET',
    caminhos: [`${B}/Boleto/:id`],
    tag: TAG,
    resumo: 'PDF do boleto da fatura (404 se ainda não foi gerado)',
    permissao: 'Permitir.LicencaRecebivel.Consultar',
    params: paramsId,
    resposta: arquivo(['application/pdf']),
  },
  baixarBoleto: {
    id: 'Licencas_BaixarBoleto',
    metodo: 'POST',
    caminhos: [`${B}/BaixarBoleto/:id`],
    tag: TAG,
    resumo: 'Baixar a fatura como paga por boleto (administrador)',
    permissao: 'Permitir.LicencaRecebivel.Gerenciar',
    params: paramsId,
    corpo: objeto({ valor_pago: nulo(valorOuTexto('Valor pago (R$, padrão o da fatura)')) }),
    resposta: dados(FaturaLicenca),
  },
  gerarCobrancaImediata: {
    id: 'Licencas_GerarCobrancaImediata',
    metodo: 'POST',
    caminhos: [`${B}/GerarCobrancaImediata/:id`],
    tag: TAG,
    resumo: 'Gerar a cobrança PIX imediata (BACEN cob) da fatura, com o QR code',
    permissao: 'Permitir.LicencaRecebivel.Gerenciar',
    params: paramsId,
    resposta: dados(CobrancaLicenca),
  },
  consultaCobrancaImediata: {
    id: 'Licencas_ConsultaCobrancaImediata',
    metodo: 'GET',
    caminhos: [`${B}/ConsultaCobrancaImediata/:id`],
    tag: TAG,
    resumo: 'Consultar no PSP a cobrança PIX da fatura (baixa a fatura se paga)',
    permissao: 'Permitir.LicencaRecebivel.Consultar',
    params: paramsId,
    resposta: dados(CobrancaLicenca),
  },
  gerarPixMP: {
    id: 'Licencas_GerarPixMP',
    metodo: 'POST',
    caminhos: [`${B}/GerarPIXMP/:id`],
    tag: TAG,
    resumo: 'Gerar o PIX do Mercado Pago da fatura',
    permissao: 'Permitir.LicencaRecebivel.Gerenciar',
    params: paramsId,
    resposta: dados(CobrancaLicenca),
  },
  gerarBoletoMP: {
    id: 'Licencas_GerarBoletoMP',
    metodo: 'POST',
    caminhos: [`${B}/GerarBoletoMP/:id`],
    tag: TAG,
    resumo: 'Gerar o boleto do Mercado Pago da fatura',
    permissao: 'Permitir.LicencaRecebivel.Gerenciar',
    params: paramsId,
    resposta: dados(CobrancaLicenca),
  },
  cobrancaMP: {
    id: 'Licencas_CobrancaMP',
    metodo: 'GET',
    caminhos: [`${B}/CobrancaMP/:id`],
    tag: TAG,
    resumo: 'Consultar no Mercado Pago a cobrança da fatura (baixa a fatura se paga)',
    permissao: 'Permitir.LicencaRecebivel.Consultar',
    params: paramsId,
    resposta: dados(CobrancaLicenca),
  },
  solicitarMovimentacao: {
    id: 'Licencas_SolicitarMovimentacao',
    metodo: 'POST',
    caminhos: [`${B}/SolicitarMovimentacao`],
    tag: TAG,
    resumo: 'Consultar de novo os provedores das cobranças da fatura e aplicar os pagamentos',
    permissao: 'Permitir.LicencaRecebivel.Consultar',
    query: objeto({ id: idNaUrl('Fatura') }),
    resposta: dados(FaturaLicenca),
  },
  webhookPix: {
    id: 'Licencas_WebhookPix',
    metodo: 'POST',
    caminhos: [`${B}/WebhookPix/pix`],
    tag: TAG,
    resumo: 'Webhook do PSP PIX (BACEN: POST {webhookUrl}/pix)',
    descricao: 'Sem sessão: o token na URL identifica o PSP (401 se não confere). Notificação repetida não muda nada.',
    publico: true,
    query: objeto({ token: texto('Token do webhook') }),
    corpo: objeto({ pix: lista('Pagamentos PIX recebidos', objeto({ endToEndId: texto('EndToEndId'), txid: texto('txid') })) }),
    resposta: dados(ResultadoWebhookPix),
  },
  movimentacaoMP: {
    id: 'Licencas_MovimentacaoMP',
    metodo: 'POST',
    caminhos: [`${B}/MovimentacaoMP`],
    tag: TAG,
    resumo: 'Webhook do Mercado Pago (notificação de pagamento)',
    descricao: 'Sem sessão: a x-signature é conferida antes de qualquer consulta (401). Outros tipos são ignorados; repetição não muda nada.',
    publico: true,
    query: objeto({ 'data.id': texto('Pagamento'), type: texto('Tipo da notificação') }),
    corpo: objeto({
      type: texto('Tipo da notificação'),
      action: texto('Ação'),
      data: objeto({ id: { type: ['string', 'integer'], title: 'Pagamento' } }, [], { titulo: 'Dados' }),
    }),
    resposta: dados(ResultadoNotificacaoMP),
  },
  bloqueio: {
    id: 'Licencas_Bloqueio',
    metodo: 'GET',
    caminhos: [`${B}/Bloqueio`],
    tag: 'Sistema', // any signed-in user (no rule to check)
    resumo: 'Situação de bloqueio da empresa da sessão (null fora de uma empresa)',
    resposta: dados(nulo(SituacaoBloqueioLicenca)),
  },
  consultarBloqueio: {
    id: 'Licencas_ConsultarBloqueio',
    metodo: 'GET',
    caminhos: [`${B}/ConsultarBloqueio`],
    tag: TAG,
    resumo: 'Empresas da cadeia com fatura vencida ou com bloqueio/liberação manual',
    permissao: 'Permitir.BloqueioLicenca.Consultar',
    resposta: dados(lista('Empresas', EmpresaBloqueadaLicenca)),
  },
  formasPagamento: {
    id: 'Licencas_FormasPagamento',
    metodo: 'GET',
    caminhos: [`${B}/FormasPagamento`],
    tag: 'Sistema', // any signed-in user (no rule to check)
    resumo: 'Meios de pagamento que funcionam neste servidor',
    resposta: dados(FormasPagamentoLicenca),
  },
  baixaManual: {
    id: 'Licencas_BaixaManual',
    metodo: 'POST',
    caminhos: [`${B}/BaixaManual/:id`],
    tag: TAG,
    resumo: 'Baixa manual da fatura com valor, data e motivo (administrador, auditada)',
    descricao: 'Valor maior que zero (número, "1234.56" ou "1.234,56"), data até hoje, motivo de 3 a 300 caracteres: conferidos pelo handler.',
    permissao: 'Permitir.LicencaRecebivel.Gerenciar',
    params: paramsId,
    corpo: objeto({
      valor_pago: valorOuTexto('Valor pago (R$)'),
      data_pagamento: nulo(texto('Data do pagamento (AAAA-MM-DD)')),
      motivo: texto('Motivo'),
    }),
    resposta: dados(FaturaLicenca),
  },
  bloqueioManual: {
    id: 'Licencas_BloqueioManual',
    metodo: 'POST',
    caminhos: [`${B}/BloqueioManual/:emitenteId`],
    tag: TAG,
    resumo: 'Bloquear ou desbloquear manualmente uma empresa (administrador, auditado)',
    descricao: 'Desbloquear uma empresa com fatura vencida exige liberado_ate (até 60 dias adiante).',
    permissao: 'Permitir.LicencaRecebivel.Gerenciar',
    params: objeto({ emitenteId: idNaUrl('Empresa') }, ['emitenteId']),
    corpo: objeto({
      acao: texto('Ação (bloquear ou desbloquear)'),
      motivo: texto('Motivo'),
      liberado_ate: nulo(texto('Liberada até (AAAA-MM-DD)')),
    }),
    resposta: dados(SituacaoBloqueioLicenca),
  },
  lerParametros: {
    id: 'Licencas_LerParametros',
    metodo: 'GET',
    caminhos: [`${B}/Parametros`],
    tag: TAG,
    resumo: 'Configuração da cobrança das licenças (parâmetros, planos, agência do boleto)',
    permissao: 'Permitir.LicencaRecebivel.Gerenciar',
    resposta: dados(ParametrosCobrancaLicenca),
  },
  salvarParametros: {
    id: 'Licencas_SalvarParametros',
    metodo: 'PUT',
    caminhos: [`${B}/Parametros`],
    tag: TAG,
    resumo: 'Gravar a configuração da cobrança (vale para as próximas faturas)',
    permissao: 'Permitir.LicencaRecebivel.Gerenciar',
    corpo: corpoParametros,
    resposta: dados(ParametrosCobrancaLicenca),
  },
  consultarLicencas: {
    id: 'Licencas_ConsultarLicencas',
    metodo: 'GET',
    caminhos: [`${B}/ConsultarLicencas`],
    tag: TAG,
    resumo: 'Licença de cada empresa visível (plano, usuários, situação da última fatura)',
    permissao: 'Permitir.LicencaRecebivel.Consultar',
    resposta: dados(lista('Licenças', LicencaEmpresa)),
  },
  planos: {
    id: 'Planos_Listar',
    metodo: 'GET',
    caminhos: ['/v1/AtualizacaoPlano/Planos'],
    tag: 'Sistema', // any signed-in user (no rule to check)
    resumo: 'Planos ativos',
    resposta: dados(lista('Planos', PlanoLicenca)),
  },
  trocas: {
    id: 'Planos_Consultar',
    metodo: 'GET',
    caminhos: ['/v1/AtualizacaoPlano/Consultar'],
    tag: TAG,
    resumo: 'Trocas de plano das empresas da cadeia',
    permissao: 'Permitir.AtualizacaoPlano.Consultar',
    resposta: dados(lista('Trocas de plano', TrocaDePlano)),
  },
  confirmar: {
    id: 'Planos_Confirmar',
    metodo: 'POST',
    caminhos: ['/v1/AtualizacaoPlano/confirmarPlano/', '/v1/AtualizacaoPlano/confirmarPlano'],
    tag: TAG,
    resumo: 'Trocar o plano de uma empresa da cadeia',
    permissao: 'Permitir.AtualizacaoPlano.Gerenciar',
    corpo: objeto({ emitente_id: numeroOuTexto('Empresa'), tipo_pacote: numeroOuTexto('Pacote') }),
    resposta: dados(TrocaDePlano),
  },
  cancelar: {
    id: 'Planos_Cancelar',
    metodo: 'POST',
    caminhos: ['/v1/AtualizacaoPlano/cancelarPlano/:id'],
    tag: TAG,
    resumo: 'Cancelar uma troca de plano (a empresa volta ao pacote anterior)',
    permissao: 'Permitir.AtualizacaoPlano.Gerenciar',
    params: objeto({ id: idNaUrl('Troca de plano') }, ['id']),
    resposta: dados(TrocaDePlano),
  },
} satisfies Record<string, Contrato>;

export const CONTRATOS_LICENCAS: readonly Contrato[] = Object.values(LICENCAS);
