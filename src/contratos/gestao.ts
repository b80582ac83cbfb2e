/**
 * Contracts of the Administrator's management screens (SPEC §6 "Administrator area", §7;
 * src/server/modules/gestao/index.ts, whitelabel-upload.ts, src/server/tenant/whitelabel.ts): the
 * manager's panel, the companies and their transfer between resellers, the white-label images and
 * the public branding of a tenant.
 *
 * Administrator only where noted (level admin and the rule, checked by the handlers: 403). Ranges
 * (`meses` 1 to 36), existence and image content/size are the handlers' checks with their own messages.
 */
import { type Contrato, arquivoEnviado, booleano, dados, id, idNaUrl, inteiro, lista, nulo, objeto, opcoes, texto, textoComo, tipo } from './base.ts';

const TAG = 'Gestão';

export const PainelGestor = tipo(
  'PainelGestor',
  objeto(
    {
      ativos: inteiro('Empresas ativas'),
      novos_mes: inteiro('Novas no mês'),
      cancelados_mes: inteiro('Canceladas no mês'),
      mrr: texto('Receita recorrente mensal (R$, decimal)'),
      inadimplencia: objeto(
        { valor: texto('Valor vencido (R$)'), faturas: inteiro('Faturas vencidas'), empresas: inteiro('Empresas'), percentual: texto('Percentual') },
        ['valor', 'faturas', 'empresas', 'percentual'],
      ),
      serie: lista(
        'Série mensal',
        objeto(
          {
            mes: texto('Mês (AAAA-MM)'),
            nfe: inteiro('NF-e autorizadas'),
            novos: inteiro('Novas empresas'),
            faturado: texto('Faturado (R$)'),
            recebido: texto('Recebido (R$)'),
          },
          ['mes', 'nfe', 'novos', 'faturado', 'recebido'],
        ),
      ),
    },
    ['ativos', 'novos_mes', 'cancelados_mes', 'mrr', 'inadimplencia', 'serie'],
  ),
);

export const EmpresaGerenciada = tipo(
  'EmpresaGerenciada',
  objeto(
    {
      id: id('Empresa'),
      nome: texto('Razão social'),
      cnpj: texto('CNPJ'),
      ativo: booleano('Ativa'),
      tipo_pacote: inteiro('Pacote'),
      distribuidor_master: texto('Distribuidor master'),
      distribuidor: texto('Distribuidor'),
      revenda_id: id('Revenda'),
      revenda: texto('Revenda'),
      licenca: opcoes('Licença', ['em_dia', 'vencida', 'bloqueada', 'sem_fatura']),
      ultimo_acesso: nulo(texto('Último acesso')),
      nfe_mes: inteiro('NF-e autorizadas no mês'),
    },
    ['id', 'nome', 'cnpj', 'ativo', 'tipo_pacote', 'distribuidor_master', 'distribuidor', 'revenda_id', 'revenda', 'licenca', 'ultimo_acesso', 'nfe_mes'],
  ),
);

export const RevendaAtiva = tipo(
  'RevendaAtiva',
  objeto({ id: id('Revenda'), nome: texto('Nome'), fantasia: nulo(texto('Nome fantasia')) }, ['id', 'nome', 'fantasia']),
);

const CAMPOS_IMAGEM = ['logo', 'logo_white', 'logo_black', 'login_fundo', 'icone'] as const;

export const GESTAO = {
  painel: {
    id: 'Gestor_Painel',
    metodo: 'GET',
    caminhos: ['/v1/Gestor/Painel'],
    tag: TAG,
    resumo: 'Painel do gestor: empresas, receita recorrente, inadimplência e a série mensal',
    descricao: 'meses: 1 a 36 (padrão 12). Administrador.',
    permissao: 'Permitir.Gestor.Gerenciar',
    query: objeto({ meses: textoComo('Meses', '^\\s*[+-]?[0-9]+\\s*$') }),
    resposta: dados(PainelGestor),
  },
  empresas: {
    id: 'Empresas_Gerenciar',
    metodo: 'GET',
    caminhos: ['/v1/Empresas/Gerenciar'],
    tag: TAG,
    resumo: 'Todas as empresas com a cadeia, a situação da licença, o último acesso e as NF-e do mês',
    descricao: 'Administrador.',
    permissao: 'Permitir.Empresas.Consultar',
    resposta: dados(lista('Empresas', EmpresaGerenciada)),
  },
  revendas: {
    id: 'Empresas_Revendas',
    metodo: 'GET',
    caminhos: ['/v1/Empresas/Revendas'],
    tag: TAG,
    resumo: 'Revendas ativas (destino da transferência)',
    descricao: 'Administrador.',
    permissao: 'Permitir.Empresas.Consultar',
    resposta: dados(lista('Revendas', RevendaAtiva)),
  },
  transferir: {
    id: 'Empresas_Transferir',
    metodo: 'POST',
    caminhos: ['/v1/Empresas/Transferir/:id'],
    tag: TAG,
    resumo: 'Mover a empresa para outra revenda (usuários e faturas em aberto acompanham; auditado)',
    descricao: 'Administrador.',
    permissao: 'Permitir.Empresas.Alterar',
    params: objeto({ id: idNaUrl('Empresa') }, ['id']),
    corpo: objeto({ revenda_id: { type: ['integer', 'string', 'null'], title: 'Revenda de destino' } }),
    resposta: dados(
      tipo(
        'EmpresaTransferida',
        objeto({ emitente_id: id('Empresa'), revenda_id: id('Revenda'), faturas_movidas: inteiro('Faturas em aberto movidas') }, [
          'emitente_id',
          'revenda_id',
          'faturas_movidas',
        ]),
      ),
    ),
  },
  enviarImagemWhiteLabel: {
    id: 'ConfiguracaoWhiteLabel_EnviarImagem',
    metodo: 'POST',
    caminhos: ['/v1/configuracaoWhiteLabelUpload/'],
    tag: TAG,
    resumo: 'Enviar uma imagem da marca (PNG, JPEG, GIF ou WebP conferidos pelo conteúdo; SVG não)',
    descricao: 'Limites: ícone 256 KB, logos 512 KB, fundo do login 2 MB. Usuários da cadeia, na configuração que enxergam.',
    permissao: 'Permitir.ConfiguracaoWhiteLabel.Alterar',
    multipart: objeto({ id: id('Configuração de white-label'), campo: opcoes('Imagem', CAMPOS_IMAGEM), arquivo: arquivoEnviado('Imagem') }, [
      'id',
      'campo',
      'arquivo',
    ]),
    resposta: dados(
      tipo(
        'ImagemWhiteLabel',
        objeto(
          { id: id('Configuração de white-label'), campo: opcoes('Imagem', CAMPOS_IMAGEM), tipo: texto('Tipo (MIME)'), tamanho: inteiro('Tamanho (bytes)') },
          ['id', 'campo', 'tipo', 'tamanho'],
        ),
      ),
    ),
  },
  carregarUrl: {
    id: 'ConfiguracaoWhiteLabel_CarregarUrl',
    metodo: 'GET',
    caminhos: ['/v1/ConfiguracaoWhiteLabel/CarregarUrl/:id'],
    tag: TAG,
    resumo: 'Marca pública de um inquilino pelo endereço curto ou pelo identificador de 36 caracteres',
    descricao: 'Não encontrado: HTTP 200 com Success false e Data null. Pública, limitada por IP.',
    publico: true,
    params: objeto({ id: texto('Endereço da empresa', 255) }, ['id']),
    resposta: dados(
      tipo(
        'MarcaPublica',
        objeto(
          {
            url: texto('Endereço'),
            nome_empresa: nulo(texto('Nome')),
            site: nulo(texto('Site')),
            logo: nulo(texto('Logo')),
            logo_white: nulo(texto('Logo para fundo escuro')),
            logo_black: nulo(texto('Logo para fundo claro')),
            login_fundo: nulo(texto('Fundo do login')),
            icone: nulo(texto('Ícone')),
            login_titulo: texto('Título do login'),
            login_descricao: nulo(texto('Descrição do login')),
            cor_primaria: nulo(texto('Cor da marca')),
          },
          ['url', 'login_titulo'],
        ),
      ),
    ),
  },
} satisfies Record<string, Contrato>;

export const CONTRATOS_GESTAO: readonly Contrato[] = Object.values(GESTAO);
