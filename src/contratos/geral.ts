/**
 * Contracts of the shared lookups and small actions (SPEC §7; src/server/modules/cep, cnpj, dashboard,
 * pdv/compartilhamento.ts, src/server/app.ts `/health`): address by CEP, company data by CNPJ, the
 * Dashboard figures, sharing an NFC-e by e-mail or WhatsApp and the health check of the balancer.
 *
 * CEP and CNPJ are public (the self-registration form uses them) and limited per IP. Check digits,
 * phone lengths and which sale may be shared are the handlers' checks with their own messages.
 */
import { type Contrato, booleano, dados, id, inteiro, lista, nulo, objeto, opcoes, texto, tipo } from './base.ts';

/** Any signed-in user (the handler checks what applies): the OpenAPI's system tag. */
const SISTEMA = 'Sistema';

const TAG = 'Movimentação';

/** A count as PostgreSQL answers it (`count(*)` is bigint: text on the wire, or a number when cast). */
const contagem = (titulo: string) => ({ type: ['integer', 'string'], title: titulo });

export const EnderecoCep = tipo(
  'EnderecoCep',
  objeto(
    {
      cep: texto('CEP (8 dígitos)'),
      logradouro: nulo(texto('Logradouro')),
      bairro: nulo(texto('Bairro')),
      cidade_id: nulo(id('Município (IBGE)')),
      cidade: nulo(texto('Município')),
      uf: texto('UF'),
      fonte: opcoes('Fonte', ['viacep', 'offline']),
    },
    ['cep', 'logradouro', 'bairro', 'cidade_id', 'cidade', 'uf', 'fonte'],
  ),
);

export const EmpresaCnpj = tipo(
  'EmpresaCnpj',
  objeto(
    {
      cnpj: texto('CNPJ'),
      razao_social: texto('Razão social'),
      nome_fantasia: texto('Nome fantasia'),
      email: texto('E-mail'),
      ddd_telefone_1: texto('Telefone'),
      descricao_tipo_de_logradouro: texto('Tipo de logradouro'),
      logradouro: texto('Logradouro'),
      numero: texto('Número'),
      complemento: texto('Complemento'),
      bairro: texto('Bairro'),
      cep: texto('CEP'),
      municipio: texto('Município'),
      codigo_municipio_ibge: nulo(inteiro('Município (IBGE)')),
      uf: texto('UF'),
      cnae_fiscal: texto('CNAE'),
      descricao_situacao_cadastral: texto('Situação cadastral'),
      fonte: opcoes('Fonte', ['cache', 'online']),
      consultado_em: texto('Consultado em'),
      desatualizado: booleano('Cache vencido (provedor fora do ar)'),
    },
    ['cnpj', 'razao_social', 'fonte', 'consultado_em', 'desatualizado'],
  ),
);

/** Which NFC-e to share: the sale (`cupom`) or the access key. */
const vendaCompartilhada = {
  modelo: { type: ['string', 'integer', 'null'], title: 'Modelo (só 65, NFC-e)' },
  cupom: { type: ['integer', 'string', 'null'], title: 'Venda (cupom)' },
  chave_nfce: { type: ['string', 'integer', 'null'], title: 'Chave da NFC-e' },
};

export const GERAL = {
  cep: {
    id: 'Cep_Consultar',
    metodo: 'GET',
    caminhos: ['/v1/cep/:cep'],
    tag: SISTEMA,
    resumo: 'Endereço pelo CEP (ViaCEP; fora do ar: a UF e a capital pela faixa do CEP)',
    descricao: 'CEP conferido pelo servidor: 400 "CEP inválido" com a chave cep.',
    publico: true,
    params: objeto({ cep: texto('CEP (8 dígitos, com ou sem hífen)') }, ['cep']),
    resposta: dados(EnderecoCep),
  },
  cnpj: {
    id: 'Cnpj_Consultar',
    metodo: 'GET',
    caminhos: ['/v1/cnpj/:cnpj'],
    tag: SISTEMA,
    resumo: 'Dados da empresa pelo CNPJ (numérico ou alfanumérico), com cache',
    descricao: 'Separadores são ignorados; dígitos verificadores conferidos pelo servidor (400). Provedor fora do ar sem cache: 503.',
    publico: true,
    params: objeto({ cnpj: texto('CNPJ') }, ['cnpj']),
    resposta: dados(EmpresaCnpj),
  },
  dashboard: {
    id: 'Dashboard_Resumo',
    metodo: 'GET',
    caminhos: ['/v1/dashboard/resumo'],
    tag: SISTEMA,
    resumo: 'Números do Dashboard da empresa da sessão (cada bloco segue a sua permissão: null sem ela)',
    resposta: dados(
      tipo(
        'ResumoDashboard',
        objeto(
          {
            semEmpresa: booleano('Sessão sem empresa'),
            clientes: nulo(objeto({ total: contagem('Total'), ativos: contagem('Ativos'), novosMes: contagem('Novos no mês') })),
            produtos: nulo(
              objeto({ total: contagem('Total'), ativos: contagem('Ativos'), valorEstoque: { type: ['number', 'string'], title: 'Valor do estoque (R$)' } }),
            ),
            documentos: objeto({ hoje: inteiro('NF-e hoje'), mes: inteiro('NF-e no mês'), disponivel: booleano('Disponível') }, ['hoje', 'mes', 'disponivel']),
            clientesPorDia: nulo(lista('Clientes novos por dia', objeto({ dia: texto('Dia'), quantidade: contagem('Quantidade') }))),
            produtosPorGrupo: nulo(lista('Produtos por grupo', objeto({ grupo: texto('Grupo'), quantidade: contagem('Quantidade') }))),
            vendas: nulo({ type: 'object', title: 'Faturamento (hoje, mês, mês anterior, por dia, principais clientes e produtos)' }),
            cadeia: nulo({ type: 'object', title: 'Empresas da cadeia e NF-e por mês' }),
          },
          ['semEmpresa', 'clientes', 'produtos', 'documentos', 'clientesPorDia', 'produtosPorGrupo'],
        ),
      ),
    ),
  },
  compartilharEmail: {
    id: 'Compartilhamento_Email',
    metodo: 'POST',
    caminhos: ['/v1/compartilhamento/email'],
    tag: TAG,
    resumo: 'Enviar ao consumidor, por e-mail, o XML e o DANFE da NFC-e autorizada ou em contingência',
    descricao: 'Sem SMTP configurado: 400 com o campo email.',
    permissao: 'Permitir.VendasCupom.Consultar',
    corpo: objeto({ ...vendaCompartilhada, email: nulo(texto('E-mail')) }),
    resposta: dados(
      tipo(
        'NfceEnviadaPorEmail',
        objeto(
          {
            modelo: texto('Modelo'),
            serie: { type: ['integer', 'string'], title: 'Série' },
            cupom: id('Venda'),
            chave_nfce: texto('Chave'),
            email: texto('E-mail'),
          },
          ['modelo', 'serie', 'cupom', 'chave_nfce', 'email'],
        ),
      ),
    ),
  },
  compartilharWhatsapp: {
    id: 'Compartilhamento_Whatsapp',
    metodo: 'POST',
    caminhos: ['/v1/compartilhamento/whatsapp'],
    tag: TAG,
    resumo: 'Link wa.me com a URL de consulta e a chave da NFC-e (nada é enviado pelo servidor)',
    permissao: 'Permitir.VendasCupom.Consultar',
    corpo: objeto({ ...vendaCompartilhada, telefone: { type: ['string', 'integer', 'null'], title: 'Telefone (DDD + número)' } }),
    resposta: dados(
      tipo(
        'LinkWhatsapp',
        objeto({ link: texto('Link wa.me'), chave_nfce: texto('Chave'), url_consulta: nulo(texto('URL de consulta')) }, ['link', 'chave_nfce', 'url_consulta']),
      ),
    ),
  },
  saude: {
    id: 'Saude',
    metodo: 'GET',
    caminhos: ['/health'],
    tag: SISTEMA,
    resumo: 'O processo responde (verificação do balanceador)',
    publico: true,
    resposta: dados(tipo('Saude', objeto({ status: opcoes('Situação', ['ok']), database: texto('Banco (pglite ou postgres)') }, ['status', 'database']))),
  },
} satisfies Record<string, Contrato>;

export const CONTRATOS_GERAL: readonly Contrato[] = Object.values(GERAL);
