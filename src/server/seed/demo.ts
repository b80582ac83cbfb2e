/**
 * Demo data for a new user: the reseller chain (one master distributor, one
 * distributor, the reseller with id 1), the white-label brands `erp` (administrator) and
 * `parceiro` (reseller), three issuers — a Simples Nacional shop (package 2) and a regime-normal
 * industry (package 1), with owner and restricted users, profiles and permissions, and a few
 * hundred customers and products each, and a small bakery (package 1) whose licence invoice is
 * overdue past the tolerance (blocked: demo-licenca.ts). Only on an empty database, never in production.
 */
import { REGRAS_EMPRESA, REGRAS_PERFIL_CAIXA } from '../../domain/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Client } from '../db/tenant.ts';
import * as gen from './dados-demo.ts';
import { seedDemoProdutos } from './demo-produtos.ts';
import { seedDemoAjuda } from './demo-ajuda.ts';
import { seedDemoFinanceiro } from './demo-financeiro.ts';
import { seedDemoEstoque } from './demo-estoque.ts';
import { seedDemoCatalogo } from './demo-catalogo.ts';
import { seedDemoIbpt } from './demo-ibpt.ts';
import { seedDemoProdutoSt } from './demo-st.ts';
import { seedDemoLicencaVencida } from './demo-licenca.ts';
import { LOGO_ERP, LOGO_PARCEIRO, FUNDO_ERP, FUNDO_PARCEIRO } from './marcas.ts';

async function insert(c: Client, table: string, row: Record<string, unknown>): Promise<number> {
  const cols = Object.keys(row);
  const { rows } = await c.query(
    `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    cols.map((k) => row[k]),
  );
  return rows[0].id;
}

export async function seedDemo(c: Client, size: number, password: string, log: (m: string) => void): Promise<void> {
  const r = gen.prng(20261121);
  const senha = await hashPassword(password);

  const master = await insert(c, 'distribuidor_master', {
    nome: 'Alfa Distribuição de Software Ltda',
    fantasia: 'Alfa Software',
    cnpj: gen.cnpj(r),
    email: 'contato@alfasoftware.com.br',
    telefone: '41999887766',
    cidade_id: 4106902,
    uf: 'PR',
    percentual_comissao: 10,
  });
  const distribuidor = await insert(c, 'distribuidor', {
    distribuidor_master_id: master,
    nome: 'Beta Sistemas e Automação Comercial Ltda',
    fantasia: 'Beta Sistemas',
    cnpj: gen.cnpj(r),
    email: 'comercial@betasistemas.com.br',
    telefone: '48998765432',
    cidade_id: 4205407,
    uf: 'SC',
    percentual_comissao: 15,
  });
  const revenda = await insert(c, 'revenda', {
    distribuidor_master_id: master,
    distribuidor_id: distribuidor,
    nome: 'Parceiro Tecnologia em Gestão Ltda',
    fantasia: 'Parceiro Tecnologia',
    cnpj: gen.cnpj(r),
    email: 'suporte@parceirotecnologia.com.br',
    telefone: '19991234567',
    cidade_id: 3509502,
    uf: 'SP',
    percentual_comissao: 20,
    valor_licenca: 89.9,
  });
  if (revenda !== 1) throw new Error(`A revenda de demonstração deveria ter id 1 (obtido ${revenda}): banco não estava vazio`);

  await insert(c, 'configuracao_white_label', {
    url: 'erp',
    nome_empresa: 'ERP Fiscal',
    site: 'https://erp.local',
    logo: LOGO_ERP,
    logo_white: LOGO_ERP,
    logo_black: LOGO_ERP,
    login_fundo: FUNDO_ERP,
    icone: LOGO_ERP,
    login_titulo: 'Rápido, Eficiente e Produtivo',
    login_descricao: 'A gestão da sua empresa em um só lugar: cadastros, usuários, permissões e indicadores.',
    cor_primaria: '#50CD89',
  });
  await insert(c, 'configuracao_white_label', {
    distribuidor_master_id: master,
    distribuidor_id: distribuidor,
    revenda_id: revenda,
    url: 'parceiro',
    nome_empresa: 'Parceiro Tecnologia',
    site: 'https://parceirotecnologia.com.br',
    logo: LOGO_PARCEIRO,
    logo_white: LOGO_PARCEIRO,
    logo_black: LOGO_PARCEIRO,
    login_fundo: FUNDO_PARCEIRO,
    icone: LOGO_PARCEIRO,
    login_titulo: 'Gestão simples para o seu negócio',
    login_descricao: 'Sistema de gestão com emissão fiscal, oferecido pela Parceiro Tecnologia.',
    cor_primaria: '#3E97FF',
  });

  const chain = { distribuidor_master_id: master, distribuidor_id: distribuidor, revenda_id: revenda };
  const loja = await insert(c, 'emitente', {
    ...chain,
    nome: 'Mercadinho Bom Preço Comércio de Alimentos Ltda',
    fantasia: 'Mercadinho Bom Preço',
    cnpj: gen.cnpj(r),
    ie: '110042490114',
    cnae: '4712100',
    crt: 1,
    tipo_pacote: 2,
    email: 'financeiro@bompreco.com.br',
    telefone: '1133224455',
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    numero: '1578',
    bairro: 'Bela Vista',
    cidade_id: 3550308,
    uf: 'SP',
    ambiente: 2,
  });
  const industria = await insert(c, 'emitente', {
    ...chain,
    nome: 'Metalúrgica Vale do Aço Indústria e Comércio Ltda',
    fantasia: 'Metalúrgica Vale do Aço',
    cnpj: gen.cnpj(r),
    ie: '3133561230088',
    cnae: '2599399',
    crt: 3,
    tipo_pacote: 1,
    email: 'fiscal@valedoaco.ind.br',
    telefone: '3138224400',
    cep: '35160294',
    logradouro: 'Avenida Pedro Linhares Gomes',
    numero: '5431',
    bairro: 'Industrial',
    cidade_id: 3131307,
    uf: 'MG',
    ambiente: 2,
  });

  // terceira empresa, pequena, com a licença vencida (demo-licenca.ts): o bloqueio e o pagamento por PIX
  const padaria = await insert(c, 'emitente', {
    ...chain,
    nome: 'Panificadora Trigo Dourado Ltda',
    fantasia: 'Panificadora Trigo Dourado',
    cnpj: gen.cnpj(r),
    ie: '110042491110',
    cnae: '1091102',
    crt: 1,
    tipo_pacote: 1,
    email: 'contato@trigodourado.com.br',
    telefone: '1132145566',
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    numero: '900',
    bairro: 'Bela Vista',
    cidade_id: 3550308,
    uf: 'SP',
    ambiente: 2,
  });

  const perfis: Record<number, { dono: number; restrito: number }> = {};
  for (const [emitente, tipoPacote] of [
    [loja, 2],
    [industria, 1],
    [padaria, 1],
  ] as const) {
    const dono = await insert(c, 'emitente_tipo_usuario', { emitente_id: emitente, descricao: 'Proprietário', administrador: true });
    const restrito = await insert(c, 'emitente_tipo_usuario', { emitente_id: emitente, descricao: 'Caixa: PDV e clientes', administrador: false });
    perfis[emitente] = { dono, restrito };
    const regrasDono = REGRAS_EMPRESA.filter((x) => x.pacoteMinimo <= tipoPacote).map((x) => x.regra);
    for (const [perfil, regras] of [
      [dono, regrasDono],
      [restrito, REGRAS_PERFIL_CAIXA],
    ] as const) {
      await c.query(`INSERT INTO emitente_restricao (emitente_id, emitente_tipo_usuario_id, regra) SELECT $1, $2, unnest($3::varchar[])`, [
        emitente,
        perfil,
        regras,
      ]);
    }
  }

  const user = (login: string, nome: string, tipo: number, extra: Record<string, unknown>) =>
    insert(c, 'usuario', { login, senha, nome, email: `${login}@demo.erp.local`, tipo_usuario_id: tipo, ...extra });
  await user('master', 'Marcos Alfa (Distribuidor Master)', 2, { distribuidor_master_id: master });
  await user('distribuidor', 'Débora Beta (Distribuidor)', 3, { distribuidor_master_id: master, distribuidor_id: distribuidor });
  await user('revenda', 'Paulo Parceiro (Revenda)', 4, chain);
  await user('loja', 'Luíza Bom Preço (Proprietária)', 5, { ...chain, emitente_id: loja, emitente_tipo_usuario_id: perfis[loja].dono });
  await user('caixa', 'Carlos do Caixa', 6, { ...chain, emitente_id: loja, emitente_tipo_usuario_id: perfis[loja].restrito });
  await user('industria', 'Ivo Vale do Aço (Proprietário)', 5, { ...chain, emitente_id: industria, emitente_tipo_usuario_id: perfis[industria].dono });
  await user('padaria', 'Tânia Trigo Dourado (Proprietária)', 5, { ...chain, emitente_id: padaria, emitente_tipo_usuario_id: perfis[padaria].dono });

  for (const [emitente, uf, ddd] of [
    [loja, 'SP', '11'],
    [industria, 'MG', '31'],
  ] as const) {
    await seedClientes(c, gen.prng(emitente * 7919), emitente, uf, ddd, size);
    await seedDemoProdutos(c, gen.prng(emitente * 104729), emitente, emitente === loja ? 'varejo' : 'industria', size);
    await seedEspecies(c, emitente);
    await seedDemoFinanceiro(c, emitente, emitente === loja); // títulos só no pacote 2 (SPEC §6)
    await seedDemoCatalogo(c, emitente, emitente === loja);
    await seedDemoIbpt(c, emitente, uf);
  }
  await seedDemoEstoque(c, gen.prng(loja * 31337), loja);
  await seedDemoProdutoSt(c, industria);
  await seedEspecies(c, padaria);
  await seedDemoLicencaVencida(c, padaria);
  const artigos = await seedDemoAjuda(c, 'Equipe de suporte');
  log(
    `Demonstração criada: 3 emitentes (${size} clientes e ${size} produtos na loja e na indústria; a padaria com a licença vencida), ${artigos} artigos de ajuda.`,
  );
}

/**
 * Espécies de pagamento usuais de uma pequena empresa, com o tPag da NF-e (grupo YA, NT 2020.006 /
 * NT 2023.004): as notas da demonstração saem com dinheiro, PIX, cartões ou boleto, não "90 - Sem pagamento".
 */
export const ESPECIES_DEMO: ReadonlyArray<{ descricao: string; t_pag: string; gera_financeiro: boolean }> = [
  { descricao: 'Dinheiro', t_pag: '01', gera_financeiro: false },
  { descricao: 'PIX', t_pag: '17', gera_financeiro: false },
  { descricao: 'Cartão de crédito', t_pag: '03', gera_financeiro: true },
  { descricao: 'Cartão de débito', t_pag: '04', gera_financeiro: false },
  { descricao: 'Boleto bancário', t_pag: '15', gera_financeiro: true },
  { descricao: 'Crediário da loja', t_pag: '05', gera_financeiro: true },
];

async function seedEspecies(c: Client, emitenteId: number): Promise<void> {
  await c.query(
    `INSERT INTO especie (emitente_id, descricao, t_pag, gera_financeiro)
     SELECT $1, descricao, t_pag, gera_financeiro FROM json_to_recordset($2::json) AS x(descricao varchar, t_pag varchar, gera_financeiro boolean)`,
    [emitenteId, JSON.stringify(ESPECIES_DEMO)],
  );
}

async function seedClientes(c: Client, r: gen.Rng, emitenteId: number, uf: string, ddd: string, n: number): Promise<void> {
  const { rows: cidades } = await c.query(
    `(SELECT id, uf FROM cidade WHERE uf = $1 ORDER BY capital DESC, id LIMIT 40) UNION ALL (SELECT id, uf FROM cidade WHERE uf <> $1 AND capital)`,
    [uf],
  );
  const local = cidades.filter((x) => x.uf === uf);
  // registration dates spread over the last 90 days (dashboard chart), from a generator of their own
  // so the rest of the demo data stays as it was; recent days a little busier than older ones
  const rd = gen.prng(emitenteId * 31 + 90);
  const agora = Date.now();
  const rows: Array<Record<string, unknown>> = [];
  const emails: Array<Record<string, unknown>> = [];
  for (let i = 0; i < n; i++) {
    const pj = r() < 0.55;
    const cidade = r() < 0.85 ? gen.pick(r, local) : gen.pick(r, cidades);
    const emp = gen.empresa(r);
    const nome = pj ? emp.nome : gen.pessoa(r);
    const end = gen.endereco(r);
    const mail = gen.email(pj ? emp.fantasia : nome, pj ? 'empresa.com.br' : 'email.com.br');
    rows.push({
      emitente_id: emitenteId,
      tipo_pessoa: pj ? 'J' : 'F',
      cpf_cnpj: pj ? gen.cnpj(r) : gen.cpf(r),
      nome,
      fantasia: pj ? emp.fantasia : null,
      ind_ie_dest: pj ? (r() < 0.7 ? 1 : 2) : 9,
      ie: pj ? gen.digits(r, 12) : null,
      email: mail,
      telefone: gen.telefone(r, ddd),
      cep: gen.cep(r, cidade.uf),
      ...end,
      cidade_id: cidade.id,
      uf: cidade.uf,
      pais_id: 1058,
      consumidor_final: !pj,
      limite_credito: pj ? Math.round(r() * 50) * 1000 : Math.round(r() * 20) * 100,
      ativo: r() > 0.05,
      criado_em: new Date(agora - Math.floor(Math.pow(rd(), 1.3) * 90 * 86_400_000)).toISOString(),
    });
    if (pj && r() < 0.5) emails.push({ i, email: `financeiro.${mail}`, descricao: 'Financeiro' });
  }
  const { rows: ids } = await c.query(
    `INSERT INTO cliente (emitente_id, tipo_pessoa, cpf_cnpj, nome, fantasia, ind_ie_dest, ie, email, telefone, cep, logradouro, numero, bairro,
                          cidade_id, uf, pais_id, consumidor_final, limite_credito, ativo, criado_em)
     SELECT emitente_id, tipo_pessoa, cpf_cnpj, nome, fantasia, ind_ie_dest, ie, email, telefone, cep, logradouro, numero, bairro,
            cidade_id, uf, pais_id, consumidor_final, limite_credito, ativo, criado_em
       FROM json_to_recordset($1::json) AS x(emitente_id integer, tipo_pessoa varchar, cpf_cnpj varchar, nome varchar, fantasia varchar,
            ind_ie_dest integer, ie varchar, email varchar, telefone varchar, cep varchar, logradouro varchar, numero varchar, bairro varchar,
            cidade_id integer, uf varchar, pais_id integer, consumidor_final boolean, limite_credito numeric, ativo boolean,
            criado_em timestamptz)
     RETURNING id`,
    [JSON.stringify(rows)],
  );
  if (emails.length) {
    await c.query(
      `INSERT INTO cliente_email (emitente_id, cliente_id, email, descricao, envia_nfe)
       SELECT $1, cliente_id, email, descricao, true FROM json_to_recordset($2::json) AS x(cliente_id integer, email varchar, descricao varchar)`,
      [emitenteId, JSON.stringify(emails.map((e) => ({ cliente_id: ids[e.i as number].id, email: e.email, descricao: e.descricao })))],
    );
  }
}
